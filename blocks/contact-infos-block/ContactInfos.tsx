import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { RichText } from '@/blocks/shared/content/RichText';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { contactInfosOrientation } from '@/blocks/contact-infos-block/params';
import type { ContactInfosFields } from '@/blocks/contact-infos-block/schema';
import styles from './styles.module.pcss';

/** How to reach the site: the text on the `orientation` side, the icon links opposite. */
export function ContactInfos({ fields, params, ctx, id }: BlockComponentProps<ContactInfosFields>) {
  const title = pick(fields.main_title, ctx.locale);
  const titleId = `${id}-title`;
  return (
    <section className={cx('section', styles.section)} aria-labelledby={title ? titleId : undefined}>
      <div className={cx('container', styles.layout, styles[contactInfosOrientation(params)])}>
        <div className={styles.text}>
          <Text as="h2" id={titleId} value={fields.main_title} ctx={ctx} className={styles.title} />
          <RichText html={pick(fields.description, ctx.locale)} className={styles.description} />
        </div>
        {fields.icon_links_repeater.length > 0 ? (
          <ul className={styles.links}>
            {fields.icon_links_repeater.map((item, index) => (
              <li key={index} className={styles.item}>
                <CmsLink link={{ ...item.icon_link, format: { type: 'text' } }} ctx={ctx} className={styles.link} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
