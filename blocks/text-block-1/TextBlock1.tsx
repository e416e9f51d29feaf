import { pick } from '@/lib/i18n/locales';
import { CmsLink } from '../shared/content/CmsLink';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import type { BlockComponentProps } from '../types';
import type { TextBlock1Fields } from './schema';
import styles from './styles.module.css';

/**
 * text_block_1: a title and long-form rich text (legal pages, guides) in a single
 * column kept to a comfortable reading width. First on the page, its title is the h1.
 */
export function TextBlock1({ fields, ctx }: BlockComponentProps<TextBlock1Fields>) {
  const Title = ctx.index === 0 ? 'h1' : 'h2';
  return (
    <section className="section">
      <div className="container">
        <div className={styles.column}>
          <Text value={fields.main_title} ctx={ctx} as={Title} className={styles.title} />
          <RichText html={pick(fields.description, ctx.locale)} className={styles.body} />
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
