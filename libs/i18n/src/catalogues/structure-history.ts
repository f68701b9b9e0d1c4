import { defineCatalogue } from './define-catalogue';

/**
 * DESIGN.md 8 (undo, reordering, history): undo and redo in a section's
 * history, the page history's diff and restore, a refused reorder. `{name}` marks a value the
 * caller fills in.
 */
export const structureHistory = defineCatalogue(
  {
    'history.kind.undo': 'Rückgängig gemacht',
    'history.kind.redo': 'Wiederholt',
    'history.page.yes': 'ja',
    'history.page.no': 'nein',
    'history.page.fieldChanged': '{field} geändert',
    'history.page.sectionAdded': 'Abschnitt „{name}“ hinzugefügt',
    'history.page.sectionRemoved': 'Abschnitt „{name}“ entfernt',
    'history.page.sectionMoved': 'Abschnitt „{name}“ verschoben: Position {from} → {to}',
    'history.page.sectionChanged': 'Abschnitt „{name}“ geändert:',
    'history.page.compare': 'Mit der Fassung davor vergleichen',
    'history.page.compareLabel': 'Mit der Fassung davor vergleichen: Fassung vom {date}',
    'history.page.restore': 'Diese Fassung wiederherstellen',
    'history.page.restoreLabel': 'Diese Fassung wiederherstellen: Fassung vom {date}',
    'history.page.restored':
      'Fassung der Seite wiederhergestellt (als neue Speicherung; rückgängig machen geht über den Verlauf).',
    'history.page.conflict':
      'Nicht wiederhergestellt: Jemand anderes hat die Seite inzwischen geändert. Der Verlauf zeigt jetzt den aktuellen Stand; bitte prüfen Sie ihn.',
    'history.page.unavailable':
      'Diese Fassung lässt sich nicht wiederherstellen: Ein Abschnitt darin ist nicht mehr gespeichert.',
    'history.page.diffFailed': 'Die Unterschiede konnten nicht geladen werden.',
    'structure.panel.conflict':
      'Nicht gespeichert: Jemand anderes hat die Seite inzwischen geändert. Die Liste zeigt jetzt die aktuelle Reihenfolge.',
  },
  {
    'history.kind.undo': 'Undone',
    'history.kind.redo': 'Redone',
    'history.page.yes': 'yes',
    'history.page.no': 'no',
    'history.page.fieldChanged': '{field} changed',
    'history.page.sectionAdded': 'Section “{name}” added',
    'history.page.sectionRemoved': 'Section “{name}” removed',
    'history.page.sectionMoved': 'Section “{name}” moved: position {from} → {to}',
    'history.page.sectionChanged': 'Section “{name}” changed:',
    'history.page.compare': 'Compare with the version before',
    'history.page.compareLabel': 'Compare with the version before: version of {date}',
    'history.page.restore': 'Restore this version',
    'history.page.restoreLabel': 'Restore this version: version of {date}',
    'history.page.restored':
      'Page version restored (as a new save; the history can take you back).',
    'history.page.conflict':
      'Not restored: someone else changed the page in the meantime. The history now shows the current state; please check it.',
    'history.page.unavailable':
      'This version cannot be restored: a section in it is no longer stored.',
    'history.page.diffFailed': 'The differences could not be loaded.',
    'structure.panel.conflict':
      'Not saved: someone else changed this page in the meantime. The list now shows the current order.',
  },
);
