export {
  generateMetadata,
  PressReleaseListPage as default,
} from '@web/features/press/PressReleaseListScreen';
export { generateStaticParams } from '@web/screens/on-demand';
