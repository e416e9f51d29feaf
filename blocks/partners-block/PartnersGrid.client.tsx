'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import { partnerTags, visiblePartners } from '@/lib/partners/filter';
import type { PartnerCardData } from '@/lib/partners/view';
import styles from './styles.module.pcss';

/** The tag filter (All + each tag), the cards, and Show more once (lib/partners/filter.ts). */
export function PartnersGrid({ partners }: { partners: PartnerCardData[] }) {
  const t = useTranslations('places.partners');
  const [tag, setTag] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const tags = partnerTags(partners);
  const { shown, matching, canShowMore } = visiblePartners(partners, tag, expanded);
  const countId = useId();

  return (
    <div className={styles.body}>
      {tags.length > 0 ? (
        <div className={styles.filter} role="group" aria-label={t('filter-label')}>
          {[{ key: null, name: t('all') }, ...tags].map((option) => (
            <button
              key={option.key ?? 'all'}
              type="button"
              className={styles.chip}
              aria-pressed={tag === option.key}
              aria-controls={countId}
              onClick={() => setTag(option.key)}
            >
              {option.name}
            </button>
          ))}
        </div>
      ) : null}
      <p id={countId} className={styles.count} aria-live="polite">
        {t('count', { count: matching })}
      </p>
      {shown.length === 0 ? <p>{t('empty')}</p> : null}
      <ul className={styles.grid}>
        {shown.map((p) => (
          <li key={p.id}>
            <PartnerCard partner={p} />
          </li>
        ))}
      </ul>
      {canShowMore ? (
        <button type="button" className={`btn btn--secondary ${styles.more}`} onClick={() => setExpanded(true)}>
          {t('show-more')}
        </button>
      ) : null}
    </div>
  );
}

function PartnerCard({ partner }: { partner: PartnerCardData }) {
  return (
    <article className={styles.card} data-partner={partner.id}>
      {partner.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- collection images are plain URLs
        <img className={styles.image} src={partner.image.url} alt={partner.image.alt} loading="lazy" decoding="async" />
      ) : null}
      <div className={styles.cardBody}>
        <div className={styles.who}>
          {partner.avatar ? (
            // eslint-disable-next-line @next/next/no-img-element -- collection images are plain URLs
            <img className={styles.avatar} src={partner.avatar.url} alt="" loading="lazy" decoding="async" />
          ) : null}
          <div>
            <h3 className={styles.cardTitle}>{partner.title}</h3>
            {partner.subtitle ? <p className={styles.subtitle}>{partner.subtitle}</p> : null}
          </div>
        </div>
        {partner.tags.length > 0 ? (
          <ul className={styles.tags}>
            {partner.tags.map((tag) => (
              <li key={tag.key} style={{ background: tag.bg_color_primary, color: tag.text_color }}>
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
        {partner.description ? <p className={styles.description}>{partner.description}</p> : null}
        <ListItems items={partner.list_items} />
      </div>
    </article>
  );
}

export function ListItems({ items }: { items: PartnerCardData['list_items'] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.items}>
      {items.map((item, index) => (
        <li key={index}>
          {item.icon ? <Icon icon={item.icon} /> : null}
          {item.url ? <a href={item.url}>{item.text}</a> : <span>{item.text}</span>}
        </li>
      ))}
    </ul>
  );
}
