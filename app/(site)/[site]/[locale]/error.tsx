'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from '@/blocks/error-block/ErrorView';
import { isLocale } from '@/lib/i18n/locales';
import { publicEnv } from '@/lib/config/public-env';

/**
 * Any exception while rendering a page (spec 000 §8): status 500, title 'Erreur' /
 * 'Error', message 'Une grosse erreur est survenue', with the error block's default
 * refresh action (the failure may be passing).
 */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main-content" tabIndex={-1}>
      <ErrorView
        statusCode={500}
        title={t('exception-title')}
        message={t('exception-message')}
        action="refresh"
        locale={isLocale(locale) ? locale : 'fr'}
      />
      {publicEnv.NEXT_PUBLIC_EXPOSE_ERRORS ? (
        <details className="container">
          <summary>{t('debug-details')}</summary>
          <pre>{error.message}</pre>
        </details>
      ) : null}
    </main>
  );
}
