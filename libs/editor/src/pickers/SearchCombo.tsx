import { useContext, useEffect, useRef, type ContextType, type Ref, type RefObject } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import type { Locale } from '@aula/routing';
import { AriaLocale } from '../controls/AriaLocale';
import { popoverLayer } from '../dialog/popover-layer';
import type { TypedSearch } from './typed-search';
import styles from './SearchCombo.module.css';

export interface SearchComboProps<T> {
  /** The page's language (React Aria's own texts: the list's name, its count of options). */
  locale: Locale;
  label: string;
  /** What to type (under the field, its description). */
  hint: string;
  /** The typed text (controlled: the search asks for it). */
  value: string;
  onValueChange(value: string): void;
  search: TypedSearch<T>;
  /** The polite status under the field while searching, when nothing matched, on failure. */
  statusText: { loading: string; empty: string; failed: string };
  keyOf(result: T): string;
  /** The option's text (its accessible name). */
  textOf(result: T): string;
  /** A line under the option's text (its description: kind, address). */
  detailOf?(result: T): string;
  onChoose(result: T): void;
  disabledKeys?: Iterable<string>;
  /** The looks of the form it sits in (the block forms', the finder's). */
  className?: { field?: string; label?: string; input?: string; hint?: string; status?: string };
  inputRef?: Ref<HTMLInputElement>;
  /** The input's id, where an error summary links to the field. */
  inputId?: string;
}

/** No results yet: one array, so a render without new results is not a change. */
const noResults: readonly never[] = [];

type ComboState = NonNullable<ContextType<typeof ComboBoxStateContext>>;

/**
 * React Aria opens the list as the editor types, when there are results then; these arrive a
 * moment later (the search waits for a pause and asks the server), so they open it themselves
 * while the field has the focus. It also hands the combobox's state out: a choice adds an entry
 * and leaves the field empty of a selection, so React Aria would keep the list open.
 */
function ComboStateBridge({
  results,
  stateRef,
}: {
  results: readonly unknown[];
  stateRef: RefObject<ComboState | null>;
}) {
  const state = useContext(ComboBoxStateContext);
  const shown = useRef(results);
  useEffect(() => {
    stateRef.current = state;
    if (!state || results === shown.current) return;
    shown.current = results;
    if (results.length > 0 && state.isFocused && !state.isOpen) state.open(null, 'input');
  }, [state, results, stateRef]);
  return null;
}

/**
 * spec 7 pickers, conventions 17: a search field whose results open as an ARIA combobox list
 * (React Aria: arrow keys move through the results, Enter chooses, Escape closes and keeps the
 * text). Opened in a dialog (the section dialog, the link finder), the list stands above it.
 * Loading, no results and failure are said in a polite status under the field.
 */
export function SearchCombo<T>({
  locale,
  label,
  hint,
  value,
  onValueChange,
  search,
  statusText,
  keyOf,
  textOf,
  detailOf,
  onChoose,
  disabledKeys,
  className = {},
  inputRef,
  inputId,
}: SearchComboProps<T>) {
  const comboState = useRef<ComboState | null>(null);
  const results = search.state === 'done' ? search.results : noResults;
  const choose = (key: Key | null) => {
    const result = results.find((candidate) => keyOf(candidate) === key);
    if (!result) return;
    onChoose(result);
    comboState.current?.close();
  };
  return (
    <AriaLocale locale={locale}>
      <div className={className.field}>
        <ComboBox
          id={inputId}
          className={styles.combo}
          items={results}
          inputValue={value}
          onInputChange={onValueChange}
          value={null}
          onChange={choose}
          disabledKeys={disabledKeys}
          allowsCustomValue
          menuTrigger="input"
        >
          <ComboStateBridge results={results} stateRef={comboState} />
          <Label className={className.label}>{label}</Label>
          <Input
            ref={inputRef}
            className={`${styles.input} ${className.input ?? ''}`}
            // Enter with the list closed stays here: it must not submit the form around the picker.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          <Text slot="description" className={className.hint}>
            {hint}
          </Text>
          <Popover
            className={styles.popover}
            placement="bottom start"
            // Short enough to fit under the field on a phone: the arrow keys then scroll the list,
            // not the dialog around it (which would close the list as its trigger moved).
            maxHeight={320}
            style={popoverLayer}
          >
            <ListBox<T> className={styles.list}>
              {(result) => (
                <ListBoxItem
                  id={keyOf(result)}
                  textValue={textOf(result)}
                  className={styles.option}
                >
                  <Text slot="label">{textOf(result)}</Text>
                  {detailOf && (
                    <Text slot="description" className={styles.detail}>
                      {detailOf(result)}
                    </Text>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        <div role="status" aria-live="polite" className={className.status}>
          {search.state === 'loading' && statusText.loading}
          {search.state === 'failed' && <span className={styles.failed}>{statusText.failed}</span>}
          {search.state === 'done' && results.length === 0 && statusText.empty}
        </div>
      </div>
    </AriaLocale>
  );
}
