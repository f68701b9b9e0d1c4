import type { NewsListModule } from '@aula/api-client';
import type { BlockProps } from '../../block-props';
import { EntryList } from '../../parts/EntryList/EntryList';
import { blockText } from '../../host/block-text';
import { renderOptions } from '../../host/render-options';

/** spec 3: News list: a headline and the news entries the editor chose, in their order. */
export function NewsList({ module, options }: BlockProps<NewsListModule>) {
  const text = blockText(renderOptions(options).locale);
  return (
    <EntryList
      headline={module.headline}
      label={text('news.title')}
      entries={module.children}
      anchor={module.anchor}
      options={options}
      kind="news"
    />
  );
}
