export { isEditMode } from './edit-mode/is-edit-mode';
