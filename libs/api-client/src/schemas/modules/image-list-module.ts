import type * as v from 'valibot';
import { imageItemBlock } from './image-item-module';
import { definePresentationList } from './list-blocks';

/** spec 3: the image list presentations (extra_class). */
export const imageListExtraClasses = ['small', 'fullwidth', 'standard'] as const;

/** spec 3: an image list: a presentation and its images, edited inline in order. */
export const imageListBlock = definePresentationList(
  'ImageListModule',
  imageListExtraClasses,
  imageItemBlock,
  {
    block: 'blockFields.model.ImageListModule',
    items: 'blockFields.images',
  },
);

export const imageListModuleSchema = imageListBlock.read;
export type ImageListModule = v.InferOutput<typeof imageListModuleSchema>;
export const imageListModuleInputSchema = imageListBlock.input;
