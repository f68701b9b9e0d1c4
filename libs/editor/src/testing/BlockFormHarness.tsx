import {
  blockDefinitions,
  createClient,
  type ApiClient,
  type BlockPlacement,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useRef, useState } from 'react';
import { ErrorSummary } from '../forms/ErrorSummary/ErrorSummary';
import { errorSummaryItems, type ErrorSummaryItem } from '../forms/error-summary-items';
import { BlockForm, type BlockFormHandle, type FormBlockModel } from '../forms/BlockForm/BlockForm';
import { EditorQueryProvider } from '../query/EditorQueryProvider';

/** Search hits the entry pickers of the stories find (the stories run without a content API). */
const storyHits = [
  {
    id: 11,
    category: 'news',
    type: 'news',
    title: 'Semesterkonzert im Großen Saal',
    teaser: '',
    url: '/de/neuigkeiten/semesterkonzert/11',
    date: null,
    image_url: null,
  },
  {
    id: 12,
    category: 'news',
    type: 'news',
    title: 'Rundgang 2026: offene Ateliers',
    teaser: '',
    url: '/de/neuigkeiten/rundgang/12',
    date: null,
    image_url: null,
  },
];

/** A client whose search answers `storyHits`; every other call fails as if offline. */
export const storyClient: ApiClient = createClient({
  fetch: async (input) =>
    String(input).includes('/api/search/')
      ? new Response(
          JSON.stringify({
            count: storyHits.length,
            next: null,
            previous: null,
            results: storyHits,
          }),
          { headers: { 'content-type': 'application/json' } },
        )
      : new Response(null, { status: 503 }),
  minimumDelay: 0,
});

export interface BlockFormHarnessProps {
  model: FormBlockModel;
  locale: Locale;
  /** Values over the definition's defaults. */
  value?: Record<string, unknown>;
  /** Where the block sits (spec 5: a Headline in a narrow column). */
  placement?: BlockPlacement;
  /** The problem of a broken stored block (one that no longer reads). */
  problem?: string;
}

/** A block form inside a form with a check button and the error summary, as the section editor shows it. */
export function BlockFormHarness({
  model,
  locale,
  value = {},
  placement,
  problem,
}: BlockFormHarnessProps) {
  const ref = useRef<BlockFormHandle>(null);
  const [items, setItems] = useState<ErrorSummaryItem[]>([]);
  return (
    <EditorQueryProvider>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const errors = (await ref.current?.validate()) ?? {};
          setItems(errorSummaryItems(locale, model, 'story', errors));
        }}
      >
        <ErrorSummary locale={locale} items={items} />
        <BlockForm
          ref={ref}
          model={model}
          defaultValue={{ ...blockDefinitions[model].defaults, ...value }}
          idPrefix="story"
          locale={locale}
          client={storyClient}
          placement={placement}
          problem={problem}
        />
        <p>
          <button type="submit">{locale === 'de' ? 'Prüfen' : 'Check'}</button>
        </p>
      </form>
    </EditorQueryProvider>
  );
}
