export {
  generateMetadata,
  MicrositesPage as default,
} from '@web/features/microsites/MicrositesScreen';
