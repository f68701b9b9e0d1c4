import { defineCatalogue } from './define-catalogue';

/**
 * spec 5: form messages. The keys are the ones `@aula/api-client`'s schemas put on their issues
 * (`validationMessages`); the first six are the spec's texts, the rest Aula's for editor rules.
 */
export const validation = defineCatalogue(
  {
    'validation.required': 'Dieses Feld ist erforderlich!',
    'validation.emailInvalid': 'E-Mail ist nicht gültig',
    'validation.emailRequired': 'E-Mail ist erforderlich',
    'validation.nameRequired': 'Name ist erforderlich',
    'validation.newsletterRequired': 'Bitte wählen Sie einen der Newsletter aus',
    'validation.emailAddressInvalid': 'Ungültige E-Mail-Adresse!',
    'validation.tooLong': 'Der Text ist zu lang.',
    'validation.tooMany': 'Diese Liste hat zu viele Einträge.',
    'validation.invalidText': 'Der Text enthält ungültige Zeichen.',
    'validation.headlineLevel': 'Diese Überschriftenebene ist hier nicht erlaubt.',
    'validation.option': 'Bitte wählen Sie eine der Optionen.',
    'validation.videoUrl': 'Bitte geben Sie einen Link zu YouTube oder Vimeo ein.',
    'validation.embedNotAllowed':
      'Dieser Einbettungscode stammt nicht von einem erlaubten Anbieter.',
    'validation.link': 'Bitte geben Sie einen gültigen Link ein.',
    'validation.anchor': 'Ein Anker darf nur Buchstaben, Ziffern, - und _ enthalten.',
    'validation.date': 'Bitte geben Sie ein Datum im Format TT.MM.JJJJ ein.',
    'validation.slugTaken': 'Diese Kennung wird bereits von einem anderen Abschnitt verwendet.',
    'validation.fileType': 'Bitte laden Sie ein Bild als JPEG, PNG, WebP oder AVIF hoch.',
    'validation.fileTooLarge': 'Die Datei ist zu groß.',
    'validation.requestTooLarge': 'Die Anfrage ist zu groß.',
    'validation.urlTooLong': 'Die Adresse ist zu lang.',
    'validation.malformedAddress': 'Die Adresse enthält ungültige Zeichen.',
    'validation.serviceUnavailable':
      'Der Inhaltsdienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
  },
  {
    'validation.required': 'This field is required!',
    'validation.emailInvalid': 'E-mail is not valid',
    'validation.emailRequired': 'E-mail is required',
    'validation.nameRequired': 'Name is required',
    'validation.newsletterRequired': 'Please select one of the newsletters',
    'validation.emailAddressInvalid': 'Invalid e-mail address!',
    'validation.tooLong': 'The text is too long.',
    'validation.tooMany': 'This list has too many entries.',
    'validation.invalidText': 'The text contains invalid characters.',
    'validation.headlineLevel': 'This headline level is not allowed here.',
    'validation.option': 'Please choose one of the options.',
    'validation.videoUrl': 'Please enter a YouTube or Vimeo link.',
    'validation.embedNotAllowed': 'This embed code is not from an allowed provider.',
    'validation.link': 'Please enter a valid link.',
    'validation.anchor': 'An anchor may only contain letters, digits, - and _.',
    'validation.date': 'Please enter a date as dd.mm.yyyy.',
    'validation.slugTaken': 'Another section already uses this slug.',
    'validation.fileType': 'Please upload a JPEG, PNG, WebP or AVIF image.',
    'validation.fileTooLarge': 'The file is too large.',
    'validation.requestTooLarge': 'The request is too large.',
    'validation.urlTooLong': 'The address is too long.',
    'validation.malformedAddress': 'The address contains invalid characters.',
    'validation.serviceUnavailable':
      'The content service cannot be reached right now. Please try again later.',
  },
);
