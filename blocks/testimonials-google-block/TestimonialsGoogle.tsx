import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { Carousel } from '@/blocks/shared/testimonials/Carousel.lazy';
import { ClampedQuote } from '@/blocks/shared/testimonials/ClampedQuote.lazy';
import { Person } from '@/blocks/shared/testimonials/Person';
import { Stars } from '@/blocks/shared/testimonials/Stars';
import { TimeFromNow } from '@/blocks/shared/testimonials/TimeFromNow.lazy';
import { numberFormat } from '@/lib/format/intl-cache';
import { localeInfo, pick } from '@/lib/i18n/locales';
import { clampCount, roundAverage, starsFor } from '@/lib/trust/rating';
import type { TestimonialsGoogleFields } from '@/blocks/testimonials-google-block/schema';
import styles from './styles.module.pcss';

const decimals = (n: number, locale: 'fr' | 'en', max = 2) =>
  numberFormat(localeInfo[locale].iso, { maximumFractionDigits: max, minimumFractionDigits: 0 }).format(n);

/**
 * Google reviews: the average (2 decimals) with stars rounded to the half and the number of
 * reviews, then the reviews one per slide, with dots and no autoplay (spec 001 section 9).
 */
export function TestimonialsGoogle({ fields, ctx, id }: BlockComponentProps<TestimonialsGoogleFields>) {
  const t = useTranslations('trust');
  const title = pick(fields.main_title, ctx.locale);
  const average = roundAverage(fields.average_score);
  const total = clampCount(fields.total_reviews);
  const slides = fields.testimonials_repeater.map((review, index) => {
    const quote = pick(review.description, ctx.locale) ?? '';
    return (
      <figure key={index} className={styles.review}>
        <div className={styles.reviewHead}>
          <Stars score={review.review_score} label={t('stars', { value: decimals(starsFor(review.review_score).value, ctx.locale, 1) })} size={18} />
          {review.review_date ? <TimeFromNow date={review.review_date} locale={ctx.locale} /> : null}
        </div>
        <ClampedQuote content={{ quote, avatar: review.author_avatar, name: review.author_name }} lines={7} locale={ctx.locale} className={styles.quote} />
        <figcaption>
          <Person avatar={review.author_avatar} name={review.author_name} locale={ctx.locale} />
        </figcaption>
      </figure>
    );
  });

  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.summary}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title || t('google-title')}
          </h2>
          <p className={styles.score} data-testid="google-average">
            {decimals(average, ctx.locale)}
          </p>
          <Stars score={average} label={t('stars', { value: decimals(starsFor(average).value, ctx.locale, 1) })} size={26} />
          <p className={styles.total}>
            <GoogleMark /> {t('based-on', { count: total })}
          </p>
        </div>
        {slides.length > 0 ? <Carousel slides={slides} label={title || t('google-title')} dots className={styles.carousel} /> : null}
      </div>
    </section>
  );
}

/** The four-colour G, drawn here (no third-party request). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" className={styles.g}>
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.1 5.5c4.2-3.9 7.2-9.6 7.2-17z" />
      <path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.1-5.5c-2 1.4-4.6 2.2-8.8 2.2-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}
