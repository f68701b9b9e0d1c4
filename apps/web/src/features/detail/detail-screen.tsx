import type { BreadcrumbItem } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import { EditableSection } from '@web/features/editing/EditableSection';
import type { FolderParams } from '@web/screens/folder-screen';
import { generateStaticParams } from '@web/screens/on-demand';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { DetailEntity, DetailLoader } from './detail-loader';
import { entityMetadata } from './entity-metadata';
import { DetailBreadcrumbs, type ParentScreen } from './DetailBreadcrumbs';
import { OtherLanguageLink } from './OtherLanguageLink';

export type { DetailEntity } from './detail-loader';

/** The parts a detail screen shows around its editable section. */
export interface DetailPartProps<E> {
  entity: E;
  locale: Locale;
}

export interface DetailScreenConfig<E extends DetailEntity> {
  /** The entity's loader (`detailLoader`), shared with the header's language switch. */
  loader: DetailLoader<E>;
  seo: (entity: E) => {
    title: string;
    description?: string | undefined;
    image?: string | null | undefined;
  };
  /** The list or overview the breadcrumbs lead back to (home first, the entity's title last). */
  parent?: ParentScreen;
  /** The levels between `parent` and the entity (a programme's faculty). */
  trail?: (entity: E, locale: Locale) => Promise<BreadcrumbItem[]>;
  /** Everything above the editable section (headline, facts, images, JSON-LD). */
  Head: (props: DetailPartProps<E>) => ReactNode | Promise<ReactNode>;
  /** What follows the section (a contact, a list of subjects). */
  Foot?: (props: DetailPartProps<E>) => ReactNode | Promise<ReactNode>;
}

interface DetailScreenProps {
  params: Promise<FolderParams>;
}

/**
 * spec 2: the skeleton every detail page shares: the entity read once per render from the
 * tagged cache (a missing or foreign id is the not-found page), its metadata with the
 * entity's own path in each language, its parts, its editable section (`{kind}-{id}-body`)
 * and the link to its other language. Returns what the route file exports (rendered on
 * demand and kept in the full-route cache: `generateStaticParams`).
 */
export function detailScreen<E extends DetailEntity>(config: DetailScreenConfig<E>) {
  const { loader, seo, parent, trail, Head, Foot } = config;
  const { load, languageUrls } = loader;

  async function generateMetadata({ params }: DetailScreenProps): Promise<Metadata> {
    const { locale, entity } = await load(await params);
    return entityMetadata({ ...seo(entity), urls: entity.urls }, locale);
  }

  async function DetailPage({ params }: DetailScreenProps) {
    const { locale, entity } = await load(await params);
    const levels = parent && trail ? await trail(entity, locale) : [];
    // `detail`: the readable column every detail page shares (styles/detail.css).
    return (
      <article className="detail">
        {parent && (
          <DetailBreadcrumbs
            locale={locale}
            parents={[parent, ...levels]}
            current={seo(entity).title}
          />
        )}
        <Head entity={entity} locale={locale} />
        <EditableSection locale={locale} slug={entity.body_slug} />
        {Foot && <Foot entity={entity} locale={locale} />}
        <OtherLanguageLink locale={locale} urls={entity.urls} />
      </article>
    );
  }

  return { generateMetadata, generateStaticParams, Page: DetailPage, languageUrls };
}
