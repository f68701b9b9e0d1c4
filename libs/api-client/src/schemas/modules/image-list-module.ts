import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import { imageItemModuleInputSchema, imageItemModuleSchema } from './image-item-module';
import { anchorSchema } from './field-rules';
import { moduleBaseEntries } from './module-base';

/** spec 3: the image list presentations (extra_class). */
export const imageListExtraClasses = ['small', 'fullwidth', 'standard'] as const;

/** spec 3: an image list as read, with its images. */
export const imageListModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('ImageListModule'),
  /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
  anchor: v.optional(v.string()),
  extra_class: v.picklist(imageListExtraClasses),
  children: v.array(imageItemModuleSchema),
});

export type ImageListModule = v.InferOutput<typeof imageListModuleSchema>;

/** The image list form: presentation plus the images, edited inline in order. */
export const imageListModuleInputSchema = v.object({
  anchor: anchorSchema,
  extra_class: v.optional(v.picklist(imageListExtraClasses, m.option), 'standard'),
  children: v.array(imageItemModuleInputSchema),
});

export type ImageListModuleInput = v.InferOutput<typeof imageListModuleInputSchema>;
