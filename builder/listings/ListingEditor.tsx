import { SITE_TIME_ZONE } from '@/lib/format/date';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { ManualListing } from '@/lib/listings/sources/manual-input';
import type { ItemReview } from '@/lib/review/queue';
import { loadMessages } from '@/locales';
import { ListingForm, type ListingFormProps } from './ListingForm.client';
import { ListingReviewNotice } from './ListingReviewNotice.client';
import { ListingVersions, type ListingVersionLine } from './ListingVersions.client';
import { PageHeader } from '@/builder/shell/kit';
import { backTo } from '@/builder/shell/back-to';

interface ListingEditorProps {
  uls: number | null;
  initial: ManualListing | null;
  locale: Locale;
  options: Pick<ListingFormProps, 'municipalities' | 'brokers'>;
  /** A broker's member: listed on a new listing from the start. */
  ownMemberId?: number | null;
  /** Whether this person's saves wait for approval, and where the listing stands in review. */
  review?: { applies: boolean; state: Pick<ItemReview, 'pending' | 'lastDecision'> | null; mayWithdraw?: boolean };
  /** The listing's kept versions, newest first (an existing listing's screen only). */
  versions?: ListingVersionLine[];
}

/** The page around the listing form (new or existing listing). */
export async function ListingEditor({ uls, initial, locale, options, ownMemberId = null, review = { applies: false, state: null }, versions }: ListingEditorProps) {
  const t = await getTranslations({ locale, namespace: 'listingsEditor.listings' });
  const map = await getTranslations({ locale, namespace: 'search' });
  return (
    <NextIntlClientProvider locale={locale} messages={{ listingsEditor: loadMessages(locale).listingsEditor, editor: { review: loadMessages(locale).editor.review, versions: loadMessages(locale).editor.versions } }} timeZone={SITE_TIME_ZONE}>
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
      {review.state ? <ListingReviewNotice review={review.state} mayWithdraw={review.mayWithdraw === true} /> : null}
      <ListingForm
        uls={uls}
        initial={initial}
        locale={locale}
        {...options}
        ownMemberId={ownMemberId}
        reviewed={review.applies}
        mapLabels={{ zoomIn: map('map.zoom-in'), zoomOut: map('map.zoom-out'), tilesUnavailable: map('map.tiles-unavailable') }}
      />
      {uls !== null && versions ? <ListingVersions uls={uls} versions={versions} reviewed={review.applies} /> : null}
    </NextIntlClientProvider>
  );
}
