import { getTranslations } from 'next-intl/server';
import type { Site } from '@/lib/sites/sites';
import type { Locale } from '@/lib/i18n/locales';
import { myDataPaths } from '@/lib/i18n/routes';
import { retentionMonths } from '@/lib/my-data/retention';
import { siteName } from '@/lib/site/site-name';
import NextLink from 'next/link';
import styles from './privacy-policy.module.css';

/**
 * The part of the privacy policy the site's data writes (Law 25): who is in charge of
 * personal information and how to reach them, what each form collects and why, who receives
 * it, cookies, and the visitor's rights. Shown under the site's own privacy page text, so an
 * editor's wording stays and these facts are never out of date.
 */
export async function PrivacyPolicy({ site, locale }: { site: Site; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'privacy' });
  const name = siteName(site, locale);
  const officer = site.metadata.privacy_officer;
  const email = officer?.email || site.contact_email || '';
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  return (
    <section className={`container ${styles.policy}`} aria-labelledby="privacy-policy-heading" data-testid="privacy-policy">
      <h2 id="privacy-policy-heading">{t('heading', { site: name })}</h2>
      <h3>{t('officer-title')}</h3>
      {officer ? (
        <>
          <p>{t('officer-intro')}</p>
          <p className={styles.officer} data-testid="privacy-officer">
            {officer.name ? <strong>{officer.name}</strong> : null}
            {officer.name && officer.title[locale] ? ', ' : null}
            {officer.title[locale] || null}
            <br />
            {mail(officer.email)}
          </p>
        </>
      ) : email ? (
        <p data-testid="privacy-officer">{t.rich('officer-default', { address: email, email: () => mail(email) })}</p>
      ) : null}
      <h3>{t('collect-title')}</h3>
      <ul>
        <li>{t('contact-form')}</li>
        <li>{t('valuation-form')}</li>
        <li>{t('alerts-form')}</li>
      </ul>
      <p>{t('technical')}</p>
      <h3>{t('recipients-title')}</h3>
      <p>{t('recipients', { site: name })} <span data-testid="privacy-retention">{t('retention', { months: retentionMonths(site.metadata) })}</span></p>
      <h3>{t('cookies-title')}</h3>
      <p>{t('cookies')}</p>
      <h3>{t('rights-title')}</h3>
      <p>{t('rights')}</p>
      <p>{t.rich('my-data', { link: (chunks) => <NextLink href={myDataPaths[locale]}>{chunks}</NextLink> })}</p>
    </section>
  );
}
