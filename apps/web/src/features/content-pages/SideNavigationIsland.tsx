'use client';

import { SideNavigation, type SideNavigationProps } from '@aula/ui';

/** spec 2: the side navigation of `@aula/ui` (a client component) on a server-rendered page. */
export function SideNavigationIsland(props: SideNavigationProps) {
  return <SideNavigation {...props} />;
}
