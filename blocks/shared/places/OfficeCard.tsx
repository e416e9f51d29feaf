import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import type { OfficeCardData } from '@/lib/offices/view';
import { defaultOfficeImage } from './core-data';
import styles from './office-card.module.pcss';

interface OfficeCardProps {
  office: OfficeCardData;
  brandingVersion: 1 | 2;
  headingLevel?: 'h2' | 'h3';
}

/** An office card: photo (or the branding's default), name, address, phone, e-mail, hours, links. */
export function OfficeCard({ office, brandingVersion, headingLevel: Heading = 'h3' }: OfficeCardProps) {
  const t = useTranslations('places.offices');
  const photo = office.photo ?? { url: defaultOfficeImage(brandingVersion), alt: '' };
  return (
    <article className={styles.card} data-office={office.slug}>
      {/* eslint-disable-next-line @next/next/no-img-element -- collection images are plain URLs (SVG or uploads) */}
      <img className={styles.image} src={photo.url} alt={photo.alt} loading="lazy" decoding="async" />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={office.url}>{office.name}</Link>
        </Heading>
        <OfficeDetails office={office} />
        <div className={styles.actions}>
          <Link className="btn btn--primary btn--small" href={office.url}>
            {t('details')}
          </Link>
          <DirectionsLink office={office} className="btn btn--secondary btn--small" />
        </div>
      </div>
    </article>
  );
}

/** Address, phone, e-mail and opening hours as an icon list (cards, list items, office page). */
export function OfficeDetails({ office, hours = true }: { office: OfficeCardData; hours?: boolean }) {
  const t = useTranslations('places.offices');
  return (
    <ul className={styles.details}>
      <li>
        <Icon icon="map-pin" />
        <span>
          {office.street}
          <br />
          {office.city} (QC) {office.postal_code}
        </span>
      </li>
      {office.phone ? (
        <li>
          <Icon icon="phone" />
          {/* The visible number is part of the link's name (WCAG 2.5.3, label in name). */}
          <a href={office.phone.href}>
            <span className="visually-hidden">{t('call', { name: office.name })} : </span>
            {office.phone.display}
          </a>
        </li>
      ) : null}
      {office.email ? (
        <li>
          <Icon icon="mail" />
          <a href={`mailto:${office.email}`}>
            <span className="visually-hidden">{t('email', { name: office.name })} : </span>
            {office.email}
          </a>
        </li>
      ) : null}
      {hours && office.hours.length > 0 ? (
        <li>
          <Icon icon="clock" />
          <span>
            {office.hours.map((h) => (
              <span key={h.days} className={styles.hoursLine}>
                {h.days} : {h.time}
              </span>
            ))}
          </span>
        </li>
      ) : null}
    </ul>
  );
}

/** Directions open in a maps service, in a new tab. */
export function DirectionsLink({ office, className }: { office: OfficeCardData; className?: string }) {
  const t = useTranslations('places.offices');
  return (
    <a className={className} href={office.directions_url} target="_blank" rel="noopener noreferrer" aria-label={t('directions-label', { name: office.name })}>
      <Icon icon="arrow-up-right" /> {t('directions')}
    </a>
  );
}
