export {
  generateMetadata,
  StudyOverviewPage as default,
} from '@web/features/study/StudyOverviewScreen';
