/** DESIGN.md 5: the cache tags of what visitors see are the contract's vocabulary, which the content API names after a write too. */
export { cacheTags, safeTags } from '@aula/api-client';
