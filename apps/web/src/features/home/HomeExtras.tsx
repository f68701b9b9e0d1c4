import type { CallToAction, InstagramPost } from '@aula/api-client';
import { PlainImage } from '@aula/blocks';
import { NextLink } from '@web/links/NextLink';

/** spec 2: the home page's call to action. */
export function HomeCallToAction({ items }: { items: readonly CallToAction[] }) {
  return (
    <section data-testid="home-cta">
      {items.map((item) => (
        <div key={item.id}>
          <h2>{item.headline}</h2>
          <p>{item.text}</p>
          <NextLink href={item.link_url}>{item.link_text}</NextLink>
        </div>
      ))}
    </section>
  );
}

/** spec 2: the home page's instagram-type feed: posts link to the platform. */
export function HomeInstagram({ posts, title }: { posts: readonly InstagramPost[]; title: string }) {
  return (
    <section aria-labelledby="home-instagram" data-testid="home-instagram">
      <h2 id="home-instagram">{title}</h2>
      <ul className="plain-list card-grid">
        {posts.map((post) => (
          <li key={post.id}>
            <a href={post.url} rel="noopener noreferrer" target="_blank">
              {post.image_url ? (
                <PlainImage src={post.image_url} alt={post.caption || post.alt} width={post.width ?? 400} height={post.height ?? 400} srcSet={post.thumbs.map((thumb) => `${thumb.url} ${thumb.width}w`).join(', ')} sizes="(min-width: 64em) 25vw, 50vw" />
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
