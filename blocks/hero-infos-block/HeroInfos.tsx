import { pick } from '@/lib/i18n/locales';
import { BgMedia } from '../shared/content/BgMedia';
import { CmsLink } from '../shared/content/CmsLink';
import { Icon } from '../shared/content/Icon';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import type { BlockComponentProps } from '../types';
import { ScrollRadius } from './ScrollRadius.lazy';
import type { HeroInfosFields } from '@/blocks/hero-infos-block/schema';
import styles from './styles.module.pcss';

/**
 * hero_infos_block: titles, a list of key facts, icon links and buttons beside a large
 * media whose corners round as the page starts to scroll (0 to full over 32 px).
 */
export function HeroInfos({ fields, ctx }: BlockComponentProps<HeroInfosFields>) {
  const Title = ctx.index === 0 ? 'h1' : 'h2';
  return (
    <section className={`section ${styles.hero}`} data-orientation={fields.orientation_x} data-align-y={fields.align_y}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.text}>
          <Text value={fields.super_title} ctx={ctx} as="p" className={styles.superTitle} />
          <Text value={fields.main_title} ctx={ctx} as={Title} className={styles.title} />
          <RichText html={pick(fields.sub_title, ctx.locale)} className={styles.subTitle} />
          {fields.list_items_repeater.length > 0 ? (
            <ul className={styles.list}>
              {fields.list_items_repeater.map((item, index) => (
                <li key={index} className={styles.item}>
                  <Icon icon={item.icon?.type ?? 'check'} size={20} className={styles.itemIcon} />
                  <span>
                    <Text value={item.main_title} ctx={ctx} as="strong" className={styles.itemTitle} />
                    <Text value={item.description} ctx={ctx} />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {fields.icon_links_repeater.length > 0 ? (
            <div className={styles.iconLinks}>
              {fields.icon_links_repeater.map((link, index) => (
                <CmsLink key={index} link={{ ...link, format: { type: 'link' } }} ctx={ctx} />
              ))}
            </div>
          ) : null}
          {fields.cta_repeater.length > 0 ? (
            <div className={styles.ctas}>
              {fields.cta_repeater.map((link, index) => (
                <CmsLink key={index} link={link} ctx={ctx} variant={index === 0 ? 'primary' : 'secondary'} />
              ))}
            </div>
          ) : null}
        </div>
        {fields.bg_media ? (
          <ScrollRadius className={styles.media}>
            <BgMedia media={fields.bg_media} ctx={ctx} priority={ctx.index === 0} />
          </ScrollRadius>
        ) : null}
      </div>
    </section>
  );
}
