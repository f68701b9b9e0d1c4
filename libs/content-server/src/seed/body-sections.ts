import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { guestAuditorsSection } from './content/guest-auditors';
import { pressIntroSection } from './content/press-intro';
import { inLocale, section, text } from './section-blocks';
import { storeSlotSections, type SlotSection } from './store-block';

/**
 * News whose body slot the editing e2e specs fill themselves (editor-loop: 3, 4;
 * editor-together: 7 to 10): they start with an empty slot, as a new entry would.
 */
const slotsLeftEmpty = new Set([3, 4, 7, 8, 9, 10]);

/** The entries of the small seed get a body section; a benchmark seed's many more do not. */
const withBody = 60;

interface Entry {
  id: number;
  html: [de: string, en: string];
}

const bodyOf = (kind: string, { id, html }: Entry): SlotSection => ({
  slug: `${kind}-${id}-body`,
  section: (locale) => section(0, [text(inLocale(locale, html))]),
});

/**
 * DESIGN.md 2: the editable body sections of news and persons (their text as an editor would
 * have written it into the slot), and the sections of the guest auditors and press screens.
 */
export async function seedBodySections(
  db: Kysely<Database>,
  { news, persons }: { news: Entry[]; persons: Entry[] },
): Promise<void> {
  await storeSlotSections(db, [
    { slug: 'guest-auditors-body', section: guestAuditorsSection },
    { slug: 'press-intro', section: pressIntroSection },
    ...news
      .slice(0, withBody)
      .filter((entry) => !slotsLeftEmpty.has(entry.id))
      .map((entry) => bodyOf('news', entry)),
    ...persons.slice(0, withBody).map((entry) => bodyOf('person', entry)),
  ]);
}
