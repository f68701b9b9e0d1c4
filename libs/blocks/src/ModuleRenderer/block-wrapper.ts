import type { AnyModule } from '@aula/api-client';
import type { ReactNode } from 'react';
import type { UnknownModule } from './ModuleRenderer';

/**
 * DESIGN.md 8: the edit seam of rendering. Given, `ModuleRenderer` hands every block it renders
 * (containers and the blocks in their columns, at any depth) with its rendered output to this
 * function and renders what it returns, so the editor can add its controls and `data-aula-*`
 * attributes around blocks without the blocks importing editor code. Visitors' renders pass none
 * and stay exactly as they are. In a server render it must be a server-side function (it is
 * called while rendering, never sent to the browser).
 */
export type BlockWrapper = (block: AnyModule | UnknownModule, rendered: ReactNode) => ReactNode;
