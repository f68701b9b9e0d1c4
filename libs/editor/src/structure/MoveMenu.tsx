import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './Structure.module.css';

/** One choice of the Move menu. */
export interface MoveOption {
  id: string;
  label: string;
  onSelect(): void;
}

export interface MoveMenuProps {
  /** The visible text of the button ("Move"). */
  buttonText: string;
  /** Its accessible name, which starts with the visible text ("Move Text (2 of 3)"). */
  label: string;
  options: readonly MoveOption[];
}

/**
 * WCAG 2.5.7 (DESIGN.md 8): the non-drag alternative to dragging a block or section. A menu button
 * (ARIA menu pattern): Enter, Space or ArrowDown open it on the first choice, arrow keys, Home
 * and End move between choices, Escape closes it and returns the focus to the button.
 */
export function MoveMenu({ buttonText, label, options }: MoveMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [
    ...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
  ];

  useEffect(() => {
    if (!open) return undefined;
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = (focus: boolean) => {
    setOpen(false);
    if (focus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const go = (index: number) => all[(index + all.length) % all.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => go(at + 1),
      ArrowUp: () => go(at - 1),
      Home: () => go(0),
      End: () => go(all.length - 1),
      // Escape closes the menu only, not the dialog around it.
      Escape: () => close(true),
      Tab: () => close(false),
    };
    const action = keys[event.key];
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <div className={styles.moveMenu}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={label}
        data-aula-move=""
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={options.length === 0}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {buttonText} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {options.map((option) => (
            <li key={option.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => {
                  close(true);
                  option.onSelect();
                }}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
