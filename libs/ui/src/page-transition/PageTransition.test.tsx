import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageTransition } from './PageTransition';
import { lastTransitionStep, transitionStepInterval } from './use-transition-step';

const step = () => screen.getByText('Inhalt').parentElement?.getAttribute('data-step');

describe('PageTransition', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the first page without a transition', () => {
    render(<PageTransition transitionKey="/de">{<p>Inhalt</p>}</PageTransition>);
    expect(step()).toBe('10');
  });

  it('runs steps 0 to 10 on a new page', () => {
    const { rerender } = render(
      <PageTransition transitionKey="/de">{<p>Inhalt</p>}</PageTransition>,
    );
    rerender(<PageTransition transitionKey="/de/presse">{<p>Inhalt</p>}</PageTransition>);
    expect(step()).toBe('0');
    act(() => vi.advanceTimersByTime(transitionStepInterval * 5));
    expect(step()).toBe('5');
    act(() => vi.advanceTimersByTime(transitionStepInterval * 10));
    expect(step()).toBe(String(lastTransitionStep));
  });

  it('skips the transition with reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { rerender } = render(
      <PageTransition transitionKey="/de">{<p>Inhalt</p>}</PageTransition>,
    );
    rerender(<PageTransition transitionKey="/de/presse">{<p>Inhalt</p>}</PageTransition>);
    expect(step()).toBe('10');
  });
});
