import type { BlockModel, ModuleOf } from '@aula/api-client';
import type { ComponentType } from 'react';
import { Audio } from './blocks/Audio/Audio';
import type { BlockProps } from './block-props';
import { Container } from './blocks/Container/Container';
import { EventList } from './blocks/EventList/EventList';
import { FAQ } from './blocks/FAQ/FAQ';
import { FAQItem } from './blocks/FAQItem/FAQItem';
import { FullTeaser } from './blocks/FullTeaser/FullTeaser';
import { Headline } from './blocks/Headline/Headline';
import { Image } from './blocks/Image/Image';
import { ImageItem } from './blocks/ImageItem/ImageItem';
import { ImageList } from './blocks/ImageList/ImageList';
import { Infobox } from './blocks/Infobox/Infobox';
import { InfoboxItem } from './blocks/InfoboxItem/InfoboxItem';
import { Link } from './blocks/Link/Link';
import { NewsList } from './blocks/NewsList/NewsList';
import { PersonList } from './blocks/PersonList/PersonList';
import { Quote } from './blocks/Quote/Quote';
import { SocialMedia } from './blocks/SocialMedia/SocialMedia';
import { TeaserItem } from './blocks/TeaserItem/TeaserItem';
import { TeaserList } from './blocks/TeaserList/TeaserList';
import { Text } from './blocks/Text/Text';
import { Video } from './blocks/Video/Video';
import { VideoList } from './blocks/VideoList/VideoList';
import { Viewer } from './blocks/Viewer/Viewer';

/**
 * spec 3: the renderer of every block model. Typed over `BlockModel`, so a model added to the
 * contract without a renderer fails the type check.
 */
export const blockRenderers = {
  ContainerModule: Container,
  HeadlineModule: Headline,
  TextModule: Text,
  LinkModule: Link,
  ImageModule: Image,
  FAQModule: FAQ,
  FAQItemModule: FAQItem,
  VideoModule: Video,
  AudioModule: Audio,
  ViewerModule: Viewer,
  QuoteModule: Quote,
  FullTeaserModule: FullTeaser,
  TeaserListModule: TeaserList,
  TeaserItemModule: TeaserItem,
  ImageListModule: ImageList,
  ImageItemModule: ImageItem,
  VideoListModule: VideoList,
  SocialMediaModule: SocialMedia,
  InfoboxModule: Infobox,
  InfoboxItemModule: InfoboxItem,
  NewsListModule: NewsList,
  EventListModule: EventList,
  PersonListModule: PersonList,
} satisfies { [K in BlockModel]: ComponentType<BlockProps<ModuleOf<K>>> };
