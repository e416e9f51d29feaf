import { pick } from '@/lib/i18n/locales';
import { CmsImage } from '../shared/content/CmsImage';
import { CmsLink } from '../shared/content/CmsLink';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import { mediaRowLayout, type ContactInfoItem } from '@/blocks/shared/items/schema';
import type { BlockComponentProps, BlockContext } from '../types';
import type { TextImgMultipleFields } from '@/blocks/text-img-multiple-block-1/schema';
import styles from './styles.module.pcss';

function ContactInfo({ item, ctx }: { item: ContactInfoItem; ctx: BlockContext }) {
  return (
    <div className={styles.contact}>
      <Text value={item.main_title} ctx={ctx} as="h4" className={styles.contactTitle} />
      <RichText html={pick(item.description, ctx.locale)} />
      {item.icon_links_repeater.map((link, index) => (
        <CmsLink key={index} link={{ ...link, format: { type: 'link' } }} ctx={ctx} />
      ))}
    </div>
  );
}

/**
 * text_img_multiple_block_1: rows of text beside media; a media row shows one media full
 * size (single layout) or two staggered (double layout); rows alternate sides as set.
 */
export function TextImgMultiple({ fields, ctx }: BlockComponentProps<TextImgMultipleFields>) {
  return (
    <section className="section">
      <div className="container">
        {fields.main_title || fields.description ? (
          <header className={styles.head}>
            <Text value={fields.main_title} ctx={ctx} as="h2" className={styles.title} />
            <RichText html={pick(fields.description, ctx.locale)} className={styles.description} />
          </header>
        ) : null}
        <div className={styles.rows}>
          {fields.rows_repeater.map((row, index) => (
            <div key={index} className={styles.row} data-orientation={row.orientation_x}>
              <div className={styles.text}>
                <Text value={row.text_row.main_title} ctx={ctx} as="h3" className={styles.rowTitle} />
                <RichText html={pick(row.text_row.description, ctx.locale)} className={styles.rowText} />
                {row.text_row.contact_info_repeater.length > 0 ? (
                  <div className={styles.contacts}>
                    {row.text_row.contact_info_repeater.map((item, i) => (
                      <ContactInfo key={i} item={item} ctx={ctx} />
                    ))}
                  </div>
                ) : null}
                {row.text_row.cta_repeater.length > 0 ? (
                  <div className={styles.ctas}>
                    {row.text_row.cta_repeater.map((link, i) => (
                      <CmsLink key={i} link={link} ctx={ctx} variant={i === 0 ? 'primary' : 'secondary'} />
                    ))}
                  </div>
                ) : null}
              </div>
              <div className={styles.media} data-layout={mediaRowLayout(row.media_row)}>
                {row.media_row.medias_repeater.slice(0, 2).map((item, i) => (
                  <figure key={i} className={styles.figure}>
                    <div className={styles.frame}>
                      <CmsImage image={item.media} ctx={ctx} cover sizes="(min-width: 768px) 40vw, 100vw" />
                    </div>
                    <Text value={item.main_title} ctx={ctx} as="figcaption" className={styles.caption} />
                  </figure>
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
