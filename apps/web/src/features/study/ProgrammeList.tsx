import type { StudyProgramme } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { NextLink } from '@web/links/NextLink';

/** spec 2: study programmes as a list: title (degree) linking to the programme, teaser. */
export function ProgrammeList({ programmes, locale }: { programmes: readonly StudyProgramme[]; locale: Locale }) {
  return (
    <ul className="plain-list card-grid" data-testid="programmes">
      {programmes.map((programme) => (
        <li key={programme.id}>
          <article>
            <h3>
              <NextLink href={programme.urls[locale]}>
                {programme.title} ({programme.degree})
              </NextLink>
            </h3>
            <p>{programme.teaser}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
