import { blockDefinitions, type BlockPlacement, type FieldErrors } from '@aula/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { BlockForm, type BlockFormHandle } from './BlockForm';

function renderHeadline(level: number, placement: BlockPlacement) {
  const ref = createRef<BlockFormHandle>();
  render(
    <BlockForm
      ref={ref}
      model="HeadlineModule"
      defaultValue={{
        ...blockDefinitions.HeadlineModule.defaults,
        content: 'Titel',
        headline_level: level,
      }}
      idPrefix="h1"
      locale="en"
      placement={placement}
    />,
  );
  const validate = async (): Promise<FieldErrors> => {
    let errors: FieldErrors = {};
    await waitFor(async () => {
      errors = (await ref.current?.validate()) ?? {};
    });
    return errors;
  };
  return { validate };
}

const options = () =>
  screen
    .getAllByRole('option')
    .filter((option) => option.closest('select')?.name === 'headline_level')
    .map((option) => option.textContent);

/** spec 5: headline level 2 to 6 in the base set, 2 to 4 in the secondary set (narrow columns). */
describe('the headline level in its place', () => {
  it('offers 2 to 6 in a full-width column', async () => {
    const { validate } = renderHeadline(6, { layout: 0, column: 0 });
    expect(options()).toEqual(['Level 2', 'Level 3', 'Level 4', 'Level 5', 'Level 6']);
    expect(await validate()).toEqual({});
  });

  it('offers 2 to 4 in a narrow column and refuses a deeper level with the translated message', async () => {
    const { validate } = renderHeadline(5, { layout: 5, column: 2 });
    expect(options()).toEqual(['Level 2', 'Level 3', 'Level 4']);
    expect(await validate()).toEqual({ headline_level: ['validation.headlineLevelSecondary'] });
    expect(
      await screen.findByText('Only levels 2 to 4 are allowed in this narrow column.'),
    ).toBeInTheDocument();
  });
});
