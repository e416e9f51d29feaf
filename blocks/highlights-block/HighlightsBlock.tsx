import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { RichText } from '@/blocks/shared/content/RichText';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { pick } from '@/lib/i18n/locales';
import { padCounter } from '@/lib/trust/rating';
import type { HighlightsFields } from '@/lib/blocks/highlights-block/schema';
import styles from './styles.module.css';

export function HighlightsBlock({ fields, ctx, id }: BlockComponentProps<HighlightsFields>) {
  const t = useTranslations('trust');
  const title = pick(fields.main_title, ctx.locale);
  const source = pick(fields.info_source, ctx.locale)?.trim();
  const hasImage = !!pick(fields.image?.media, ctx.locale)?.url;
  return (
    <section className="section" aria-labelledby={title ? `${id}-title` : undefined}>
      <div className={cx('container', styles.layout, hasImage && styles.withImage)} data-orientation={fields.orientation_x}>
        {hasImage ? (
          <div className={styles.media}>
            <CmsImage image={fields.image} ctx={ctx} cover sizes="(min-width: 992px) 45vw, 100vw" />
          </div>
        ) : null}
        <div className={styles.body}>
          <Text as="h2" id={`${id}-title`} value={fields.main_title} ctx={ctx} className={styles.title} />
          <RichText html={pick(fields.description, ctx.locale)} className={styles.description} />
          {fields.about_repeater.length > 0 ? (
            <ol className={styles.items}>
              {fields.about_repeater.map((item, index) => (
                <li key={index} className={styles.item}>
                  <span className={styles.number} aria-hidden="true">
                    {padCounter(index + 1)}
                  </span>
                  <div>
                    <Text as="h3" value={item.main_title} ctx={ctx} className={styles.itemTitle} />
                    <Text as="p" value={item.description} ctx={ctx} className={styles.itemText} />
                  </div>
                </li>
              ))}
            </ol>
          ) : null}
          {source ? <p className={styles.source}>{t('source', { source })}</p> : null}
        </div>
      </div>
    </section>
  );
}
