import { type ApiClient, NotFoundError, type Locale } from '@aula/api-client';

type EntityApi = Pick<ApiClient, 'news' | 'events' | 'persons' | 'press' | 'study'>;

/** A screen as `match` of @aula/routing gives it (its id, language and path parameters). */
export interface EntityScreen {
  screen: string;
  locale: Locale;
  params: Readonly<Record<string, string | undefined>>;
}

/** A detail screen's `{id}`: digits only, a safe integer above 0 (as the pages read it). */
function readId(value: string | undefined): number | null {
  const id = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Resolves true when the entity exists; `null` for an id that cannot exist. */
type Existence = ((api: EntityApi) => Promise<boolean>) | null;

/**
 * The read that decides whether a detail screen shows something, as its page decides it
 * (`loadEntity`); `undefined` for the screens that are not about one entity.
 */
function existence(screen: EntityScreen): Existence | undefined {
  const { locale } = screen;
  const exists = (
    id: number | null,
    read: (id: number) => (api: EntityApi) => Promise<unknown>,
    check: (found: never) => boolean = () => true,
  ): Existence => (id === null ? null : async (api) => check((await read(id)(api)) as never));
  switch (screen.screen) {
    case 'newsDetail':
      return exists(readId(screen.params['id']), (id) => (api) => api.news.get(locale, id));
    case 'eventDetail':
      return exists(readId(screen.params['id']), (id) => (api) => api.events.get(locale, id));
    case 'personDetail':
      return exists(readId(screen.params['id']), (id) => (api) => api.persons.get(locale, id));
    case 'pressReleaseDetail':
      return exists(readId(screen.params['id']), (id) => (api) => api.press.release(locale, id));
    case 'applicationDetail':
      return exists(
        readId(screen.params['id']),
        (id) => (api) => api.study.application(locale, id),
      );
    case 'studyProgramme':
      return exists(readId(screen.params['id']), (id) => (api) => api.study.programme(locale, id));
    case 'studySubject': {
      const programme = screen.params['id'];
      // The subject must belong to the programme of the path (as the page checks).
      return exists(
        readId(screen.params['subjectId']),
        (id) => (api) => api.study.subject(locale, id),
        (subject: { programme: unknown }) => String(subject.programme) === programme,
      );
    }
    case 'faculty':
      return async (api) =>
        Boolean(await api.study.faculty(locale, screen.params['faculty'] ?? ''));
    default:
      return undefined;
  }
}

/**
 * Whether a detail screen's entity is missing ('unknown': the API failed), asked before the page
 * renders, so the proxy can answer the server-rendered not-found page for every kind of 404 (a
 * `notFound()` thrown while the page renders reaches the browser as an empty error shell that
 * only script fills). Only a 404 (or an id that cannot exist) counts as missing; on any other
 * failure the page renders.
 */
export async function entityLookup(
  api: EntityApi,
  screen: EntityScreen,
): Promise<'missing' | 'found' | 'unknown'> {
  const check = existence(screen);
  if (check === undefined) return 'found';
  if (check === null) return 'missing';
  try {
    return (await check(api)) ? 'found' : 'missing';
  } catch (error) {
    return error instanceof NotFoundError ? 'missing' : 'unknown';
  }
}

/** The key of a detail screen's lookup in the proxy's per-process cache; null for other screens. */
export function entityLookupKey(screen: EntityScreen): string | null {
  return existence(screen) === undefined
    ? null
    : `entity:${screen.locale}:${screen.screen}:${Object.values<string | undefined>(screen.params).join('/')}`;
}
