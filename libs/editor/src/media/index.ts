// DESIGN.md 9: the media library and the image finder.
export { MediaLibrary, type MediaLibraryProps } from './MediaLibrary';
export { MediaLibraryPage, type MediaLibraryPageProps } from './MediaLibraryPage';
export { ImageFinder, type ImageFinderProps } from './ImageFinder';
export { FocalPointPicker, type FocalPoint, type FocalPointPickerProps } from './FocalPointPicker';
export { uploadFile, checkFile, UploadError } from './upload-file';
