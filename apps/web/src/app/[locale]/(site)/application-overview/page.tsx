export {
  generateMetadata,
  ApplicationOverviewPage as default,
} from '@web/features/study/ApplicationOverviewScreen';
