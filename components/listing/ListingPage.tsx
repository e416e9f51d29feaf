import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BlockSheets } from '@/blocks/BlockSheets';
import { Icon } from '@/blocks/shared/content/Icon';
import { formatBathCount } from '@/lib/format';
import { numberFormat } from '@/lib/format/intl-cache';
import { localeInfo, pick, type Locale } from '@/lib/i18n/locales';
import { siteRoutes } from '@/lib/i18n/routes';
import { photoAltsIn } from '@/lib/listings/rows';
import { brokerContactHref } from './broker-contact';
import { ListingGallery } from './ListingGallery.lazy';
import { ListingMap } from './ListingMap.client';
import { jsonLdScriptContent, listingJsonLd } from './listing-json-ld';
import { listingAddress, listingDescription, listingPrice, listingTypeName, type Listing } from './listing-text';
import { openHouseParts, upcomingOpenHouses } from './open-house';
import styles from './listing-page.module.css';

export interface ListingPageProps {
  listing: Listing;
  locale: Locale;
  /** https://domain of the site, for absolute URLs in the JSON-LD; paths stay relative without it. */
  origin?: string | null;
  /** Open houses before this moment are hidden (tests pin it). */
  now?: Date;
}

/**
 * A listing's own page (/fr/proprietes/{slug}-{uls}): breadcrumbs, photo gallery,
 * price and address, specs, description, open houses, a small map, the broker's card
 * with a contact call to action, and schema.org RealEstateListing JSON-LD.
 */
