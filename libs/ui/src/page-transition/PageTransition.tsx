import type { CSSProperties, ReactNode } from 'react';
import { useReducedMotion } from '../motion/use-media-query';
import styles from './PageTransition.module.css';
import { useTransitionStep } from './use-transition-step';

export interface PageTransitionProps {
  /** Changes per page (the path): each change plays the transition. */
  transitionKey: string;
  children?: ReactNode;
}

/** spec 2/9: the page-transition animation (steps 0-10 in `--aula-page-step`); none with reduced motion. */
export function PageTransition({ transitionKey, children }: PageTransitionProps) {
  const step = useTransitionStep(transitionKey, useReducedMotion());
  return (
    <div
      className={styles['page']}
      data-step={step}
      style={{ '--aula-page-step': step } as CSSProperties}
    >
      {children}
    </div>
  );
}
