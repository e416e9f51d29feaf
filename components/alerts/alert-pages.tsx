import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { describeCriteria, readConfirmToken, readManageToken } from '@/lib/alerts/public-api';
import type { Locale } from '@/lib/i18n/locales';
import { siteRoutes } from '@/lib/i18n/routes';
import { filtersToQuery, type SearchFilters } from '@/lib/listings/filters';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { alertPagePath, tokenOf, type AlertPage } from '@/lib/alerts/links';
import { readUnsubscribeLink } from '@/lib/alerts/unsubscribe-link';
import { AlertPageFrame } from './AlertPageFrame';
import { AlertLinkForm } from './AlertLinkForm.client';
import { ManageForms } from './ManageForms.client';
import { snapshotOf } from './manage-snapshot';

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

/** A GET only shows the button (mail scanners open links and must confirm nothing); the button POSTs. */
async function confirmView(token: string, locale: Locale) {
  const result = await readConfirmToken(token);
  if (!result.ok) refuse(result.reason);
  const view = result.value;
  const description = await describeCriteria(view.criteria, locale);
  return (
    <AlertPageFrame locale={locale}>
      <AlertLinkForm
        kind="confirm"
        token={token}
        locale={locale}
        description={description}
        frequency={view.frequency}
        nextPath={resultsPath(locale, view.criteria)}
        doneEmail={view.confirmedAt ? view.email : null}
      />
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
      <AlertLinkForm
        kind="unsubscribe"
        token={token}
        locale={locale}
        description={description}
        nextPath={alertPagePath('manage', locale, result.value.manageToken)}
      />
    </AlertPageFrame>
  );
}
