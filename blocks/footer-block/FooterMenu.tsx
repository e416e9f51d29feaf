import type { BlockContext } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { asTextLink } from '@/blocks/shared/header/links';
import { pick } from '@/lib/i18n/locales';
import type { FooterFields } from '@/blocks/footer-block/schema';
import styles from './styles.module.pcss';

type MenuItem = FooterFields['menu_repeater'][number]['menu_item'];

/** One footer column: its heading (a link when it has a url) and its links. */
export function FooterMenu({ item, ctx }: { item: MenuItem; ctx: BlockContext }) {
  const hasUrl = Boolean(pick(item.menu_link.url, ctx.locale)?.trim());
  return (
    <div className={styles.menu}>
      <p className={styles.menuTitle}>
        {hasUrl ? <CmsLink link={asTextLink(item.menu_link)} ctx={ctx} /> : pick(item.menu_link.text, ctx.locale)}
      </p>
      {item.sub_menu_repeater.length > 0 ? (
        <ul className={styles.menuLinks}>
          {item.sub_menu_repeater.map(({ menu_link }, index) => (
            <li key={index}>
              <CmsLink link={asTextLink(menu_link)} ctx={ctx} className={styles.menuLink} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
