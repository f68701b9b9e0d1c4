import type { Locale } from '@aula/routing';
import { sql, type RawBuilder } from 'kysely';
import { pageContentType } from '../pages/read-page';
import { containsWords, searchMatch, tsQuery, type SearchMatch } from './search-query';

/**
 * The pages whose sections in `locale` hold a module whose text matches the words (migration
 * 0021, `module_text`): from each matching module up its parents to the section, whose owner is
 * the page. `by_words` says whether a module matched by its words (full text) rather than only
 * inside a longer word.
 */
function pagesWithText(words: string[], locale: Locale): RawBuilder<unknown> {
  const query = tsQuery(words, locale);
  const inText = containsWords('document_text', words);
  return sql`(with recursive hit as (
      select module.id, module.parent_id, module.content_type, module.object_id,
        search_text @@ ${query} as by_words
      from module_text join module on module.id = module_text.module_id
      where module_text.locale = ${locale} and (search_text @@ ${query} or ${inText})
    union all
      select module.id, module.parent_id, module.content_type, module.object_id, hit.by_words
      from module join hit on module.id = hit.parent_id)
    select object_id as page_id, bool_or(by_words) as by_words from hit
    where parent_id is null and content_type = ${pageContentType} group by object_id)`;
}

/**
 * spec 1: how a page matches: by its title, headline and description (migration 0004) or by the
 * text of its blocks, ranked below a match of its own fields.
 */
export function pageMatch(words: string[], locale: Locale): SearchMatch {
  const own = searchMatch(words, locale);
  return {
    from: sql`page left join ${pagesWithText(words, locale)} as page_text
      on page_text.page_id = page.id`,
    where: sql<boolean>`(${own.where} or page_text.page_id is not null)`,
    rank: sql<number>`greatest(case when ${own.where} then ${own.rank} else 0 end,
      case when page_text.by_words then 1 when page_text.page_id is not null then 0.25 else 0 end)`,
  };
}
