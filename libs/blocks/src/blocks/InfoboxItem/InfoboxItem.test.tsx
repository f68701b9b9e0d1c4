import { describe, expect, it } from 'vitest';
import { base } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { InfoboxItem } from './InfoboxItem';

describe('InfoboxItem', () => {
  it('sanitizes its content', () => {
    const { container } = renderBlock(
      <InfoboxItem
        module={{
          ...base(),
          model: 'InfoboxItemModule',
          preline: 'Ort',
          content: '<p>Haus B<iframe src="https://x.org"></iframe></p>',
        }}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container).toHaveTextContent('OrtHaus B');
  });
});
