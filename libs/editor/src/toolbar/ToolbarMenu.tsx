import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import styles from './EditorToolbar.module.css';

/** One choice of a toolbar menu: a link (the admin's menus) or an action. */
export type ToolbarMenuEntry = { id: string; label: string } & (
  { href: string; onAction?: never } | { onAction(): void; href?: never }
);

export interface ToolbarMenuSection {
  /** Shown above the entries, and their group's name for screen readers. */
  title?: string;
  entries: readonly ToolbarMenuEntry[];
}

export interface ToolbarMenuProps {
  /** The button's visible text. */
  label: string;
  /** Its accessible name where it says more than the text ("Angemeldet als redaktion"). */
  accessibleLabel?: string;
  sections: readonly ToolbarMenuSection[];
}

/**
 * A menu button of the editor toolbar (ARIA menu pattern, React Aria): Enter, Space or ArrowDown
 * open it, arrow keys and typing move between choices, Escape closes it and returns the focus.
 * Sections without entries are left out.
 */
export function ToolbarMenu({ label, accessibleLabel, sections }: ToolbarMenuProps) {
  const shown = sections.filter((section) => section.entries.length > 0);
  if (shown.length === 0) return null;
  return (
    <MenuTrigger>
      <Button className={styles.item} aria-label={accessibleLabel}>
        {label} <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        <Menu className={styles.menu}>
          {shown.map((section, index) => (
            <MenuSection key={section.title ?? index} className={styles.section}>
              {section.title ? (
                <Header className={styles.sectionTitle}>{section.title}</Header>
              ) : null}
              {section.entries.map((entry) => (
                <MenuItem
                  key={entry.id}
                  id={entry.id}
                  className={styles.menuItem}
                  href={entry.href}
                  onAction={entry.onAction}
                >
                  {entry.label}
                </MenuItem>
              ))}
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
