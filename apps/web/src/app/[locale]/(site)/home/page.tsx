export { generateMetadata, HomePage as default } from '@web/features/home/HomeScreen';
