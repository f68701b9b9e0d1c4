import type { PersonListModule } from '@aula/api-client';
import type { BlockProps } from '../../block-props';
import { EntryList } from '../../parts/EntryList/EntryList';
import { blockText } from '../../host/block-text';
import { renderOptions } from '../../host/render-options';

/** spec 3: Person list: the persons the editor chose, with portrait, name and role. */
export function PersonList({ module, options }: BlockProps<PersonListModule>) {
  const text = blockText(renderOptions(options).locale);
  return (
    <EntryList
      label={text('blocks.persons.title')}
      entries={module.children}
      anchor={module.anchor}
      options={options}
      kind="person"
    />
  );
}
