import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { RichText } from '@/blocks/shared/content/RichText';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import type { CtaBlockFields } from '@/blocks/cta-block/schema';
import styles from './styles.module.pcss';

/**
 * A strong brand-coloured band. Centered: the image (if any) is the band's background.
 * Left/right: the text sits on that side and the image, or else the buttons, on the other.
 */
export function CtaBlock({ fields, ctx, id }: BlockComponentProps<CtaBlockFields>) {
  const links = fields.cta_repeater.slice(0, 2);
  const centered = fields.orientation_x === 'center';
  const hasImage = !!pick(fields.image?.media, ctx.locale)?.url;
  const titleId = `${id}-title`;
  const title = pick(fields.main_title, ctx.locale);
  const layout = centered ? (hasImage ? 'centeredImage' : 'centered') : hasImage ? 'split' : 'inline';

  return (
    <section className={cx('section', styles.section)} aria-labelledby={title ? titleId : undefined}>
      <div className="container">
        <div className={cx(styles.band, styles[layout])} data-orientation={fields.orientation_x}>
          {hasImage ? (
            <div className={styles.media}>
              <CmsImage image={fields.image} ctx={ctx} cover priority={ctx.index === 0} sizes="(min-width: 992px) 50vw, 100vw" />
            </div>
          ) : null}
          <div className={styles.body}>
            <div className={styles.text}>
              <Text as="h2" id={titleId} value={fields.main_title} ctx={ctx} className={styles.title} />
              <RichText html={pick(fields.description, ctx.locale)} className={styles.description} />
            </div>
            {links.length > 0 ? (
              <div className={styles.actions}>
                {links.map((link, index) => (
                  <CmsLink key={index} link={link} ctx={ctx} variant={index === 0 ? 'primary' : 'secondary'} />
                ))}
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
