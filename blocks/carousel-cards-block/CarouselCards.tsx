import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { pick } from '@/lib/i18n/locales';
import { CmsImage } from '../shared/content/CmsImage';
import { CmsLink } from '../shared/content/CmsLink';
import { Icon } from '../shared/content/Icon';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import { SlideCarousel } from '../shared/SlideCarousel.lazy';
import type { BlockComponentProps } from '../types';
import { emblaBreakpoints } from './breakpoints';
import type { CarouselCardsFields } from '@/blocks/carousel-cards-block/schema';
import styles from './styles.module.pcss';
import { CarouselHead } from '../shared/content/CarouselHead';

/** carousel_cards_block: a header, then cards 4/3/2/1 per view (1680/1200/768/360), step 3. */
export function CarouselCards({ fields, ctx }: BlockComponentProps<CarouselCardsFields>) {
  const t = useTranslations('media.carousel');
  const slides = fields.cards_repeater.map((card, index) => (
    <article key={index} className={styles.card}>
      {card.image ? (
        <div className={styles.media}>
          <CmsImage image={card.image} ctx={ctx} cover sizes="(min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw" />
        </div>
      ) : card.icon ? (
        <Icon icon={card.icon.type} size={32} className={styles.icon} />
      ) : null}
      <div className={styles.body}>
        <Text value={card.main_title} ctx={ctx} as="h3" className={styles.cardTitle} />
        <RichText html={pick(card.description, ctx.locale)} className={styles.cardText} />
        {card.cta ? <CmsLink link={{ ...card.cta, format: { type: 'link' } }} ctx={ctx} className={styles.link} /> : null}
      </div>
    </article>
  ));
  const title = pick(fields.main_title, ctx.locale);
  return (
    <section className="section">
      <div className="container">
        <CarouselHead ctx={ctx} title={fields.main_title} description={fields.description} cta={fields.cta} descriptionClassName={styles.description} />
        <SlideCarousel
          slides={slides}
          label={title ?? t('cards')}
          labels={{ previous: t('previous'), next: t('next'), slide: t.raw('slide') as string }}
          slidesToScroll={1}
          breakpoints={emblaBreakpoints()}
          className={styles.carousel}
          style={{ '--gap': fields.separated ? undefined : '0px' } as CSSProperties}
        />
      </div>
    </section>
  );
}
