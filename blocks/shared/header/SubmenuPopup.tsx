import type { Link } from '@/lib/content/fields';
import type { BlockContext } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { asTextLink } from './links';
import styles from './nav.module.pcss';

/** A popup sub-menu: a list of links under its nav entry. */
export function SubmenuPopup({ links, ctx }: { links: Link[]; ctx: BlockContext }) {
  return (
    <ul className={styles.popup}>
      {links.map((link, index) => (
        <li key={index}>
          <CmsLink link={asTextLink(link)} ctx={ctx} className={styles.popupLink} />
        </li>
      ))}
    </ul>
  );
}
