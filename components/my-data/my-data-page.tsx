import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CaptchaWidget } from '@/components/captcha/CaptchaWidget.client';
import { SiteFrame } from '@/components/page/SiteFrame';
import { captchaClientConfig } from '@/lib/captcha/client-config';
import { getRequestSite } from '@/lib/sites/request-site';
import type { Locale } from '@/lib/i18n/locales';
import { loadMyDataPage } from '@/lib/my-data/page-data';
import { MyDataView } from './MyDataView';
import { MyDataRequestForm } from './RequestForm.client';
import styles from './styles.module.css';
import sheet from '@/components/page/sheet.module.css';

interface MyDataRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Personal: never indexed, the link's token never sent on as a referrer. */
export const myDataMetadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The "My data" page in one language (route files: app/(site)/[site]/[locale]/mes-donnees and
 * my-data, force-dynamic). Without a token: the request form. With one: everything the site
 * holds for the link's address, its downloads and the erasure form. A forged, unknown or
 * other site's link is the folder's not-found.tsx (404), an expired one its forbidden.tsx (403).
 */
export function myDataPage(pathLocale: Locale) {
  return async function MyDataRoutePage({ params, searchParams }: MyDataRouteProps) {
    const { locale } = await params;
    if (locale !== pathLocale) notFound();
    setRequestLocale(pathLocale);
    const query = await searchParams;
    const token = first(query.t).slice(0, 200);
    const site = await getRequestSite();
    if (!site) notFound();
    const t = await getTranslations({ locale: pathLocale, namespace: 'myData.page' });
    if (!token) {
      return (
        <SiteFrame locale={pathLocale}>
          <div className={`container ${styles.page}`}>
            <h1 className={sheet.title}>{t('title')}</h1>
            <p>{t('intro')}</p>
            <MyDataRequestForm
              texts={{
                emailLabel: t('email-label'),
                submit: t('submit'),
                sending: t('sending'),
                sent: t('sent'),
                errors: {
                  'email-required': t('error-email-required'),
                  'email-invalid': t('error-email-invalid'),
                  captcha: t('error-captcha'),
                  'rate-limited': t('error-rate-limited'),
                  network: t('error-network'),
                },
              }}
            />
          </div>
          <CaptchaWidget config={captchaClientConfig(site)} locale={pathLocale} />
        </SiteFrame>
      );
    }
    const loaded = await loadMyDataPage(token, site.id);
    if (!loaded.ok) {
      if (loaded.reason === 'expired') forbidden();
      notFound();
    }
    return (
      <SiteFrame locale={pathLocale}>
        <div className={`container ${styles.page}`}>
          <MyDataView locale={pathLocale} token={token} micrositeId={site.microsite_id ?? ''} loaded={loaded} erasure={first(query.erasure)} />
        </div>
      </SiteFrame>
    );
  };
}
