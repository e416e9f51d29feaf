import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '@/blocks/types';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { Text } from '@/blocks/shared/content/Text';
import shared from '@/blocks/shared/testimonials/styles.module.css';
import { pick } from '@/lib/i18n/locales';
import type { StatisticsFields } from '@/lib/blocks/statistics-block/schema';
import styles from './styles.module.css';

export function StatisticsBlock({ fields, ctx, id }: BlockComponentProps<StatisticsFields>) {
  const title = pick(fields.main_title, ctx.locale);
  return (
    <section className="section" aria-labelledby={title ? `${id}-title` : undefined}>
      <div className="container">
        <header className={shared.sectionHeader}>
          <Text as="h2" id={`${id}-title`} value={fields.main_title} ctx={ctx} />
          <Text as="p" value={fields.description} ctx={ctx} className={shared.intro} />
        </header>
        <dl className={styles.grid} data-layout={fields.layout_display}>
          {fields.statistics_repeater.map((item, index) => {
            const style = {
              ...(item.bg_color_primary ? { '--stat-bg': item.bg_color_primary } : {}),
              ...(item.text_color ? { '--stat-text': item.text_color } : {}),
            } as CSSProperties;
            const hasImage = !!pick(item.image?.media, ctx.locale)?.url;
            return (
              <div key={index} className={styles.item} style={style}>
                {hasImage ? (
                  <div className={styles.image}>
                    <CmsImage image={item.image} ctx={ctx} cover sizes="(min-width: 992px) 25vw, 50vw" />
                  </div>
                ) : null}
                {/* The figure is what the item defines: dt reads "Days on market", dd "21". */}
                <dt className={styles.label}>
                  <Text value={item.super_title} ctx={ctx} className={styles.super} />
                  <Text value={item.description} ctx={ctx} className={styles.description} />
                </dt>
                <dd className={styles.figure}>
                  <Text value={item.main_title} ctx={ctx} />
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
