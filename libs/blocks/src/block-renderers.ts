import type { BlockModel, ModuleOf } from '@aula/api-client';
import type { ComponentType } from 'react';
import { Audio } from './Audio/Audio';
import type { BlockProps } from './block-props';
import { Container } from './Container/Container';
import { EventList } from './EventList/EventList';
import { FAQ } from './FAQ/FAQ';
import { FAQItem } from './FAQItem/FAQItem';
import { FullTeaser } from './FullTeaser/FullTeaser';
import { Headline } from './Headline/Headline';
import { Image } from './Image/Image';
import { ImageItem } from './ImageItem/ImageItem';
import { ImageList } from './ImageList/ImageList';
import { Infobox } from './Infobox/Infobox';
import { InfoboxItem } from './InfoboxItem/InfoboxItem';
import { Link } from './Link/Link';
import { NewsList } from './NewsList/NewsList';
import { PersonList } from './PersonList/PersonList';
import { Quote } from './Quote/Quote';
import { SocialMedia } from './SocialMedia/SocialMedia';
import { TeaserItem } from './TeaserItem/TeaserItem';
import { TeaserList } from './TeaserList/TeaserList';
import { Text } from './Text/Text';
import { Video } from './Video/Video';
import { VideoList } from './VideoList/VideoList';
import { Viewer } from './Viewer/Viewer';

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