export function ListingPage({ listing, locale, origin = null, now }: ListingPageProps) {
  const t = useTranslations('search');
  const routes = siteRoutes(locale);
  const address = listingAddress(listing);
  const bath = formatBathCount(listing.bathrooms);
  const number = numberFormat(localeInfo[locale].iso);
  const description = listingDescription(listing, locale);
  const openHouses = upcomingOpenHouses(listing.open_house_dates, now);
  const badge = listing.status === 'sold' ? 'sold' : listing.badge;

  return (
    <article className={styles.page} data-uls={listing.uls}>
      <BlockSheets entry="components/listing/ListingPage" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(listingJsonLd(listing, locale, origin)) }} />
      <div className="container">
        <nav aria-label={t('listing.breadcrumbs')} className={styles.breadcrumbs}>
          <ol>
            <li>
              <Link href={routes.home}>{t('listing.home')}</Link>
            </li>
            <li>
              <Link href={routes.properties}>{t('listing.search')}</Link>
            </li>
            <li aria-current="page">{address}</li>
          </ol>
        </nav>

        <ListingGallery photos={listing.photos} alt={address} alts={photoAltsIn(listing.photo_alts, listing.photos.length, locale)} />

        <div className={styles.layout}>
          <div className={styles.main}>
            <header className={styles.header}>
              {badge ? (
                <span className={styles.badge} data-badge={badge}>
                  {t(`badge.${badge}`)}
                </span>
              ) : null}
              <p className={styles.price} data-testid="listing-price">
                {listingPrice(listing, locale)}
                {listing.transaction === 'rent' ? <span className={styles.perMonth}>{t('card.per-month')}</span> : null}
              </p>
              <h1 className={styles.address}>{listing.street}</h1>
              <p className={styles.municipality}>
                <Icon icon="map-pin" /> {listing.municipality.name}
                {listing.postal_code ? ` (${listing.postal_code})` : null}
              </p>
              <p className={styles.muted}>
                {listingTypeName(listing.type, locale)} · {t('listing.listing-number', { uls: listing.uls })}
              </p>
              {listing.status === 'sold' ? <p className={styles.sold}>{t('listing.sold')}</p> : null}
            </header>

            <ul className={styles.specs} aria-label={t('card.specs')}>
              {listing.bedrooms ? (
                <li data-spec="bed">
                  <Icon icon="bed" />
                  <span>{t('card.bedrooms', { count: listing.bedrooms })}</span>
                </li>
              ) : null}
              {bath ? (
                <li data-spec="bath">
                  <Icon icon="bath" />
                  <span>{t('card.bathrooms', { count: Number(bath), value: bath })}</span>
                </li>
              ) : null}
              {listing.area ? (
                <li data-spec="area">
                  <Icon icon="area" />
                  <span>{t('card.area', { area: number.format(listing.area) })}</span>
                </li>
              ) : null}
            </ul>

            {description ? (
              <section className={styles.section}>
                <h2>{t('listing.description')}</h2>
                {description.split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </section>
            ) : null}

            <section className={styles.section}>
              <h2>{t('listing.details')}</h2>
              <dl className={styles.details}>
                <dt>{t('listing.type')}</dt>
                <dd>{listingTypeName(listing.type, locale)}</dd>
                <dt>{t('listing.municipality')}</dt>
                <dd>{listing.municipality.name}</dd>
                {listing.area ? (
                  <>
                    <dt>{t('listing.area')}</dt>
                    <dd>{t('card.area', { area: number.format(listing.area) })}</dd>
                  </>
                ) : null}
                {listing.lot_area ? (
                  <>
                    <dt>{t('listing.lot-area')}</dt>
                    <dd>{t('card.area', { area: number.format(listing.lot_area) })}</dd>
                  </>
                ) : null}
                {listing.year_built ? (
                  <>
                    <dt>{t('listing.year-built')}</dt>
                    <dd>{listing.year_built}</dd>
                  </>
                ) : null}
              </dl>
            </section>

            {openHouses.length > 0 ? (
              <section className={styles.section}>
                <h2>{t('listing.open-houses')}</h2>
                <ul className={styles.openHouses}>
                  {openHouses.map((openHouse) => (
                    <li key={openHouse.start}>
                      <Icon icon="calendar" /> {t('listing.open-house-time', openHouseParts(openHouse, locale))}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section className={styles.section}>
              <h2>{t('listing.location')}</h2>
              <ListingMap coords={listing.coords} label={t('listing.location')} className={styles.map} />
            </section>

            {listing.attribution?.[locale]?.text || listing.attribution?.[locale]?.logo ? (
              <p className={styles.muted} data-testid="listing-attribution">
                {listing.attribution[locale]?.logo ? (
                  // A provider's logo at its own address (feeds require their mark as given).
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={listing.attribution[locale]?.logo} alt="" height={24} />
                ) : null}{' '}
                {listing.attribution[locale]?.text}
              </p>
            ) : null}
          </div>

          <aside className={styles.aside}>
            <BrokerCard listing={listing} locale={locale} />
          </aside>
        </div>
      </div>
    </article>
  );
}

function BrokerCard({ listing, locale }: { listing: Listing; locale: Locale }) {
  const t = useTranslations('search.listing');
  const { broker, office } = listing;
  if (!broker.name) return null;
  return (
    <section className={styles.broker} aria-labelledby="listing-broker-title">
      <h2 id="listing-broker-title" className={styles.brokerHeading}>
        {t('broker')}
      </h2>
      <p className={styles.brokerName}>{broker.name}</p>
      {pick(broker.title, locale) ? <p className={styles.muted}>{pick(broker.title, locale)}</p> : null}
      {office.name ? (
        <p className={styles.muted}>
          {office.name}
          {office.address ? <br /> : null}
          {office.address}
        </p>
      ) : null}
      <div className={styles.brokerActions}>
        <Link className="btn btn--primary" href={brokerContactHref(broker, locale)}>
          {t('contact-broker')}
        </Link>
        {broker.phone ? (
          <a className="btn btn--secondary" href={`tel:${broker.phone.replace(/[^\d+]/g, '')}`}>
            <Icon icon="phone" /> {t('call')} {broker.phone}
          </a>
        ) : null}
        {broker.email ? (
          <a className="btn btn--link" href={`mailto:${broker.email}`}>
            <Icon icon="mail" /> {t('email')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
