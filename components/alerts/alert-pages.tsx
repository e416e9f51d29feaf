import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { confirmSavedSearch, describeCriteria, readManageToken, type SavedSearchView } from '@/lib/alerts/public-api';
import type { Locale } from '@/lib/i18n/locales';
import { siteRoutes } from '@/lib/i18n/routes';
import { filtersToQuery, type SearchFilters } from '@/lib/listings/filters';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { readUnsubscribeLink } from '@/lib/alerts/unsubscribe-link';
import { AlertPageFrame } from './AlertPageFrame';
import { alertPagePath, tokenOf, type AlertPage } from './alert-paths';
import { ManageForms } from './ManageForms.client';
import { snapshotOf } from './manage-snapshot';
import { UnsubscribeForm } from './UnsubscribeForm.client';
import styles from './styles.module.css';

interface AlertRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The alert pages are personal: never indexed. */
export const alertPageMetadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' };

/**
 * A tampered or unknown token renders the folder's not-found.tsx (404), an expired one its
 * forbidden.tsx (403): both LinkProblem, inside the site's header and footer.
 */
function refuse(reason: 'invalid' | 'expired'): never {
  if (reason === 'expired') forbidden();
  notFound();
}

function resultsPath(locale: Locale, criteria: SearchFilters): string {
  const query = filtersToQuery({ ...criteria, map_bounds: null }).toString();
  return `${siteRoutes(locale).properties}${query ? `?${query}` : ''}`;
}

const municipalityNames = (codes: string[]): Record<string, string> =>
  Object.fromEntries(codes.map((code) => [code, MUNICIPALITIES.find((m) => m.code === code)?.name ?? code]));

/**
 * The page component of one alert page in one language (route files:
 * app/(site)/[site]/[locale]/alertes/… and …/alerts/…, contract: docs/alerts.md).
 * Dynamic (the route files say force-dynamic): read per request, never page-cached.
 */
export function alertPage(page: AlertPage, pathLocale: Locale) {
  return async function AlertRoutePage({ params, searchParams }: AlertRouteProps) {
    const { locale } = await params;
    // /en/alertes/… and /fr/alerts/… are no pages.
    if (locale !== pathLocale) notFound();
    setRequestLocale(pathLocale);
    const token = tokenOf(await searchParams);
    // The token is checked here, before anything renders, so a refusal is the whole answer.
    if (page === 'confirm') return confirmView(token, pathLocale);
    if (page === 'manage') return manageView(token, pathLocale);
    return unsubscribeView(token, pathLocale);
  };
}

/** GET confirms (the e-mail's link is the visitor's act): idempotent, then the criteria in words. */
async function confirmView(token: string, locale: Locale) {
  const result = await confirmSavedSearch(token);
  if (!result.ok) refuse(result.reason);
  const view: SavedSearchView = result.value;
  const [t, description] = await Promise.all([getTranslations({ locale, namespace: 'alerts' }), describeCriteria(view.criteria, locale)]);
  return (
    <AlertPageFrame locale={locale}>
      <div className={styles.card} role="status">
        <h1 className={styles.title}>{t('confirm.done-title')}</h1>
        <p>{t('confirm.done-message', { email: view.email })}</p>
        <dl className={styles.facts}>
          <dt>{t('page.criteria')}</dt>
          <dd className={styles.criteria}>{description}</dd>
          <dt>{t('page.frequency')}</dt>
          <dd>{t(`save.frequency-${view.frequency}`)}</dd>
        </dl>
        <div className={styles.actions}>
          <Link href={resultsPath(locale, view.criteria)} className="btn btn--primary">
            {t('page.see-results')}
          </Link>
        </div>
      </div>
    </AlertPageFrame>
  );
}

async function manageView(token: string, locale: Locale) {
  const result = await readManageToken(token);
  if (!result.ok) refuse(result.reason);
  const snapshot = await snapshotOf(result.value, locale);
  return (
    <AlertPageFrame locale={locale}>
      <ManageForms
        token={token}
        locale={locale}
        initial={snapshot}
        municipalityNames={municipalityNames(snapshot.criteria.mun)}
        resultsPath={resultsPath(locale, snapshot.criteria)}
      />
    </AlertPageFrame>
  );
}

/** A GET only shows the button (link scanners change nothing); the button POSTs. */
async function unsubscribeView(token: string, locale: Locale) {
  const result = await readUnsubscribeLink(token);
  if (!result.ok) refuse(result.reason);
  const description = await describeCriteria(result.value.view.criteria, locale);
  return (
    <AlertPageFrame locale={locale}>
      <UnsubscribeForm token={token} locale={locale} description={description} managePath={alertPagePath('manage', locale, result.value.manageToken)} />
    </AlertPageFrame>
  );
}
