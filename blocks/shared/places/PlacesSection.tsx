import type { ReactNode } from 'react';
import type { BlockContext } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { cx } from '@/blocks/shared/content/cx';
import type { Link, LocalizedText } from '@/lib/content/fields';
import { SectionHeader } from './SectionHeader';
import styles from './places-section.module.pcss';

/** A places list block (offices, partners, banks): its title and description, the list, then its call to action if any. */
export function PlacesSection({ id, fields, ctx, children }: { id: string; fields: { main_title?: LocalizedText; description?: LocalizedText; cta?: Link }; ctx: BlockContext; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <section className={cx('section', styles.section)} aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader id={titleId} title={fields.main_title} description={fields.description} ctx={ctx} />
        {children}
        {fields.cta ? (
          <div className={styles.cta}>
            <CmsLink link={fields.cta} ctx={ctx} variant="secondary" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
