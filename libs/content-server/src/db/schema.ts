import type { Generated } from 'kysely';

export interface NewsTable {
  id: Generated<number>;
  slug_de: string;
  slug_en: string;
  title_de: string;
  title_en: string;
  teaser_de: string;
  teaser_en: string;
  category_de: string | null;
  category_en: string | null;
  published_at: Date;
  is_online: Generated<boolean>;
}

export interface NavigationItemTable {
  id: Generated<number>;
  parent_id: number | null;
  menu: 'menu' | 'footer';
  position: number;
  headline_de: string;
  headline_en: string;
  url_de: string;
  url_en: string;
  in_highlight_menu: Generated<boolean>;
}

/** The database as Kysely sees it: one entry per table. */
export interface Database {
  news: NewsTable;
  navigation_item: NavigationItemTable;
}
