import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { BlockContext } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import type { HeaderFields } from '@/blocks/shared/header/schema';
import { asTextLink } from './links';
import styles from './header.module.pcss';

interface SuperHeaderProps {
  sections: NonNullable<HeaderFields['sup_sections_repeater']>;
  ctx: BlockContext;
  /** Shown after the links (the locale switcher). */
  children?: ReactNode;
}

/** The super-header row of megamenu and out-of-norm headers (desktop; mobile shows them in the panel). */
export function SuperHeader({ sections, ctx, children }: SuperHeaderProps) {
  const t = useTranslations('header');
  return (
    <nav className={styles.superHeader} aria-label={t('super-nav')}>
      <ul className={`container ${styles.superList}`}>
        {sections.map((section, index) => (
          <li key={index}>
            <CmsLink link={asTextLink(section.menu_link)} ctx={ctx} className={styles.superLink} />
          </li>
        ))}
        {children ? <li className={styles.superExtra}>{children}</li> : null}
      </ul>
    </nav>
  );
}
