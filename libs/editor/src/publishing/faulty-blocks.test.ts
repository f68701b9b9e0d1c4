import { describe, expect, it } from 'vitest';
import { faultyBlocks, markFaultySections } from './faulty-blocks';

describe('faulty blocks (DESIGN.md 8: publishing lists and marks them)', () => {
  it('reads the errors publishing met in the editor language, with block and field labels', () => {
    const errors = {
      'sections.7.blocks.1.content': ['validation.required'],
      'sections.7.layout': ['validation.option'],
    };
    const models = (section: number, index: number) =>
      section === 7 ? ['TextModule', 'HeadlineModule'][index] : undefined;
    expect(faultyBlocks('de', errors, models)).toEqual([
      {
        sectionId: 7,
        number: 2,
        model: 'Überschrift',
        field: expect.any(String),
        message: 'Dieses Feld ist erforderlich!',
      },
    ]);
    expect(faultyBlocks('en', errors, models)[0]).toMatchObject({
      model: 'Headline',
      message: 'This field is required!',
    });
  });

  it('marks the faulty sections on the page and removes the marks again', () => {
    document.body.innerHTML =
      '<section data-aula-model="ContainerModule" data-aula-module-id="7"><p>Text</p></section>';
    const unmark = markFaultySections(document, [7, 7, 99], 'Fehlerhafter Block');
    const section = document.querySelector<HTMLElement>('section');
    expect(section?.dataset['aulaFaulty']).toBe('true');
    expect(document.getElementById('aula-faulty-7')?.textContent).toBe('Fehlerhafter Block');
    expect(document.querySelectorAll('[data-aula-faulty-marker]')).toHaveLength(1);
    unmark();
    expect(section?.dataset['aulaFaulty']).toBeUndefined();
    expect(document.getElementById('aula-faulty-7')).toBeNull();
  });
});
