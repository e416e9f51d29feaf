import type { BlockComponentProps } from '../types';
import type { TextBlock1Fields } from '@/blocks/text-block-1/schema';
import styles from './styles.module.pcss';
import { SectionIntro } from '@/blocks/shared/content/SectionIntro';

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
          <SectionIntro
            ctx={ctx}
            title={fields.main_title}
            titleAs={Title}
            description={fields.description}
            links={fields.cta_repeater}
            classes={{ title: styles.title, description: styles.body, ctas: styles.ctas }}
          />
        </div>
      </div>
    </section>
  );
}
