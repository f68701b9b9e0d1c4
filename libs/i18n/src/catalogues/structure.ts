import { defineCatalogue } from './define-catalogue';

/**
 * DESIGN.md 8 (libs/editor/src/structure): reordering blocks and sections, the Move menu, undo
 * and redo.
 */
export const structure = defineCatalogue(
  {
    'structure.drag.block': '{block} ziehen (Position {number} von {count}, Spalte {column})',
    'structure.drag.section': '{name} ziehen',
    'structure.drag.instructions':
      'Zum Aufnehmen Leertaste oder Eingabetaste drücken. Mit den Pfeiltasten verschieben, auch in eine andere Spalte. Mit Leertaste oder Eingabetaste ablegen, mit Escape abbrechen.',
    'structure.announce.pickedBlock':
      'Block {block} aufgenommen, Position {number} von {count}, Spalte {column}.',
    'structure.announce.movedBlock':
      'Block {block} verschoben auf Position {number} von {count}, Spalte {column}.',
    'structure.announce.droppedBlock':
      'Block {block} abgelegt auf Position {number} von {count}, Spalte {column}.',
    'structure.announce.cancelledBlock':
      'Verschieben abgebrochen. Block {block} ist wieder auf Position {number} von {count}, Spalte {column}.',
    'structure.announce.pickedSection':
      'Abschnitt {name} aufgenommen, Position {number} von {count}.',
    'structure.announce.movedSection':
      'Abschnitt {name} verschoben auf Position {number} von {count}.',
    'structure.announce.droppedSection':
      'Abschnitt {name} abgelegt auf Position {number} von {count}.',
    'structure.announce.cancelledSection':
      'Verschieben abgebrochen. Abschnitt {name} ist wieder auf Position {number} von {count}.',
    'structure.move.button': 'Verschieben',
    'structure.move.label': '{name} verschieben',
    'structure.move.up': 'Nach oben',
    'structure.move.down': 'Nach unten',
    'structure.move.top': 'Ganz nach oben',
    'structure.move.bottom': 'Ganz nach unten',
    'structure.move.column': 'In Spalte {column}',
    'structure.layout.moved':
      'Spaltenaufteilung geändert: {count} Blöcke sind jetzt in Spalte {column}.',
    'structure.layout.movedOne':
      'Spaltenaufteilung geändert: 1 Block ist jetzt in Spalte {column}.',
    'structure.layout.changed': 'Spaltenaufteilung geändert.',
    'structure.panel.open': 'Abschnitte ordnen',
    'structure.panel.title': 'Abschnitte dieser Seite',
    'structure.panel.hint':
      'Ziehen Sie einen Abschnitt oder nutzen Sie „Verschieben“. Jede Änderung wird sofort gespeichert und lässt sich rückgängig machen.',
    'structure.panel.empty': 'Diese Seite hat noch keine Abschnitte.',
    'structure.panel.loading': 'Abschnitte werden geladen …',
    'structure.panel.failed': 'Die Abschnitte konnten nicht geladen werden.',
    'structure.panel.section': 'Abschnitt {number}',
    'structure.panel.blocks': '{count} Blöcke',
    'structure.panel.oneBlock': '1 Block',
    'structure.panel.noBlocks': 'leer',
    'structure.panel.emptySection': 'Leerer Abschnitt',
    'structure.panel.delete': 'Löschen',
    'structure.panel.deleteLabel': '{name} löschen',
    'structure.panel.deleted': '{name} gelöscht. Mit „Rückgängig“ holen Sie ihn zurück.',
    'structure.panel.saved': 'Reihenfolge gespeichert.',
    'structure.panel.add': 'Abschnitt hinzufügen',
    'structure.panel.added': 'Neuer Abschnitt am Ende der Seite angelegt.',
    'structure.insert.before': 'Abschnitt hier einfügen, vor Abschnitt {number}',
    'structure.insert.end': 'Abschnitt am Ende der Seite einfügen',
    'structure.insert.added': 'Neuer Abschnitt angelegt.',
    'structure.undo.button': 'Rückgängig',
    'structure.redo.button': 'Wiederholen',
    'structure.undo.label': 'Rückgängig (Strg+Z)',
    'structure.redo.label': 'Wiederholen (Umschalt+Strg+Z)',
    'structure.undo.toolbar': 'Rückgängig und Wiederholen',
    'structure.undo.done.save': 'Rückgängig gemacht: die letzte Änderung an einem Abschnitt.',
    'structure.undo.done.delete': 'Rückgängig gemacht: Der gelöschte Abschnitt ist wieder da.',
    'structure.undo.done.order': 'Rückgängig gemacht: die Reihenfolge der Abschnitte.',
    'structure.redo.done.save': 'Wiederholt: die Änderung an einem Abschnitt.',
    'structure.redo.done.delete': 'Wiederholt: Der Abschnitt ist wieder gelöscht.',
    'structure.redo.done.order': 'Wiederholt: die Reihenfolge der Abschnitte.',
    'structure.undo.nothing': 'Es gibt nichts rückgängig zu machen.',
    'structure.redo.nothing': 'Es gibt nichts zu wiederholen.',
    'structure.undo.conflict':
      'Nicht rückgängig gemacht: Jemand anderes hat inzwischen gespeichert. Die Seite zeigt jetzt den aktuellen Stand.',
    'structure.undo.failed': 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
    'structure.error.nothing': 'Es gibt nichts rückgängig zu machen.',
  },
  {
    'structure.drag.block': 'Drag {block} (position {number} of {count}, column {column})',
    'structure.drag.section': 'Drag {name}',
    'structure.drag.instructions':
      'To pick up, press space or enter. Use the arrow keys to move, also to another column. Press space or enter to drop, escape to cancel.',
    'structure.announce.pickedBlock':
      'Picked up block {block}, position {number} of {count}, column {column}.',
    'structure.announce.movedBlock':
      'Block {block} moved to position {number} of {count}, column {column}.',
    'structure.announce.droppedBlock':
      'Block {block} dropped at position {number} of {count}, column {column}.',
    'structure.announce.cancelledBlock':
      'Moving cancelled. Block {block} is back at position {number} of {count}, column {column}.',
    'structure.announce.pickedSection': 'Picked up section {name}, position {number} of {count}.',
    'structure.announce.movedSection': 'Section {name} moved to position {number} of {count}.',
    'structure.announce.droppedSection': 'Section {name} dropped at position {number} of {count}.',
    'structure.announce.cancelledSection':
      'Moving cancelled. Section {name} is back at position {number} of {count}.',
    'structure.move.button': 'Move',
    'structure.move.label': 'Move {name}',
    'structure.move.up': 'Up',
    'structure.move.down': 'Down',
    'structure.move.top': 'To the top',
    'structure.move.bottom': 'To the bottom',
    'structure.move.column': 'To column {column}',
    'structure.layout.moved': 'Column layout changed: {count} blocks are now in column {column}.',
    'structure.layout.movedOne': 'Column layout changed: 1 block is now in column {column}.',
    'structure.layout.changed': 'Column layout changed.',
    'structure.panel.open': 'Arrange sections',
    'structure.panel.title': 'Sections of this page',
    'structure.panel.hint':
      'Drag a section or use “Move”. Every change is saved at once and can be undone.',
    'structure.panel.empty': 'This page has no sections yet.',
    'structure.panel.loading': 'Loading sections …',
    'structure.panel.failed': 'The sections could not be loaded.',
    'structure.panel.section': 'Section {number}',
    'structure.panel.blocks': '{count} blocks',
    'structure.panel.oneBlock': '1 block',
    'structure.panel.noBlocks': 'empty',
    'structure.panel.emptySection': 'Empty section',
    'structure.panel.delete': 'Delete',
    'structure.panel.deleteLabel': 'Delete {name}',
    'structure.panel.deleted': '{name} deleted. “Undo” brings it back.',
    'structure.panel.saved': 'Order saved.',
    'structure.panel.add': 'Add a section',
    'structure.panel.added': 'New section added at the end of the page.',
    'structure.insert.before': 'Add a section here, before section {number}',
    'structure.insert.end': 'Add a section at the end of the page',
    'structure.insert.added': 'New section added.',
    'structure.undo.button': 'Undo',
    'structure.redo.button': 'Redo',
    'structure.undo.label': 'Undo (Ctrl+Z)',
    'structure.redo.label': 'Redo (Shift+Ctrl+Z)',
    'structure.undo.toolbar': 'Undo and redo',
    'structure.undo.done.save': 'Undone: the last change to a section.',
    'structure.undo.done.delete': 'Undone: the deleted section is back.',
    'structure.undo.done.order': 'Undone: the order of the sections.',
    'structure.redo.done.save': 'Redone: the change to a section.',
    'structure.redo.done.delete': 'Redone: the section is deleted again.',
    'structure.redo.done.order': 'Redone: the order of the sections.',
    'structure.undo.nothing': 'There is nothing to undo.',
    'structure.redo.nothing': 'There is nothing to redo.',
    'structure.undo.conflict':
      'Not undone: someone else saved in the meantime. The page now shows the current state.',
    'structure.undo.failed': 'That did not work. Please try again.',
    'structure.error.nothing': 'There is nothing to undo.',
  },
);
