import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '@/blocks/types';
import { Icon } from '@/blocks/shared/content/Icon';
import { Carousel } from '@/blocks/shared/testimonials/Carousel.lazy';
import { ClampedQuote } from '@/blocks/shared/testimonials/ClampedQuote.lazy';
import { Person } from '@/blocks/shared/testimonials/Person';
import { IntroSection } from '@/blocks/shared/testimonials/IntroSection';
import { pick } from '@/lib/i18n/locales';
import type { TestimonialsSliderFields } from '@/blocks/testimonials-slider-block/schema';
import styles from './styles.module.pcss';

/** Spec 001 section 9: card testimonials clamp at 10 lines, 3 cards per view. */
export const CARD_CLAMP_LINES = 10;

export function TestimonialsSlider({ fields, ctx, id }: BlockComponentProps<TestimonialsSliderFields>) {
  const t = useTranslations('trust');
  const title = pick(fields.main_title, ctx.locale);
  const slides = fields.testimonials_repeater.map((card, index) => {
    const quote = pick(card.description, ctx.locale) ?? '';
    const subtitle = pick(card.author_subtitle, ctx.locale);
    const style = {
      ...(card.bg_color_primary ? { '--card-bg': card.bg_color_primary } : {}),
      ...(card.text_color ? { '--card-text': card.text_color } : {}),
    } as CSSProperties;
    return (
      <figure key={index} className={styles.card} style={style}>
        <Icon icon="quote" size={32} className={styles.mark} />
        <ClampedQuote content={{ quote, avatar: card.author_avatar, name: card.author_name, subtitle }} lines={CARD_CLAMP_LINES} locale={ctx.locale} className={styles.quote} />
        <figcaption className={styles.author}>
          <Person avatar={card.author_avatar} name={card.author_name} subtitle={subtitle} locale={ctx.locale} />
        </figcaption>
      </figure>
    );
  });
  return (
    <IntroSection id={id} fields={fields} ctx={ctx}>
      {slides.length > 0 ? <Carousel slides={slides} label={title ?? t('testimonials')} perView={3} counter /> : null}
    </IntroSection>
  );
}
