import { classNames } from '../../block-props';
import styles from './ImagePlaceholder.module.css';

export interface ImagePlaceholderProps {
  /** The card's shape: a person's portrait (4:5, with initials) or a landscape image (1240:700). */
  kind: 'portrait' | 'landscape';
  /** The name or title the card shows; a portrait takes its initials from it. */
  label: string;
  className?: string;
}

const titles = /^(prof|dr|phil|med|jur|rer|nat|habil|dipl|mag|ma|ba|mmus|bmus)\.?$/i;

/** Up to two initials of a name, skipping academic titles ("Prof. Dr. Anna Bauer" → "AB"). */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter((word, index, all) => word !== '' && !titles.test(all[index] ?? ''));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * The designed stand-in for a missing portrait or image, in the card's fixed ratio so
 * a grid stays even with and without images. Decorative: the card's title names it.
 */
export function ImagePlaceholder({ kind, label, className }: ImagePlaceholderProps) {
  return (
    <div
      className={classNames(styles['placeholder'], styles[kind], className)}
      aria-hidden="true"
      data-testid="image-placeholder"
    >
      {kind === 'portrait' && <span className={styles['initials']}>{initialsOf(label)}</span>}
    </div>
  );
}
