/**
 * spec 5: the message KEYS the schemas put on their issues. `@aula/i18n` translates them; the
 * first six are the spec's form texts, the rest are Aula's for the editor rules.
 */
export const validationMessages = {
  /** 'This field is required!' */
  required: 'validation.required',
  /** 'E-mail is not valid' */
  emailInvalid: 'validation.emailInvalid',
  /** 'E-mail is required' */
  emailRequired: 'validation.emailRequired',
  /** 'Name is required' */
  nameRequired: 'validation.nameRequired',
  /** 'Please select one of the newsletters' */
  newsletterRequired: 'validation.newsletterRequired',
  /** 'Invalid e-mail address!' */
  emailAddressInvalid: 'validation.emailAddressInvalid',
  /** A text is longer than its maximum (full teaser text: 256). */
  tooLong: 'validation.tooLong',
  /** A list with more items than its block allows (spec 5: FAQ items, teasers...). */
  tooMany: 'validation.tooMany',
  /** A text with a NUL character or a lone surrogate, which cannot be stored. */
  invalidText: 'validation.invalidText',
  /** A headline level outside its set (2-6 base, 2-4 secondary). */
  headlineLevel: 'validation.headlineLevel',
  /** A headline level beyond 4 in a narrow column (the secondary set: spec 5, `isNarrowColumn`). */
  headlineLevelSecondary: 'validation.headlineLevelSecondary',
  /** An option that is not one of the block's choices (extra_class, alias, layout). */
  option: 'validation.option',
  /** A video URL that is not on the video allow-list. */
  videoUrl: 'validation.videoUrl',
  /** An embed code that does not point to a host of the block's allow-list. */
  embedNotAllowed: 'validation.embedNotAllowed',
  /** A link that is neither an http(s)/mailto/tel URL nor a site path. */
  link: 'validation.link',
  /** An anchor with characters other than letters, digits, '-' and '_'. */
  anchor: 'validation.anchor',
  /** A date that is not dd.mm.yyyy. */
  date: 'validation.date',
  /** A section slug another section already uses. */
  slugTaken: 'validation.slugTaken',
  /** An upload that is not JPEG, PNG, WebP or AVIF. */
  fileType: 'validation.fileType',
  /** An upload over the size limit. */
  fileTooLarge: 'validation.fileTooLarge',
} as const;

export type ValidationMessageKey = (typeof validationMessages)[keyof typeof validationMessages];
