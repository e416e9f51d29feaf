'use client';

import '@/styles/globals.css';
import { useEffect } from 'react';
import { BilingualErrorDocument } from '@/components/page/BilingualErrorDocument';
import frErrors from '@/locales/fr/errors.json';
import enErrors from '@/locales/en/errors.json';

/**
 * An exception in a root layout itself (e.g. the database is unreachable while resolving
 * the site): spec 000 §8 "any exception", status 500, 'Erreur' / 'Une grosse erreur est
 * survenue', in both languages since the locale is not known here.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <BilingualErrorDocument
      status={500}
      titleKey="exception-title"
      messageKey="exception-message"
      action={
        <button type="button" className="btn btn--primary" onClick={() => reset()}>
          {frErrors.refresh} / <span lang="en-CA">{enErrors.refresh}</span>
        </button>
      }
    />
  );
}
