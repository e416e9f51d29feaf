import { pick } from '@/lib/i18n/locales';
import { CmsLink } from '../shared/content/CmsLink';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import type { BlockComponentProps } from '../types';
import { textBlock2Align } from './params';
import type { TextBlock2Fields } from './schema';
import styles from './styles.module.css';

/**
 * text_block_2: a section introduction (eyebrow, title, text, calls to action) aligned
 * left, centre or right by block_params.text_align (default centre).
 */
export function TextBlock2({ fields, params, ctx }: BlockComponentProps<TextBlock2Fields>) {
  const Title = ctx.index === 0 ? 'h1' : 'h2';
  return (
    <section className="section">
      <div className="container">
        <div className={styles.intro} data-align={textBlock2Align(params)}>
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
