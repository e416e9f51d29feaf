import { pick } from '@/lib/i18n/locales';
import { CmsImage } from '../shared/content/CmsImage';
import { CmsLink } from '../shared/content/CmsLink';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import type { BlockComponentProps } from '../types';
import { heroContent1Orientation } from './params';
import type { HeroContent1Fields } from './schema';
import styles from './styles.module.css';

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
          <Text value={fields.super_title} ctx={ctx} as="p" className={styles.superTitle} />
          <Text value={fields.main_title} ctx={ctx} as={Title} className={styles.title} />
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
