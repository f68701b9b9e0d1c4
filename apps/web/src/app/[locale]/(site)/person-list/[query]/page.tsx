export {
  generateMetadata,
  PersonListPage as default,
} from '@web/features/persons/PersonListScreen';
export { generateStaticParams } from '@web/screens/on-demand';
