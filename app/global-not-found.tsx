import '@/styles/globals.css';
import type { Metadata } from 'next';
import Link from 'next/link';
import { BilingualErrorDocument } from '@/components/page/BilingualErrorDocument';
import frErrors from '@/locales/fr/errors.json';
import enErrors from '@/locales/en/errors.json';

export const metadata: Metadata = { title: `404 | ${frErrors['not-found']}`, robots: { index: false } };

/**
 * A URL that matches no route at all (e.g. /wp-login.php, which skips the locale proxy):
 * a real 404 in both languages instead of Next's bare English page.
 */
export default function GlobalNotFound() {
  return (
    <BilingualErrorDocument
      status={404}
      messageKey="404-message"
      action={
        <p style={{ display: 'flex', gap: 16, justifyContent: 'center' }}>
          <Link className="btn btn--primary" href="/fr">
            {frErrors['go-home']}
          </Link>
          <Link className="btn btn--secondary" href="/en" lang="en-CA">
            {enErrors['go-home']}
          </Link>
        </p>
      }
    />
  );
}
