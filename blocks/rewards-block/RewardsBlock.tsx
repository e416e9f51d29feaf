import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { Text } from '@/blocks/shared/content/Text';
import { ShowMoreList } from '@/blocks/shared/testimonials/ShowMoreList.lazy';
import shared from '@/blocks/shared/testimonials/styles.module.pcss';
import { pick } from '@/lib/i18n/locales';
import { rewardImage } from '@/lib/trust/rewards';
import type { RewardsFields } from '@/blocks/rewards-block/schema';
import styles from './styles.module.pcss';

/** The inverted scheme is the dark one: its badges are drawn for a dark ground. */
export function rewardScheme(colorScheme: unknown): 'light' | 'dark' {
  return colorScheme === 'inverted' ? 'dark' : 'light';
}

export function RewardsBlock({ fields, params, ctx, id }: BlockComponentProps<RewardsFields>) {
  const t = useTranslations('trust');
  const scheme = rewardScheme(params.color_scheme);
  const items = fields.rewards_repeater.map((item, index) => {
    const name = t(`rewards.${item.reward}`);
    return (
      <figure key={index} className={styles.reward}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG badge */}
        <img src={rewardImage(item.reward, scheme)} alt="" width={160} height={192} loading="lazy" className={styles.badge} />
        <figcaption>
          <span className={styles.name}>{name}</span>
          {item.year ? <span className={styles.year}>{item.year}</span> : null}
        </figcaption>
      </figure>
    );
  });
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <header className={`${shared.sectionHeader} ${shared.centered}`}>
          <h2 id={`${id}-title`}>{pick(fields.main_title, ctx.locale)?.trim() || t('rewards-title')}</h2>
          <Text as="p" value={fields.description} ctx={ctx} className={shared.intro} />
        </header>
        <ShowMoreList items={items} className={styles.grid} itemClassName={styles.item} />
      </div>
    </section>
  );
}
