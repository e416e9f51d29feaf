import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { pick } from '@/lib/i18n/locales';
import { CmsImage } from '../shared/content/CmsImage';
import { Icon } from '../shared/content/Icon';
import { SlideCarousel } from '../shared/SlideCarousel.lazy';
import { emblaBreakpoints } from '../carousel-cards-block/breakpoints';
import type { BlockComponentProps } from '../types';
import { categorySearchHref } from './category-link';
import type { CategoriesSliderFields } from '@/blocks/categories-slider-block/schema';
import styles from './styles.module.pcss';
import { CarouselHead } from '../shared/content/CarouselHead';

/**
 * categories_slider_block: a card per property category, each linking to the search
 * filtered on it and showing how many listings it has now (property_count, written by
 * the server from the listings service; absent in the editor, where no count shows).
 */
export function CategoriesSlider({ fields, ctx }: BlockComponentProps<CategoriesSliderFields>) {
  const t = useTranslations('media');
  const slides = fields.categories_repeater.map((item, index) => {
    const title = pick(item.main_title, ctx.locale) ?? '';
    const href = categorySearchHref(ctx.routes.properties, item);
    return (
      <Link key={index} href={href} className={styles.card}>
        <CmsImage image={item.image} ctx={ctx} cover className={styles.image} sizes="(min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw" />
        <span className={styles.scrim} aria-hidden="true" />
        <span className={styles.body}>
          {item.property_count !== undefined ? (
            <span className={styles.count}>{t('categories.count', { count: item.property_count })}</span>
          ) : null}
          <span className={styles.cardTitle}>{title}</span>
          <span className={styles.more}>
            {t('categories.see')} <Icon icon="arrow-right" size={16} />
          </span>
        </span>
      </Link>
    );
  });
  return (
    <section className="section">
      <div className="container">
        <CarouselHead ctx={ctx} title={fields.main_title} description={fields.description} cta={fields.cta} />
        <SlideCarousel
          slides={slides}
          label={pick(fields.main_title, ctx.locale) ?? t('categories.label')}
          labels={{ previous: t('carousel.previous'), next: t('carousel.next'), slide: t.raw('carousel.slide') as string }}
          breakpoints={emblaBreakpoints()}
          className={styles.carousel}
        />
      </div>
    </section>
  );
}
