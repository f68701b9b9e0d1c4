import { defineCatalogue } from './define-catalogue';

/**
 * The texts of two block rules: broken blocks (a stored block that no longer reads is skipped
 * for visitors and shown to editors) and the secondary headline set (spec 5: levels 2 to 4 in
 * narrow columns).
 */
export const blockRules = defineCatalogue(
  {
    'blocks.broken.title': 'Fehlerhafter Block: {model}',
    'blocks.broken.problem': 'Problem: {problem}',
    'blocks.broken.hint':
      'Besucherinnen und Besucher sehen diesen Block nicht. Über „Abschnitt bearbeiten“ können Sie ihn korrigieren oder entfernen.',
    'editor.block.brokenNotice':
      'Der gespeicherte Inhalt dieses Blocks erfüllt die Regeln nicht mehr ({problem}). Korrigieren Sie die markierten Felder oder entfernen Sie den Block.',
    'validation.headlineLevelSecondary':
      'In dieser schmalen Spalte sind nur die Ebenen 2 bis 4 erlaubt.',
  },
  {
    'blocks.broken.title': 'Broken block: {model}',
    'blocks.broken.problem': 'Problem: {problem}',
    'blocks.broken.hint':
      'Visitors do not see this block. Use “Edit section” to correct or remove it.',
    'editor.block.brokenNotice':
      'The stored content of this block no longer meets the rules ({problem}). Correct the marked fields or remove the block.',
    'validation.headlineLevelSecondary': 'Only levels 2 to 4 are allowed in this narrow column.',
  },
);
