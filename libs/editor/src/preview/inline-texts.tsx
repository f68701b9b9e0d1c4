import { blockDefinition } from '@aula/api-client';
import type { RenderOptions } from '@aula/blocks';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { InlineRichText } from './InlineRichText';
import { InlineText } from './InlineText';
import { draftPlaceOf } from './preview-section';

/** What a text edited on the page does: into the draft and its field (`path` in block `key`). */
export interface Inline {
  onText(key: string, path: string, text: string): Promise<string | undefined>;
  onLeave(key: string, path: string): void;
}

/** The blocks' seam for texts edited in place: each plain and rich text of a draft block or item. */
export function inlineTexts(locale: Locale, inline: Inline): RenderOptions['editableText'] {
  return (module, field, shown): ReactNode => {
    const place = draftPlaceOf(module);
    const model = (module as { model?: string }).model ?? '';
    const definition = blockDefinition(model);
    const spec = definition?.fields[field as keyof typeof definition.fields] as
      { kind: string; label: Parameters<typeof t>[1]; multiline?: boolean } | undefined;
    const value = (module as Record<string, unknown>)[field];
    const editable = spec?.kind === 'text' || spec?.kind === 'richText';
    if (!place || !definition || !spec || !editable || typeof value !== 'string') return shown;
    const path = `${place.prefix}${field}`;
    const label = `${t(locale, definition.label)} › ${t(locale, spec.label)}`;
    const onText = (text: string) => inline.onText(place.key, path, text);
    const onLeave = () => inline.onLeave(place.key, path);
    if (spec.kind === 'richText') {
      return (
        <InlineRichText
          value={value}
          label={label}
          locale={locale}
          onText={onText}
          onLeave={onLeave}
        />
      );
    }
    return (
      <InlineText
        value={value}
        label={label}
        multiline={spec.multiline ?? false}
        onText={onText}
        onLeave={onLeave}
      />
    );
  };
}
