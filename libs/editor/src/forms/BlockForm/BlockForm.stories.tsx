import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlockFormHarness, type BlockFormHarnessProps } from '../../testing/BlockFormHarness';

const meta = {
  title: 'Editor/Block forms',
  component: BlockFormHarness,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 8: every block form is generated from its definition in `@aula/api-client` (react-hook-form + the valibot resolver over the input schema the server applies). Each block has a filled story and an invalid one whose interaction test submits and checks the translated messages at the fields and in the error summary.',
      },
    },
  },
} satisfies Meta<typeof BlockFormHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const longText = (length: number) => 'Rundgang '.repeat(Math.ceil(length / 9)).slice(0, length);

function filled(model: BlockFormHarnessProps['model'], value: Record<string, unknown>): Story {
  return { args: { model, locale: 'de', value } };
}

/** Submits the form and expects each message at its field and in the summary. */
function invalid(
  model: BlockFormHarnessProps['model'],
  value: Record<string, unknown>,
  messages: string[],
): Story {
  return {
    args: { model, locale: 'en', value },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
      await expect(
        await canvas.findByRole('heading', { name: 'Please correct the marked fields:' }),
      ).toBeInTheDocument();
      for (const message of messages)
        await expect((await canvas.findAllByText(message)).length).toBeGreaterThan(0);
      await expect(canvas.getAllByRole('link').length).toBeGreaterThan(0);
    },
  };
}

const required = 'This field is required!';
const faqItem = {
  content: '<p><strong>Wann beginnt die Bewerbungsfrist?</strong></p><p>Am 1. März.</p>',
};
const teaser = {
  headline: 'Offene Ateliers',
  preline: 'Rundgang',
  link: '/de/veranstaltungen',
  link_text: 'Mehr erfahren',
  text: 'Drei Tage Kunst, Design und Musik.',
};

export const HeadlineFilled = filled('HeadlineModule', {
  headline_level: 2,
  preline: 'Rundgang 2026',
  content: 'Offene Ateliers',
  subline: 'Drei Tage Kunst und Design',
});
export const HeadlineInvalid = invalid('HeadlineModule', {}, [required]);
/** The German messages of the same rule. */
export const HeadlineInvalidGerman: Story = {
  args: { model: 'HeadlineModule', locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Prüfen' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Bitte korrigieren Sie die markierten Felder:' }),
    ).toBeInTheDocument();
    await expect(
      (await canvas.findAllByText('Dieses Feld ist erforderlich!')).length,
    ).toBeGreaterThan(0);
  },
};
/** spec 5: in a narrow column (here the middle of 33-33-33) the level select offers 2 to 4; a stored level 5 is refused. */
export const HeadlineInNarrowColumn: Story = {
  args: {
    model: 'HeadlineModule',
    locale: 'en',
    value: { headline_level: 5, content: 'Offene Ateliers' },
    placement: { layout: 4, column: 1 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas
        .getAllByRole('option')
        .map((option) => option.textContent)
        .filter((text) => text?.startsWith('Level')),
    ).toEqual(['Level 2', 'Level 3', 'Level 4']);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(
      (await canvas.findAllByText('Only levels 2 to 4 are allowed in this narrow column.')).length,
    ).toBeGreaterThan(0);
  },
};
/**
 * A broken stored block (one that no longer reads) opens with the reason and its faulty fields
 * marked.
 */
