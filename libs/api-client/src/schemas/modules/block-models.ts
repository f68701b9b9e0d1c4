/** spec 3: every block model name (the `model` field of a module). */
export const blockModels = [
  'ContainerModule',
  'HeadlineModule',
  'TextModule',
  'LinkModule',
  'ImageModule',
  'FAQModule',
  'FAQItemModule',
  'VideoModule',
  'AudioModule',
  'ViewerModule',
  'QuoteModule',
  'FullTeaserModule',
  'TeaserListModule',
  'TeaserItemModule',
  'ImageListModule',
  'ImageItemModule',
  'VideoListModule',
  'SocialMediaModule',
  'InfoboxModule',
  'InfoboxItemModule',
  'NewsListModule',
  'EventListModule',
  'PersonListModule',
] as const;

export type BlockModel = (typeof blockModels)[number];
