/** spec 2: the persons directory's list types; the grid is the default. */
export const personViews = ['grid', 'list'] as const;
export type PersonView = (typeof personViews)[number];

/** The list type a URL asks for (`?view=list`); absent, repeated or unknown values read as the grid. */
export function readPersonView(value: string | string[] | undefined): PersonView {
  return value === 'list' ? 'list' : 'grid';
}
