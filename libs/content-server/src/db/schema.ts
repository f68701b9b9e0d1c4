import type { ColumnType, Generated } from 'kysely';
import type { HeaderBehaviour } from '@aula/api-client';

/** Bilingual columns `${K}_de` and `${K}_en` of one type. */
type Bilingual<K extends string, T = string> = { [P in `${K}_de` | `${K}_en`]: T };
/** Bilingual text columns that default to the empty string. */
type BilingualDefault<K extends string> = {
  [P in `${K}_de` | `${K}_en`]: ColumnType<string, string | undefined, string>;
};
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A jsonb column: read as a value, written as JSON text (the same for PGlite and pg). */
type Json<T> = ColumnType<T, string | undefined, string>;
type SearchVector = ColumnType<string, never, never>;
type Searchable = {
  search_de: SearchVector;
  search_en: SearchVector;
  plain_de: SearchVector;
  plain_en: SearchVector;
  document_de: SearchVector;
  document_en: SearchVector;
};

export type NewsTable = Bilingual<'slug' | 'title'> &
  BilingualDefault<'teaser' | 'body'> &
  Searchable & {
    id: Generated<number>;
    published_at: Date;
    is_online: Generated<boolean>;
    is_highlight: Generated<boolean>;
    category_id: number | null;
    faculty_id: number | null;
    image_id: number | null;
  };

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

export type FacultyTable = Bilingual<'slug'> &
  BilingualDefault<'name' | 'intro'> & { id: Generated<number>; position: Defaulted<number> };

export type CategoryKind = 'news' | 'event' | 'person';
export type CategoryTable = Bilingual<'slug'> &
  BilingualDefault<'name'> & {
    id: Generated<number>;
    kind: CategoryKind;
    position: Defaulted<number>;
  };

export type MediaTable = BilingualDefault<'alt'> & {
  id: Generated<number>;
  path: string;
  mime: string;
  width: number;
  height: number;
  bytes: Defaulted<number>;
  created_at: Generated<Date>;
} & MediaLibraryColumns;

export interface MediaDerivativeTable {
  id: Generated<number>;
  media_id: number;
  alias: string;
  format: string;
  path: string;
  width: number;
  height: number;
}

export type EventTable = Bilingual<'slug'> &
  BilingualDefault<'title' | 'teaser' | 'body' | 'location'> &
  Searchable & {
    id: Generated<number>;
    starts_at: Date;
    ends_at: Date | null;
    category_id: number | null;
    faculty_id: number | null;
    image_id: number | null;
    is_home: Defaulted<boolean>;
    is_highlight: Defaulted<boolean>;
    is_online: Defaulted<boolean>;
  };

export type PersonTable = Bilingual<'slug'> &
  BilingualDefault<'position' | 'bio'> &
  Searchable & {
    directory_de: SearchVector;
    directory_en: SearchVector;
    id: Generated<number>;
    academic_title: Defaulted<string>;
    first_name: string;
    last_name: string;
    email: Defaulted<string>;
    phone: Defaulted<string>;
    room: Defaulted<string>;
    image_id: number | null;
    is_online: Defaulted<boolean>;
    /** The person's own website; only http(s) addresses are answered. */
    website: string | null;
    faculty_id: number | null;
  };

export interface PersonCategoryTable {
  person_id: number;
  category_id: number;
}

export type PressItemTable = Bilingual<'slug'> &
  BilingualDefault<'title' | 'teaser' | 'body'> & {
    id: Generated<number>;
    kind: 'article' | 'release';
    source: Defaulted<string>;
    published_at: Date;
    image_id: number | null;
    is_online: Defaulted<boolean>;
  };

export type DownloadDirectoryTable = Bilingual<'slug'> &
  BilingualDefault<'title'> & { id: Generated<number>; position: Defaulted<number> };
export type DownloadFileTable = BilingualDefault<'title'> & {
  id: Generated<number>;
  directory_id: number;
  url: string;
  position: Defaulted<number>;
};

export type StudyProgrammeTable = Bilingual<'slug'> &
  BilingualDefault<'title' | 'description'> & {
    id: Generated<number>;
    faculty_id: number;
    degree: Defaulted<string>;
    position: Defaulted<number>;
    is_online: Defaulted<boolean>;
  };

export type StudySubjectTable = Bilingual<'slug'> &
  BilingualDefault<'title' | 'description'> & {
    id: Generated<number>;
    programme_id: number;
    position: Defaulted<number>;
    is_online: Defaulted<boolean>;
  };

export type ApplicationPageTable = Bilingual<'slug'> &
  BilingualDefault<'title' | 'text'> & {
    id: Generated<number>;
    programme_id: number | null;
    deadline: Date | null;
    is_online: Defaulted<boolean>;
  };

