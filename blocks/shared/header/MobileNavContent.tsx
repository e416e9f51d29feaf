import { useTranslations } from 'next-intl';
import type { Link } from '@/lib/content/fields';
import type { BlockContext } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { Icon } from '@/blocks/shared/content/Icon';
import { pick } from '@/lib/i18n/locales';
import type { HeaderFields } from '@/blocks/shared/header/schema';
import { asTextLink } from './links';
import { LocaleSwitcher } from './LocaleSwitcher';
import styles from './mobile-nav.module.pcss';

interface MobileNavContentProps {
  fields: HeaderFields;
  ctx: BlockContext;
}

/** Every link an entry opens: its own (when it has a url), its sub-menu and its groups. */
function entryLinks(item: HeaderFields['menu_repeater'][number], ctx: BlockContext): Link[] {
  const own = pick(item.menu_link.url, ctx.locale)?.trim() ? [item.menu_link] : [];
  const groups = (item.menu_group_repeater ?? []).map((group) => ({
    ...group.menu_link,
    text: group.main_title ?? group.menu_link.text,
  }));
  return [...own, ...item.sub_menu_repeater.map((entry) => entry.menu_link), ...groups];
}

/**
 * The mobile panel's content: entries with sub-menus as accordions (native <details>,
 * one open at a time), the super-header links, the locale switcher and the CTA.
 */
export function MobileNavContent({ fields, ctx }: MobileNavContentProps) {
  const t = useTranslations('header');
  const sections = fields.sup_sections_repeater ?? [];
  return (
    <>
      <nav className={styles.nav} aria-label={t('main-nav')}>
        <ul className={styles.list}>
          {fields.menu_repeater.map((item, index) => {
            const hasSubmenu = item.sub_menu_repeater.length > 0 || (item.menu_group_repeater?.length ?? 0) > 0;
            if (!hasSubmenu) {
              return (
                <li key={index}>
                  <CmsLink link={asTextLink(item.menu_link)} ctx={ctx} className={styles.link} />
                </li>
              );
            }
            return (
              <li key={index}>
                <details className={styles.accordion} name="mobile-nav">
                  <summary className={styles.summary}>
                    {pick(item.menu_link.text, ctx.locale)}
                    <Icon icon={{ type: 'chevron-down' }} className={styles.chevron} />
                  </summary>
                  <ul className={styles.sublist}>
                    {entryLinks(item, ctx).map((link, linkIndex) => (
                      <li key={linkIndex}>
                        <CmsLink link={asTextLink(link)} ctx={ctx} className={styles.sublink} />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
      </nav>
      {sections.length > 0 ? (
        <ul className={styles.sections}>
          {sections.map((section, index) => (
            <li key={index}>
              <CmsLink link={asTextLink(section.menu_link)} ctx={ctx} className={styles.sectionLink} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.locales}>
        <LocaleSwitcher ctx={ctx} className={styles.localeLink} />
      </div>
      {fields.cta_button || fields.cta_sms ? (
        <div className={styles.footer}>
          <CmsLink link={fields.cta_button} ctx={ctx} variant="primary" className={styles.cta} />
          <CmsLink link={fields.cta_sms} ctx={ctx} variant="secondary" className={styles.cta} />
        </div>
      ) : null}
    </>
  );
}
