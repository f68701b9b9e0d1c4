import { notFound } from 'next/navigation';

/**
 * spec 2: `/{locale}/404`, the target of guard violations. The proxy answers it with the
 * server-rendered global not-found page; this folder keeps the route table and the folders one
 * to one and, reached some other way, still answers 404.
 */
export default function NotFoundScreen(): never {
  notFound();
}
