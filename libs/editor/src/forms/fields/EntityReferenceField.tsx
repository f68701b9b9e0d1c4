import type { EntityReferenceKind, SearchResult } from '@aula/api-client';
import { t } from '@aula/i18n';
import { entryCategoriesQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { browseEntries } from '../../pickers/browse-entries';
import { useController } from 'react-hook-form';
import { fieldId } from '../field-id';
import { errorText } from '../form-text';
import { useBlockFormContext } from '../form-context';
import type { FieldProps } from './field-props';
import { moduleValueBeside } from './module-value';
import styles from './fields.module.css';

/** The search category of each kind of entry a list block refers to. */
const searchCategory = {
  news: 'news',
  event: 'events',
  person: 'persons',
} as const satisfies Record<EntityReferenceKind, string>;

type Hit = Pick<SearchResult, 'id' | 'title'>;
type Search =
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

/** Entries chosen for a News, Events or Person list (spec 7 pickers): search or browse by category, add several, reorder (buttons, so the keyboard works too) and remove. */
export function EntityReferenceField({ name, field }: FieldProps<'entityReference'>) {
  const { idPrefix, locale, text, module, client } = useBlockFormContext();
  const {
    field: { value: current, onChange, ref },
    fieldState,
  } = useController({ name });
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  // No categories while they load or when they cannot be read: the picker works without a filter.
  const categories = useQuery(entryCategoriesQuery(client, locale, field.entity)).data ?? [];
  const [category, setCategory] = useState('');
  const [titles, setTitles] = useState(() =>
    titlesOf(moduleValueBeside(module, name, name.slice(name.lastIndexOf('.') + 1))),
  );
  const id = fieldId(idPrefix, name);
  const resultsId = useId();
  const chosen: number[] = Array.isArray(current)
    ? current.filter((value): value is number => typeof value === 'number')
    : [];
  const error = fieldState.error?.message;
  const label = (entry: number) => titles.get(entry) ?? `#${entry}`;

  const find = async (event?: FormEvent) => {
    event?.preventDefault();
    if (query.trim().length < 2) return;
    setSearch({ state: 'loading' });
    try {
      const page = await client.search.category(locale, searchCategory[field.entity], query);
      setSearch({ state: 'done', hits: page.results });
    } catch {
      setSearch({ state: 'failed' });
    }
  };
  const browse = async () => {
    setSearch({ state: 'loading' });
    try {
      setSearch({
        state: 'done',
        hits: await browseEntries(client, locale, field.entity, category),
      });
    } catch {
      setSearch({ state: 'failed' });
    }
  };
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
      <div className={styles.search}>
        <label htmlFor={id}>{text('editorForms.entities.search')}</label>
        <input
          id={id}
          ref={ref}
          className={styles.input}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here instead of submitting the section form around the block.
            if (event.key === 'Enter') void find(event);
          }}
          aria-describedby={`${id}-hint`}
          aria-controls={resultsId}
        />
        <button type="button" className={styles.button} onClick={() => void find()}>
          {text('editorForms.entities.search')}
        </button>
        <p className={styles.note} id={`${id}-hint`}>
          {text('editorForms.entities.searchHint')}
        </p>
      </div>
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
      <div id={resultsId} role="status" aria-live="polite">
        {search.state === 'loading' && <p className={styles.note}>…</p>}
        {search.state === 'failed' && (
          <p className={styles.error}>{text('editorForms.entities.failed')}</p>
        )}
        {search.state === 'done' && search.hits.length === 0 && (
          <p className={styles.note}>{text('editorForms.entities.noResults')}</p>
        )}
        {search.state === 'done' && search.hits.length > 0 && (
          <ul className={styles.itemList}>
            {search.hits.map((hit) => (
              <li key={hit.id} className={styles.entry}>
                <span>{hit.title}</span>
                <button
                  type="button"
                  className={styles.button}
                  disabled={chosen.includes(hit.id) || chosen.length >= field.maxItems}
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
