import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { baseFields, issueKeys } from '../../testing/module-fixtures';
import { eventListModuleInputSchema, eventListModuleSchema } from './event-list-module';
import { imageListModuleInputSchema, imageListModuleSchema } from './image-list-module';
import { newsListModuleInputSchema, newsListModuleSchema } from './news-list-module';
import { personListModuleInputSchema, personListModuleSchema } from './person-list-module';
import { teaserListModuleInputSchema, teaserListModuleSchema } from './teaser-list-module';
import { videoListModuleInputSchema, videoListModuleSchema } from './video-list-module';

// spec 3: every block honours `anchor`; the list blocks gained it later, so it is optional.
const lists = [
  {
    model: 'TeaserListModule',
    read: teaserListModuleSchema,
    input: teaserListModuleInputSchema,
    form: { extra_class: 'grid', children: [] },
  },
  {
    model: 'ImageListModule',
    read: imageListModuleSchema,
    input: imageListModuleInputSchema,
    form: { extra_class: 'small', children: [] },
  },
  {
    model: 'VideoListModule',
    read: videoListModuleSchema,
    input: videoListModuleInputSchema,
    form: { children: [] },
  },
  {
    model: 'NewsListModule',
    read: newsListModuleSchema,
    input: newsListModuleInputSchema,
    form: { headline: '', children: [] },
  },
  {
    model: 'EventListModule',
    read: eventListModuleSchema,
    input: eventListModuleInputSchema,
    form: { headline: '', children: [] },
  },
  {
    model: 'PersonListModule',
    read: personListModuleSchema,
    input: personListModuleInputSchema,
    form: { children: [] },
  },
] as const;

describe('anchor of the list blocks (spec 3)', () => {
  it.each(lists)('$model reads with or without an anchor', ({ model, read, form }) => {
    expect(v.parse(read, { ...baseFields(), ...form, model }).anchor).toBeUndefined();
    expect(v.parse(read, { ...baseFields(), ...form, model, anchor: 'liste' }).anchor).toBe(
      'liste',
    );
  });

  it.each(lists)('$model writes an optional, checked anchor', ({ input, form }) => {
    expect(v.parse(input, form).anchor).toBe('');
    expect(v.parse(input, { ...form, anchor: ' termine ' }).anchor).toBe('termine');
    expect(issueKeys(input, { ...form, anchor: 'zwei worte' })).toEqual(['validation.anchor']);
  });
});
