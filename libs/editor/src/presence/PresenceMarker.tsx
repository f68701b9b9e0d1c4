import type { PresentEditor } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { text } from '../editor-text';
import styles from './PresenceMarker.module.css';

export interface PresenceMarkerProps {
  locale: Locale;
  /** The other editors who have the section open (none: nothing is shown). */
  editors: readonly PresentEditor[];
  /** `outline`: the label on the section's outline on the page; `modal`: the notice in the section dialog. */
  variant: 'outline' | 'modal';
}

/** Names once each, in a list the language's way ("A, B und C" / "A, B and C"). */
const names = (locale: Locale, editors: readonly PresentEditor[]) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format([
    ...new Set(editors.map((editor) => editor.name)),
  ]);

/**
 * DESIGN.md 8: who else is editing a section, on its outline on the page and in the
 * section dialog. A live region, so a screen reader hears when someone opens it meanwhile.
 */
export function PresenceMarker({ locale, editors, variant }: PresenceMarkerProps) {
  const many = new Set(editors.map((editor) => editor.name)).size > 1;
  const key =
    variant === 'outline'
      ? many
        ? 'together.presence.many'
        : 'together.presence.one'
      : many
        ? 'together.presence.modalMany'
        : 'together.presence.modal';
  return (
    <p
      role="status"
      className={variant === 'outline' ? styles.outline : styles.modal}
      data-aula-presence-marker={variant}
    >
      {editors.length > 0 ? (
        <>
          <span aria-hidden="true" className={styles.dot} />
          {text(locale, key, { names: names(locale, editors) })}
        </>
      ) : null}
    </p>
  );
}
