import { useTranslations } from 'next-intl';
import { BgMedia } from '../shared/content/BgMedia';
import { CmsImage } from '../shared/content/CmsImage';
import { CmsLink } from '../shared/content/CmsLink';
import { Icon } from '../shared/content/Icon';
import { Text } from '../shared/content/Text';
import type { BlockComponentProps } from '../types';
import { heroCtaAlignY } from './params';
import type { HeroCtaFields } from './schema';
import styles from './styles.module.css';

/**
 * hero_cta_block: fills the viewport height and sits under the transparent header
 * (its top padding clears the header). align_y puts the content in the middle or at
 * the bottom. A scroll cue jumps to the content that follows.
 */
export function HeroCta({ fields, params, ctx, id }: BlockComponentProps<HeroCtaFields>) {
  const t = useTranslations('heroes');
  const first = ctx.index === 0;
  const Title = first ? 'h1' : 'h2';
  const endId = `${id}-end`;
  return (
    <section className={styles.hero} data-align-y={heroCtaAlignY(params)}>
      {/* Media and scrim set no z-index, so a background video's pause button stays on top. */}
      <BgMedia media={fields.bg_media} ctx={ctx} priority={first} />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.inner}`}>
        <div className={styles.content}>
          {fields.logo ? (
            <div className={styles.logo}>
              <CmsImage image={fields.logo} ctx={ctx} priority={first} sizes="160px" />
            </div>
          ) : null}
          <Text value={fields.super_title} ctx={ctx} as="p" className={styles.superTitle} />
          <Text value={fields.main_title} ctx={ctx} as={Title} className={styles.title} />
          <Text value={fields.sub_title} ctx={ctx} as="p" className={styles.subTitle} multiline />
          {fields.cta_repeater.length > 0 ? (
            <div className={styles.ctas}>
              {fields.cta_repeater.map((link, index) => (
                <CmsLink key={index} link={link} ctx={ctx} variant={index === 0 ? 'primary' : 'secondary'} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <a className={styles.scrollCue} href={`#${endId}`}>
        <span className="visually-hidden">{t('scroll-to-content')}</span>
        <Icon icon="chevron-down" size={22} className={styles.scrollIcon} />
      </a>
      <span id={endId} className={styles.end} />
    </section>
  );
}
