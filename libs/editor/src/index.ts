// The media library's document (and the admin's) loads no visitor stylesheet: the editor's own
// screen-reader-only text rule.
import './styles/visually-hidden.css';

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
