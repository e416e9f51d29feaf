import type { ReactNode } from 'react';
import type { BlockContext } from '@/blocks/types';
import type { Link, LocalizedText } from '@/lib/content/fields';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { pick } from '@/lib/i18n/locales';
import styles from './styles.module.pcss';

export interface ListingsSectionProps {
  /** The block id: the title's id is `${id}-title`. */
  id: string;
  ctx: BlockContext;
  title: LocalizedText | undefined;
  cta: Link | undefined;
  children: ReactNode;
}

/** The section of the properties blocks (grid and slider): a header (title, call to action), then the listings. */
export function ListingsSection({ id, ctx, title, cta, children }: ListingsSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section className={cx('section', styles.section)} aria-labelledby={pick(title, ctx.locale) ? titleId : undefined}>
      <div className="container">
        <header className={styles.header}>
          <Text as="h2" id={titleId} value={title} ctx={ctx} className={styles.title} />
          <CmsLink link={cta} ctx={ctx} variant="secondary" />
        </header>
        {children}
      </div>
    </section>
  );
}
