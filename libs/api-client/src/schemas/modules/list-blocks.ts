import type { MessageKey } from '@aula/i18n';
import * as v from 'valibot';
import type { EntityReferenceKind } from './block-field';
import { defineBlock } from './define-block';
import type { EmbedKind } from './embed-allow-lists';
import { embedReadEntries } from './embed-input';
import { entryTeaserSchema } from './entry-teaser';
import {
  anchor,
  children,
  embed,
  entityReference,
  optionsOf,
  select,
  text,
  type OptionName,
} from './field-builders';
import { moduleFieldLimits } from './field-rules';

// The shapes several block models share, each defined once.

/** spec 3: a News or Event list: a headline and the entries it refers to, in order; `children` carry each entry's resolved teaser data. */
export function defineHeadlineEntryList<const M extends string>(
  model: M,
  entity: EntityReferenceKind,
  labels: { block: MessageKey; entries: MessageKey },
) {
  return defineBlock(model, {
    label: labels.block,
    read: {
      /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
      anchor: v.optional(v.string()),
      headline: v.string(),
      children: v.array(entryTeaserSchema),
    },
    fields: {
      anchor: anchor(),
      headline: text({ label: 'blockFields.headline' }),
      children: entityReference(entity, { label: labels.entries }),
    },
  });
}

/** spec 3/5: an embed with a platform name (Viewer, Social media); the embed must name a host of `kind`. */
export function defineMediaEmbed<const M extends string>(
  model: M,
  kind: EmbedKind,
  labels: { block: MessageKey; help: MessageKey },
) {
  return defineBlock(model, {
    label: labels.block,
    read: {
      ...embedReadEntries,
      media_type: v.string(),
      anchor: v.string(),
    },
    fields: {
      embed: embed(kind, { label: 'blockFields.embed', help: labels.help }),
      media_type: text({ label: 'blockFields.mediaType', maxLength: moduleFieldLimits.identifier }),
      anchor: anchor(),
    },
  });
}

interface ItemBlock<M extends string, R extends v.GenericSchema, I extends v.GenericSchema> {
  model: M;
  read: R;
  input: I;
}

/** spec 3: a list with a presentation (`extra_class`) and its items, edited inline in order (Teaser list, Image list). */
export function definePresentationList<
  const M extends string,
  const C extends OptionName,
  const IM extends string,
  R extends v.GenericSchema,
  I extends v.GenericSchema,
>(
  model: M,
  presentations: readonly [C, ...C[]],
  item: ItemBlock<IM, R, I>,
  labels: { block: MessageKey; items: MessageKey; maxItems?: number },
) {
  return defineBlock(model, {
    label: labels.block,
    read: {
      /** In-page anchor (spec 3: every block honours anchor); optional, older content has none. */
      anchor: v.optional(v.string()),
      extra_class: v.picklist(presentations),
      children: v.array(item.read),
    },
    fields: {
      anchor: anchor(),
      extra_class: select({
        label: 'blockFields.presentation',
        options: optionsOf(presentations),
        default: 'standard' as C,
      }),
      children: children(item, {
        label: labels.items,
        ...(labels.maxItems ? { maxItems: labels.maxItems } : {}),
      }),
    },
  });
}
