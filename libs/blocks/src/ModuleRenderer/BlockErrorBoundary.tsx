'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface BlockErrorBoundaryProps {
  /** What to show instead of a block that threw (nothing for visitors). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * One failing block never takes the page down (issue: "never an exception"). A client island
 * around server-rendered children: React sends an error thrown by a server component to the
 * client, where the nearest client boundary catches it.
 */
export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A block failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
