import type { BlockContext } from '@/blocks/types';
import type { Link } from '@/lib/cms/fields';
import { pick, type Localized } from '@/lib/i18n/locales';
import { CmsLink } from './CmsLink';
import { cx } from './cx';
import { RichText } from './RichText';
import { Text } from './Text';
import styles from './carousel-head.module.css';

/** The header of a carousel block: its title (h2) and rich text, and its optional link on the other side. */
export function CarouselHead({
  ctx,
  title,
  description,
  cta,
  descriptionClassName,
}: {
  ctx: Pick<BlockContext, 'locale' | 'variantId'>;
  title?: Localized<string>;
  description?: Localized<string>;
  cta?: Link;
  descriptionClassName?: string;
}) {
  return (
    <header className={styles.head}>
      <div>
        <Text value={title} ctx={ctx} as="h2" className={styles.title} />
        <RichText html={pick(description, ctx.locale)} className={cx(styles.description, descriptionClassName)} />
      </div>
      {cta ? <CmsLink link={cta} ctx={ctx} variant="secondary" /> : null}
    </header>
  );
}
