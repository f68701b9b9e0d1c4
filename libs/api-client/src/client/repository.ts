import * as v from 'valibot';
import type { Locale } from '../schemas/language';
import { requestJson, type ClientOptions, type RequestSpec } from './request';

type CallOptions = Pick<RequestSpec, 'signal' | 'minimumDelay'>;

/**
 * spec 7, DESIGN.md 3: the generic repository under `/{locale}{base}`: GET list, GET `{id}/`,
 * POST create, POST `{id}/` update, DELETE `{id}/`. Answers are parsed with `readSchema`; a 409
 * on update carries the current state parsed with it. `TWrite` types the request body.
 */
export function createRepository<TRead extends v.GenericSchema, TWrite>(
  options: ClientOptions,
  base: string,
  readSchema: TRead,
) {
  const root = base.endsWith('/') ? base : `${base}/`;
  const at = (locale: Locale, id?: number) =>
    `/${locale}${root}${id === undefined ? '' : `${id}/`}`;
  const list = v.array(readSchema);
  return {
    list: (locale: Locale, call: CallOptions = {}) => requestJson(options, at(locale), list, call),
    get: (locale: Locale, id: number, call: CallOptions = {}) =>
      requestJson(options, at(locale, id), readSchema, call),
    create: (locale: Locale, body: TWrite, call: CallOptions = {}) =>
      requestJson(options, at(locale), readSchema, {
        ...call,
        method: 'POST',
        body,
        conflictSchema: readSchema,
      }),
    update: (locale: Locale, id: number, body: TWrite, call: CallOptions = {}) =>
      requestJson(options, at(locale, id), readSchema, {
        ...call,
        method: 'POST',
        body,
        conflictSchema: readSchema,
      }),
    delete: (locale: Locale, id: number, call: CallOptions = {}) =>
      requestJson(options, at(locale, id), v.unknown(), { ...call, method: 'DELETE' }).then(
        () => undefined,
      ),
  };
}

export type Repository<TRead extends v.GenericSchema, TWrite> = ReturnType<
  typeof createRepository<TRead, TWrite>
>;
