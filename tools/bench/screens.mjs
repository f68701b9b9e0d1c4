// The screens the benchmark loads: one path per screen (German), detail paths found through the
// content API so that they exist at any seed scale.

/** The first entry's German path of a list answer (`results[0].urls.de`, or built from slug and id). */
async function firstPath(api, endpoint, build) {
  const body = await fetch(`${api}${endpoint}`).then(
    (response) => (response.ok ? response.json() : null),
    () => null,
  );
  const first = Array.isArray(body) ? body[0] : body?.results?.[0];
  if (!first) return null;
  return first.urls?.de ?? build?.(first) ?? null;
}

/** `[name, path, kind]` of every screen; kind `list` and `detail` pages are load-tested. */
export async function benchScreens(api) {
  const detail = async (name, endpoint, build) => [
    name,
    await firstPath(api, endpoint, build),
    'detail',
  ];
  const screens = [
    ['home', '/de', 'page'],
    ['newsList', '/de/neuigkeiten', 'list'],
    await detail(
      'newsDetail',
      '/de/api/news/',
      (item) => `/de/neuigkeiten/${item.slug}/${item.id}`,
    ),
    ['eventList', '/de/veranstaltungen', 'list'],
    await detail('eventDetail', '/de/api/events/'),
    ['personList', '/de/personen', 'list'],
    await detail('personDetail', '/de/api/persons/'),
    ['press', '/de/presse', 'page'],
    ['pressReleaseList', '/de/pressemitteilungen', 'list'],
    await detail('pressReleaseDetail', '/de/api/press-releases/'),
    ['microsites', '/de/microsites', 'page'],
    ['studyOverview', '/de/studium', 'page'],
    ['guestAuditors', '/de/studium/gasthoererschaft', 'page'],
    ['faculty', '/de/studium/musik', 'page'],
    await detail('studyProgramme', '/de/api/studyfaculties/'),
    ['applicationOverview', '/de/bewerbung', 'page'],
    await detail('applicationDetail', '/de/api/application/'),
    ['newsletter', '/de/newsletter', 'page'],
    ['search', '/de/search?q=konzert', 'page'],
    ['contentPage', '/de/hochschule', 'detail'],
  ];
  return screens.filter(([, path]) => path);
}
