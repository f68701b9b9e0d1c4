import {
  blockDefinitions,
  sectionBlockModels,
  type AnyModule,
  type SectionBlockModel,
  type StoredModule,
} from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { blockFormValue } from '../forms/block-form-value';
import { blockSummary } from '../section/block-summary';

const isBlockModel = (model: string): model is SectionBlockModel =>
  (sectionBlockModels as readonly string[]).includes(model);

/**
 * DESIGN.md 8: a section's name in the structure panel and its announcements, from its content
 * (it stays the same while the section moves): its first block's type and text, shortened
 * ("Überschrift: Willkommen"), or "Empty section".
 */
export function sectionName(locale: Locale, section: StoredModule | undefined): string {
  const children =
    section && 'columns' in section ? section.columns.flatMap((column) => column.children) : [];
  const first = children.find((child): child is AnyModule => isBlockModel(child.model));
  if (!first || !isBlockModel(first.model)) return t(locale, 'structure.panel.emptySection');
  const summary = blockSummary({ model: first.model, value: blockFormValue(first) }, 40);
  const label = t(locale, blockDefinitions[first.model].label);
  return summary ? `${label}: ${summary}` : label;
}

/** How many blocks a section holds (the panel's second line). */
export function sectionBlockCount(section: StoredModule | undefined): number {
  return section && 'columns' in section
    ? section.columns.reduce((sum, column) => sum + column.children.length, 0)
    : 0;
}
