import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import { defineBlock } from './define-block';
import { anchor, image, link, optionsOf, select, text } from './field-builders';
import { moduleFieldLimits } from './field-rules';
import { imageAliases, requiredImageReadEntries, type ImageAlias } from './image-fields';

const aliases = Object.keys(imageAliases) as ImageAlias[];

/** spec 3/5: an image block; `alias` picks the crop (vertical 400x500, horizontal 1240x700). */
export const imageBlock = defineBlock('ImageModule', {
  label: 'blockFields.model.ImageModule',
  read: {
    alias: v.picklist(aliases, m.option),
    ...requiredImageReadEntries,
    // DESIGN.md 9: the media library's caption of the image in the page's language (shown without a
    // description).
    caption: v.optional(v.string()),
    link: v.string(),
    description: v.string(),
    anchor: v.string(),
  },
  fields: {
    alias: select({
      label: 'blockFields.alias',
      options: optionsOf(aliases),
      default: 'horizontal',
    }),
    image: image({ label: 'blockFields.image', required: true, aliasField: 'alias' }),
    link: link({ label: 'blockFields.link', help: 'blockFields.link.help' }),
    description: text({
      label: 'blockFields.caption',
      maxLength: moduleFieldLimits.longText,
      multiline: true,
    }),
    anchor: anchor(),
  },
});

export const imageModuleSchema = imageBlock.read;
export type ImageModule = v.InferOutput<typeof imageModuleSchema>;
export const imageModuleInputSchema = imageBlock.input;
