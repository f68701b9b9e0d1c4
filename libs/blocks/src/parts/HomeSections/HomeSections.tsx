import type { CallToAction, HomeTeaser, InstagramPost } from '@aula/api-client';
import { type RenderOptions, renderOptions } from '../../host/render-options';
import { TeaserImage } from './teaser-image';

interface HomeSectionProps {
  /** The page's language and the host's link and image components. */
  options?: Partial<RenderOptions> | undefined;
}

/** spec 2: the home page's teaser section (highlighted first and cut to 8, see `highlightedTeasers`). */
export function HomeTeasers({
  teasers,
  title,
  options,
}: HomeSectionProps & { teasers: readonly HomeTeaser[]; title: string }) {
  const { linkComponent: Link, imageComponent } = renderOptions(options);
  return (
    <section aria-labelledby="home-teasers" data-testid="home-teasers">
      <h2 id="home-teasers">{title}</h2>
      <ul className="plain-list card-grid">
        {teasers.map((teaser) => (
          <li key={teaser.id}>
            <article>
              <TeaserImage
                image={teaser}
                sizes="(min-width: 64em) 33vw, 100vw"
                fallback={{ width: 1240, height: 700 }}
                Image={imageComponent}
              />
              {teaser.preline && <p>{teaser.preline}</p>}
              <h3>{teaser.headline}</h3>
              <p>{teaser.text}</p>
              <Link href={teaser.link_url}>{teaser.link_text}</Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** spec 2: the home page's call to action. */
export function HomeCallToAction({
  items,
  options,
}: HomeSectionProps & { items: readonly CallToAction[] }) {
  const { linkComponent: Link } = renderOptions(options);
  return (
    <section data-testid="home-cta">
      {items.map((item) => (
        <div key={item.id}>
          <h2>{item.headline}</h2>
          <p>{item.text}</p>
          <Link href={item.link_url}>{item.link_text}</Link>
        </div>
      ))}
    </section>
  );
}

/** spec 2: the home page's instagram-type feed: posts link to the platform. */
export function HomeInstagram({
  posts,
  title,
  options,
}: HomeSectionProps & { posts: readonly InstagramPost[]; title: string }) {
  const { imageComponent } = renderOptions(options);
  return (
    <section aria-labelledby="home-instagram" data-testid="home-instagram">
      <h2 id="home-instagram">{title}</h2>
      <ul className="plain-list card-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <a href={post.url} rel="noopener noreferrer" target="_blank">
              {post.image_url ? (
                <TeaserImage
                  image={post}
                  alt={post.caption}
                  sizes="(min-width: 64em) 25vw, 50vw"
                  fallback={{ width: 400, height: 400 }}
                  Image={imageComponent}
                />
              ) : (
                post.caption
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
