import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as linkStories from '../blocks/Link/Link.stories';
import * as moduleStories from '../ModuleRenderer/ModuleRenderer.stories';

const { English } = composeStories(linkStories);
const { EnglishEditMode } = composeStories(moduleStories);

describe('withBlocks', () => {
  it('passes the story parameters to the block as render options', () => {
    render(<English />);
    expect(
      screen.getByRole('link', { name: /Apply now\s+\(opens in a new window\)/ }),
    ).toBeInTheDocument();
  });

  it('turns on edit mode', () => {
    render(<EnglishEditMode />);
    expect(screen.getByRole('note')).toHaveTextContent('Unknown block “LegacyWidget”');
  });
});
