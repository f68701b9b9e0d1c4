import { blockDefinitions, type FieldErrors } from '@aula/api-client';
import { t } from '@aula/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadRichTextEditor } from '../fields/rich-text-chunk';
import { BlockForm, type BlockFormHandle, type FormBlockModel } from './BlockForm';

function renderForm(
  model: FormBlockModel,
  values: Record<string, unknown> = {},
  locale: 'de' | 'en' = 'de',
) {
  const ref = createRef<BlockFormHandle>();
  const onChange = vi.fn();
  render(
    <BlockForm
      ref={ref}
      model={model}
      defaultValue={{ ...blockDefinitions[model].defaults, ...values }}
      idPrefix="b1"
      locale={locale}
      onChange={onChange}
    />,
  );
  const validate = async (): Promise<FieldErrors> => {
    let errors: FieldErrors = {};
    await waitFor(async () => {
      errors = (await ref.current?.validate()) ?? {};
    });
    return errors;
  };
  return { ref, onChange, validate };
}

describe('BlockForm', () => {
  it('labels every field of the definition in the editor language', () => {
    renderForm('HeadlineModule', {}, 'en');
    expect(screen.getByRole('group', { name: 'Headline' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Headline level/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Headline/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
  });

  it('shows the server rule for a required field at the field, translated', async () => {
    const { validate } = renderForm('HeadlineModule');
    expect(await validate()).toEqual({ content: ['validation.required'] });
    const field = screen.getByRole('textbox', { name: /^Überschrift/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Dieses Feld ist erforderlich!/);
  });

  it('refuses a video URL of another host with the video message', async () => {
    const { validate } = renderForm('VideoModule', { video_url: 'https://example.com/clip' }, 'en');
    expect((await validate())['video_url']).toEqual(['validation.videoUrl']);
    // The message renders with the form's next update, which a busy machine may not have flushed yet.
    expect(await screen.findByText('Please enter a YouTube or Vimeo link.')).toBeInTheDocument();
  });

  it('accepts a YouTube link', async () => {
    const { validate } = renderForm('VideoModule', {
      video_url: 'https://www.youtube.com/watch?v=abc',
    });
    expect(await validate()).toEqual({});
  });

  it('bounds the full teaser text at 256 characters and counts them', async () => {
    const { validate } = renderForm(
      'FullTeaserModule',
      { headline: 'Rundgang', link: '/de', text: 'x'.repeat(257) },
      'en',
    );
    const errors = await validate();
    expect(errors['text']).toEqual(['validation.tooLong']);
    expect(await screen.findByText('257 of 256 characters')).toBeInTheDocument();
  });

  it('puts a 400 answer onto nested item fields', async () => {
    const { ref } = renderForm('FAQModule', { children: [{ content: '<p>Wann?</p>' }] }, 'en');
    ref.current?.setErrors({ 'children.0.content': ['validation.tooLong'] });
    expect(await screen.findByText('The text is too long.')).toBeInTheDocument();
  });

  it('adds, moves and removes items and reports each change as dirty', async () => {
    const user = userEvent.setup();
    const { onChange } = renderForm('InfoboxModule', {}, 'en');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await user.type(screen.getAllByRole('textbox', { name: /^Preline/ })[1] as HTMLElement, 'Zwei');
    await user.click(screen.getByRole('button', { name: 'Move up: Infobox entry 2' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        children: [
          expect.objectContaining({ preline: 'Zwei' }),
          expect.objectContaining({ preline: '' }),
        ],
      }),
      { dirty: true },
    );
    await user.click(screen.getByRole('button', { name: 'Remove entry: Infobox entry 1' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ children: [expect.objectContaining({ preline: '' })] }),
      { dirty: true },
    );
  });

  it('keeps numbers of a numeric select (headline level) numbers', async () => {
    const user = userEvent.setup();
    const { onChange } = renderForm('HeadlineModule', { content: 'Rundgang' }, 'en');
    await user.selectOptions(screen.getByLabelText(/^Headline level/), '3');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ headline_level: 3 }), {
      dirty: true,
    });
  });
});

describe('BlockForm rich text (DESIGN.md 8: CKEditor is its own chunk)', () => {
  it('shows CKEditor without a loading note once edit mode has loaded its chunk', async () => {
    await loadRichTextEditor();
    renderForm('TextModule', { content: '<p>Offene Ateliers</p>' });
    expect(screen.queryByText(t('de', 'editorForms.richText.loading'))).toBeNull();
  });
});
