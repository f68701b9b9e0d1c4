export { generateMetadata, PressPage as default } from '@web/features/press/PressScreen';
