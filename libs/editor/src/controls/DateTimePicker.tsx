import type { Locale } from '@aula/routing';
import { useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  FieldError,
  Group,
  Label,
  Text,
  type DateValue,
} from 'react-aria-components';
import { AriaLocale } from './AriaLocale';
import { text } from '../editor-text';
import { toBerlinDateValue, toBerlinWire, type DatePrecision } from './berlin-date-value';
import { CalendarPopover } from './CalendarPopover';
import { hasIncompleteSegments } from './incomplete-segments';
import styles from './controls.module.css';

/**
 * The formats the pickers show: German `17.09.2026, 20:00`; English in en-GB, day first and 24 h
 * like the site's German-style dates elsewhere (libs/i18n format-date), `17/09/2026, 20:00`.
 */

export interface DateTimePickerProps {
  /** The language of the labels, the format and the calendar. */
  locale: Locale;
  label: string;
  /** `date`: a day (`2026-09-17`); `datetime`: a Berlin wall time (`2026-09-17T20:00`). */
  precision: DatePrecision;
  /** The value as the API takes it; '' for none. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** A help text under the label. */
  description?: string | undefined;
  /** A translated message from the form or the server (an unfinished entry's comes first). */
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Sends the value with a form (a GET filter form) in a hidden input of this name. */
  name?: string;
  /** The id an error summary links to: focusing it focuses the first segment. */
  id?: string;
  /** In a filter bar: the bar's label size and the height of its selects. */
  compact?: boolean;
  /** Receives something focusable (react-hook-form focuses the first invalid field). */
  focusRef?: Ref<{ focus(): void }>;
}

/**
 * Conventions 17, spec 1: a date or date-and-time field on React Aria, typed segment by segment
 * or picked from the calendar, in German or English formats and in Europe/Berlin, whatever the
 * browser's zone. A half-typed value keeps the last complete one and says so in the field's
 * language, rather than sending a day the editor did not finish.
 */
export function DateTimePicker(props: DateTimePickerProps) {
  const { locale, label, precision, value, errorMessage, isRequired, name, id } = props;
  const inputRef = useRef<HTMLDivElement>(null);
  const [blurs, setBlurs] = useState(0);
  const [incomplete, setIncomplete] = useState(false);
  // After a blur React Aria has confirmed or kept the typed segments: read what they show now.
  useLayoutEffect(() => {
    if (blurs > 0) setIncomplete(hasIncompleteSegments(inputRef.current));
  }, [blurs]);
  const focusFirstSegment = () =>
    inputRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  useImperativeHandle(props.focusRef, () => ({ focus: focusFirstSegment }));
  // One object per value: React Aria starts its typed segments over when the value changes.
  const pickerValue = useMemo(() => toBerlinDateValue(value, precision), [value, precision]);
  const change = (next: DateValue | null) => {
    setIncomplete(false);
    props.onChange(toBerlinWire(next, precision));
  };
  const incompleteKey =
    precision === 'date' ? 'editorForms.date.incomplete' : 'editorForms.dateTime.incomplete';
  // The unfinished entry first: the form's message is about the last complete value.
  const shownError = incomplete ? text(locale, incompleteKey) : errorMessage || undefined;
  return (
    <AriaLocale locale={locale}>
      <AriaDatePicker<DateValue>
        className={styles.field}
        data-compact={props.compact || undefined}
        value={pickerValue}
        onChange={change}
        onBlur={() => {
          setBlurs((count) => count + 1);
          props.onBlur?.();
        }}
        granularity={precision === 'date' ? 'day' : 'minute'}
        hourCycle={24}
        hideTimeZone
        shouldForceLeadingZeros
        isRequired={isRequired ?? false}
        isDisabled={props.isDisabled ?? false}
        isInvalid={shownError !== undefined}
        validationBehavior="aria"
      >
        <Label className={styles.label}>
          {label}
          {isRequired ? (
            <span className={styles.required}>
              <span aria-hidden="true"> *</span>
              <span className="visually-hidden"> ({text(locale, 'editorForms.required')})</span>
            </span>
          ) : null}
        </Label>
        {props.description ? (
          <Text slot="description" className={styles.description}>
            {props.description}
          </Text>
        ) : null}
        <div
          id={id}
          tabIndex={-1}
          className={styles.control}
          onFocus={(event) => event.target === event.currentTarget && focusFirstSegment()}
        >
          <Group className={styles.group}>
            <DateInput ref={inputRef} className={styles.input}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <Button
              className={styles.iconButton}
              aria-label={text(locale, 'editorForms.date.openCalendar')}
            >
              <CalendarIcon />
            </Button>
          </Group>
        </div>
        <FieldError className={styles.error}>{shownError}</FieldError>
        <CalendarPopover />
      </AriaDatePicker>
      {name !== undefined ? <input type="hidden" name={name} value={value} /> : null}
    </AriaLocale>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none">
      <rect x="3" y="5" width="18" height="16" rx="1" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
