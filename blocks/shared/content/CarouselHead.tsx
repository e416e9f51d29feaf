import type { BlockContext } from '@/blocks/types';
import type { Link } from '@/lib/content/fields';
import type { Localized } from '@/lib/i18n/locales';
import { CmsLink } from './CmsLink';
import { cx } from './cx';
import { SectionIntro } from './SectionIntro';
import styles from './carousel-head.module.pcss';

/** The header of a carousel block: its SectionIntro (title h2, rich text), and its optional link on the other side. */
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
        <SectionIntro ctx={ctx} title={title} description={description} classes={{ title: styles.title, description: cx(styles.description, descriptionClassName) }} />
      </div>
      {cta ? <CmsLink link={cta} ctx={ctx} variant="secondary" /> : null}
    </header>
  );
}
