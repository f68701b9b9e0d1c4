import * as v from 'valibot';
import { optionalLinkSchema, optionalText } from './field-rules';
import { requiredImageInput, requiredImageReadEntries } from './image-fields';
import { moduleBaseEntries } from './module-base';

/** spec 3: one image of an image list as read; `link_url` is the resolved href. */
export const imageItemModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('ImageItemModule'),
  ...requiredImageReadEntries,
  link: v.string(),
  link_url: v.string(),
  title: v.string(),
  description: v.string(),
});

export type ImageItemModule = v.InferOutput<typeof imageItemModuleSchema>;

/** spec 5: the image item form; the image is required. */
export const imageItemModuleInputSchema = v.object({
  image: requiredImageInput,
  link: optionalLinkSchema,
  title: optionalText(),
  description: optionalText(),
});

export type ImageItemModuleInput = v.InferOutput<typeof imageItemModuleInputSchema>;
