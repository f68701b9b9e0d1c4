export {
  generateMetadata,
  GuestAuditorsPage as default,
} from '@web/features/study/GuestAuditorsScreen';
