// @aula/host/unstored-renders: the renders whose page the cache handlers must not store (spec 8,
// DESIGN.md 5), marked by the page's render and read by the handler Next.js loads by path.
export {
  isPageEntry,
  markUnstoredRender,
  takeUnstoredRender,
} from './cache-handler/unstored-renders.mjs';
