import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '@/blocks/types';
import { Icon } from '@/blocks/shared/content/Icon';
import { ImageSplit } from '@/blocks/shared/content/ImageSplit';
import { Carousel } from '@/blocks/shared/testimonials/Carousel.lazy';
import { ClampedQuote } from '@/blocks/shared/testimonials/ClampedQuote.lazy';
import { Person } from '@/blocks/shared/testimonials/Person';
import { pick } from '@/lib/i18n/locales';
import type { TestimonialsBrokersFields } from '@/blocks/testimonials-brokers-block/schema';
import styles from './styles.module.pcss';

/** Spec 001 section 9: broker testimonials advance every 5 seconds; quotes clamp at 7 lines. */
export const BROKER_AUTOPLAY_MS = 5000;
export const BROKER_CLAMP_LINES = 7;

export function TestimonialsBrokers({ fields, ctx, id }: BlockComponentProps<TestimonialsBrokersFields>) {
  const t = useTranslations('trust');
  const title = pick(fields.main_title, ctx.locale);
  const style = fields.highlight_color ? ({ '--swb-highlight-color': fields.highlight_color } as CSSProperties) : undefined;
  const slides = fields.testimonials_repeater
    .map((item, index) => {
      const quote = pick(item.description, ctx.locale) ?? '';
      if (!quote.trim()) return null;
      const subtitle = pick(item.broker_subtitle, ctx.locale);
      return (
        <figure key={index} className={styles.slide}>
          <ClampedQuote content={{ quote, avatar: item.broker_avatar, name: item.broker_name, subtitle }} lines={BROKER_CLAMP_LINES} locale={ctx.locale} className={styles.quote} />
          <figcaption>
            <Person avatar={item.broker_avatar} name={item.broker_name} subtitle={subtitle} locale={ctx.locale} />
          </figcaption>
        </figure>
      );
    })
    .filter((slide) => slide !== null);

  return (
    <section className="section" aria-labelledby={title ? `${id}-title` : undefined} style={style}>
      <ImageSplit image={fields.image} ctx={ctx} orientation={fields.orientation_x} className={styles.layout} mediaClassName={styles.media}>
        <div className={styles.body}>
          {title ? (
            <h2 id={`${id}-title`} className={styles.badge}>
              {title}
            </h2>
          ) : null}
          <Icon icon="quote" className={styles.mark} size={44} />
          {slides.length > 0 ? <Carousel slides={slides} label={title ?? t('testimonials')} autoplayMs={BROKER_AUTOPLAY_MS} counter /> : null}
        </div>
      </ImageSplit>
    </section>
  );
}
