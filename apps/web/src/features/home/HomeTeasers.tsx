import type { HomeTeaser } from '@aula/api-client';
import { PlainImage } from '@aula/blocks';
import { NextLink } from '@web/links/NextLink';

/** spec 2: the home page's teaser section (already sliced and sorted). */
export function HomeTeasers({ teasers, title }: { teasers: readonly HomeTeaser[]; title: string }) {
  return (
    <section aria-labelledby="home-teasers" data-testid="home-teasers">
      <h2 id="home-teasers">{title}</h2>
      <ul className="plain-list card-grid">
        {teasers.map((teaser) => (
          <li key={teaser.id}>
            <article>
              {teaser.image_url && (
                <PlainImage src={teaser.image_url} alt={teaser.alt} width={teaser.width ?? 1240} height={teaser.height ?? 700} srcSet={teaser.thumbs.map((thumb) => `${thumb.url} ${thumb.width}w`).join(', ')} sizes="(min-width: 64em) 33vw, 100vw" />
              )}
              {teaser.preline && <p>{teaser.preline}</p>}
              <h3>{teaser.headline}</h3>
              <p>{teaser.text}</p>
              <NextLink href={teaser.link_url}>{teaser.link_text}</NextLink>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
