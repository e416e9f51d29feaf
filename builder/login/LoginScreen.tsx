import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCurrentEditor } from '@/lib/auth/current-editor';
import { QA_HOME, safeNextPath } from '@/lib/auth/next-path';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { localeInfo } from '@/lib/i18n/locales';
import styles from '@/builder/shell/styles.module.css';
import { button } from '@/builder/shell/button';

interface LoginPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function generateMetadata({ searchParams }: LoginPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'qa' });
  return { title: t('login.title') };
}

/**
 * The sign-in form. It posts natively to /api/auth/login (works without JavaScript),
 * which comes back here with ?error=invalid or ?error=locked&retry=<seconds>.
 */
export default async function LoginPage({ searchParams }: LoginPageProps) {
  const query = await searchParams;
  const next = safeNextPath(first(query.next));
  if (await getCurrentEditor()) redirect(next ?? QA_HOME);

  const locale = await getQaLocale(query);
  const t = await getTranslations({ locale, namespace: 'qa' });
  const error = first(query.error);
  const retrySeconds = Number(first(query.retry));
  const minutes = Number.isFinite(retrySeconds) && retrySeconds > 0 ? Math.ceil(retrySeconds / 60) : 15;
  const message =
    error === 'locked' ? t('login.error-locked', { minutes }) : error === 'invalid' ? t('login.error-invalid') : null;

  return (
    <main className={styles.centered} lang={localeInfo[locale].iso}>
      <div className={styles.card}>
        <h1>{t('login.heading')}</h1>
        <p className={styles.muted}>{t('login.intro')}</p>
        {message && (
          <p role="alert" className={styles.error}>
            {message}
          </p>
        )}
        <form method="post" action="/api/auth/login" className={styles.form}>
          {next && <input type="hidden" name="next" value={next} />}
          <input type="hidden" name="lang" value={locale} />
          <label className={styles.field}>
            {t('login.email')}
            <input className={styles.input} type="email" name="email" autoComplete="username" required autoFocus />
          </label>
          <label className={styles.field}>
            {t('login.password')}
            <input className={styles.input} type="password" name="password" autoComplete="current-password" required />
          </label>
          <button type="submit" className={button('primary')}>
            {t('login.submit')}
          </button>
        </form>
        <p><a href={`/qa/login/forgot?lang=${locale}`}>{(await getTranslations({ locale, namespace: 'accounts' }))('forgot.link')}</a></p>
      </div>
    </main>
  );
}