export const HeadlineBrokenStored: Story = {
  args: {
    model: 'HeadlineModule',
    locale: 'de',
    value: { headline_level: 3, content: '' },
    problem: 'content: validation.required',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Der gespeicherte Inhalt dieses Blocks erfüllt die Regeln nicht mehr',
    );
    await expect(
      (await canvas.findAllByText('Dieses Feld ist erforderlich!')).length,
    ).toBeGreaterThan(0);
  },
};
export const TextFilled = filled('TextModule', {
  content:
    '<p>Die <strong>Hochschule</strong> lädt zum <a href="https://example.org">Rundgang</a>.</p>',
  show_more: true,
});
export const TextInvalid = invalid('TextModule', {}, [required]);
export const LinkFilled = filled('LinkModule', {
  content: 'Zur Bewerbung',
  link: '/de/bewerbung',
  open_new_window: false,
});
export const LinkInvalid = invalid(
  'LinkModule',
  { content: 'Zur Bewerbung', link: 'javascript:alert(1)' },
  ['Please enter a valid link.'],
);
export const ImageFilled = filled('ImageModule', {
  alias: 'vertical',
  image: 4,
  description: 'Blick in das Atelier',
});
export const ImageInvalid = invalid('ImageModule', {}, [required]);
export const FAQFilled = filled('FAQModule', {
  children: [faqItem, { content: '<p>Wo?</p><p>Im Hauptgebäude.</p>' }],
});
export const FAQInvalid = invalid('FAQModule', { children: [{ content: '' }] }, [required]);
export const VideoFilled = filled('VideoModule', {
  video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  title: 'Semesterkonzert',
  length: '3:12',
});
export const VideoInvalid = invalid('VideoModule', { video_url: 'https://example.com/clip' }, [
  'Please enter a YouTube or Vimeo link.',
]);
export const AudioFilled = filled('AudioModule', {
  embed: 'https://open.spotify.com/episode/7makk4oTQel546B0PZlDM5',
});
export const AudioInvalid = invalid('AudioModule', { embed: 'https://example.com/podcast' }, [
  'This embed code is not from an allowed provider.',
]);
export const ViewerFilled = filled('ViewerModule', {
  embed: 'https://issuu.com/aula/docs/jahresbericht',
});
export const ViewerInvalid = invalid('ViewerModule', { embed: 'https://example.com/doc.pdf' }, [
  'This embed code is not from an allowed provider.',
]);
export const QuoteFilled = filled('QuoteModule', {
  content: '<p>Kunst ist eine Form des Denkens.</p>',
  author: 'Prof. Dr. Ada Beispiel',
});
export const QuoteInvalid = invalid('QuoteModule', { author: 'Ohne Zitat' }, [required]);
export const FullTeaserFilled = filled('FullTeaserModule', { ...teaser, image: 4 });
export const FullTeaserInvalid = invalid('FullTeaserModule', { text: longText(257) }, [
  required,
  'The text is too long.',
]);
export const TeaserListFilled = filled('TeaserListModule', {
  extra_class: 'grid',
  children: [teaser, { ...teaser, headline: 'Semesterkonzert' }],
});
export const TeaserListInvalid = invalid(
  'TeaserListModule',
  { children: [{ ...teaser, headline: '' }] },
  [required],
);
export const ImageListFilled = filled('ImageListModule', {
  extra_class: 'small',
  children: [
    { image: 4, title: 'Atelier' },
    { image: 5, title: 'Werkstatt' },
  ],
});
export const ImageListInvalid = invalid(
  'ImageListModule',
  { children: [{ image: null, title: 'Ohne Bild' }] },
  [required],
);
export const VideoListFilled = filled('VideoListModule', {
  children: [{ video_url: 'https://vimeo.com/76979871', title: 'Werkschau' }],
});
export const VideoListInvalid = invalid(
  'VideoListModule',
  { children: [{ video_url: 'https://example.com/clip' }] },
  ['Please enter a YouTube or Vimeo link.'],
);
export const SocialMediaFilled = filled('SocialMediaModule', {
  embed: 'https://www.instagram.com/p/C0aula/',
});
export const SocialMediaInvalid = invalid(
  'SocialMediaModule',
  { embed: '<iframe src="https://evil.example/x"></iframe>' },
  ['This embed code is not from an allowed provider.'],
);
export const InfoboxFilled = filled('InfoboxModule', {
  children: [{ preline: 'Frist', content: '<p>15. Mai 2026</p>' }],
});
export const InfoboxInvalid = invalid(
  'InfoboxModule',
  { children: [{ preline: 'Frist', content: '' }] },
  [required],
);
export const NewsListFilled = filled('NewsListModule', {
  headline: 'Aktuelles',
  children: [11, 12],
});
export const NewsListInvalid = invalid('NewsListModule', { headline: longText(600) }, [
  'The text is too long.',
]);
export const EventListFilled = filled('EventListModule', { headline: 'Demnächst', children: [] });
export const EventListInvalid = invalid('EventListModule', { anchor: 'not an anchor!' }, [
  'An anchor may only contain letters, digits, - and _.',
]);
export const PersonListFilled = filled('PersonListModule', { children: [] });
export const PersonListInvalid = invalid('PersonListModule', { anchor: 'ä ö ü' }, [
  'An anchor may only contain letters, digits, - and _.',
]);

/** The entry picker finds news as typed, in a combobox list; the arrow key and Enter add one. */
export const NewsListPicking: Story = {
  args: { model: 'NewsListModule', locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'konzert');
    await within(document.body).findByRole('option', { name: 'Semesterkonzert im Großen Saal' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // In a browser the visually hidden part of the name is a block of its own (its CSS), so the
    // name computed here may have a space before the colon (as in the entity picker's story).
    await expect(
      await canvas.findByRole('button', { name: /^Remove\s*:\s*Semesterkonzert im Großen Saal$/ }),
    ).toBeInTheDocument();
  },
};
