import type { BlockContext } from '@/blocks/types';
import { BgMedia } from '@/blocks/shared/content/BgMedia';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { Icon } from '@/blocks/shared/content/Icon';
import { Text } from '@/blocks/shared/content/Text';
import { pick } from '@/lib/i18n/locales';
import type { FeaturedPropertyItem } from '@/blocks/featured-properties-block/schema';
import styles from './styles.module.pcss';

/**
 * One featured property: its photo (bg_media) under a gradient, tags on top, and at the
 * bottom the super title, title, sub title, secondary title (often the price), list items
 * (bed, bath...) and the link.
 */
export function FeaturedPropertyCard({ item, ctx }: { item: FeaturedPropertyItem; ctx: Pick<BlockContext, 'locale' | 'variantId'> }) {
  return (
    <article className={styles.card}>
      <BgMedia media={item.bg_media} ctx={ctx} className={styles.cardMedia} />
      <div className={styles.cardShade} aria-hidden="true" />
      {item.tags_repeater.length > 0 ? (
        <ul className={styles.tags}>
          {item.tags_repeater.map((tag, index) => (
            <li key={index} className={styles.tag} style={{ background: tag.bg_color_primary, color: tag.text_color }}>
              {pick(tag.name, ctx.locale)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.cardBody}>
        <Text as="p" value={item.super_title} ctx={ctx} className={styles.superTitle} />
        <Text as="h3" value={item.main_title} ctx={ctx} className={styles.cardTitle} />
        <Text as="p" value={item.sub_title} ctx={ctx} className={styles.subTitle} />
        <Text as="p" value={item.secondary_title} ctx={ctx} className={styles.secondaryTitle} />
        {item.list_items_repeater.length > 0 ? (
          <ul className={styles.listItems}>
            {item.list_items_repeater.map((entry, index) => (
              <li key={index}>
                <Icon icon={entry.icon} />
                <Text value={entry.description} ctx={ctx} />
              </li>
            ))}
          </ul>
        ) : null}
        <CmsLink link={item.link} ctx={ctx} variant="secondary" className={styles.cardLink} />
      </div>
    </article>
  );
}
