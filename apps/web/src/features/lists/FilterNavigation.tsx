'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { dropFilterHandOver, handOverFilter, takeFilterHandOver } from './filter-handover';
import { filterFormQuery, focusSelector } from './filter-query';

interface FilterNavigationProps {
  /** The list's own path (the form's action). */
  path: string;
  /** "Ergebnisse: 12", translated on the server; announced when the filter brought this list. */
  resultText: string;
}

/**
 * spec 2, 4: the list filter without page loads. Inside the GET filter form, a changed chip
 * filters at once and a submit (a calendar day, "all dates") or the reset link replace the
 * address in place (no scroll, no new document); the next page's form gets the focus back and
 * announces how many entries it found. Without script the form submits as a plain GET form.
 */
export function FilterNavigation({ path, resultText }: FilterNavigationProps) {
  const router = useRouter();
  const marker = useRef<HTMLSpanElement>(null);
  const [pending, startTransition] = useTransition();
  const navigating = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const arrived = useRef(false);

  useLayoutEffect(() => {
    const handedOver = takeFilterHandOver(path);
    if (!handedOver) return;
    arrived.current = true;
    const form = marker.current?.closest('form');
    if (handedOver.focus) form?.querySelector<HTMLElement>(handedOver.focus)?.focus();
    // Once, for the page this filter arrived on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // Filled after the empty region is in the page, so screen readers announce it.
    if (arrived.current) setAnnouncement(resultText);
    // Once, for the page this filter arrived on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!pending && navigating.current) {
      navigating.current = false;
      dropFilterHandOver();
    }
  }, [pending]);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const go = (query: string, used: Element | null) => {
      navigating.current = true;
      handOverFilter(path, focusSelector(form, used));
      startTransition(() => router.replace(`${path}${query}`, { scroll: false }));
    };
    const onChange = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'checkbox') return;
      form.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]'));
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const submitter = event.submitter;
      const used =
        submitter && submitter !== form.querySelector('button[type="submit"]')
          ? submitter
          : document.activeElement;
      go(filterFormQuery(form, submitter), used);
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link?.hasAttribute('data-filter-reset') || event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      go('', link);
    };
    form.dataset['autoSubmit'] = 'true';
    form.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('click', onClick);
    return () => {
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('click', onClick);
      delete form.dataset['autoSubmit'];
    };
  }, [path, router]);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (pending) form?.setAttribute('aria-busy', 'true');
    else form?.removeAttribute('aria-busy');
  }, [pending]);

  return (
    <>
      <span ref={marker} hidden />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
