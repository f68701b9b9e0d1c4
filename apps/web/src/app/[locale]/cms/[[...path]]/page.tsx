import { notFound } from 'next/navigation';

/** Paths that are not screens: the content-managed page lookup comes with the routing issue. */
export default function ContentManagedPage(): never {
  notFound();
}
