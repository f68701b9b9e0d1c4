import type { StudyProgramme } from '@aula/api-client';
import { type RenderOptions, renderOptions } from '../../host/render-options';

export interface ProgrammeListProps {
  programmes: readonly StudyProgramme[];
  /** The page's language (which of the programme's `urls`), the host's link and hyphenation. */
  options?: Partial<RenderOptions> | undefined;
}

/** spec 2: study programmes as a list: title (degree) linking to the programme, teaser. */
export function ProgrammeList({ programmes, options }: ProgrammeListProps) {
  const { locale, linkComponent: Link, hyphenate } = renderOptions(options);
  return (
    <ul className="plain-list card-grid" data-testid="programmes">
      {programmes.map((programme) => (
        <li key={programme.id}>
          <article>
            <h3>
              <Link href={programme.urls[locale]}>
                {hyphenate(programme.title)} ({programme.degree})
              </Link>
            </h3>
            <p>{programme.teaser}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
