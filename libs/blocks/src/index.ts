// @aula/blocks: React renderers of every block model (spec 3), usable without Next.js.
export { NewsTeaserCard, type NewsTeaserCardProps } from './news-teaser-card/NewsTeaserCard';

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
export { EditorSection, type EditorSectionProps } from './EditorSection/EditorSection';
export { editorBlockWrapper } from './EditorSection/editor-block-wrapper';
export {
  blockAttributes,
  editorAttributes,
  type BlockAttributes,
  type EditableModule,
  type EditorAttributes,
} from './EditorSection/editor-attributes';
export { SlotPlaceholder, type SlotPlaceholderProps } from './SlotPlaceholder/SlotPlaceholder';

// The home page's own sections (spec 2).
export { HomeCallToAction, HomeInstagram, HomeTeasers } from './HomeSections/HomeSections';
export { highlightedTeasers, teaserSliceLimit } from './HomeSections/highlighted-teasers';
export { SearchHits, type SearchHitsProps } from './SearchHits/SearchHits';
export { ProgrammeList, type ProgrammeListProps } from './ProgrammeList/ProgrammeList';

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
} from './MediaConsent/MediaConsentProvider';

// Building blocks for other renderers (the editor's previews, the host's pages).
export { RichText, type RichTextProps } from './RichText/RichText';
export { ExternalEmbed, type ExternalEmbedProps } from './ExternalEmbed/ExternalEmbed';
export { platformNames } from './ExternalEmbed/platform-name';
export { EntryCard, type EntryCardProps } from './EntryList/EntryCard';
export { EventCards, PersonCards, PressReleaseCards } from './entry-cards/EntryCards';
export { eventTeaser, personTeaser, pressReleaseTeaser } from './entry-cards/entity-teasers';
export { PersonTable, type PersonTableProps } from './PersonTable/PersonTable';
export { ImagePlaceholder, type ImagePlaceholderProps } from './ImagePlaceholder/ImagePlaceholder';
export { Breadcrumbs, type BreadcrumbsProps, type BreadcrumbItem } from './Breadcrumbs/Breadcrumbs';
export { AddToCalendar, type AddToCalendarProps } from './AddToCalendar/AddToCalendar';
export { Facts, type Fact, type FactsProps } from './Facts/Facts';
export {
  ApplicationFacts,
  EventFacts,
  EventWhen,
  NewsFacts,
  PressReleaseFacts,
} from './Facts/entity-facts';
export { srcSetOf, thumbsOfCrop } from './ModuleImage/ModuleImage';
export { calendarFile, calendarHref, type CalendarEvent } from './AddToCalendar/calendar-file';
export {
  LightboxGallery,
  LightboxTrigger,
  type LightboxGalleryProps,
  type LightboxTriggerProps,
} from './ImageLightbox/LightboxGallery';

// One renderer per block model.
export { Audio } from './Audio/Audio';
export { Container } from './Container/Container';
export { EventList } from './EventList/EventList';
export { FAQ } from './FAQ/FAQ';
export { FAQItem } from './FAQItem/FAQItem';
export { FullTeaser } from './FullTeaser/FullTeaser';
export { Headline } from './Headline/Headline';
export { Image } from './Image/Image';
export { ImageItem } from './ImageItem/ImageItem';
export { ImageList } from './ImageList/ImageList';
export { Infobox } from './Infobox/Infobox';
export { InfoboxItem } from './InfoboxItem/InfoboxItem';
export { Link } from './Link/Link';
export { NewsList } from './NewsList/NewsList';
export { PersonList } from './PersonList/PersonList';
export { Quote } from './Quote/Quote';
export { SocialMedia } from './SocialMedia/SocialMedia';
export { TeaserItem } from './TeaserItem/TeaserItem';
export { TeaserList } from './TeaserList/TeaserList';
export { Text } from './Text/Text';
export { Video } from './Video/Video';
export { VideoList } from './VideoList/VideoList';
export { Viewer } from './Viewer/Viewer';
