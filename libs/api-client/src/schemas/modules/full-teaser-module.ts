import * as v from 'valibot';
import { defineBlock } from './define-block';
import { anchor, text } from './field-builders';
import { moduleFieldLimits } from './field-rules';
import { teaserFields, teaserReadEntries } from './teaser-fields';

/** spec 5/9: the full teaser text is at most 256 characters. */
export const fullTeaserTextMaxLength = 256;

/** spec 3/5: a full-width teaser; the headline is required, the text at most 256 characters. */
export const fullTeaserBlock = defineBlock('FullTeaserModule', {
  label: 'blockFields.model.FullTeaserModule',
  read: {
    ...teaserReadEntries,
    extra_class: v.string(),
    anchor: v.string(),
  },
  fields: {
    ...teaserFields,
    text: text({
      label: 'blockFields.teaserText',
      maxLength: fullTeaserTextMaxLength,
      multiline: true,
    }),
    extra_class: text({
      label: 'blockFields.variant',
      help: 'blockFields.variant.help',
      maxLength: moduleFieldLimits.identifier,
    }),
    anchor: anchor(),
  },
});

export const fullTeaserModuleSchema = fullTeaserBlock.read;
export type FullTeaserModule = v.InferOutput<typeof fullTeaserModuleSchema>;
export const fullTeaserModuleInputSchema = fullTeaserBlock.input;
