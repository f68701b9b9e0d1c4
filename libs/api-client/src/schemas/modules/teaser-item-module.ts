import * as v from 'valibot';
import { defineBlock } from './define-block';
import { text } from './field-builders';
import { moduleFieldLimits } from './field-rules';
import { teaserFields, teaserReadEntries } from './teaser-fields';

/** spec 3/5: one teaser of a teaser list; the headline is required; `link_url` is the resolved href. */
export const teaserItemBlock = defineBlock('TeaserItemModule', {
  label: 'blockFields.model.TeaserItemModule',
  read: {
    ...teaserReadEntries,
    subline: v.string(),
  },
  fields: {
    ...teaserFields,
    subline: text({ label: 'blockFields.subline' }),
    text: text({
      label: 'blockFields.teaserText',
      maxLength: moduleFieldLimits.longText,
      multiline: true,
    }),
  },
});

export const teaserItemModuleSchema = teaserItemBlock.read;
export type TeaserItemModule = v.InferOutput<typeof teaserItemModuleSchema>;
export const teaserItemModuleInputSchema = teaserItemBlock.input;
