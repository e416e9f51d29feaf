import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { ManualListing } from '@/lib/listings/sources/manual-input';
import { loadMessages } from '@/locales';
import { ListingForm, type ListingFormProps } from './ListingForm.client';
import { PageHeader } from '@/builder/shell/kit';
import { backTo } from '@/builder/shell/back-to';

interface ListingEditorProps {
  uls: number | null;
  initial: ManualListing | null;
  locale: Locale;
  options: Pick<ListingFormProps, 'municipalities' | 'brokers'>;
  /** A broker's member: listed on a new listing from the start. */
  ownMemberId?: number | null;
}

/** The page around the listing form (new or existing listing). */
export async function ListingEditor({ uls, initial, locale, options, ownMemberId = null }: ListingEditorProps) {
  const t = await getTranslations({ locale, namespace: 'listingsEditor.listings' });
  const map = await getTranslations({ locale, namespace: 'search' });
  return (
    <NextIntlClientProvider locale={locale} messages={{ listingsEditor: loadMessages(locale).listingsEditor }}>
      <PageHeader title={uls === null ? t('new') : `${t('edit')} · ${uls}`} back={await backTo('listings', locale)} />
      {uls === null ? (
        <p>{t('preview-help')}</p>
      ) : (
        <p>
          <a href={`/qa/listings/${uls}/preview?lang=${locale}`} target="_blank" rel="noreferrer">
            {t('preview')}
          </a>{' '}
          · {t('preview-help')}
        </p>
      )}
      <ListingForm
        uls={uls}
        initial={initial}
        locale={locale}
        {...options}
        ownMemberId={ownMemberId}
        mapLabels={{ zoomIn: map('map.zoom-in'), zoomOut: map('map.zoom-out'), tilesUnavailable: map('map.tiles-unavailable') }}
      />
    </NextIntlClientProvider>
  );
}
