import * as v from 'valibot';
import type { BlockModel } from './block-models';
import { audioModuleInputSchema } from './audio-module';
import { containerModuleInputSchema } from './container-module';
import { eventListModuleInputSchema } from './event-list-module';
import { faqItemModuleInputSchema } from './faq-item-module';
import { faqModuleInputSchema } from './faq-module';
import { fullTeaserModuleInputSchema } from './full-teaser-module';
import { headlineModuleInputSchema } from './headline-module';
import { imageItemModuleInputSchema } from './image-item-module';
import { imageListModuleInputSchema } from './image-list-module';
import { imageModuleInputSchema } from './image-module';
import { infoboxItemModuleInputSchema } from './infobox-item-module';
import { infoboxModuleInputSchema } from './infobox-module';
import { linkModuleInputSchema } from './link-module';
import { moduleWriteEntries } from './module-base';
import { newsListModuleInputSchema } from './news-list-module';
import { personListModuleInputSchema } from './person-list-module';
import { quoteModuleInputSchema } from './quote-module';
import { socialMediaModuleInputSchema } from './social-media-module';
import { teaserItemModuleInputSchema } from './teaser-item-module';
import { teaserListModuleInputSchema } from './teaser-list-module';
import { textModuleInputSchema } from './text-module';
import { videoListModuleInputSchema } from './video-list-module';
import { videoModuleInputSchema } from './video-module';
import { viewerModuleInputSchema } from './viewer-module';

/** The editor form schema of every block model (spec 5 rules), keyed by model. */
export const moduleInputSchemas = {
  ContainerModule: containerModuleInputSchema,
  HeadlineModule: headlineModuleInputSchema,
  TextModule: textModuleInputSchema,
  LinkModule: linkModuleInputSchema,
  ImageModule: imageModuleInputSchema,
  FAQModule: faqModuleInputSchema,
  FAQItemModule: faqItemModuleInputSchema,
  VideoModule: videoModuleInputSchema,
  AudioModule: audioModuleInputSchema,
  ViewerModule: viewerModuleInputSchema,
  QuoteModule: quoteModuleInputSchema,
  FullTeaserModule: fullTeaserModuleInputSchema,
  TeaserListModule: teaserListModuleInputSchema,
  TeaserItemModule: teaserItemModuleInputSchema,
  ImageListModule: imageListModuleInputSchema,
  ImageItemModule: imageItemModuleInputSchema,
  VideoListModule: videoListModuleInputSchema,
  SocialMediaModule: socialMediaModuleInputSchema,
  InfoboxModule: infoboxModuleInputSchema,
  InfoboxItemModule: infoboxItemModuleInputSchema,
  NewsListModule: newsListModuleInputSchema,
  EventListModule: eventListModuleInputSchema,
  PersonListModule: personListModuleInputSchema,
} satisfies { [M in BlockModel]: v.ObjectSchema<v.ObjectEntries, undefined> };

function write<M extends BlockModel, E extends v.ObjectEntries>(model: M, form: v.ObjectSchema<E, undefined>) {
  return v.object({ ...moduleWriteEntries, ...form.entries, model: v.literal(model) });
}

/**
 * spec 7: the body of a module create (POST module API) or update (POST `{id}/`): placement
 * fields, `model`, and the model's form fields. The server validates with this schema.
 */
export const moduleInputSchema = v.variant('model', [
  write('ContainerModule', containerModuleInputSchema),
  write('HeadlineModule', headlineModuleInputSchema),
  write('TextModule', textModuleInputSchema),
  write('LinkModule', linkModuleInputSchema),
  write('ImageModule', imageModuleInputSchema),
  write('FAQModule', faqModuleInputSchema),
  write('FAQItemModule', faqItemModuleInputSchema),
  write('VideoModule', videoModuleInputSchema),
  write('AudioModule', audioModuleInputSchema),
  write('ViewerModule', viewerModuleInputSchema),
  write('QuoteModule', quoteModuleInputSchema),
  write('FullTeaserModule', fullTeaserModuleInputSchema),
  write('TeaserListModule', teaserListModuleInputSchema),
  write('TeaserItemModule', teaserItemModuleInputSchema),
  write('ImageListModule', imageListModuleInputSchema),
  write('ImageItemModule', imageItemModuleInputSchema),
  write('VideoListModule', videoListModuleInputSchema),
  write('SocialMediaModule', socialMediaModuleInputSchema),
  write('InfoboxModule', infoboxModuleInputSchema),
  write('InfoboxItemModule', infoboxItemModuleInputSchema),
  write('NewsListModule', newsListModuleInputSchema),
  write('EventListModule', eventListModuleInputSchema),
  write('PersonListModule', personListModuleInputSchema),
]);

/** What a module write sends (before parsing: defaults may be left out). */
export type ModuleWriteInput = v.InferInput<typeof moduleInputSchema>;
/** A module write after parsing (defaults filled in, texts trimmed). */
export type ModuleWrite = v.InferOutput<typeof moduleInputSchema>;
