// Server-only entry: the rich-text sanitizer (DESIGN.md 6). It is the only module that imports
// the sanitizer library; the content server (on save) and the blocks (at render, in server
// components) import it here, and no visitor bundle reaches it (client-islands test).
export { sanitizeRichText } from './rich-text/sanitize-rich-text';
