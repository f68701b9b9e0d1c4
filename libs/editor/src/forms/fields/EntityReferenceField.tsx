import { t } from '@aula/i18n';
import { entryCategoriesQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { browseEntries, type Entry } from '../../pickers/browse-entries';
import { SearchCombo } from '../../pickers/SearchCombo';
import { useEntrySearch } from '../../pickers/use-entry-search';
import { useController } from 'react-hook-form';
import { fieldId } from '../field-id';
import { errorText } from '../form-text';
import { useBlockFormContext } from '../form-context';
import type { FieldProps } from './field-props';
import { moduleValueBeside } from './module-value';
import styles from './fields.module.css';

type Hit = Entry;
type Browse =
  { state: 'idle' } | { state: 'loading' } | { state: 'done'; hits: Hit[] } | { state: 'failed' };

/** The titles of the entries the module as read already shows, by id. */
function titlesOf(entries: unknown): Map<number, string> {
  const titles = new Map<number, string>();
  if (Array.isArray(entries))
    for (const entry of entries)
      if (entry && typeof entry.id === 'number' && typeof entry.title === 'string')
        titles.set(entry.id, entry.title);
  return titles;
}

/**
 * Entries chosen for a News, Events or Person list (spec 7 pickers): found as you type (a combobox
 * list, conventions 17) or browsed by category, several added, reordered (buttons, so the
 * keyboard works too) and removed.
 */
export function EntityReferenceField({ name, field }: FieldProps<'entityReference'>) {
  const { idPrefix, locale, text, module, client } = useBlockFormContext();
  const {
    field: { value: current, onChange, ref },
    fieldState,
  } = useController({ name });
  const [query, setQuery] = useState('');
  const search = useEntrySearch(client, locale, field.entity, query);
  const [browsed, setBrowsed] = useState<Browse>({ state: 'idle' });
  // No categories while they load or when they cannot be read: the picker works without a filter.
  const categories = useQuery(entryCategoriesQuery(client, locale, field.entity)).data ?? [];
  const [category, setCategory] = useState('');
  const [titles, setTitles] = useState(() =>
    titlesOf(moduleValueBeside(module, name, name.slice(name.lastIndexOf('.') + 1))),
  );
  const id = fieldId(idPrefix, name);
  const chosen: number[] = Array.isArray(current)
    ? current.filter((value): value is number => typeof value === 'number')
    : [];
  const error = fieldState.error?.message;
  const label = (entry: number) => titles.get(entry) ?? `#${entry}`;

  const browse = async () => {
    setBrowsed({ state: 'loading' });
    try {
      setBrowsed({
        state: 'done',
        hits: await browseEntries(client, locale, field.entity, category),
      });
    } catch {
      setBrowsed({ state: 'failed' });
    }
  };
  const full = chosen.length >= field.maxItems;
  const add = (hit: Hit) => {
    setTitles((current) => new Map(current).set(hit.id, hit.title));
    onChange([...chosen, hit.id]);
  };
  const move = (index: number, to: number) => {
    const next = [...chosen];
    const [entry] = next.splice(index, 1);
    if (entry !== undefined) next.splice(to, 0, entry);
    onChange(next);
  };

  return (
    <fieldset className={styles.items} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{t(locale, field.label)}</legend>
      <p className={styles.itemLegend} id={`${id}-chosen`}>
        {text('editorForms.entities.chosen')}
      </p>
      {chosen.length === 0 ? (
        <p className={styles.note}>{text('editorForms.entities.none')}</p>
      ) : (
        <ol className={styles.itemList} aria-labelledby={`${id}-chosen`}>
          {chosen.map((entry, index) => (
            <li key={entry} className={styles.entry}>
              <span>{label(entry)}</span>
              <span className={styles.actions}>
                <button
                  type="button"
                  className={styles.button}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  {text('editorForms.moveUp')}
                  <span className="visually-hidden">: {label(entry)}</span>
                </button>
                <button
                  type="button"
                  className={styles.button}
                  disabled={index === chosen.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  {text('editorForms.moveDown')}
                  <span className="visually-hidden">: {label(entry)}</span>
                </button>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => onChange(chosen.filter((other) => other !== entry))}
                >
                  {text('editorForms.entities.remove')}
                  <span className="visually-hidden">: {label(entry)}</span>
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <SearchCombo
        locale={locale}
        label={text('editorForms.entities.search')}
        hint={text('editorForms.entities.searchHint')}
        value={query}
        onValueChange={setQuery}
        search={search}
        statusText={{
          loading: text('pickers.link.loading'),
          empty: text('editorForms.entities.noResults'),
          failed: text('editorForms.entities.failed'),
        }}
        keyOf={(hit) => String(hit.id)}
        textOf={(hit) => hit.title}
        onChoose={add}
        // Already chosen, or the list is full: shown, not offered.
        disabledKeys={
          full && search.state === 'done'
            ? search.results.map((hit) => String(hit.id))
            : chosen.map(String)
        }
        inputRef={ref}
        inputId={id}
        className={{
          field: styles.field,
          input: styles.input,
          hint: styles.note,
          status: styles.note,
        }}
      />
      {categories.length > 0 && (
        <div className={styles.search}>
          <label htmlFor={`${id}-category`}>{text('pickers.entities.filter')}</label>
          <select
            id={`${id}-category`}
            className={styles.select}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">{text('pickers.entities.all')}</option>
            {categories.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <button type="button" className={styles.button} onClick={() => void browse()}>
            {text('pickers.entities.browse')}
          </button>
        </div>
      )}
      <div role="status" aria-live="polite">
        {browsed.state === 'loading' && <p className={styles.note}>…</p>}
        {browsed.state === 'failed' && (
          <p className={styles.error}>{text('editorForms.entities.failed')}</p>
        )}
        {browsed.state === 'done' && browsed.hits.length === 0 && (
          <p className={styles.note}>{text('editorForms.entities.noResults')}</p>
        )}
        {browsed.state === 'done' && browsed.hits.length > 0 && (
          <ul className={styles.itemList}>
            {browsed.hits.map((hit) => (
              <li key={hit.id} className={styles.entry}>
                <span>{hit.title}</span>
                <button
                  type="button"
                  className={styles.button}
                  disabled={chosen.includes(hit.id) || full}
                  onClick={() => add(hit)}
                >
                  {text('editorForms.entities.add')}
                  <span className="visually-hidden">: {hit.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {errorText(locale, error)}
        </p>
      )}
    </fieldset>
  );
}
