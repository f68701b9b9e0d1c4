export { isEditMode } from './edit-mode/is-edit-mode';
export { EditorApp, type EditorAppProps } from './EditorApp';
export { LoginForm, loginFailure, type LoginFormProps } from './login/LoginForm';
export { editorClient } from './editor-client';
export {
  MediaLibrary,
  MediaLibraryPage,
  ImageFinder,
  FocalPointPicker,
  type MediaLibraryProps,
  type MediaLibraryPageProps,
  type ImageFinderProps,
} from './media';
export { LinkFinder, type LinkFinderProps } from './pickers';
