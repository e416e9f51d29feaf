import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { CollectionEditor } from '@/builder/collections/CollectionEditor.client';
import { bankPartnerFields, partnerFields } from '@/builder/collections/specs';
import styles from '@/builder/collections/collections.module.css';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/cms/cached';
import { getDb } from '@/lib/db';
import { localeInfo, pick } from '@/lib/i18n/locales';
import { listBankPartners, listPartners } from '@/lib/partners/service';
import { loadMessages } from '@/locales';

interface PartnersPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: PartnersPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'collectionsEditor' });
  return { title: t('partners-title') };
}

/** /qa/partners: the site's partners and bank partners (both languages of the workspace). */
export default async function PartnersPage({ searchParams }: PartnersPageProps) {
  await requireRole('editor', '/qa/partners');
  const locale = await getQaLocale(await searchParams);
  const site = await getRequestSite();
  if (!site) notFound();
  const db = await getDb();
  const [partners, banks] = await Promise.all([listPartners(db, site.id), listBankPartners(db, site.id)]);
  const t = await getTranslations({ locale, namespace: 'collectionsEditor' });
  const partnerItems = partners.map((p) => ({
    row: {
      id: p.id,
      title: pick(p.title, locale) ?? '',
      subtitle: [pick(p.subtitle, locale), ...p.tags.map((tag) => pick(tag.name, locale))].filter(Boolean).join(' · '),
      thumb: p.avatar?.url ?? p.image?.url ?? null,
      href: null,
    },
    data: p as unknown as Record<string, unknown>,
  }));
  const bankItems = banks.map((b) => ({
    row: {
      id: b.id,
      title: b.name,
      subtitle: b.employees.map((e) => e.person_name).join(', '),
      thumb: b.logo?.url ?? null,
      href: null,
    },
    data: b as unknown as Record<string, unknown>,
  }));
  return (
    <NextIntlClientProvider locale={locale} messages={{ collectionsEditor: loadMessages(locale).collectionsEditor }}>
      <main className={styles.page} lang={localeInfo[locale].iso}>
        <p>
          <Link href="/qa">← /qa</Link>
        </p>
        <h1>{t('partners-title')}</h1>
        <p className={styles.muted}>{t('partners-intro')}</p>
        <CollectionEditor api="/api/editor/partners" heading={t('partners-heading')} newLabel={t('partners-new')} fields={partnerFields} items={partnerItems} />
        <CollectionEditor api="/api/editor/bank-partners" heading={t('banks-heading')} newLabel={t('banks-new')} fields={bankPartnerFields} items={bankItems} />
      </main>
    </NextIntlClientProvider>
  );
}
