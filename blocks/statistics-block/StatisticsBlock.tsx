import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { Text } from '@/blocks/shared/content/Text';
import { IntroSection } from '@/blocks/shared/testimonials/IntroSection';
import { formatSourceDate } from '@/lib/format';
import { pick } from '@/lib/i18n/locales';
import type { StatisticsFields } from '@/blocks/statistics-block/schema';
import styles from './styles.module.pcss';

export function StatisticsBlock({ fields, ctx, id }: BlockComponentProps<StatisticsFields>) {
  const t = useTranslations('blocks');
  // Each figure shows where it comes from and when (rule figure_source, lib/compliance).
  const sourceOf = (item: StatisticsFields['statistics_repeater'][number]) => {
    const source = pick(item.source, ctx.locale)?.trim();
    if (!source) return null;
    const date = item.source_date ? formatSourceDate(item.source_date, ctx.locale) : '';
    return date ? t('figure-source', { source, date }) : t('figure-source-undated', { source });
  };
  return (
    <IntroSection id={id} fields={fields} ctx={ctx}>
      <dl className={styles.grid} data-layout={fields.layout_display}>
        {fields.statistics_repeater.map((item, index) => {
          const style = {
            ...(item.bg_color_primary ? { '--stat-bg': item.bg_color_primary } : {}),
            ...(item.text_color ? { '--stat-text': item.text_color } : {}),
          } as CSSProperties;
          const hasImage = !!pick(item.image?.media, ctx.locale)?.url;
          const source = sourceOf(item);
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
              {source ? <dd className={styles.source}>{source}</dd> : null}
            </div>
          );
        })}
      </dl>
    </IntroSection>
  );
}
