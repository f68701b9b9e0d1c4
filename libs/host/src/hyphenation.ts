// @aula/host/hyphenation: soft hyphens for headings and card titles, rendered on the server.
// Its own entry: the German and English patterns load only where a server renders headings,
// never with the host's other entries (the proxy) and never in browser code.
export { hyphenateTitle, hyphenationLimits, softHyphen } from './hyphenation/hyphenate-title';
export {
  hyphenationAnswer,
  hyphenationRequestLimits,
  type HyphenationAnswer,
} from './hyphenation/hyphenation-answer';
