import { type ComponentType, isValidElement, type ReactElement, type ReactNode } from 'react';

type Props = Record<string, unknown> & { children?: ReactNode };

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Walks a tree as React Server Components render it, to prove the render path fits them without
 * a server-components bundler: every component that is not a client island is called as a plain
 * function, outside any React render, so a hook or a context read throws; a client island (an
 * export of a `'use client'` file) stops the walk, and its props must be serializable (plain
 * data and server-rendered elements, no functions), as the server sends them to the browser.
 */
export function walkServerTree(node: ReactNode, clientComponents: ReadonlySet<unknown>): void {
  if (
    node === null ||
    node === undefined ||
    typeof node === 'boolean' ||
    typeof node === 'string' ||
    typeof node === 'number'
  )
    return;
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) walkServerTree(child, clientComponents);
    return;
  }
  if (!isValidElement(node)) throw new Error(`not renderable on the server: ${String(node)}`);
  const { type, props } = node as ReactElement<Props>;
  if (clientComponents.has(type)) {
    checkSerializable(props, String((type as { name?: string }).name), clientComponents);
    return;
  }
  if (typeof type === 'function') {
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent)
      throw new Error(`class component outside a client file: ${type.name}`);
    walkServerTree((type as (props: Props) => ReactNode)(props), clientComponents);
    return;
  }
  // A host element, Fragment or Suspense: its attributes are sent as data, its children rendered here.
  const { children, ...attributes } = props;
  checkSerializable(attributes, String(type), clientComponents);
  walkServerTree(children, clientComponents);
}

function checkSerializable(
  value: unknown,
  path: string,
  clientComponents: ReadonlySet<unknown>,
): void {
  if (isValidElement(value)) {
    walkServerTree(value, clientComponents);
    return;
  }
  if (typeof value === 'function' || typeof value === 'symbol')
    throw new Error(`not serializable: ${path} (${typeof value})`);
  if (value === null || typeof value !== 'object') return;
  if (!Array.isArray(value) && !isPlainObject(value))
    throw new Error(`not serializable: ${path} (an instance)`);
  for (const [key, item] of Object.entries(value))
    checkSerializable(item, `${path}.${key}`, clientComponents);
}

/** The function exports of modules, for the set of client islands. */
export function componentsOf(modules: Record<string, unknown>[]): Set<ComponentType> {
  return new Set(
    modules.flatMap((module) =>
      Object.values(module).filter((value): value is ComponentType => typeof value === 'function'),
    ),
  );
}
