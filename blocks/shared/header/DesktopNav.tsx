import { useTranslations } from 'next-intl';
import type { BlockContext } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { pick } from '@/lib/i18n/locales';
import type { HeaderFields } from '@/blocks/shared/header/schema';
import { asTextLink } from './links';
import { DesktopNavList } from './DesktopNavList.client';
import { NavItem } from './NavItem.client';
import { MegaPanel } from './MegaPanel';
import { SubmenuPopup } from './SubmenuPopup';
import styles from './nav.module.pcss';

interface DesktopNavProps {
  items: HeaderFields['menu_repeater'];
  ctx: BlockContext;
  align: 'center' | 'left';
}

/** The desktop links; entries with a sub-menu or groups become NavItem leaves. */
export function DesktopNav({ items, ctx, align }: DesktopNavProps) {
  const t = useTranslations('header');
  return (
    <DesktopNavList label={t('main-nav')} align={align}>
      {items.map((item, index) => {
        const label = pick(item.menu_link.text, ctx.locale) ?? '';
        const hasUrl = Boolean(pick(item.menu_link.url, ctx.locale)?.trim());
        const link = hasUrl ? <CmsLink link={asTextLink(item.menu_link)} ctx={ctx} className={styles.link} /> : null;
        const links = item.sub_menu_repeater.map((entry) => entry.menu_link);
        const groups = item.menu_group_repeater ?? [];
        if (groups.length > 0) {
          return (
            <NavItem key={index} link={link} label={label} toggleLabel={t('submenu', { label })} kind="mega">
              <MegaPanel groups={groups} links={links} ctx={ctx} />
            </NavItem>
          );
        }
        if (links.length > 0) {
          return (
            <NavItem key={index} link={link} label={label} toggleLabel={t('submenu', { label })} kind="popup">
              <SubmenuPopup links={links} ctx={ctx} />
            </NavItem>
          );
        }
        // An entry with neither a url nor a sub-menu leads nowhere: it is left out.
        return link ? (
          <li key={index} className={styles.item}>
            {link}
          </li>
        ) : null;
      })}
    </DesktopNavList>
  );
}
