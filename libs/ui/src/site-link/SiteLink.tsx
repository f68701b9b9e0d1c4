import { isPlainLink } from './is-plain-link';
import { type LinkComponentProps, useLinkContext } from './link-context';
import { usePrefetchOnIdle } from './use-prefetch-on-idle';

export type SiteLinkProps = LinkComponentProps;

/**
 * spec 2: a link of the site chrome. External, media and pdf/jpg/png links are plain anchors;
 * internal ones use the injected router link and are prefetched when the browser is idle.
 */
export function SiteLink({ href, children, ...props }: SiteLinkProps) {
  const { Link, prefetch } = useLinkContext();
  const plain = isPlainLink(href);
  usePrefetchOnIdle(href, prefetch, !plain);
  if (plain) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...props}>
      {children}
    </Link>
  );
}
