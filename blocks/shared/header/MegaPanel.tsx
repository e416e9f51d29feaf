import type { Link } from '@/lib/content/fields';
import type { BlockContext } from '@/blocks/types';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { pick } from '@/lib/i18n/locales';
import type { MenuGroup } from '@/blocks/shared/header/schema';
import { asTextLink } from './links';
import styles from './nav.module.pcss';

/**
 * A megamenu panel: groups with a featured image, a title, a description and a link,
 * then the entry's plain sub-menu links, if any, as a side list.
 */
export function MegaPanel({ groups, links, ctx }: { groups: MenuGroup[]; links: Link[]; ctx: BlockContext }) {
  return (
    <div className={styles.mega}>
      <ul className={styles.megaGroups}>
        {groups.map((group, index) => {
          const title = pick(group.main_title, ctx.locale) || pick(group.menu_link.text, ctx.locale);
          const description = pick(group.description, ctx.locale);
          return (
            <li key={index} className={styles.megaGroup}>
              {group.featured_image ? (
                <div className={styles.megaImage}>
                  <CmsImage image={group.featured_image} ctx={ctx} cover sizes="240px" />
                </div>
              ) : null}
              {/* The link covers the whole card; its text is the group title. */}
              {pick(group.menu_link.url, ctx.locale)?.trim() ? (
                <CmsLink link={asTextLink(group.menu_link)} ctx={ctx} className={styles.megaLink}>
                  {title}
                </CmsLink>
              ) : (
                <span className={styles.megaLink}>{title}</span>
              )}
              {description ? <p className={styles.megaDescription}>{description}</p> : null}
            </li>
          );
        })}
      </ul>
      {links.length > 0 ? (
        <ul className={styles.megaLinks}>
          {links.map((link, index) => (
            <li key={index}>
              <CmsLink link={asTextLink(link)} ctx={ctx} className={styles.popupLink} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
