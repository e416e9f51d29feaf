import { pick } from '@/lib/i18n/locales';
import { BgMedia } from '../shared/content/BgMedia';
import { CmsLink } from '../shared/content/CmsLink';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import type { BlockComponentProps } from '../types';
import { heroContent2Orientation } from './params';
import type { HeroContent2Fields } from './schema';
import styles from './styles.module.css';

/**
 * hero_content_2: full-bleed background media under a gradient scrim, with a text box
 * placed left, right or centre (orientation_x). Text is always light on the scrim,
 * whatever the block's colour scheme.
 */
export function HeroContent2({ fields, params, ctx }: BlockComponentProps<HeroContent2Fields>) {
  const first = ctx.index === 0;
  const Title = first ? 'h1' : 'h2';
  return (
    <section className={styles.hero} data-orientation={heroContent2Orientation(params)}>
      {/* Media and scrim set no z-index, so a background video's pause button stays on top. */}
      <BgMedia media={fields.bg_media} ctx={ctx} priority={first} />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.inner}`}>
        <div className={styles.box}>
          <Text value={fields.main_title} ctx={ctx} as={Title} className={styles.title} />
          <Text value={fields.sub_title} ctx={ctx} as="p" className={styles.subTitle} />
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
