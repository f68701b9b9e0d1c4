import * as v from 'valibot';
import { audioBlock } from './audio-module';
import { brokenModuleSchema, type BrokenModule } from './broken-module';
import {
  containerLayoutOptions,
  containerLayoutSchema,
  sectionSlugSchema,
  type ContainerModule,
} from './container-module';
import type { BlockFieldKind, BlockFieldOf, BlockFields } from './block-field';
import { defineBlockWithReadSchema, type BlockDefinition } from './define-block';
import { eventListBlock } from './event-list-module';
import { faqItemBlock } from './faq-item-module';
import { faqBlock } from './faq-module';
import { select } from './field-builders';
import { moduleFieldLimits } from './field-rules';
import { fullTeaserBlock } from './full-teaser-module';
import { headlineBlock } from './headline-module';
import { imageItemBlock } from './image-item-module';
import { imageListBlock } from './image-list-module';
import { imageBlock } from './image-module';
import { infoboxItemBlock } from './infobox-item-module';
import { infoboxBlock } from './infobox-module';
import { linkBlock } from './link-module';
import { moduleBaseEntries } from './module-base';
import { newsListBlock } from './news-list-module';
import { personListBlock } from './person-list-module';
import { quoteBlock } from './quote-module';
import { socialMediaBlock } from './social-media-module';
import { teaserItemBlock } from './teaser-item-module';
import { teaserListBlock } from './teaser-list-module';
import { textBlock } from './text-module';
import { videoListBlock } from './video-list-module';
import { videoBlock } from './video-module';
import { viewerBlock } from './viewer-module';

/**
 * spec 3: a container (section) as read: its layout index and one entry per column with the
 * column's classes and its child modules, which may be containers again. It lives beside the
 * registry because the two refer to each other.
 */
export const containerModuleSchema: v.GenericSchema<unknown, ContainerModule> = v.object({
  ...moduleBaseEntries,
  model: v.literal('ContainerModule'),
  layout: containerLayoutSchema,
  columns: v.array(
    v.object({
      classes: v.string(),
      children: v.array(v.lazy((): v.GenericSchema<unknown, StoredModule> => storedModuleSchema)),
    }),
  ),
});

/** spec 3: a section: layout index and slug (`content_type` is placement, set by the host). */
export const containerBlock = defineBlockWithReadSchema('ContainerModule', {
  label: 'blockFields.model.ContainerModule',
  read: containerModuleSchema,
  fields: {
    layout: select({
      label: 'blockFields.layout',
      required: true,
      options: containerLayoutOptions,
      default: 0,
    }),
    slug: {
      kind: 'anchor',
      label: 'blockFields.slug',
      help: 'blockFields.slug.help',
      required: false,
      schema: sectionSlugSchema,
      default: null,
      maxLength: moduleFieldLimits.identifier,
    },
  },
});

/** The registry's check: each key is its definition's model. */
function registry<const T extends { [M in keyof T]: BlockDefinition<M & string> }>(
  definitions: T,
): T {
  return definitions;
}

/**
 * DESIGN.md 8: every block model's definition, keyed by model: the one list of models. The
 * model list, the module unions, the read and write schemas, the server's field tables and the
 * editor forms all derive from it.
 */
export const blockDefinitions = registry({
  ContainerModule: containerBlock,
  HeadlineModule: headlineBlock,
  TextModule: textBlock,
  LinkModule: linkBlock,
  ImageModule: imageBlock,
  FAQModule: faqBlock,
  FAQItemModule: faqItemBlock,
  VideoModule: videoBlock,
  AudioModule: audioBlock,
  ViewerModule: viewerBlock,
  QuoteModule: quoteBlock,
  FullTeaserModule: fullTeaserBlock,
  TeaserListModule: teaserListBlock,
  TeaserItemModule: teaserItemBlock,
  ImageListModule: imageListBlock,
  ImageItemModule: imageItemBlock,
  VideoListModule: videoListBlock,
  SocialMediaModule: socialMediaBlock,
  InfoboxModule: infoboxBlock,
  InfoboxItemModule: infoboxItemBlock,
  NewsListModule: newsListBlock,
  EventListModule: eventListBlock,
  PersonListModule: personListBlock,
});

/** The definitions by model. */
export type BlockDefinitions = typeof blockDefinitions;

/** spec 3: a block model name (the `model` field of a module). */
export type BlockModel = keyof BlockDefinitions;

/** spec 3: every block model name, in toolbar order. */
export const blockModels = Object.keys(blockDefinitions) as BlockModel[];

/** The module of one model, as read. */
export type ModuleOf<M extends BlockModel> = v.InferOutput<BlockDefinitions[M]['read']>;

/** spec 3: any module as read, told apart by `model`. */
export type AnyModule = { [M in BlockModel]: ModuleOf<M> }[BlockModel];

/** The definition of `model` (an unknown name gives undefined). */
export function blockDefinition(model: string): BlockDefinitions[BlockModel] | undefined {
  return Object.hasOwn(blockDefinitions, model) ? blockDefinitions[model as BlockModel] : undefined;
}

/**
 * spec 3: every block model's read schema, as one variant on `model`. Built from the registry,
 * so its output is the union of the definitions' read outputs (`AnyModule`).
 */
export const moduleSchema: v.GenericSchema<unknown, AnyModule> = v.variant(
  'model',
  blockModels.map(
    (model) =>
      blockDefinitions[model].read as v.ObjectSchema<
        { model: v.LiteralSchema<BlockModel, undefined> },
        undefined
      >,
  ),
) as unknown as v.GenericSchema<unknown, AnyModule>;

/**
 * A module as the content API answers it: a block, or a block whose stored data is broken (one
 * bad row never breaks a read).
 */
export type StoredModule = AnyModule | BrokenModule;

/**
 * One bad row never breaks a read: what a page's `modules` and a container's columns hold: any
 * block model's read shape, or a broken block in its place.
 */
export const storedModuleSchema: v.GenericSchema<unknown, StoredModule> = v.variant('model', [
  ...blockModels.map(
    (model) =>
      blockDefinitions[model].read as v.ObjectSchema<
        { model: v.LiteralSchema<BlockModel, undefined> },
        undefined
      >,
  ),
  brokenModuleSchema,
]) as unknown as v.GenericSchema<unknown, StoredModule>;

/**
 * The fields of `model` of one kind, as [input key, field] in form order: the server's tables
 * (rich text, embeds, inline items, entry lists) and the editor read them here. None for a
 * model this version does not know.
 */
export function blockFieldsOfKind<K extends BlockFieldKind>(
  model: string,
  kind: K,
): [string, BlockFieldOf<K>][] {
  const fields: BlockFields = blockDefinition(model)?.fields ?? {};
  return Object.entries(fields).filter(
    (entry): entry is [string, BlockFieldOf<K>] => entry[1].kind === kind,
  );
}
