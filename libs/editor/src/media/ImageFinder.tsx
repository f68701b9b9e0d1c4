import type { ApiClient, ImageAlias, MediaItem } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { createPortal } from 'react-dom';
import { Dialog } from '../dialog/Dialog';
import { text } from '../editor-text';
import { MediaLibrary } from './MediaLibrary';
import type { UploadFunction } from './Uploader';

export interface ImageFinderProps {
  locale: Locale;
  client: ApiClient;
  /** The crop the image field's block shows (the preview beside "Use this image"). */
  alias: ImageAlias | null;
  onPick(item: MediaItem): void;
  onClose(): void;
  upload?: UploadFunction;
}

/** spec 7 image finder: the media library in a modal dialog (focus kept inside, returned on close). */
export function ImageFinder({ locale, client, alias, onPick, onClose, upload }: ImageFinderProps) {
  // A portal: the finder opens from inside a block form, and forms must not nest in the DOM.
  return createPortal(
    <Dialog
      title={text(locale, 'media.finder.title')}
      closeLabel={text(locale, 'media.close')}
      onCancel={onClose}
      size="wide"
      testId="image-finder"
    >
      <MediaLibrary
        locale={locale}
        client={client}
        pick={{ alias, onPick }}
        {...(upload ? { upload } : {})}
      />
    </Dialog>,
    document.body,
  );
}
