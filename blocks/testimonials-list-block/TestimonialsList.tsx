import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { Person } from '@/blocks/shared/testimonials/Person';
import { ShowMoreList } from '@/blocks/shared/testimonials/ShowMoreList.lazy';
import { Stars } from '@/blocks/shared/testimonials/Stars';
import { TimeFromNow } from '@/blocks/shared/testimonials/TimeFromNow.lazy';
import { IntroSection } from '@/blocks/shared/testimonials/IntroSection';
import { pick } from '@/lib/i18n/locales';
import { starsFor } from '@/lib/trust/rating';
import { CollapsibleText } from './CollapsibleText.lazy';
import type { TestimonialsListFields } from '@/blocks/testimonials-list-block/schema';
import styles from './styles.module.pcss';

export function TestimonialsList({ fields, ctx, id }: BlockComponentProps<TestimonialsListFields>) {
  const t = useTranslations('trust');
  const items = fields.testimonials_repeater.map((item, index) => {
    const subtitle = pick(item.author_subtitle, ctx.locale);
    return (
      <figure key={index} className={styles.item}>
        <figcaption className={styles.head}>
          <Person avatar={item.author_avatar} name={item.author_name} subtitle={subtitle} locale={ctx.locale} />
          <div className={styles.meta}>
            {item.review_score !== undefined ? (
              <Stars score={item.review_score} label={t('stars', { value: String(starsFor(item.review_score).value).replace('.', ctx.locale === 'fr' ? ',' : '.') })} size={16} />
            ) : null}
            {item.review_date ? <TimeFromNow date={item.review_date} locale={ctx.locale} /> : null}
          </div>
        </figcaption>
        <blockquote className={styles.quote}>
          <CollapsibleText text={pick(item.description, ctx.locale) ?? ''} name={item.author_name} />
        </blockquote>
      </figure>
    );
  });
  return (
    <IntroSection id={id} fields={fields} ctx={ctx}>
      <ShowMoreList items={items} className={styles.list} itemClassName={styles.li} />
    </IntroSection>
  );
}
