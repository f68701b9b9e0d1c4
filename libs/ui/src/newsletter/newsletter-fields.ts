/** The form's values as the inputs hold them (checkbox values are strings). */
export interface NewsletterFormValues {
  email: string;
  name: string;
  newsletters: string[];
}

export type NewsletterField = keyof NewsletterFormValues;

/** The fields in the form's order (the first with a message gets the focus). */
export const newsletterFields: readonly NewsletterField[] = ['email', 'name', 'newsletters'];

/** The translated message per field that failed its check (the first issue of each). */
export type NewsletterErrors = Partial<Record<NewsletterField, string>>;

export function isNewsletterField(name: string): name is NewsletterField {
  return (newsletterFields as readonly string[]).includes(name);
}
