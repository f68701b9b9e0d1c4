import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
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
 * (ARIA menu pattern, React Aria): Enter, Space or ArrowDown open it on the first choice, arrow
 * keys, Home, End and typing move between choices, Escape closes it and returns the focus to the
 * button (and only it: the dialog around it stays open).
 */
export function MoveMenu({ buttonText, label, options }: MoveMenuProps) {
  // Inside a modal <dialog> (the section and structure panels) the page outside is inert and
  // below the top layer: the menu opens inside that dialog then, not at the end of the body.
  const [container, setContainer] = useState<Element | undefined>(undefined);
  return (
    <MenuTrigger>
      <Button
        ref={(button) => setContainer(button?.closest('dialog') ?? undefined)}
        className={styles.button}
        aria-label={label}
        data-aula-move=""
        isDisabled={options.length === 0}
      >
        {buttonText} <span aria-hidden="true">▾</span>
      </Button>
      <Popover
        className={styles.menuPopover}
        placement="bottom end"
        offset={4}
        {...(container ? { UNSTABLE_portalContainer: container } : {})}
      >
        <Menu
          className={styles.menu}
          onAction={(id) => options.find((option) => option.id === id)?.onSelect()}
        >
          {options.map((option) => (
            <MenuItem key={option.id} id={option.id} className={styles.menuItem}>
              {option.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
