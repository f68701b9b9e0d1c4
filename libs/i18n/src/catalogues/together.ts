import { defineCatalogue } from './define-catalogue';

/**
 * DESIGN.md 8: the texts of concurrent editing (presence, the field-by-field conflict merge, the
 * restored draft) and of German and English side by side, `together.*`. `{name}` marks a value
 * the caller fills in.
 */
export const together = defineCatalogue(
  {
    'together.presence.one': '{names} bearbeitet diesen Abschnitt gerade',
    'together.presence.many': '{names} bearbeiten diesen Abschnitt gerade',
    'together.presence.modal':
      'Gleichzeitig geöffnet: {names} bearbeitet diesen Abschnitt auch. Speichern Sie ruhig; überschneiden sich Änderungen, führen Sie sie Feld für Feld zusammen.',
    'together.presence.modalMany':
      'Gleichzeitig geöffnet: {names} bearbeiten diesen Abschnitt auch. Speichern Sie ruhig; überschneiden sich Änderungen, führen Sie sie Feld für Feld zusammen.',
    'together.conflict.merged': 'Automatisch zusammengeführt',
    'together.conflict.mergedTheirs': '{field}: Änderung der anderen Person übernommen',
    'together.conflict.mergedMine': '{field}: Ihre Änderung behalten',
    'together.conflict.mergedBlocksTheirs':
      'Blöcke, die die andere Person hinzugefügt hat, sind übernommen',
    'together.conflict.choose': 'Beide geändert: Bitte wählen Sie je Feld',
    'together.conflict.takeTheirs': 'Gespeicherter Stand: {value}',
    'together.conflict.takeMine': 'Ihre Fassung: {value}',
    'together.conflict.emptyValue': '(leer)',
    'together.conflict.nothingToChoose': 'Keine Felder wurden von beiden geändert.',
    'together.conflict.saveMerged': 'Zusammengeführte Fassung speichern',
    'together.conflict.structure': 'Aufteilung und Reihenfolge',
    'together.restored':
      'Ihre ungespeicherten Eingaben in diesem Abschnitt wurden wiederhergestellt.',
    'together.session.kept':
      'Ihre Eingaben sind in diesem Browser zwischengespeichert und bleiben auch nach einem Neuladen erhalten.',
    'together.translation.language.de': 'Deutsch',
    'together.translation.language.en': 'Englisch',
    'together.translation.panel': 'Fassung auf {language}',
    'together.translation.loading': 'Die Fassung auf {language} wird geladen …',
    'together.translation.failed': 'Die Fassung auf {language} konnte nicht geladen werden.',
    'together.translation.missing': 'Diesen Abschnitt gibt es auf {language} noch nicht.',
    'together.translation.copyAcross': 'Abschnitt ins {language}e kopieren',
    'together.translation.copyAcrossNote':
      'Kopiert den gespeicherten Stand als Ausgangspunkt für die Übersetzung.',
    'together.translation.copied': 'Der Abschnitt wurde ins {language}e kopiert.',
    'together.translation.copyStructure': 'Aufteilung und Blöcke hierher übernehmen',
    'together.translation.copyField': '{field} hierher übernehmen',
    'together.translation.structureCopied':
      'Aufteilung und Blöcke übernommen; Ihre Texte bleiben, wo die Blöcke übereinstimmen.',
    'together.translation.fieldCopied': '{field} übernommen.',
    'together.translation.block': 'Block {number}: {block}',
    'together.translation.empty': '(leer)',
    'together.status.label': 'Übersetzung',
    'together.status.complete': 'Deutsch und Englisch vollständig',
    'together.status.loading': 'Übersetzungsstand wird geprüft …',
    'together.status.sectionsMissing.one': '1 Abschnitt fehlt auf {language}',
    'together.status.sectionsMissing.other': '{count} Abschnitte fehlen auf {language}',
    'together.status.fieldsEmpty.one': '1 Feld leer auf {language}',
    'together.status.fieldsEmpty.other': '{count} Felder leer auf {language}',
    'together.status.item.section': 'Abschnitt {number} fehlt auf {language}',
    'together.status.item.fieldsEmpty.one': 'Abschnitt {number}: 1 Feld leer auf {language}',
    'together.status.item.fieldsEmpty.other':
      'Abschnitt {number}: {count} Felder leer auf {language}',
    'together.flag.missing': 'Fehlt auf {language}',
    'together.flag.fieldsEmpty.one': '1 Feld leer auf {language}',
    'together.flag.fieldsEmpty.other': '{count} Felder leer auf {language}',
    'together.flag.onlyOther': 'Gibt es nur auf {language}',
  },
  {
    'together.presence.one': '{names} is editing this section',
    'together.presence.many': '{names} are editing this section',
    'together.presence.modal':
      'Open at the same time: {names} is editing this section too. Go ahead and save; if your changes overlap, you merge them field by field.',
    'together.presence.modalMany':
      'Open at the same time: {names} are editing this section too. Go ahead and save; if your changes overlap, you merge them field by field.',
    'together.conflict.merged': 'Merged automatically',
    'together.conflict.mergedTheirs': '{field}: the other editor’s change taken',
    'together.conflict.mergedMine': '{field}: your change kept',
    'together.conflict.mergedBlocksTheirs': 'Blocks the other editor added are kept',
    'together.conflict.choose': 'Both changed: please choose per field',
    'together.conflict.takeTheirs': 'Saved version: {value}',
    'together.conflict.takeMine': 'Your version: {value}',
    'together.conflict.emptyValue': '(empty)',
    'together.conflict.nothingToChoose': 'No field was changed by both.',
    'together.conflict.saveMerged': 'Save the merged version',
    'together.conflict.structure': 'Layout and order',
    'together.restored': 'Your unsaved input in this section was restored.',
    'together.session.kept': 'Your input is kept in this browser, even across a reload.',
    'together.translation.language.de': 'German',
    'together.translation.language.en': 'English',
    'together.translation.panel': '{language} version',
    'together.translation.loading': 'Loading the {language} version …',
    'together.translation.failed': 'The {language} version could not be loaded.',
    'together.translation.missing': 'This section does not exist in {language} yet.',
    'together.translation.copyAcross': 'Copy section to {language}',
    'together.translation.copyAcrossNote':
      'Copies the saved state as the starting point of the translation.',
    'together.translation.copied': 'The section was copied to {language}.',
    'together.translation.copyStructure': 'Take layout and blocks into this form',
    'together.translation.copyField': 'Take {field} into this form',
    'together.translation.structureCopied':
      'Layout and blocks taken; your texts stay where the blocks match.',
    'together.translation.fieldCopied': '{field} taken.',
    'together.translation.block': 'Block {number}: {block}',
    'together.translation.empty': '(empty)',
    'together.status.label': 'Translation',
    'together.status.complete': 'German and English complete',
    'together.status.loading': 'Checking the translation …',
    'together.status.sectionsMissing.one': '1 section missing in {language}',
    'together.status.sectionsMissing.other': '{count} sections missing in {language}',
    'together.status.fieldsEmpty.one': '1 field empty in {language}',
    'together.status.fieldsEmpty.other': '{count} fields empty in {language}',
    'together.status.item.section': 'Section {number} missing in {language}',
    'together.status.item.fieldsEmpty.one': 'Section {number}: 1 field empty in {language}',
    'together.status.item.fieldsEmpty.other':
      'Section {number}: {count} fields empty in {language}',
    'together.flag.missing': 'Missing in {language}',
    'together.flag.fieldsEmpty.one': '1 field empty in {language}',
    'together.flag.fieldsEmpty.other': '{count} fields empty in {language}',
    'together.flag.onlyOther': 'Only in {language}',
  },
);
