import { defineCatalogue } from './define-catalogue';

/**
 * The meta description of every screen of the route table (`screenDescription.{screen id}` of
 * `@aula/routing`), for screens without one of their own: search engines expect one on every page.
 */
export const seo = defineCatalogue(
  {
    'screenDescription.home':
      'Die Hochschule der Künste Aula: Studium, Veranstaltungen, Neuigkeiten und Menschen aus Musik, Kunst und Design.',
    'screenDescription.notFound': 'Diese Seite konnte leider nicht gefunden werden.',
    'screenDescription.applicationOverview':
      'Bewerbung an der Hochschule der Künste Aula: Fristen, Voraussetzungen und Eignungsprüfungen aller Studiengänge.',
    'screenDescription.applicationDetail':
      'Bewerbung für einen Studiengang der Hochschule der Künste Aula: Fristen, Unterlagen und Prüfungen.',
    'screenDescription.microsites':
      'Alle Microsites der Hochschule der Künste Aula, nach Fachbereichen geordnet.',
    'screenDescription.newsList':
      'Neuigkeiten aus der Hochschule der Künste Aula, nach Kategorie und Datum filterbar.',
    'screenDescription.newsDetail': 'Eine Neuigkeit aus der Hochschule der Künste Aula.',
    'screenDescription.newsletter': 'Die Newsletter der Hochschule der Künste Aula abonnieren.',
    'screenDescription.personList':
      'Lehrende, Mitarbeitende und Ansprechpersonen der Hochschule der Künste Aula.',
    'screenDescription.personDetail': 'Eine Person der Hochschule der Künste Aula.',
    'screenDescription.press':
      'Pressebereich der Hochschule der Künste Aula: Pressemitteilungen, Pressespiegel und Material zum Herunterladen.',
    'screenDescription.pressReleaseList': 'Alle Pressemitteilungen der Hochschule der Künste Aula.',
    'screenDescription.pressReleaseDetail': 'Eine Pressemitteilung der Hochschule der Künste Aula.',
    'screenDescription.studyOverview':
      'Studieren an der Hochschule der Künste Aula: die Fachbereiche Musik sowie Kunst und Design und ihre Studiengänge.',
    'screenDescription.guestAuditors':
      'Gasthörerschaft an der Hochschule der Künste Aula: Lehrveranstaltungen ohne Einschreibung besuchen.',
    'screenDescription.faculty':
      'Ein Fachbereich der Hochschule der Künste Aula mit seinen Studiengängen, Veranstaltungen und Neuigkeiten.',
    'screenDescription.studyProgramme': 'Ein Studiengang der Hochschule der Künste Aula.',
    'screenDescription.studySubject': 'Ein Studienfach der Hochschule der Künste Aula.',
    'screenDescription.eventList':
      'Konzerte, Ausstellungen, Vorträge und Workshops der Hochschule der Künste Aula, nach Kategorie und Datum filterbar.',
    'screenDescription.eventDetail': 'Eine Veranstaltung der Hochschule der Künste Aula.',
    'screenDescription.search': 'Suche auf den Seiten der Hochschule der Künste Aula.',
  },
  {
    'screenDescription.home':
      'The Aula University of the Arts: study, events, news and people in music, art and design.',
    'screenDescription.notFound': 'This page could not be found.',
    'screenDescription.applicationOverview':
      'Applying to the Aula University of the Arts: deadlines, requirements and entrance examinations of every programme.',
    'screenDescription.applicationDetail':
      'Applying for a programme of the Aula University of the Arts: deadlines, documents and examinations.',
    'screenDescription.microsites':
      'Every microsite of the Aula University of the Arts, by faculty.',
    'screenDescription.newsList':
      'News from the Aula University of the Arts, filtered by category and date.',
    'screenDescription.newsDetail': 'News from the Aula University of the Arts.',
    'screenDescription.newsletter':
      'Subscribe to the newsletters of the Aula University of the Arts.',
    'screenDescription.personList':
      'Teachers, staff and contacts of the Aula University of the Arts.',
    'screenDescription.personDetail': 'A person of the Aula University of the Arts.',
    'screenDescription.press':
      'Press area of the Aula University of the Arts: press releases, press reviews and material to download.',
    'screenDescription.pressReleaseList': 'Every press release of the Aula University of the Arts.',
    'screenDescription.pressReleaseDetail': 'A press release of the Aula University of the Arts.',
    'screenDescription.studyOverview':
      'Studying at the Aula University of the Arts: the faculties of music and of art and design and their programmes.',
    'screenDescription.guestAuditors':
      'Guest auditors at the Aula University of the Arts: attend classes without enrolling.',
    'screenDescription.faculty':
      'A faculty of the Aula University of the Arts with its programmes, events and news.',
    'screenDescription.studyProgramme': 'A programme of the Aula University of the Arts.',
    'screenDescription.studySubject': 'A subject of the Aula University of the Arts.',
    'screenDescription.eventList':
      'Concerts, exhibitions, lectures and workshops at the Aula University of the Arts, filtered by category and date.',
    'screenDescription.eventDetail': 'An event at the Aula University of the Arts.',
    'screenDescription.search': 'Search the pages of the Aula University of the Arts.',
  },
);
