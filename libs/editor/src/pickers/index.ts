// DESIGN.md 9: the link finder (the news, event and person pickers are the entity-reference field
// control).
export { LinkFinder, type LinkFinderProps } from './LinkFinder';
export { outsideHref, linkKindOf } from './link-href';
