import type { Locale } from '@aula/routing';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { text } from '../editor-text';
import styles from './media.module.css';

export interface FocalPoint {
  x: number;
  y: number;
}

export interface FocalPointPickerProps {
  locale: Locale;
  /** The image to point at (its original or a large derivative). */
  src: string;
  value: FocalPoint;
  onChange(point: FocalPoint): void;
}

const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
const steps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * DESIGN.md 9: the focal point every crop keeps in view. A click on the image sets it; with the
 * keyboard the arrow keys move it by 5 % (1 % with Shift), and its position is announced.
 */
export function FocalPointPicker({ locale, src, value, onChange }: FocalPointPickerProps) {
  const helpId = useId();
  const valueText = text(locale, 'media.details.focalValue', {
    x: Math.round(value.x * 100),
    y: Math.round(value.y * 100),
  });
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // A click from the keyboard (Enter, Space) has no position: keep the point.
    if (event.detail === 0 || box.width === 0 || box.height === 0) return;
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const size = event.shiftKey ? 0.01 : 0.05;
    onChange({ x: clamp(value.x + step[0] * size), y: clamp(value.y + step[1] * size) });
  };
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${helpId}-label`}>
        {text(locale, 'media.details.focal')}
      </span>
      <p className={styles.help} id={helpId}>
        {text(locale, 'media.details.focalHelp')}
      </p>
      <button
        type="button"
        className={styles.focal}
        onClick={onClick}
        onKeyDown={onKeyDown}
        aria-labelledby={`${helpId}-label ${helpId}-value`}
        aria-describedby={helpId}
        data-testid="focal-point"
      >
        <img src={src} alt="" draggable={false} />
        <span
          className={styles.marker}
          style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
        />
      </button>
      <p className={styles.note} id={`${helpId}-value`} aria-live="polite">
        {valueText}
      </p>
    </div>
  );
}
