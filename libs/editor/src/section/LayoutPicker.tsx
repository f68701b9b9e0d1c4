import {
  containerLayoutIndexes,
  containerLayouts,
  type ContainerLayoutIndex,
} from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useId } from 'react';
import styles from './SectionDialog.module.css';

export interface LayoutPickerProps {
  locale: Locale;
  value: ContainerLayoutIndex;
  onChange(layout: ContainerLayoutIndex): void;
}

/** spec 3: the six column splits of a container, as a radio group (arrow keys move between them). */
export function LayoutPicker({ locale, value, onChange }: LayoutPickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.layout}>
      <legend>{t(locale, 'editor.dialog.layout')}</legend>
      {containerLayoutIndexes.map((index) => (
        <label key={index} className={styles.layoutOption}>
          <input
            type="radio"
            name={name}
            value={index}
            checked={value === index}
            onChange={() => onChange(index)}
          />
          <span className={styles.layoutPreview} aria-hidden="true">
            {containerLayouts[index].spans.map((span, column) => (
              <span key={column} style={{ flexGrow: span }} />
            ))}
          </span>
          {t(locale, `blockFields.option.layout${index}`)}
        </label>
      ))}
    </fieldset>
  );
}
