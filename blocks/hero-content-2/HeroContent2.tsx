import { BgMedia } from '../shared/content/BgMedia';
import type { BlockComponentProps } from '../types';
import { heroContent2Orientation } from '@/blocks/hero-content-2/params';
import type { HeroContent2Fields } from '@/blocks/hero-content-2/schema';
import styles from './styles.module.pcss';
import { SectionIntro } from '@/blocks/shared/content/SectionIntro';

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
          <SectionIntro
            ctx={ctx}
            title={fields.main_title}
            titleAs={Title}
            subTitle={fields.sub_title}
            description={fields.description}
            links={fields.cta_repeater}
            classes={styles}
          />
        </div>
      </div>
    </section>
  );
}
