import { type BreadcrumbItem, Breadcrumbs } from '@aula/blocks';
import { t } from '@aula/i18n';
import { href, type Locale, type ScreenId } from '@aula/routing';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';

/** The list or overview screens a detail page sits below. */
export type ParentScreen = Extract<
  ScreenId,
  | 'eventList'
  | 'newsList'
  | 'personList'
  | 'press'
  | 'pressReleaseList'
  | 'studyOverview'
  | 'applicationOverview'
>;

interface DetailBreadcrumbsProps {
  locale: Locale;
  /** The screens (without parameters) or pages between the home page and this one. */
  parents: readonly (ParentScreen | BreadcrumbItem)[];
  /** This page's title. */
  current: string;
}

/** The breadcrumb trail of a detail page: home, its list (or overview), the page. */
export function DetailBreadcrumbs({ locale, parents, current }: DetailBreadcrumbsProps) {
  const items = [
    { label: t(locale, 'screen.home'), href: href('home', locale) },
    ...parents.map((parent) =>
      typeof parent === 'string'
        ? { label: t(locale, `screen.${parent}`), href: href(parent, locale) }
        : parent,
    ),
  ];
  return <Breadcrumbs items={items} current={current} options={visitorRenderOptions(locale)} />;
}
