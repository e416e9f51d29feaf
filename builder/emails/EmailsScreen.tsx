import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import qa from '@/builder/shell/styles.module.css';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { loadEmailSender } from '@/lib/emails/load-sender';
import { localeInfo, locales, type Locale } from '@/lib/i18n/locales';
import { demoEmails, EMAIL_TEMPLATES, type PreviewEmail } from './demo-emails';
import styles from './styles.module.css';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';

interface EmailsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: EmailsPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'emails.preview' });
  return { title: t('title') };
}

/**
 * /qa/emails: every e-mail the site sends, rendered with demo data in the site's look, in
 * French and in English. The HTML part shows in a sandboxed frame (no script, no same
 * origin: the e-mail's markup cannot reach the workspace), the text part below it.
 */
export default async function EmailsPage({ searchParams }: EmailsPageProps) {
  const me = await requireEntry('emails');
  const locale = await getQaLocale(await searchParams);
  const t = await getTranslations({ locale, namespace: 'emails.preview' });
  const db = await getDb();
  const rendered = Object.fromEntries(
    await Promise.all(locales.map(async (l) => [l, await demoEmails(await loadEmailSender(db, me.site, l), l)] as const)),
  ) as Record<Locale, PreviewEmail[]>;
  return (
    <WorkspacePage locale={locale}>
      <PageHeader title={t('title')} lead={t('intro')} />
      <nav aria-label={t('contents')}>
        <ul className={qa.links}>
          {EMAIL_TEMPLATES.map((id) => (
            <li key={id}>
              <a href={`#email-${id}`}>{t(`templates.${id}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {EMAIL_TEMPLATES.map((id) => (
        <section key={id} id={`email-${id}`} className={qa.panel} aria-labelledby={`email-${id}-title`}>
          <h2 id={`email-${id}-title`}>{t(`templates.${id}`)}</h2>
          <p className={qa.muted}>{t(`kinds.${id}`)}</p>
          <div className={styles.languages}>
            {locales.map((l) => {
              const mail = rendered[l].find((m) => m.id === id)!;
              return (
                <article key={l} className={styles.language} lang={localeInfo[l].iso} data-email-preview={`${id}-${l}`}>
                  <h3 lang={localeInfo[locale].iso}>{t(`languages.${l}`)}</h3>
                  <p className={styles.subject}>
                    <span lang={localeInfo[locale].iso}>{t('subject')}</span> {mail.subject}
                  </p>
                  {mail.html ? (
                    <iframe className={id === 'alert' ? styles.frame : `${styles.frame} ${styles.short}`} sandbox="" srcDoc={mail.html} title={t('frame', { email: t(`templates.${id}`), language: t(`languages.${l}`) })} />
                  ) : (
                    <p className={qa.muted} lang={localeInfo[locale].iso}>
                      {t('text-only')}
                    </p>
                  )}
                  <h4 className={styles.partTitle} lang={localeInfo[locale].iso}>{t('text-part')}</h4>
                  <pre className={styles.text}>{mail.text}</pre>
                </article>
              );
            })}
          </div>
        </section>
      ))}
    </WorkspacePage>
  );
}
