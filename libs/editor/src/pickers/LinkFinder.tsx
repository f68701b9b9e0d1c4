import type { ApiClient, LinkTarget } from '@aula/api-client';
import { isMessageKey, type MessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '../dialog/Dialog';
import { text } from '../editor-text';
import { linkKindOf, outsideHref, type OutsideLinkKind } from './link-href';
import { SearchCombo } from './SearchCombo';
import { useLinkTargets } from './use-link-targets';
import styles from '../media/media.module.css';

export interface LinkFinderProps {
  locale: Locale;
  client: ApiClient;
  /** The link as it is now (opens on its kind). */
  value?: string;
  /** The chosen href (a site path, https/http, mailto or tel) and a title for new link text. */
  onPick(href: string, title: string): void;
  onClose(): void;
}

type Kind = 'internal' | OutsideLinkKind;
const kinds: [Kind, MessageKey][] = [
  ['internal', 'pickers.link.internal'],
  ['external', 'pickers.link.external'],
  ['email', 'pickers.link.email'],
  ['phone', 'pickers.link.phone'],
];
const inputs: Record<OutsideLinkKind, { label: MessageKey; invalid: MessageKey; type: string }> = {
  external: { label: 'pickers.link.url', invalid: 'pickers.link.urlInvalid', type: 'url' },
  email: {
    label: 'pickers.link.emailAddress',
    invalid: 'validation.emailAddressInvalid',
    type: 'email',
  },
  phone: { label: 'pickers.link.phoneNumber', invalid: 'pickers.link.phoneInvalid', type: 'tel' },
};

/**
 * spec 7 link finder: internal targets found as you type, in a combobox list (pages, screens, news,
 * events, persons, press releases, study programmes, downloads) in the editor's language, or an
 * external address (https by default), an e-mail address or a phone number, checked before use.
 * Internal links are their current path, whose id the server follows when a slug changes.
 */
export function LinkFinder({ locale, client, value = '', onPick, onClose }: LinkFinderProps) {
  const id = useId();
  const [kind, setKind] = useState<Kind>(() => (value ? linkKindOf(value) : 'internal'));
  const [query, setQuery] = useState('');
  const [address, setAddress] = useState(() =>
    value && linkKindOf(value) !== 'internal' ? value.replace(/^(mailto|tel):/i, '') : '',
  );
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The search (or the address) takes the focus when the finder opens and when the kind changes.
  useEffect(() => field.current?.focus(), [kind]);
  const search = useLinkTargets(client, locale, kind === 'internal' ? query : '');
  const kindName = (target: LinkTarget) => {
    const key = `pickers.link.kind.${target.kind}`;
    return isMessageKey(key) ? text(locale, key) : target.kind;
  };
  const submitAddress = (outside: OutsideLinkKind) => {
    const href = outsideHref(outside, address);
    if (!href) return setInvalid(true);
    onPick(href, address.trim());
  };

  // A portal: the finder opens from inside a block form, and forms must not nest in the DOM.
  return createPortal(
    <Dialog
      title={text(locale, 'pickers.link.title')}
      closeLabel={text(locale, 'media.close')}
      onCancel={onClose}
      testId="link-finder"
    >
      <div className={styles.library}>
        <fieldset className={styles.filters}>
          <legend className={styles.label}>{text(locale, 'pickers.link.tabs')}</legend>
          {kinds.map(([name, label]) => (
            <label key={name} className={styles.checkbox}>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === name}
                onChange={() => {
                  setKind(name);
                  setInvalid(false);
                }}
              />
              {text(locale, label)}
            </label>
          ))}
        </fieldset>
        {kind === 'internal' ? (
          <SearchCombo
            locale={locale}
            label={text(locale, 'pickers.link.search')}
            hint={text(locale, 'pickers.link.searchHint')}
            value={query}
            onValueChange={setQuery}
            search={search}
            statusText={{
              loading: text(locale, 'pickers.link.loading'),
              empty: text(locale, 'pickers.link.empty'),
              failed: text(locale, 'pickers.link.failed'),
            }}
            keyOf={(target) => `${target.kind}-${target.id}`}
            textOf={(target) => target.title}
            detailOf={(target) => `${kindName(target)} · ${target.url}`}
            onChoose={(target) => onPick(target.url, target.title)}
            inputRef={field}
            className={{
              field: `${styles.section} ${styles.field}`,
              label: styles.label,
              input: styles.input,
              hint: styles.help,
              status: styles.note,
            }}
          />
        ) : (
          <form
            className={styles.section}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              submitAddress(kind);
            }}
          >
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-address`}>
                {text(locale, inputs[kind].label)}
              </label>
              <input
                id={`${id}-address`}
                className={styles.input}
                type={inputs[kind].type}
                ref={field}
                value={address}
                onChange={(event) => {
                  setAddress(event.target.value);
                  setInvalid(false);
                }}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${id}-invalid` : undefined}
              />
              {invalid && (
                <p className={styles.error} id={`${id}-invalid`} role="alert">
                  {text(locale, inputs[kind].invalid)}
                </p>
              )}
            </div>
            <div className={styles.actions}>
              <button type="submit" className={styles.primary}>
                {text(locale, 'pickers.link.use')}
              </button>
            </div>
          </form>
        )}
      </div>
    </Dialog>,
    document.body,
  );
}
