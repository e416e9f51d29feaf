import { useTranslations } from 'next-intl';
import { BgMedia } from '../shared/content/BgMedia';
import { CmsImage } from '../shared/content/CmsImage';
import { Icon } from '../shared/content/Icon';
import type { BlockComponentProps } from '../types';
import { heroCtaAlignY } from '@/blocks/hero-cta-block/params';
import type { HeroCtaFields } from '@/blocks/hero-cta-block/schema';
import styles from './styles.module.pcss';
import { SectionIntro } from '@/blocks/shared/content/SectionIntro';

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
          <SectionIntro
            ctx={ctx}
            superTitle={fields.super_title}
            title={fields.main_title}
            titleAs={Title}
            subTitle={fields.sub_title}
            subTitleMultiline
            links={fields.cta_repeater}
            classes={styles}
          />
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
