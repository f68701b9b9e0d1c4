import type { ContainerModule } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useEffect, useState } from 'react';
import { pageShowsVersion, sectionOnPage } from './section-on-page';
import { SectionPreview } from './SectionPreview';

export interface SavedSectionsProps {
  locale: Locale;
  /** Saves' answers, by section id, not yet shown by the host's render. */
  sections: ReadonlyMap<number, ContainerModule>;
  /** The host's render shows the section at the saved version (or the section left the page). */
  onShown(sectionId: number): void;
}

function SavedSection({
  locale,
  section,
  onShown,
}: {
  locale: Locale;
  section: ContainerModule;
  onShown(sectionId: number): void;
}) {
  const [target] = useState(() => sectionOnPage(section.id));
  useEffect(() => {
    if (!target?.isConnected || pageShowsVersion(target, section.version)) {
      onShown(section.id);
      return undefined;
    }
    // The host's render comes in place of the answer as soon as it carries the saved version.
    const observer = new MutationObserver(() => {
      if (!target.isConnected || pageShowsVersion(target, section.version)) onShown(section.id);
    });
    observer.observe(target, { attributes: true, attributeFilter: ['data-aula-version'] });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [target, section, onShown]);
  return <SectionPreview target={target} section={section} locale={locale} />;
}

/**
 * DESIGN.md 8: a saved section is shown on the page from the save's answer at once; the host's
 * render (refreshed in the background) takes its place when it arrives, with nothing to see.
 */
export function SavedSections({ locale, sections, onShown }: SavedSectionsProps) {
  return [...sections.values()].map((section) => (
    <SavedSection key={section.id} locale={locale} section={section} onShown={onShown} />
  ));
}
