import * as v from 'valibot';

/** spec 3: a paged list answer (`count`, `next`, `previous`, `results`). */
export function pagedListSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    count: v.pipe(v.number(), v.integer(), v.minValue(0)),
    next: v.nullable(v.string()),
    previous: v.nullable(v.string()),
    results: v.array(item),
  });
}

export type PagedList<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
};
