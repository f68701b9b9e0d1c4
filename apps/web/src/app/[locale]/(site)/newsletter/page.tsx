export {
  generateMetadata,
  NewsletterPage as default,
} from '@web/features/newsletter/NewsletterScreen';
