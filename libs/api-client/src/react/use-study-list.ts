import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../schemas/language';
import { useApiClient } from './api-client-context';
import { studyListQuery } from './list-queries';
import type { ListArea } from './query-keys';

/** spec 4: the events or news of a faculty page, requested anew for each faculty. */
export function useStudyList<K extends ListArea>(locale: Locale, kind: K, faculty: number) {
  return useQuery(studyListQuery(useApiClient(), locale, kind, faculty));
}
