import { useTranslations } from 'next-intl';
import { pick } from '@/lib/i18n/locales';
import { BgMedia } from '../shared/content/BgMedia';
import { CmsLink } from '../shared/content/CmsLink';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import type { BlockComponentProps } from '../types';
import { HeroSliderFrame } from './HeroSlider.lazy';
import type { SlideThumb } from './HeroSlider.client';
import type { HeroItem, HeroSliderFields } from '@/blocks/hero-slider-block/schema';
import styles from './styles.module.pcss';

function thumbOf(item: HeroItem, locale: 'fr' | 'en'): SlideThumb {
  const media = item.bg_media?.type === 'image' ? pick(item.bg_media.image.media, locale) : undefined;
  const poster = item.bg_media?.type === 'video' ? pick(item.bg_media.video.poster, locale) : undefined;
  return { url: media?.url ?? poster ?? null, title: pick(item.main_title, locale) ?? '' };
}

/**
 * hero_slider_block: full-width slides (background media, title, text, buttons) rendered
 * here on the server; the client frame only switches which one shows (autoplay 8 s, bars,
 * next-slide thumbnail, arrow keys). The first slide's title is the page's h1 when the
 * block opens the page.
 */
export function HeroSlider({ fields, ctx, id }: BlockComponentProps<HeroSliderFields>) {
  const t = useTranslations('media.hero-slider');
  const first = ctx.index === 0;
  const slides = fields.hero_repeater.map((item, index) => {
    const Title = first && index === 0 ? 'h1' : 'h2';
    return (
      <div key={index} className={styles.slide}>
        <BgMedia media={item.bg_media} ctx={ctx} priority={first && index === 0} />
        <div className={styles.scrim} aria-hidden="true" />
        <div className={`container ${styles.content}`}>
          <Text value={item.main_title} ctx={ctx} as={Title} className={styles.title} />
          <RichText html={pick(item.description, ctx.locale)} className={styles.description} />
          {item.cta_repeater.length > 0 ? (
            <div className={styles.ctas}>
              {item.cta_repeater.map((link, i) => (
                <CmsLink key={i} link={link} ctx={ctx} variant={i === 0 ? 'primary' : 'secondary'} />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    );
  });
  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label={t('label')} id={`${id}-slider`}>
      <HeroSliderFrame
        slides={slides}
        thumbs={fields.hero_repeater.map((item) => thumbOf(item, ctx.locale))}
        showPreview={fields.show_preview}
        labels={{ slide: t.raw('slide') as string, goTo: t.raw('go-to') as string, next: t('next'), pause: t('pause'), play: t('play') }}
      />
    </section>
  );
}
