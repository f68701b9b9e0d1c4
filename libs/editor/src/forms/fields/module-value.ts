import type { AnyModule } from '@aula/api-client';
import { get } from 'react-hook-form';

/**
 * What the module as read holds at a form path's sibling `key` (`children.1.image` ->
 * `children.1.image_url`): the read model carries what the form value does not, such as the
 * url of a chosen image or the titles of chosen entries.
 */
export function moduleValueBeside(
  module: AnyModule | undefined,
  path: string,
  key: string,
): unknown {
  if (!module) return undefined;
  const parent = path.includes('.') ? `${path.slice(0, path.lastIndexOf('.'))}.` : '';
  return get(module, `${parent}${key}`);
}
