import { notFound } from 'next/navigation';
import { requireEditor } from '@/lib/auth/current-editor';

interface UnknownQaPageProps {
  params: Promise<{ unknown: string[] }>;
}

/**
 * A /qa address no screen serves. Without this route Next matched it to the public site's
 * pages, which answered 500 when a (stale) session cookie let it past the proxy. Signed out
 * or with a stale cookie: the login page, as the proxy does without a cookie; signed in: a 404.
 */
export default async function UnknownQaPage({ params }: UnknownQaPageProps) {
  const { unknown } = await params;
  await requireEditor(`/qa/${unknown.map(encodeURIComponent).join('/')}`);
  notFound();
}
