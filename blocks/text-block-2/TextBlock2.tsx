import type { BlockComponentProps } from '../types';
import { textBlock2Align } from '@/blocks/text-block-2/params';
import type { TextBlock2Fields } from '@/blocks/text-block-2/schema';
import styles from './styles.module.pcss';
import { SectionIntro } from '@/blocks/shared/content/SectionIntro';

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
          <SectionIntro
            ctx={ctx}
            superTitle={fields.super_title}
            title={fields.main_title}
            titleAs={Title}
            description={fields.description}
            links={fields.cta_repeater}
            classes={styles}
          />
        </div>
      </div>
    </section>
  );
}
