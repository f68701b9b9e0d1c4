import { defineEntity, type EntityDefinition } from './define-entity';
import { f } from './entity-fields';

/** Issue 15: every entity of the admin area, keyed by its name; everything else derives from these. */
export const entityDefinitions = {
  news: defineEntity({
    path: 'news/news', table: 'news', label: 'admin.entity.news', labelPlural: 'admin.entity.news.plural',
    fields: { title: f.title, slug: f.slug, teaser: f.teaser, body: f.body, published_at: f.publishedAt, category_id: f.newsCategory, faculty_id: f.faculty, image_id: f.image, is_online: f.isOnline, is_highlight: f.isHighlight },
    titleField: 'title', columns: ['title', 'published_at', 'is_online'], filters: ['category', 'faculty', 'published', 'date'],
    sortKeys: ['published_at', 'title', 'id'], dateColumn: 'published_at', slugSource: ['title'], detail: 'newsDetail', cacheKinds: ['news'], categoryKind: 'news',
  }),
  event: defineEntity({
    path: 'events/event', table: 'event', label: 'admin.entity.event', labelPlural: 'admin.entity.event.plural',
    fields: { title: f.title, slug: f.slug, teaser: f.teaser, body: f.body, location: f.location, starts_at: f.startsAt, ends_at: f.endsAt, category_id: f.eventCategory, faculty_id: f.faculty, image_id: f.image, is_online: f.isOnline, is_home: f.isHome, is_highlight: f.isHighlight },
    titleField: 'title', columns: ['title', 'starts_at', 'is_online'], filters: ['category', 'faculty', 'published', 'date'],
    sortKeys: ['starts_at', 'title', 'id'], dateColumn: 'starts_at', slugSource: ['title'], detail: 'eventDetail', cacheKinds: ['event', 'home'], categoryKind: 'event',
  }),
  person: defineEntity({
    path: 'persons/person', table: 'person', label: 'admin.entity.person', labelPlural: 'admin.entity.person.plural',
    fields: { academic_title: f.academicTitle, first_name: f.firstName, last_name: f.lastName, slug: f.slug, position: f.position, bio: f.bio, email: f.email, phone: f.phone, room: f.room, faculty_id: f.faculty, image_id: f.image, is_online: f.isOnline },
    titleField: 'last_name', columns: ['last_name', 'first_name', 'is_online'], filters: ['faculty', 'published'],
    sortKeys: ['last_name', 'first_name', 'id'], slugSource: ['first_name', 'last_name'], detail: 'personDetail', cacheKinds: ['person'],
  }),
  personCategory: defineEntity({
    path: 'persons/category', table: 'category', scope: { column: 'kind', value: 'person' }, label: 'admin.entity.personCategory', labelPlural: 'admin.entity.personCategory.plural',
    fields: { name: f.name, slug: f.slug }, titleField: 'name', columns: ['name'], filters: [], sortKeys: ['name', 'id'], slugSource: ['name'], cacheKinds: ['person'],
  }),
  pressArticle: defineEntity({
    path: 'press/pressarticle', table: 'press_item', scope: { column: 'kind', value: 'article' }, label: 'admin.entity.pressArticle', labelPlural: 'admin.entity.pressArticle.plural',
    fields: { title: f.title, slug: f.slug, teaser: f.teaser, body: f.body, source: f.source, published_at: f.publishedAt, image_id: f.image, is_online: f.isOnline },
    titleField: 'title', columns: ['title', 'published_at', 'is_online'], filters: ['published', 'date'], sortKeys: ['published_at', 'title', 'id'], dateColumn: 'published_at', slugSource: ['title'], cacheKinds: ['press'],
  }),
  pressRelease: defineEntity({
    path: 'press/pressrelease', table: 'press_item', scope: { column: 'kind', value: 'release' }, label: 'admin.entity.pressRelease', labelPlural: 'admin.entity.pressRelease.plural',
    fields: { title: f.title, slug: f.slug, teaser: f.teaser, body: f.body, published_at: f.publishedAt, image_id: f.image, is_online: f.isOnline },
    titleField: 'title', columns: ['title', 'published_at', 'is_online'], filters: ['published', 'date'], sortKeys: ['published_at', 'title', 'id'], dateColumn: 'published_at', slugSource: ['title'], detail: 'pressReleaseDetail', cacheKinds: ['press-release', 'press'],
  }),
  downloadDirectory: defineEntity({
    path: 'downloads/downloaddirectory', table: 'download_directory', label: 'admin.entity.downloadDirectory', labelPlural: 'admin.entity.downloadDirectory.plural',
    fields: { title: f.title, slug: f.slug }, titleField: 'title', columns: ['title'], filters: [], sortKeys: ['title', 'id'], slugSource: ['title'], cacheKinds: ['press'],
  }),
  faculty: defineEntity({
    path: 'study/faculty', table: 'faculty', label: 'admin.entity.faculty', labelPlural: 'admin.entity.faculty.plural',
    fields: { name: f.name, slug: f.slug, intro: f.intro }, titleField: 'name', columns: ['name'], filters: [], sortKeys: ['name', 'id'], slugSource: ['name'], cacheKinds: ['study', 'faculty'],
  }),
  studyFaculty: defineEntity({
    path: 'study/studyfaculty', table: 'study_programme', label: 'admin.entity.studyFaculty', labelPlural: 'admin.entity.studyFaculty.plural',
    fields: { title: f.title, slug: f.slug, description: f.description, faculty_id: f.facultyRequired, degree: f.degree, is_online: f.isOnline },
    titleField: 'title', columns: ['title', 'degree', 'is_online'], filters: ['faculty', 'published'], sortKeys: ['title', 'id'], slugSource: ['title'], cacheKinds: ['study', 'programme'],
  }),
  studySubject: defineEntity({
    path: 'study/studysubject', table: 'study_subject', label: 'admin.entity.studySubject', labelPlural: 'admin.entity.studySubject.plural',
    fields: { title: f.title, slug: f.slug, description: f.description, programme_id: f.programmeRequired, is_online: f.isOnline },
    titleField: 'title', columns: ['title', 'is_online'], filters: ['published'], sortKeys: ['title', 'id'], slugSource: ['title'], cacheKinds: ['study', 'subject'],
  }),
  applicationStudyFaculty: defineEntity({
    path: 'application/applicationstudyfaculty', table: 'application_page', label: 'admin.entity.applicationStudyFaculty', labelPlural: 'admin.entity.applicationStudyFaculty.plural',
    fields: { title: f.title, slug: f.slug, text: f.description, programme_id: f.programme, deadline: f.deadline, is_online: f.isOnline },
    titleField: 'title', columns: ['title', 'deadline', 'is_online'], filters: ['published'], sortKeys: ['title', 'id'], slugSource: ['title'], detail: 'applicationDetail', cacheKinds: ['application'],
  }),
  microsite: defineEntity({
    path: 'microsites/microsite', table: 'microsite', label: 'admin.entity.microsite', labelPlural: 'admin.entity.microsite.plural',
    fields: { name: f.name, url: f.siteUrl, grouping: f.grouping, is_online: f.isOnline }, titleField: 'name', columns: ['name', 'grouping', 'is_online'], filters: ['published'], sortKeys: ['name', 'id'], cacheKinds: ['microsite'],
  }),
  homeTeaser: defineEntity({
    path: 'home/hometeaser', table: 'home_teaser', label: 'admin.entity.homeTeaser', labelPlural: 'admin.entity.homeTeaser.plural',
    fields: { preline: f.preline, headline: f.headline, text: f.text, link_url: f.linkUrl, link_text: f.linkText, image_id: f.image, is_highlight: f.isHighlight, is_online: f.isOnline },
    titleField: 'headline', columns: ['headline', 'is_online'], filters: ['published'], sortKeys: ['headline', 'id'], cacheKinds: ['home'],
  }),
  callToAction: defineEntity({
    path: 'home/calltoaction', table: 'call_to_action', label: 'admin.entity.callToAction', labelPlural: 'admin.entity.callToAction.plural',
    fields: { headline: f.headline, text: f.text, link_url: f.linkUrl, link_text: f.linkText, is_online: f.isOnline }, titleField: 'headline', columns: ['headline', 'is_online'], filters: ['published'], sortKeys: ['headline', 'id'], cacheKinds: ['home'],
  }),
  instagramPost: defineEntity({
    path: 'home/instagrampost', table: 'instagram_post', label: 'admin.entity.instagramPost', labelPlural: 'admin.entity.instagramPost.plural',
    fields: { caption: f.caption, url: f.url, image_id: f.image, posted_at: f.postedAt, is_online: f.isOnline }, titleField: 'url', columns: ['url', 'posted_at', 'is_online'], filters: ['published', 'date'], sortKeys: ['posted_at', 'id'], dateColumn: 'posted_at', cacheKinds: ['home'],
  }),
  breakingNews: defineEntity({
    path: 'home/breakingnews', table: 'breaking_news', label: 'admin.entity.breakingNews', labelPlural: 'admin.entity.breakingNews.plural',
    fields: { headline: f.headline, text: f.text, link_url: f.linkUrl, link_text: f.linkText, color: f.color, starts_at: f.startsAtOptional, ends_at: f.endsAt, is_online: f.isOnline },
    titleField: 'headline', columns: ['headline', 'color', 'is_online'], filters: ['published'], sortKeys: ['headline', 'id'], cacheKinds: ['breaking-news'],
  }),
  redirect: defineEntity({
    path: 'redirects/redirect', table: 'redirect', label: 'admin.entity.redirect', labelPlural: 'admin.entity.redirect.plural',
    fields: { old_path: f.oldPath, new_path: f.newPath }, titleField: 'old_path', columns: ['old_path', 'new_path'], filters: [], sortKeys: ['old_path', 'id'], cacheKinds: [],
  }),
} satisfies Record<string, EntityDefinition>;

export type EntityName = keyof typeof entityDefinitions;

/** The entity whose admin path is `path` (`news/news`), if any. */
export function entityByPath(path: string): EntityName | undefined {
  return (Object.keys(entityDefinitions) as EntityName[]).find((name) => entityDefinitions[name].path === path);
}
