import './tokens/tokens.css';
import './tokens/base.css';
import './tokens/forms.css';

export { SkipLink, type SkipLinkProps } from './skip-link/SkipLink';
export { Lightbox, type LightboxProps, type LightboxSlide } from './lightbox/Lightbox';
export { LazyLightbox } from './lightbox/LazyLightbox';

export {
  menuOpenAtom,
  openSubmenuAtom,
  headerHiddenAtom,
  breakingNewsClosedAtom,
  breakingNewsHeightAtom,
  searchTextAtom,
  closeMenuAtom,
  toggleSubmenuAtom,
} from './state/chrome-atoms';
export {
  Provider as ChromeStateProvider,
  createStore as createChromeStore,
  useAtomValue as useChromeAtomValue,
  useSetAtom as useSetChromeAtom,
  type ChromeStore,
} from './state/chrome-store';

export {
  LinkProvider,
  useLinkContext,
  type LinkProviderProps,
  type LinkComponent,
  type LinkComponentProps,
  type LinkContextValue,
} from './site-link/link-context';
export { SiteLink, type SiteLinkProps } from './site-link/SiteLink';
export { isPlainLink } from './site-link/is-plain-link';
export { canPrefetch, prefetchIdleTimeout } from './site-link/use-prefetch-on-idle';

export { Header, type HeaderProps } from './header/Header';
export {
  useHeaderHide,
  headerHideThreshold,
  headerHideOffset,
  type HeaderBehaviour,
} from './header/use-header-hide';
export { Logo, type LogoProps } from './logo/Logo';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch/LanguageSwitch';
export { Menu, menuTransition, type MenuProps } from './menu/Menu';
export {
  SideNavigation,
  sideNavigationTransition,
  type SideNavigationProps,
} from './side-navigation/SideNavigation';
export { menuBranch, type BranchEntry } from './side-navigation/menu-branch';

export {
  Footer,
  footerMicrositeCategories,
  type FooterProps,
  type FooterMicrositeCategory,
  type NamedLink,
} from './footer/Footer';
export type { MicrositeLinkEntry } from './footer/MicrositeGroup';
export {
  BreakingNews,
  type BreakingNewsProps,
  type BreakingNewsEntry,
} from './breaking-news/BreakingNews';
export { useResetOnLoad } from './breaking-news/use-reset-on-load';

export {
  ConsentProvider,
  tagManagerDelay,
  type ConsentProviderProps,
  type ConsentManager,
} from './consent/ConsentProvider';
export { useConsent, type ConsentState } from './consent/consent-context';
export {
  consentCategories,
  consentCookieName,
  hasTrackingPermission,
  type ConsentCategory,
} from './consent/consent-config';
export {
  fontTrackingLoader,
  scriptLoader,
  tagManagerLoader,
  type ScriptHost,
} from './consent/script-loader';

export { SearchBox, type SearchBoxProps } from './search/SearchBox';
export { SearchField, type SearchFieldProps } from './search/SearchField';
export { maxQueryLength } from './search/submit-query';

export { useMediaQuery, useReducedMotion } from './motion/use-media-query';

export { LoadingBar, type LoadingBarProps } from './loading-bar/LoadingBar';
export {
  useLoadingProgress,
  loadingThrottle,
  loadingDuration,
  loadingHideDelay,
  loadingTick,
} from './loading-bar/use-loading-progress';
export { useOnlineStatus } from './loading-bar/use-online-status';
export { useNavigationLoading, navigationTimeout } from './loading-bar/use-navigation-loading';
export {
  navigationLoadingAtom,
  startNavigationAtom,
  finishNavigationAtom,
} from './loading-bar/navigation-loading-atom';
export { useFailedNavigation } from './loading-bar/navigation-failure';
export { FailedNavigationBar } from './loading-bar/FailedNavigationBar';
export { BrowserNotice } from './browser-support/BrowserNotice';
export { browserTargets, type BrowserVersion } from './browser-support/browser-targets';
export { startsNavigation, type LinkClick } from './loading-bar/navigation-start';
export { ScrollToTop, type ScrollToTopProps } from './scroll-to-top/ScrollToTop';
export { CustomCursor } from './custom-cursor/CustomCursor';
export {
  scrollToHash,
  hashScrollOffset,
  hashScrollRetries,
  hashScrollInterval,
} from './scroll/scroll-to-hash';
export { useRouteScroll } from './scroll/use-route-scroll';
export { PageTransition, type PageTransitionProps } from './page-transition/PageTransition';
export {
  chunkReloadIntervalMs,
  isChunkLoadFailure,
  reloadAfterChunkFailure,
  useReloadAfterChunkFailure,
  type ChunkReloadOptions,
} from './chunk-reload/reload-after-chunk-failure';
export { lastTransitionStep } from './page-transition/use-transition-step';
export { registerServiceWorker } from './service-worker/register-service-worker';
export { copyWithoutSoftHyphens } from './copy/copy-without-soft-hyphens';
export { DefaultLayout, type DefaultLayoutProps } from './layouts/DefaultLayout';
export { ErrorLayout, type ErrorLayoutProps } from './layouts/ErrorLayout';
export {
  breakpoints,
  styleBreakpoints,
  sideNavigationMaxWidth,
  grid,
  autocompleteMaxHeight,
  fontWeights,
  minWidth,
} from './tokens/breakpoints';
export { DateCalendar, type DateCalendarProps } from './date-calendar/DateCalendar';
export { DateCalendarDisclosure } from './date-calendar/DateCalendarDisclosure';
export { packDays, unpackDays } from './date-calendar/packed-days';

export {
  LoadMoreFooter,
  type LoadMoreFooterProps,
  type LoadMoreLabels,
} from './load-more/LoadMoreFooter';
export { useLoadMore, type LoadMoreOptions } from './load-more/use-load-more';
export {
  DeferredLoadMore,
  preloadMargin,
  type DeferredLoadMoreProps,
} from './load-more/DeferredLoadMore';
export {
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterChecks,
} from './newsletter/NewsletterForm';
export {
  isNewsletterField,
  newsletterFields,
  type NewsletterErrors,
  type NewsletterField,
  type NewsletterFormValues,
} from './newsletter/newsletter-fields';