export type MicrositeGroup =
  'fachbereich-musik' | 'fachbereich-kunst-und-design' | 'weitere-themen';
export type MicrositeTable = BilingualDefault<'name' | 'url'> & {
  id: Generated<number>;
  grouping: MicrositeGroup;
  position: Defaulted<number>;
  is_online: Defaulted<boolean>;
};

export type BreakingNewsTable = BilingualDefault<'headline' | 'text' | 'link_url' | 'link_text'> & {
  id: Generated<number>;
  color: Defaulted<'regular' | 'urgent'>;
  link_page_id: number | null;
  is_online: Defaulted<boolean>;
  starts_at: Date | null;
  ends_at: Date | null;
};

export type HomeTeaserTable = BilingualDefault<
  'preline' | 'headline' | 'text' | 'link_url' | 'link_text'
> & {
  id: Generated<number>;
  image_id: number | null;
  is_highlight: Defaulted<boolean>;
  position: Defaulted<number>;
  is_online: Defaulted<boolean>;
};

export type CallToActionTable = BilingualDefault<'headline' | 'text' | 'link_url' | 'link_text'> & {
  id: Generated<number>;
  is_online: Defaulted<boolean>;
};

export type InstagramPostTable = BilingualDefault<'caption'> & {
  id: Generated<number>;
  url: string;
  image_id: number | null;
  posted_at: Date;
  is_online: Defaulted<boolean>;
};

export type NewsletterTable = BilingualDefault<'name'> & {
  id: Generated<number>;
  slug: string;
  position: Defaulted<number>;
};

export interface NewsletterSubscriptionTable {
  id: Generated<number>;
  email: string;
  name: Defaulted<string>;
  locale: string;
  newsletter_ids: number[];
  token: string;
  confirmed_at: Date | null;
  created_at: Generated<Date>;
}

export interface RedirectTable {
  id: Generated<number>;
  old_path: string;
  new_path: string;
}

export type PageTable = Bilingual<'path'> &
  BilingualDefault<
    'title' | 'headline' | 'meta_title' | 'meta_description' | 'og_title' | 'og_description'
  > &
  Searchable & {
    id: Generated<number>;
    slug: string;
    content_type: Defaulted<string>;
    is_online: Defaulted<boolean>;
    is_clickable: Defaulted<boolean>;
    in_menu: Defaulted<boolean>;
    in_footer: Defaulted<boolean>;
    publish_at: Date | null;
    og_image_id: number | null;
    og_type: Defaulted<string>;
    /** spec 2: the page's own header behaviour; null uses the site's. */
    header_behaviour: HeaderBehaviour | null;
    settings: Json<Record<string, unknown>>;
    version: Defaulted<number>;
    updated_at: Generated<Date>;
  };

/** spec 7: the example list (`/api/example/`). */
export type ExampleTable = BilingualDefault<'title' | 'text'> & {
  id: Generated<number>;
  position: Defaulted<number>;
  version: Defaulted<number>;
  updated_at: Generated<Date>;
};

export interface ModuleTable {
  id: Generated<number>;
  locale: 'de' | 'en';
  slug: string | null;
  model: string;
  parent_id: number | null;
  content_type: string | null;
  object_id: number | null;
  column_index: Defaulted<number>;
  position: Defaulted<number>;
  data: Json<Record<string, unknown>>;
  version: Defaulted<number>;
  updated_at: Generated<Date>;
}

export interface ModuleRevisionTable {
  id: Generated<number>;
  module_id: number;
  version: number;
  data: Json<unknown>;
  user_id: number | null;
  created_at: Generated<Date>;
}

/** spec 4: one entry of a section's backup stack (the section before a save). */
export interface SectionBackupTable {
  id: Generated<number>;
  module_id: number;
  version: number;
  snapshot: Json<unknown>;
  user_id: number | null;
  created_at: Generated<Date>;
  /**
   * DESIGN.md 8 (structure): what pushed it: a save or redo (an undo entry) or an undo (a redo
   * entry).
   */
  cause: Defaulted<UndoCause>;
}

export interface PageRevisionTable {
  id: Generated<number>;
  page_id: number;
  version: number;
  snapshot: Json<unknown>;
  is_draft: Defaulted<boolean>;
  user_id: number | null;
  created_at: Generated<Date>;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string;
  is_staff: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  created_at: Generated<Date>;
}

export interface SessionTable {
  id: string;
  user_id: number;
  csrf_token: string;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  key: string;
  attempted_at: Generated<Date>;
}

