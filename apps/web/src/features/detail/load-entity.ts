import { NotFoundError } from '@aula/api-client';
import { notFound } from 'next/navigation';

/** A detail page's entity: an id the API does not know (404) is the not-found page (spec 8). */
export async function loadEntity<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

/** The numeric id of a detail route's `{id}` segment, or the not-found page. */
export function entityId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) notFound();
  return id;
}
