import * as v from 'valibot';
import { defineBlock } from './define-block';
import { image, link, text } from './field-builders';
import { moduleFieldLimits } from './field-rules';
import { requiredImageReadEntries } from './image-fields';

/** spec 3/5: one image of an image list; the image is required; `link_url` is the resolved href. */
export const imageItemBlock = defineBlock('ImageItemModule', {
  label: 'blockFields.model.ImageItemModule',
  read: {
    ...requiredImageReadEntries,
    // DESIGN.md 9: the media library's caption of the image in the page's language (shown without a
    // description).
    caption: v.optional(v.string()),
    link: v.string(),
    link_url: v.string(),
    title: v.string(),
    description: v.string(),
  },
  fields: {
    image: image({ label: 'blockFields.image', required: true }),
    link: link({ label: 'blockFields.link', help: 'blockFields.link.help' }),
    title: text({ label: 'blockFields.title' }),
    description: text({
      label: 'blockFields.caption',
      maxLength: moduleFieldLimits.longText,
      multiline: true,
    }),
  },
});

export const imageItemModuleSchema = imageItemBlock.read;
export type ImageItemModule = v.InferOutput<typeof imageItemModuleSchema>;
export const imageItemModuleInputSchema = imageItemBlock.input;