/** The database as Kysely sees it: one entry per table. */
export interface Database {
  news: NewsTable;
  navigation_item: NavigationItemTable;
  faculty: FacultyTable;
  category: CategoryTable;
  media: MediaTable;
  media_derivative: MediaDerivativeTable;
  event: EventTable;
  person: PersonTable;
  person_category: PersonCategoryTable;
  press_item: PressItemTable;
  download_directory: DownloadDirectoryTable;
  download_file: DownloadFileTable;
  study_programme: StudyProgrammeTable;
  study_subject: StudySubjectTable;
  application_page: ApplicationPageTable;
  microsite: MicrositeTable;
  breaking_news: BreakingNewsTable;
  home_teaser: HomeTeaserTable;
  call_to_action: CallToActionTable;
  instagram_post: InstagramPostTable;
  newsletter: NewsletterTable;
  newsletter_subscription: NewsletterSubscriptionTable;
  redirect: RedirectTable;
  page: PageTable;
  module: ModuleTable;
  module_revision: ModuleRevisionTable;
  page_revision: PageRevisionTable;
  section_backup: SectionBackupTable;
  app_user: UserTable;
  session: SessionTable;
  login_attempt: LoginAttemptTable;
  example: ExampleTable;
  structure_backup: StructureBackupTable;
  section_presence: SectionPresenceTable;
}

// structure (DESIGN.md 8: structure and undo)

/** What pushed a backup: a save (or delete, reorder) or redo push undo entries; an undo pushes a redo entry. */
export type UndoCause = 'save' | 'undo' | 'redo';

/**
 * DESIGN.md 8: a deleted section (its rows, restorable with their ids) or a page's previous section
 * order.
 */
export interface StructureBackupTable {
  id: Generated<number>;
  locale: 'de' | 'en';
  kind: 'delete' | 'order';
  cause: Defaulted<UndoCause>;
  page_id: number | null;
  /** The deleted section, or (order) the page's first section at the time. */
  module_id: number;
  slug: string | null;
  snapshot: Json<unknown>;
  user_id: number | null;
  created_at: Generated<Date>;
}

// together (DESIGN.md 8): presence of editors on sections.
/** Who has a section open, as of their last ping (`seen_at`, the app's clock). */
export interface SectionPresenceTable {
  module_id: number;
  /** The editor's session (`session.id`): presence is per browser, and ends with the session. */
  session_id: string;
  user_id: number;
  seen_at: Date;
}

// media (DESIGN.md 9, migration 0014): the media library's own columns of `media`.
export type MediaLibraryColumns = BilingualDefault<'caption'> & {
  decorative: Defaulted<boolean>;
  /** The focal point, 0..1 of the width and of the height (0.5 = centre). */
  focal_x: Defaulted<number>;
  focal_y: Defaulted<number>;
  file_name: Defaulted<string>;
};

// admin (DESIGN.md 9): the revisions of the admin area's entities.
export interface AdminRevisionTable {
  id: Generated<number>;
  entity: string;
  entity_id: number;
  title: Defaulted<string>;
  snapshot: Json<Record<string, unknown>>;
  user_id: number | null;
  created_at: Generated<Date>;
}
/** spec 2: the site settings, one row (id 1). */
export interface SiteSettingTable {
  id: Defaulted<number>;
  header_behaviour: Defaulted<HeaderBehaviour>;
}
export interface Database {
  site_setting: SiteSettingTable;
}
export interface Database {
  admin_revision: AdminRevisionTable;
  // publishing (DESIGN.md 8)
  section_draft: SectionDraftTable;
  scheduled_publication: ScheduledPublicationTable;
  section_revision: SectionRevisionTable;
}

// publishing (DESIGN.md 8: drafts, scheduled publications, section history)

/** A section's unpublished draft: a section-save body, possibly incomplete. */
export interface SectionDraftTable {
  module_id: number;
  base_version: number;
  body: Json<unknown>;
  user_id: number | null;
  updated_at: Generated<Date>;
}

/** A page's publication in a language at a time (Europe/Berlin as entered, stored as an instant). */
export interface ScheduledPublicationTable {
  id: Generated<number>;
  page_id: number;
  locale: string;
  publish_at: Date;
  status: Defaulted<'pending' | 'running' | 'done' | 'cancelled' | 'failed'>;
  user_id: number | null;
  claimed_at: Date | null;
  done_at: Date | null;
  created_at: Generated<Date>;
}

/** A section's state after a save, a draft, a publication or a restore. */
export interface SectionRevisionTable {
  id: Generated<number>;
  module_id: number;
  version: number;
  kind: 'save' | 'draft' | 'publish' | 'restore' | 'undo' | 'redo';
  snapshot: Json<unknown>;
  user_id: number | null;
  created_at: Generated<Date>;
}
