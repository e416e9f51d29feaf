import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BlockSheets } from '@/blocks/BlockSheets';
import type { BlockContext } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { Icon } from '@/blocks/shared/content/Icon';
import { ActivatableMap } from '@/blocks/shared/places/ActivatableMap.lazy';
import { DirectionsLink } from '@/blocks/shared/places/OfficeCard';
import { defaultOfficeImage } from '@/blocks/shared/places/core-data';
import { escapeHtml } from '@/blocks/shared/places/popup-html';
import { officeSegment } from '@/lib/offices/paths';
import type { Office } from '@/lib/offices/types';
import { officeCardData } from '@/lib/offices/view';
import { officeJsonLd } from './office-json-ld';
import styles from './styles.module.css';

/** `</script>` inside JSON-LD would end the tag: escape the `<`. */
const jsonLd = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * An office's page (/fr/bureaux/{slug}, /en/offices/{slug}): photo, address, hours, a map,
 * a contact button opening the contact modal addressed to the office (plural voice), and
 * schema.org RealEstateAgent JSON-LD.
 */
export function OfficePage({ office, ctx, origin }: { office: Office; ctx: BlockContext; origin: string | null }) {
  const t = useTranslations('places');
  const { locale } = ctx;
  const card = officeCardData(office, locale);
  const photo = card.photo ?? { url: defaultOfficeImage(ctx.brandingVersion), alt: '' };
  const contact = {
    url: { fr: '', en: '' },
    text: { fr: t('office-page.contact'), en: t('office-page.contact') },
    target: '_self' as const,
    icon: { type: 'mail' },
    on_click_action: {
      action_type: 'open_contact_modal',
      action_params: { recipient_type: 'office', recipient_slug: office.slug, name: card.name, subtitle: t('office-page.contact-subtitle'), avatar: photo.url },
    },
  };
  const marker = { id: card.hover_id, coords: card.coords, title: card.name, popupHtml: `<div class="place-popup"><strong>${escapeHtml(card.name)}</strong><span>${escapeHtml(card.street)}</span></div>` };

  return (
    <article className={styles.page} data-office={office.slug}>
      <BlockSheets entry="components/office/OfficePage" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(officeJsonLd(office, card, locale, origin)) }} />
      <div className="container">
        <nav aria-label={t('office-page.breadcrumbs')} className={styles.breadcrumbs}>
          <ol>
            <li>
              <Link href={ctx.routes.home}>{t('office-page.home')}</Link>
            </li>
            <li>
              <Link href={`/${locale}${officeSegment[locale]}`}>{t('office-page.offices')}</Link>
            </li>
            <li aria-current="page">{card.name}</li>
          </ol>
        </nav>
        <div className={styles.hero}>
          {/* eslint-disable-next-line @next/next/no-img-element -- collection images are plain URLs */}
          <img className={styles.photo} src={photo.url} alt={photo.alt} fetchPriority="high" />
          <div className={styles.summary}>
            <h1 className={styles.title}>{card.name}</h1>
            <p className={styles.address}>
              <Icon icon="map-pin" /> {card.street}, {card.city} (QC) {card.postal_code}
            </p>
            <div className={styles.actions}>
              <CmsLink link={contact} ctx={ctx} variant="primary" />
              {card.phone ? (
                <a className="btn btn--secondary" href={card.phone.href}>
                  <Icon icon="phone" /> {card.phone.display}
                </a>
              ) : null}
              <DirectionsLink office={card} className="btn btn--link" />
            </div>
          </div>
        </div>
        <div className={styles.columns}>
          <section className={styles.section} aria-labelledby="office-info">
            <h2 id="office-info">{t('office-page.info')}</h2>
            <dl className={styles.info}>
              <dt>{t('offices.address')}</dt>
              <dd>
                {card.street}
                <br />
                {card.city} (QC) {card.postal_code}
              </dd>
              {card.phone ? (
                <>
                  <dt>{t('office-page.call')}</dt>
                  <dd>
                    <a href={card.phone.href}>{card.phone.display}</a>
                  </dd>
                </>
              ) : null}
              {card.email ? (
                <>
                  <dt>{t('office-page.email')}</dt>
                  <dd>
                    <a href={`mailto:${card.email}`}>{card.email}</a>
                  </dd>
                </>
              ) : null}
            </dl>
            {card.hours.length > 0 ? (
              <>
                <h2>{t('offices.hours')}</h2>
                <table className={styles.hours}>
                  <tbody>
                    {card.hours.map((h) => (
                      <tr key={h.days}>
                        <th scope="row">{h.days}</th>
                        <td>{h.time}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : null}
          </section>
          <section className={styles.section} aria-labelledby="office-map">
            <h2 id="office-map">{t('office-page.location')}</h2>
            <ActivatableMap markers={[marker]} zoom={15} label={t('map.location')} className={styles.map} clickToActivate />
          </section>
        </div>
      </div>
    </article>
  );
}
