import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { popoverLayer } from '../dialog/popover-layer';
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
  return (
    <MenuTrigger>
      <Button
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
        style={popoverLayer}
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
