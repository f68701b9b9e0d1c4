// @aula/blocks: React renderers of every block model (spec 3), usable without Next.js.
export { NewsTeaserCard, type NewsTeaserCardProps } from './parts/news-teaser-card/NewsTeaserCard';

// Registry and rendering by model.
export { blockRenderers } from './block-renderers';
export type { BlockProps } from './block-props';
export {
  ModuleRenderer,
  Modules,
  type ModuleRendererProps,
  type ModulesProps,
  type UnknownModule,
} from './ModuleRenderer/ModuleRenderer';
export type { BlockWrapper } from './ModuleRenderer/block-wrapper';

// Editor renders (DESIGN.md 8): sections and blocks with their data-aula-* attributes, empty slots.
export { EditorSection, type EditorSectionProps } from './editing/EditorSection/EditorSection';
export { editorBlockWrapper } from './editing/EditorSection/editor-block-wrapper';
export {
  blockAttributes,
  editorAttributes,
  type BlockAttributes,
  type EditableModule,
  type EditorAttributes,
} from './editing/EditorSection/editor-attributes';
export {
  SlotPlaceholder,
  type SlotPlaceholderProps,
} from './editing/SlotPlaceholder/SlotPlaceholder';

// The home page's own sections (spec 2).
export { HomeCallToAction, HomeInstagram, HomeTeasers } from './parts/HomeSections/HomeSections';
export { highlightedTeasers, teaserSliceLimit } from './parts/HomeSections/highlighted-teasers';
export { SearchHits, type SearchHitsProps } from './parts/SearchHits/SearchHits';
export { ProgrammeList, type ProgrammeListProps } from './parts/ProgrammeList/ProgrammeList';

// Host integration: render options go to `Modules` as props (server components); external-media
// consent is the one client context ('use client').
export { renderOptions, type RenderOptions } from './host/render-options';
export { formatText } from './host/block-text';
export { PlainImage, type BlockImageProps, type ImageComponent } from './host/image-component';
export { PlainLink, type BlockLinkProps, type LinkComponent } from './host/link-component';
export {
  MediaConsentProvider,
  useMediaConsent,
  type MediaConsent,
  type MediaConsentProviderProps,
} from './parts/MediaConsent/MediaConsentProvider';

// Building blocks for other renderers (the editor's previews, the host's pages).
export { RichText, type RichTextProps } from './parts/RichText/RichText';
export { ExternalEmbed, type ExternalEmbedProps } from './parts/ExternalEmbed/ExternalEmbed';
export { platformNames } from './parts/ExternalEmbed/platform-name';
export { EntryCard, type EntryCardProps } from './parts/EntryList/EntryCard';
export { EventCards, PersonCards, PressReleaseCards } from './parts/entry-cards/EntryCards';
export { eventTeaser, personTeaser, pressReleaseTeaser } from './parts/entry-cards/entity-teasers';
export { PersonTable, type PersonTableProps } from './parts/PersonTable/PersonTable';
export {
  ImagePlaceholder,
  type ImagePlaceholderProps,
} from './parts/ImagePlaceholder/ImagePlaceholder';
export {
  Breadcrumbs,
  type BreadcrumbsProps,
  type BreadcrumbItem,
} from './parts/Breadcrumbs/Breadcrumbs';
export { AddToCalendar, type AddToCalendarProps } from './parts/AddToCalendar/AddToCalendar';
export { Facts, type Fact, type FactsProps } from './parts/Facts/Facts';
export {
  ApplicationFacts,
  EventFacts,
  EventWhen,
  NewsFacts,
  PressReleaseFacts,
} from './parts/Facts/entity-facts';
export { srcSetOf, thumbsOfCrop } from './parts/ModuleImage/ModuleImage';
export {
  calendarFile,
  calendarHref,
  type CalendarEvent,
} from './parts/AddToCalendar/calendar-file';
export {
  LightboxGallery,
  LightboxTrigger,
  type LightboxGalleryProps,
  type LightboxTriggerProps,
} from './parts/ImageLightbox/LightboxGallery';

// One renderer per block model.
export { Audio } from './blocks/Audio/Audio';
export { Container } from './blocks/Container/Container';
export { EventList } from './blocks/EventList/EventList';
export { FAQ } from './blocks/FAQ/FAQ';
export { FAQItem } from './blocks/FAQItem/FAQItem';
export { FullTeaser } from './blocks/FullTeaser/FullTeaser';
export { Headline } from './blocks/Headline/Headline';
export { Image } from './blocks/Image/Image';
export { ImageItem } from './blocks/ImageItem/ImageItem';
export { ImageList } from './blocks/ImageList/ImageList';
export { Infobox } from './blocks/Infobox/Infobox';
export { InfoboxItem } from './blocks/InfoboxItem/InfoboxItem';
export { Link } from './blocks/Link/Link';
export { NewsList } from './blocks/NewsList/NewsList';
export { PersonList } from './blocks/PersonList/PersonList';
export { Quote } from './blocks/Quote/Quote';
export { SocialMedia } from './blocks/SocialMedia/SocialMedia';
export { TeaserItem } from './blocks/TeaserItem/TeaserItem';
export { TeaserList } from './blocks/TeaserList/TeaserList';
export { Text } from './blocks/Text/Text';
export { Video } from './blocks/Video/Video';
export { VideoList } from './blocks/VideoList/VideoList';
export { Viewer } from './blocks/Viewer/Viewer';
