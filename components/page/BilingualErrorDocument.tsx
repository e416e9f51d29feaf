import type { ReactNode } from 'react';
import { inter } from '@/styles/fonts';
import frErrors from '@/locales/fr/errors.json';
import enErrors from '@/locales/en/errors.json';

type ErrorKey = keyof typeof frErrors;

/**
 * A whole error document for the two cases where no locale and no site layout are known:
 * a URL that matches no route at all (global-not-found) and an exception in the root
 * layout itself (global-error). French first (the default), English below.
 */
export function BilingualErrorDocument({ status, titleKey, messageKey, action }: {
  status: number;
  titleKey?: ErrorKey;
  messageKey: ErrorKey;
  action: ReactNode;
}) {
  const title = (errors: typeof frErrors, fallback: string) => (titleKey ? errors[titleKey] : fallback);
  return (
    <html lang="fr-CA" className={inter.variable}>
      <body>
        <main id="main-content" className="container" style={{ padding: '96px 16px', textAlign: 'center' }}>
          <p aria-hidden="true" style={{ fontSize: 64, fontWeight: 700, margin: 0 }}>
            {status}
          </p>
          <h1>{title(frErrors, `Erreur ${status}`)}</h1>
          <p>{frErrors[messageKey]}</p>
          <div lang="en-CA">
            <h2>{title(enErrors, `${status} error`)}</h2>
            <p>{enErrors[messageKey]}</p>
          </div>
          {action}
        </main>
      </body>
    </html>
  );
}
