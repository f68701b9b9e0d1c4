import type { EventListModule } from '@aula/api-client';
import type { BlockProps } from '../../block-props';
import { EntryList } from '../../parts/EntryList/EntryList';
import { blockText } from '../../host/block-text';
import { renderOptions } from '../../host/render-options';

/** spec 3: Events list: a headline and the events the editor chose (start and end dates). */
export function EventList({ module, options }: BlockProps<EventListModule>) {
  const text = blockText(renderOptions(options).locale);
  return (
    <EntryList
      headline={module.headline}
      label={text('blocks.events.title')}
      entries={module.children}
      anchor={module.anchor}
      options={options}
      kind="event"
    />
  );
}
