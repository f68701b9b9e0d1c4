import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

/** The props every link component gets: an anchor's attributes with a required href. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};

/** A client-side routing link (the host passes a next/link wrapper). */
export type LinkComponent = ComponentType<LinkComponentProps>;

export interface LinkContextValue {
  /** Renders internal links; a plain anchor unless the host injects its router's link. */
  Link: LinkComponent;
  /** Warms the router's cache for an internal href (spec 9: called when the browser is idle). */
  prefetch?(href: string): void;
}

function PlainAnchor({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkContext = createContext<LinkContextValue>({ Link: PlainAnchor });

export interface LinkProviderProps extends Partial<LinkContextValue> {
  children: ReactNode;
}

/** Injects the host's link component and prefetch function into every `SiteLink` below. */
export function LinkProvider({ Link = PlainAnchor, prefetch, children }: LinkProviderProps) {
  return (
    <LinkContext.Provider value={prefetch ? { Link, prefetch } : { Link }}>
      {children}
    </LinkContext.Provider>
  );
}

/** The injected link component and prefetch function. */
export function useLinkContext(): LinkContextValue {
  return useContext(LinkContext);
}
