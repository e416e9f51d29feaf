import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { CollectionEditor } from '@/builder/collections/CollectionEditor.client';
import { officeFields } from '@/builder/collections/specs';
import styles from '@/builder/collections/collections.module.css';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/cms/cached';
import { getDb } from '@/lib/db';
import { localeInfo, pick } from '@/lib/i18n/locales';
import { officePath } from '@/lib/offices/paths';
import { listOffices } from '@/lib/offices/service';
import { loadMessages } from '@/locales';

interface OfficesPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: OfficesPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'collectionsEditor' });
  return { title: t('offices-title') };
}

/** /qa/offices: the site's offices (both languages of the workspace). */
export default async function OfficesPage({ searchParams }: OfficesPageProps) {
  await requireRole('editor', '/qa/offices');
  const locale = await getQaLocale(await searchParams);
  const site = await getRequestSite();
  if (!site) notFound();
  const offices = await listOffices(await getDb(), site.id);
  const t = await getTranslations({ locale, namespace: 'collectionsEditor' });
  const items = offices.map((office) => ({
    row: {
      id: office.id,
      title: pick(office.name, locale) ?? office.slug,
      subtitle: [pick(office.address_city, locale), office.phone_display].filter(Boolean).join(' · '),
      thumb: office.photo?.url ?? null,
      href: officePath(locale, office.slug),
    },
    data: office as unknown as Record<string, unknown>,
  }));
  return (
    <NextIntlClientProvider locale={locale} messages={{ collectionsEditor: loadMessages(locale).collectionsEditor }}>
      <main className={styles.page} lang={localeInfo[locale].iso}>
        <p>
          <Link href="/qa">← /qa</Link>
        </p>
        <h1>{t('offices-title')}</h1>
        <p className={styles.muted}>{t('offices-intro')}</p>
        <CollectionEditor api="/api/editor/offices" heading={t('offices-heading')} newLabel={t('offices-new')} fields={officeFields} items={items} />
      </main>
    </NextIntlClientProvider>
  );
}
