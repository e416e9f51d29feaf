import type { CSSProperties } from 'react';
import { pick } from '@/lib/i18n/locales';
import { CmsImage } from '../shared/content/CmsImage';
import { CmsLink } from '../shared/content/CmsLink';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import type { BlockComponentProps } from '../types';
import type { MultiRedirectVerticalFields } from '@/blocks/multi-redirect-vertical-block/schema';
import styles from './styles.module.pcss';

/** multi_redirect_vertical_block: a header, then wide cards stacked; each image sits on its own colour. */
export function MultiRedirectVertical({ fields, ctx }: BlockComponentProps<MultiRedirectVerticalFields>) {
  return (
    <section className="section">
      <div className={`container ${styles.layout}`}>
        <header className={styles.head}>
          <Text value={fields.main_title} ctx={ctx} as="h2" className={styles.title} />
          <RichText html={pick(fields.description, ctx.locale)} className={styles.description} />
          {fields.cta ? <CmsLink link={fields.cta} ctx={ctx} variant="secondary" /> : null}
        </header>
        <ul className={styles.list}>
          {fields.multi_redirect_vertical_repeater.map((item, index) => (
            <li key={index} className={styles.card}>
              <div className={styles.media} style={{ '--image-bg': item.image_bg_color || undefined } as CSSProperties}>
                <CmsImage image={item.image} ctx={ctx} className={styles.image} sizes="240px" />
              </div>
              <div className={styles.body}>
                <Text value={item.main_title} ctx={ctx} as="h3" className={styles.cardTitle} />
                <RichText html={pick(item.description, ctx.locale)} className={styles.cardText} />
                {item.cta ? <CmsLink link={{ ...item.cta, format: { type: 'link' } }} ctx={ctx} className={styles.link} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
