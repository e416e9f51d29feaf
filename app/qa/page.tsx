import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requireEditor } from '@/lib/auth/current-editor';
import { QA_HOME } from '@/lib/auth/next-path';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { localeInfo } from '@/lib/i18n/locales';
import styles from './qa.module.css';

interface QaHomeProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: QaHomeProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'qa' });
  return { title: { absolute: t('dashboard.title') } };
}

/** The editor's home. Placeholder until the workspace lands: who is signed in, sign-out, the site. */
export default async function QaHome({ searchParams }: QaHomeProps) {
  const editor = await requireEditor(QA_HOME);
  const locale = await getQaLocale(await searchParams);
  const t = await getTranslations({ locale, namespace: 'qa' });

  return (
    <main className={styles.page} lang={localeInfo[locale].iso}>
      <div className={styles.header}>
        <div>
          <h1>{t('dashboard.title')}</h1>
          <p>{t('dashboard.greeting', { name: editor.name })}</p>
          <p className={styles.muted}>{t('dashboard.signed-in-as', { email: editor.email })}</p>
        </div>
        <form method="post" action="/api/auth/logout">
          <button type="submit" className="btn btn--secondary btn--small">
            {t('dashboard.logout')}
          </button>
        </form>
      </div>
      <section className={styles.panel} aria-labelledby="qa-view-site">
        <h2 id="qa-view-site">{t('dashboard.view-site')}</h2>
        <ul className={styles.links}>
          <li>
            <Link href="/fr" hrefLang="fr" className="btn btn--primary btn--small">
              {t('dashboard.site-fr')}
            </Link>
          </li>
          <li>
            <Link href="/en" hrefLang="en" className="btn btn--primary btn--small">
              {t('dashboard.site-en')}
            </Link>
          </li>
        </ul>
      </section>
    </main>
  );
}
