import { pick } from '@/lib/i18n/locales';
import { CmsImage } from '../shared/content/CmsImage';
import { CmsLink } from '../shared/content/CmsLink';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import type { BlockComponentProps } from '../types';
import type { ImageTextFields } from '@/blocks/image-text-block/schema';
import styles from './styles.module.pcss';

/** image_text_block: image on the side orientation_x names (stacked below md), text beside it. */
export function ImageText({ fields, ctx }: BlockComponentProps<ImageTextFields>) {
  return (
    <section className="section">
      <div className={`container ${styles.grid}`} data-orientation={fields.orientation_x}>
        {fields.block_image ? (
          <div className={styles.media}>
            <CmsImage image={fields.block_image} ctx={ctx} cover sizes="(min-width: 768px) 50vw, 100vw" />
          </div>
        ) : null}
        <div className={styles.text}>
          <Text value={fields.main_title} ctx={ctx} as="h2" className={styles.title} />
          <RichText html={pick(fields.description, ctx.locale)} className={styles.description} />
          {fields.cta_repeater.length > 0 ? (
            <div className={styles.ctas}>
              {fields.cta_repeater.map((link, index) => (
                <CmsLink key={index} link={link} ctx={ctx} variant={index === 0 ? 'primary' : 'secondary'} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
