import { maxMediaUploadBytes } from './media';

/**
 * DESIGN.md 6: the size limits of a request, shared by the web host (which refuses before passing
 * on) and the content API (which refuses before reading), so both answer the same 413.
 */
export const requestLimits = {
  /** A JSON write (module, settings, sign-up): far more than any form sends. */
  jsonBodyBytes: 1024 * 1024,
  /** An upload: the largest file plus the multipart envelope and the alt texts. */
  uploadBodyBytes: maxMediaUploadBytes + 64 * 1024,
  /** The longest URL (path and query) the host passes on; longer answers 414. */
  urlLength: 4096,
} as const;

/** Whether a content API path takes an upload (multipart) rather than JSON. */
export const isUploadPath = (path: string) => /\/pageeditor-api\/media\/?$/.test(path);

/** The largest body a content API path accepts. */
export const bodyLimitOf = (path: string) =>
  isUploadPath(path) ? requestLimits.uploadBodyBytes : requestLimits.jsonBodyBytes;
