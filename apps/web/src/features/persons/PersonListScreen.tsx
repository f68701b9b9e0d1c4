import { t } from '@aula/i18n';
import * as v from 'valibot';
import { personFilterSchema } from '@aula/api-client';
import { href } from '@aula/routing';
import { PersonCards, PersonTable } from '@aula/blocks';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { PersonFilter } from './PersonFilter';
import { PersonViewSwitch } from './PersonViewSwitch';
import { MorePersons } from './MorePersons';
import { personsPerPage } from './person-page';
import { readPersonView } from './person-view';
import { type FolderParams, folderScreen, splitQuery } from '@web/screens/folder-screen';
import { readListState, type SearchParamsRecord } from '@web/features/lists/list-query';
import { optional } from '@web/screens/optional';
import { screenTitle } from '@web/screens/screen-title';
import { screenMetadata } from '@web/seo/screen-metadata';

interface PersonListProps {
  params: Promise<FolderParams>;
}

async function resolve(params: PersonListProps['params']) {
  const { folder, query } = splitQuery(await params);
  const screen = folderScreen('personList', folder);
  if (!screen) notFound();
  return { screen, query };
}

/** spec 3: the persons filter from the URL; anything invalid reads as no filter. */
function readFilter(query: SearchParamsRecord) {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = v.safeParse(personFilterSchema, {
    category: first(query['category']),
    search: first(query['search']),
  });
  return parsed.success ? parsed.output : { category: '', search: '' };
}

export async function generateMetadata({ params }: PersonListProps): Promise<Metadata> {
  const { screen } = await resolve(params);
  return screenMetadata(screen, screenTitle('personList', screen.locale));
}

/**
 * spec 2, 4: the persons directory: grid (default list type) or compact list (`view=list`),
 * category filter, debounced text search; all of it in the URL.
 */
export async function PersonListPage({ params }: PersonListProps) {
  const {
    screen: { locale },
    query,
  } = await resolve(params);
  const filter = readFilter(query);
  const view = readPersonView(query['view']);
  const pages = readListState({ page: query['page'] }).pages;
  if (pages === null) notFound();
  const api = visitorApi([cacheTags.list('person')]);
  const [persons, categories] = await Promise.all([
    api.persons.list(locale, filter),
    optional(api.persons.categories(locale), 'person categories'),
  ]);
  const title = screenTitle('personList', locale);
  const shown = persons.results.slice(0, personsPerPage * pages);
  return (
    <>
      <h1>{title}</h1>
      <PersonFilter
        categories={categories ?? []}
        initial={filter}
        view={view}
        labels={{
          category: t(locale, 'page.category'),
          all: t(locale, 'page.allCategories'),
          search: t(locale, 'page.searchLabel'),
          submit: t(locale, 'page.searchSubmit'),
          reset: t(locale, 'page.resetFilter'),
        }}
      />
      <PersonViewSwitch
        path={href('personList', locale)}
        filter={filter}
        pages={pages}
        view={view}
        labels={{
          view: t(locale, 'page.view'),
          grid: t(locale, 'page.viewGrid'),
          list: t(locale, 'page.viewList'),
        }}
      />
      {shown.length === 0 ? (
        <p>{t(locale, 'page.emptyList')}</p>
      ) : (
        <MorePersons
          locale={locale}
          filter={filter}
          view={view}
          persons={shown}
          pages={pages}
          total={persons.results.length}
          action={href('personList', locale)}
          caption={title}
          labels={{
            loadMore: t(locale, 'page.loadMore'),
            loading: t(locale, 'page.loading'),
            loaded: t(locale, 'page.moreLoaded'),
            failed: t(locale, 'page.loadFailed'),
          }}
        >
          {view === 'list' ? (
            <PersonTable persons={shown} options={visitorRenderOptions(locale)} caption={title} />
          ) : (
            <PersonCards persons={shown} options={visitorRenderOptions(locale)} />
          )}
        </MorePersons>
      )}
    </>
  );
}
