import {
  csrfCookieName,
  csrfHeaderName,
  maxMediaUploadBytes,
  mediaUploadSchema,
  mediaUploadTypes,
  validationMessages,
  type MediaUpload,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import * as v from 'valibot';

/** Why an upload failed: a message key of `@aula/i18n`. */
export class UploadError extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

/**
 * DESIGN.md 9: the checks the browser can make before sending (the server checks the content
 * again).
 */
export function checkFile(file: File): string | null {
  if (!(mediaUploadTypes as readonly string[]).includes(file.type))
    return validationMessages.fileType;
  if (file.size === 0 || file.size > maxMediaUploadBytes) return validationMessages.fileTooLarge;
  return null;
}

const csrfToken = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${csrfCookieName}=`))
    ?.slice(csrfCookieName.length + 1) ?? '';

/**
 * Uploads one image to `POST /{locale}/pageeditor-api/media/`, reporting progress (0..1).
 * XMLHttpRequest rather than fetch: only it reports the progress of a request body.
 */
export function uploadFile(
  locale: Locale,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaUpload> {
  const problem = checkFile(file);
  if (problem) return Promise.reject(new UploadError(problem));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/${locale}/pageeditor-api/media/`);
    request.withCredentials = true;
    request.setRequestHeader(csrfHeaderName, decodeURIComponent(csrfToken()));
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = (() => {
        try {
          return JSON.parse(request.responseText) as unknown;
        } catch {
          return null;
        }
      })();
      if (request.status === 201) {
        const parsed = v.safeParse(mediaUploadSchema, body);
        if (parsed.success) {
          onProgress(1);
          resolve(parsed.output);
          return;
        }
      }
      const errors = (body as { errors?: { file?: unknown[] } } | null)?.errors?.file;
      const key =
        Array.isArray(errors) && typeof errors[0] === 'string'
          ? errors[0]
          : request.status === 413
            ? validationMessages.fileTooLarge
            : 'media.upload.error';
      reject(new UploadError(key));
    });
    request.addEventListener('error', () => reject(new UploadError('media.upload.error')));
    request.addEventListener('abort', () => reject(new UploadError('media.upload.error')));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.set('file', file, file.name);
    request.send(form);
  });
}
