import type { BrokenModule, ContainerModule } from '@aula/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../section/section-draft';
import { brokenBlockFormValue } from '../block-form-value';
import { BlockForm } from './BlockForm';

const base = { slug: null, parent: 5, content_type: null, object_id: null, version: 3 };
const broken: BrokenModule = {
  ...base,
  id: 41,
  model: 'BrokenModule',
  broken: {
    model: 'HeadlineModule',
    problem: 'content: Invalid type: Expected string but received 7',
    data: { headline_level: 3, content: 7, preline: 'Vorzeile' },
  },
};
const section: ContainerModule = {
  ...base,
  id: 5,
  parent: null,
  model: 'ContainerModule',
  layout: 0,
  columns: [
    {
      classes: 'col-12',
      children: [
        {
          ...base,
          id: 40,
          model: 'TextModule',
          content: '<p>Davor</p>',
          anchor: '',
          show_more: false,
          add_additional_space: false,
        },
        broken,
      ],
    },
  ],
};

/** A broken block is opened again in its own form, never dropped from the section. */
describe('a broken block in the section dialog', () => {
  it('is a block of the draft with its own model, its stored values and its problem (so a save keeps it unless it is removed)', () => {
    const draft = draftOf(section);
    expect(draft.nested).toBe(0);
    expect(draft.blocks.map((block) => [block.id, block.model])).toEqual([
      [40, 'TextModule'],
      [41, 'HeadlineModule'],
    ]);
    const [, headline] = draft.blocks;
    expect(headline?.problem).toBe(broken.broken.problem);
    expect(headline?.value).toMatchObject({ headline_level: 3, preline: 'Vorzeile' });
  });

  it('opens with the reason and the faulty fields marked', async () => {
    render(
      <BlockForm
        model="HeadlineModule"
        defaultValue={brokenBlockFormValue(broken)}
        idPrefix="b41"
        locale="en"
        problem={broken.broken.problem}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'The stored content of this block no longer meets the rules (content: Invalid type',
    );
    expect(await screen.findByRole('textbox', { name: /^Headline/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /^Preline/ })).toHaveValue('Vorzeile');
  });
});
