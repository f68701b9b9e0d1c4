import * as v from 'valibot';
import { defineBlock } from './define-block';
import { anchor, children, optionsOf, select } from './field-builders';
import { imageItemBlock } from './image-item-module';

/** spec 3: the image list presentations (extra_class). */
export const imageListExtraClasses = ['small', 'fullwidth', 'standard'] as const;

/** spec 3: an image list: a presentation and its images, edited inline in order. */
export const imageListBlock = defineBlock('ImageListModule', {
  label: 'blockFields.model.ImageListModule',
  read: {
    /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
    anchor: v.optional(v.string()),
    extra_class: v.picklist(imageListExtraClasses),
    children: v.array(imageItemBlock.read),
  },
  fields: {
    anchor: anchor(),
    extra_class: select({ label: 'blockFields.presentation', options: optionsOf(imageListExtraClasses), default: 'standard' }),
    children: children(imageItemBlock, { label: 'blockFields.images' }),
  },
});

export const imageListModuleSchema = imageListBlock.read;
export type ImageListModule = v.InferOutput<typeof imageListModuleSchema>;
export const imageListModuleInputSchema = imageListBlock.input;
