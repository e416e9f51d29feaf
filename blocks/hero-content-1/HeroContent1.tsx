import { CmsImage } from '../shared/content/CmsImage';
import type { BlockComponentProps } from '../types';
import { heroContent1Orientation } from '@/blocks/hero-content-1/params';
import type { HeroContent1Fields } from '@/blocks/hero-content-1/schema';
import styles from './styles.module.pcss';
import { SectionIntro } from '@/blocks/shared/content/SectionIntro';

/**
 * hero_content_1: an image beside a title, rich text and calls to action.
 * orientation_x is the image side on wide screens; below md the image stacks on top.
 * The first block of a page owns the page's h1 and loads its image eagerly.
 */
export function HeroContent1({ fields, params, ctx }: BlockComponentProps<HeroContent1Fields>) {
  const first = ctx.index === 0;
  const Title = first ? 'h1' : 'h2';
  return (
    <section className={`section ${styles.hero}`} data-orientation={heroContent1Orientation(params)}>
      <div className={`container ${styles.grid}`}>
        {fields.image ? (
          <div className={styles.media}>
            <CmsImage
              image={fields.image}
              ctx={ctx}
              cover
              priority={first}
              sizes="(min-width: 768px) 50vw, 100vw"
              className={styles.image}
            />
          </div>
        ) : null}
        <div className={styles.content}>
          <SectionIntro
            ctx={ctx}
            superTitle={fields.super_title}
            title={fields.main_title}
            titleAs={Title}
            description={fields.description}
            links={fields.cta_repeater}
            classes={styles}
          />
        </div>
      </div>
    </section>
  );
}
