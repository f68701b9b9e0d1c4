import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import { anchorSchema, optionalLinkSchema, optionalText } from './field-rules';
import { imageAliases, requiredImageInput, requiredImageReadEntries, type ImageAlias } from './image-fields';
import { moduleBaseEntries } from './module-base';

const aliasSchema = v.picklist(Object.keys(imageAliases) as ImageAlias[], m.option);

/** spec 3: an image block as read; `alias` picks the crop (vertical 400x500, horizontal 1240x700). */
export const imageModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('ImageModule'),
  alias: aliasSchema,
  ...requiredImageReadEntries,
  link: v.string(),
  description: v.string(),
  anchor: v.string(),
});

export type ImageModule = v.InferOutput<typeof imageModuleSchema>;

/** spec 5: the image form; the image is required, the alias one of `imageAliases`. */
export const imageModuleInputSchema = v.object({
  alias: v.optional(aliasSchema, 'horizontal'),
  image: requiredImageInput,
  link: optionalLinkSchema,
  description: optionalText(),
  anchor: anchorSchema,
});

export type ImageModuleInput = v.InferOutput<typeof imageModuleInputSchema>;
