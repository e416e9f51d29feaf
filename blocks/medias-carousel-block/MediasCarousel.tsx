import { useTranslations } from 'next-intl';
import { pick } from '@/lib/i18n/locales';
import { CmsImage } from '../shared/content/CmsImage';
import { CmsLink } from '../shared/content/CmsLink';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import { SlideCarousel } from '../shared/SlideCarousel.lazy';
import type { BlockComponentProps } from '../types';
import type { MediasCarouselFields } from '@/blocks/medias-carousel-block/schema';
import styles from './styles.module.pcss';

/** Spec 001 §9: the medias carousel advances every 6 s. */
export const MEDIAS_AUTOPLAY_MS = 6000;

/** medias_carousel_block: full-width slides of a media and its caption, counter 01 / 04, autoplay 6 s. */
export function MediasCarousel({ fields, ctx }: BlockComponentProps<MediasCarouselFields>) {
  const t = useTranslations('media.carousel');
  const slides = fields.carousel_repeater.map((item, index) => (
    <figure key={index} className={styles.slide} data-orientation={fields.orientation_x}>
      <div className={styles.media}>
        <CmsImage image={item.media} ctx={ctx} cover sizes="(min-width: 992px) 66vw, 100vw" />
      </div>
      <figcaption className={styles.caption}>
        <Text value={item.main_title} ctx={ctx} as="h3" className={styles.title} />
        <RichText html={pick(item.description, ctx.locale)} className={styles.text} />
        {item.cta ? <CmsLink link={item.cta} ctx={ctx} variant="secondary" /> : null}
      </figcaption>
    </figure>
  ));
  return (
    <section className="section">
      <div className="container">
        <SlideCarousel
          slides={slides}
          label={t('medias')}
          labels={{ previous: t('previous'), next: t('next'), slide: t.raw('slide') as string }}
          autoplayMs={MEDIAS_AUTOPLAY_MS}
          counter
        />
      </div>
    </section>
  );
}
