import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { RichText } from '@/blocks/shared/content/RichText';
import { Text } from '@/blocks/shared/content/Text';
import { ImageSplit } from '@/blocks/shared/content/ImageSplit';
import { pick } from '@/lib/i18n/locales';
import { padCounter } from '@/lib/trust/rating';
import type { HighlightsFields } from '@/blocks/highlights-block/schema';
import styles from './styles.module.pcss';

export function HighlightsBlock({ fields, ctx, id }: BlockComponentProps<HighlightsFields>) {
  const t = useTranslations('trust');
  const title = pick(fields.main_title, ctx.locale);
  const source = pick(fields.info_source, ctx.locale)?.trim();
  return (
    <section className="section" aria-labelledby={title ? `${id}-title` : undefined}>
      <ImageSplit image={fields.image} ctx={ctx} orientation={fields.orientation_x} mediaClassName={styles.media}>
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
      </ImageSplit>
    </section>
  );
}
