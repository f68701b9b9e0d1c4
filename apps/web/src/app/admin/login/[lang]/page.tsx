export { default, generateMetadata } from '@web/features/editor-shell/login-page';
