import * as v from 'valibot';
import { defineBlock } from './define-block';
import { anchor, boolean, link, text } from './field-builders';
import { moduleFieldLimits } from './field-rules';

/** spec 3/5: a link block; link text (`content`) and link are required; `link_url` is the resolved href. */
export const linkBlock = defineBlock('LinkModule', {
  label: 'blockFields.model.LinkModule',
  read: {
    content: v.string(),
    link: v.string(),
    link_url: v.string(),
    extra_class: v.string(),
    anchor: v.string(),
    open_new_window: v.boolean(),
    reduce_spacing: v.boolean(),
  },
  fields: {
    content: text({ label: 'blockFields.linkText', required: true }),
    link: link({
      label: 'blockFields.link',
      help: 'blockFields.link.help',
      required: true,
      newWindowField: 'open_new_window',
    }),
    extra_class: text({
      label: 'blockFields.variant',
      help: 'blockFields.variant.help',
      maxLength: moduleFieldLimits.identifier,
    }),
    anchor: anchor(),
    open_new_window: boolean({ label: 'blockFields.openNewWindow' }),
    reduce_spacing: boolean({ label: 'blockFields.reduceSpacing' }),
  },
});

export const linkModuleSchema = linkBlock.read;
export type LinkModule = v.InferOutput<typeof linkModuleSchema>;
export const linkModuleInputSchema = linkBlock.input;
