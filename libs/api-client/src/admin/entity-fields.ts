import {
  boolean,
  emailAddress,
  image,
  link,
  richText,
  select,
  text,
} from '../schemas/modules/field-builders';
import { date, relation } from './admin-field';
import type { EntityField } from './define-entity';

// The fields entities share, each built once with the block forms' builders (same controls, same rules).
const one = (field: EntityField['field']): EntityField => ({ field, bilingual: false });
const both = (field: EntityField['field']): EntityField => ({ field, bilingual: true });

export const f = {
  title: both(text({ label: 'admin.field.title', required: true, maxLength: 255 })),
  name: both(text({ label: 'admin.field.name', required: true, maxLength: 255 })),
  headline: both(text({ label: 'admin.field.headline', required: true, maxLength: 255 })),
  slug: both(text({ label: 'admin.field.slug', help: 'admin.field.slug.help', maxLength: 80 })),
  teaser: both(text({ label: 'admin.field.teaser', multiline: true, maxLength: 1000 })),
  preline: both(text({ label: 'admin.field.preline', maxLength: 255 })),
  text: both(text({ label: 'admin.field.text', multiline: true, maxLength: 2000 })),
  body: both(richText({ label: 'admin.field.body' })),
  intro: both(richText({ label: 'admin.field.intro' })),
  description: both(richText({ label: 'admin.field.description' })),
  location: both(text({ label: 'admin.field.location', maxLength: 255 })),
  position: both(text({ label: 'admin.field.position', maxLength: 255 })),
  bio: both(richText({ label: 'admin.field.bio' })),
  caption: both(text({ label: 'admin.field.caption', multiline: true, maxLength: 2000 })),
  linkUrl: both(link({ label: 'admin.field.linkUrl' })),
  linkText: both(text({ label: 'admin.field.linkText', maxLength: 255 })),
  siteUrl: both(link({ label: 'admin.field.url' })),
  url: one(link({ label: 'admin.field.url', required: true })),
  firstName: one(text({ label: 'admin.field.firstName', required: true, maxLength: 255 })),
  lastName: one(text({ label: 'admin.field.lastName', required: true, maxLength: 255 })),
  academicTitle: one(text({ label: 'admin.field.academicTitle', maxLength: 255 })),
  email: one(emailAddress({ label: 'admin.field.email', maxLength: 255 })),
  phone: one(text({ label: 'admin.field.phone', maxLength: 255 })),
  room: one(text({ label: 'admin.field.room', maxLength: 255 })),
  source: one(text({ label: 'admin.field.source', maxLength: 255 })),
  degree: one(text({ label: 'admin.field.degree', maxLength: 255 })),
  publishedAt: one(date({ label: 'admin.field.publishedAt', required: true })),
  startsAt: one(date({ label: 'admin.field.startsAt', required: true })),
  endsAt: one(date({ label: 'admin.field.endsAt' })),
  startsAtOptional: one(date({ label: 'admin.field.startsAt' })),
  postedAt: one(date({ label: 'admin.field.postedAt', required: true })),
  deadline: one(date({ label: 'admin.field.deadline', precision: 'date' })),
  image: one(image({ label: 'admin.field.image' })),
  newsCategory: one(relation('newsCategory', { label: 'admin.field.category' })),
  eventCategory: one(relation('eventCategory', { label: 'admin.field.category' })),
  faculty: one(relation('faculty', { label: 'admin.field.faculty' })),
  facultyRequired: one(relation('faculty', { label: 'admin.field.faculty', required: true })),
  programme: one(relation('programme', { label: 'admin.field.programme' })),
  programmeRequired: one(relation('programme', { label: 'admin.field.programme', required: true })),
  isOnline: one(boolean({ label: 'admin.field.isOnline' })),
  isHighlight: one(boolean({ label: 'admin.field.isHighlight' })),
  isHome: one(boolean({ label: 'admin.field.isHome' })),
  oldPath: one(
    text({
      label: 'admin.field.oldPath',
      help: 'admin.field.oldPath.help',
      required: true,
      maxLength: 500,
    }),
  ),
  newPath: one(link({ label: 'admin.field.newPath', required: true })),
  grouping: one(
    select({
      label: 'admin.field.grouping',
      required: true,
      default: 'weitere-themen',
      options: [
        { value: 'fachbereich-musik', label: 'admin.option.fachbereich-musik' },
        {
          value: 'fachbereich-kunst-und-design',
          label: 'admin.option.fachbereich-kunst-und-design',
        },
        { value: 'weitere-themen', label: 'admin.option.weitere-themen' },
      ],
    }),
  ),
  color: one(
    select({
      label: 'admin.field.color',
      default: 'regular',
      options: [
        { value: 'regular', label: 'admin.option.regular' },
        { value: 'urgent', label: 'admin.option.urgent' },
      ],
    }),
  ),
} satisfies Record<string, EntityField>;
