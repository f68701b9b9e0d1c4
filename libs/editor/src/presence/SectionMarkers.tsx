import type { SectionTranslation } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { EditTarget } from '../section/find-sections';
import { flagText } from '../translation/translation-summary';
import { PresenceMarker } from './PresenceMarker';
import type { PagePresence } from './use-page-presence';
import { editorHost, removeEditorHosts } from '../section/edit-targets';
import styles from './SectionMarkers.module.css';

export interface SectionMarkersProps {
  locale: Locale;
  targets: readonly EditTarget[];
  presence: PagePresence;
  /** The translation status's entries (sections and empty slots with something to translate). */
  translation: readonly SectionTranslation[];
}

/** The translation entry of a section or an empty slot on the page. */
export function entryOf(
  target: EditTarget,
  translation: readonly SectionTranslation[],
): SectionTranslation | undefined {
  return target.kind === 'section'
    ? translation.find((entry) => entry.section === target.id)
    : translation.find(
        (entry) => entry.section === null && entry.slug !== null && entry.slug === target.slug,
      );
}

/** Marks the outline of each section someone else edits (`data-aula-presence`, styled solid). */
function markPresence(targets: readonly EditTarget[], presence: PagePresence): void {
  for (const target of targets) {
    if (target.kind === 'section' && presence.has(target.id))
      target.element.setAttribute('data-aula-presence', 'true');
    else target.element.removeAttribute('data-aula-presence');
  }
}

/**
 * DESIGN.md 8, on the page itself: on each section's outline, who else is editing it (presence)
 * and what its other language lacks (translation flags); on an empty slot, that the section
 * exists in the other language only. The outline of a section someone edits turns solid.
 */
export function SectionMarkers({ locale, targets, presence, translation }: SectionMarkersProps) {
  useEffect(() => markPresence(targets, presence), [targets, presence]);
  useEffect(() => () => removeEditorHosts('markers'), []);

  return targets.map((target) => {
    const editors = target.kind === 'section' ? (presence.get(target.id) ?? []) : [];
    const entry = entryOf(target, translation);
    if (editors.length === 0 && !entry) return null;
    return createPortal(
      <div className={styles.markers}>
        {editors.length > 0 ? (
          <PresenceMarker locale={locale} editors={editors} variant="outline" />
        ) : null}
        {entry ? (
          <p className={styles.flag} data-aula-translation-flag={entry.missingIn ?? 'fields'}>
            {flagText(locale, entry)}
          </p>
        ) : null}
      </div>,
      editorHost(target.element, 'markers', styles.host ?? ''),
      target.kind === 'section' ? `m${target.id}` : `mp${target.slug ?? ''}`,
    );
  });
}
