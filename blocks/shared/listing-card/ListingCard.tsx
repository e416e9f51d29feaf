import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import { cx } from '@/blocks/shared/content/cx';
import { formatBathCount, formatCurrency } from '@/lib/format';
import { numberFormat } from '@/lib/format/intl-cache';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { ListingItem } from '@/lib/listing-search/types';
import { mediaSrcSet } from '@/lib/media/urls';
import styles from './listing-card.module.pcss';

export interface ListingCardProps {
  listing: ListingItem;
  locale: Locale;
  /** Hover and focus report the listing so the map can open its popup. */
  onHover?: (hoverId: string | null) => void;
  highlighted?: boolean;
  className?: string;
  /** The page's likely largest image (the first card of a list in the server HTML): loaded at once, first. */
  priority?: boolean;
}

const knownBadges = new Set(['sold', 'open-house', 'new', 'new-build', 'rent', 'foreclosed', 'collection', 'commercial']);

/**
 * A listing as a card (spec 001 "Property listing card"): first photo, price, address,
 * bed/bath/area specs and a badge; the whole card links to the listing page.
 * Usable in server and client trees alike (no client-only hook).
 */
/** The photo a listing's card shows (null: the card shows a placeholder). */
export function listingCardPhoto(listing: Pick<ListingItem, 'carousel_images' | 'property_image'>): string | null {
  return listing.carousel_images?.[0] ?? listing.property_image ?? null;
}

/** Of cards shown in this order, the one whose photo loads first: the first that has a photo. */
export function priorityPhotoListing<T extends Pick<ListingItem, 'carousel_images' | 'property_image'>>(listings: readonly T[]): T | undefined {
  return listings.find((listing) => listingCardPhoto(listing) !== null);
}

export function ListingCard({ listing, locale, onHover, highlighted = false, className, priority = false }: ListingCardProps) {
  const t = useTranslations('search');
  const photo = listingCardPhoto(listing);
  // The photo's own description when its source gave one (a feed's Media, the library); the card's text names the listing.
  const photoAlt = photo && photo === listing.carousel_images?.[0] ? (listing.carousel_alts?.[0] ?? '') : '';
  const bath = formatBathCount(listing.specs.bath);
  const badge = listing.badge && knownBadges.has(listing.badge) ? listing.badge : null;
  const hoverId = String(listing.uls);
  // A sold listing whose price was not authorised for disclosure reads « Vendu » in its place.
  const price = listing.price === null ? t('badge.sold') : formatCurrency(listing.price, locale, { decimals: 0 });

  return (
    <article
      className={cx(styles.card, highlighted && styles.highlighted, className)}
      onMouseEnter={onHover ? () => onHover(hoverId) : undefined}
      onMouseLeave={onHover ? () => onHover(null) : undefined}
      onFocus={onHover ? () => onHover(hoverId) : undefined}
      onBlur={onHover ? () => onHover(null) : undefined}
      data-hover-id={hoverId}
    >
      <div className={styles.media}>
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- listing photos come from the listings service's hosts
          <img src={photo} srcSet={mediaSrcSet(photo, null)} sizes="(min-width: 768px) 400px, 100vw" alt={photoAlt} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" className={styles.photo} />
        ) : (
          <span className={styles.noPhoto}>
            <Icon icon="home" size={40} />
          </span>
        )}
        {badge ? (
          <span className={styles.badge} data-badge={badge}>
            {t(`badge.${badge as 'sold'}`)}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.price}>
          {price}
          {listing.transaction === 'rent' ? <span className={styles.perMonth}>{t('card.per-month')}</span> : null}
        </p>
        <h3 className={styles.address}>
          <Link href={listing.url} className={styles.link}>
            {listing.address}
          </Link>
        </h3>
        {listing.type_label ? <p className={styles.type}>{listing.type_label}</p> : null}
        <ul className={styles.specs} aria-label={t('card.specs')}>
          {listing.specs.bed ? (
            <li>
              <Icon icon="bed" />
              <span>{t('card.bedrooms', { count: Number(listing.specs.bed) })}</span>
            </li>
          ) : null}
          {bath ? (
            <li>
              <Icon icon="bath" />
              <span>{t('card.bathrooms', { count: Number(bath), value: formatBathCount(listing.specs.bath, locale) ?? bath })}</span>
            </li>
          ) : null}
          {listing.specs.area ? (
            <li>
              <Icon icon="area" />
              <span>{t('card.area', { area: numberFormat(localeInfo[locale].iso).format(Number(listing.specs.area)) })}</span>
            </li>
          ) : null}
        </ul>
        {/* The broker line (rule mentions, lib/compliance): from the listing's broker and its site's agency, never typed. */}
        {listing.broker_mentions?.length ? (
          <p className={styles.broker} data-broker-line>
            {listing.broker_mentions.map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </p>
        ) : null}
        {listing.attribution ? <p className={styles.type}>{listing.attribution}</p> : null}
      </div>
    </article>
  );
}
