import * as v from 'valibot';
import { audioModuleSchema, type AudioModule } from './audio-module';
import { containerLayoutSchema, type ContainerModule } from './container-module';
import { eventListModuleSchema, type EventListModule } from './event-list-module';
import { faqItemModuleSchema, type FAQItemModule } from './faq-item-module';
import { faqModuleSchema, type FAQModule } from './faq-module';
import { fullTeaserModuleSchema, type FullTeaserModule } from './full-teaser-module';
import { headlineModuleSchema, type HeadlineModule } from './headline-module';
import { imageItemModuleSchema, type ImageItemModule } from './image-item-module';
import { imageListModuleSchema, type ImageListModule } from './image-list-module';
import { imageModuleSchema, type ImageModule } from './image-module';
import { infoboxItemModuleSchema, type InfoboxItemModule } from './infobox-item-module';
import { infoboxModuleSchema, type InfoboxModule } from './infobox-module';
import { linkModuleSchema, type LinkModule } from './link-module';
import { moduleBaseEntries } from './module-base';
import { newsListModuleSchema, type NewsListModule } from './news-list-module';
import { personListModuleSchema, type PersonListModule } from './person-list-module';
import { quoteModuleSchema, type QuoteModule } from './quote-module';
import { socialMediaModuleSchema, type SocialMediaModule } from './social-media-module';
import { teaserItemModuleSchema, type TeaserItemModule } from './teaser-item-module';
import { teaserListModuleSchema, type TeaserListModule } from './teaser-list-module';
import { textModuleSchema, type TextModule } from './text-module';
import { videoListModuleSchema, type VideoListModule } from './video-list-module';
import { videoModuleSchema, type VideoModule } from './video-module';
import { viewerModuleSchema, type ViewerModule } from './viewer-module';

/** spec 3: any module as read, told apart by `model`. */
export type AnyModule =
  | ContainerModule
  | HeadlineModule
  | TextModule
  | LinkModule
  | ImageModule
  | FAQModule
  | FAQItemModule
  | VideoModule
  | AudioModule
  | ViewerModule
  | QuoteModule
  | FullTeaserModule
  | TeaserListModule
  | TeaserItemModule
  | ImageListModule
  | ImageItemModule
  | VideoListModule
  | SocialMediaModule
  | InfoboxModule
  | InfoboxItemModule
  | NewsListModule
  | EventListModule
  | PersonListModule;

/**
 * spec 3: a container (section) as read: its layout index and one entry per column with the
 * column's classes and its child modules, which may be containers again. It lives beside
 * `moduleSchema` because the two refer to each other.
 */
export const containerModuleSchema = v.object({
  ...moduleBaseEntries,
  model: v.literal('ContainerModule'),
  layout: containerLayoutSchema,
  columns: v.array(
    v.object({
      classes: v.string(),
      children: v.array(v.lazy((): v.GenericSchema<unknown, AnyModule> => moduleSchema)),
    }),
  ),
});

/** spec 3: every block model's read schema, as one variant on `model`. */
export const moduleSchema: v.GenericSchema<unknown, AnyModule> = v.variant('model', [
  containerModuleSchema,
  headlineModuleSchema,
  textModuleSchema,
  linkModuleSchema,
  imageModuleSchema,
  faqModuleSchema,
  faqItemModuleSchema,
  videoModuleSchema,
  audioModuleSchema,
  viewerModuleSchema,
  quoteModuleSchema,
  fullTeaserModuleSchema,
  teaserListModuleSchema,
  teaserItemModuleSchema,
  imageListModuleSchema,
  imageItemModuleSchema,
  videoListModuleSchema,
  socialMediaModuleSchema,
  infoboxModuleSchema,
  infoboxItemModuleSchema,
  newsListModuleSchema,
  eventListModuleSchema,
  personListModuleSchema,
]);

/** The module of one model. */
export type ModuleOf<M extends AnyModule['model']> = Extract<AnyModule, { model: M }>;
