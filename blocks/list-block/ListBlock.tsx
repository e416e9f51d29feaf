import { pick } from '@/lib/i18n/locales';
import { CmsLink } from '../shared/content/CmsLink';
import { Icon } from '../shared/content/Icon';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import { twoDigits } from '../shared/counters';
import type { BlockComponentProps } from '../types';
import type { ListBlockFields } from '@/blocks/list-block/schema';
import styles from './styles.module.pcss';

/** list_block: a header, then items prefixed 01, 02, ... (ordered) or with a check mark. */
export function ListBlock({ fields, ctx }: BlockComponentProps<ListBlockFields>) {
  const List = fields.ordered ? 'ol' : 'ul';
  return (
    <section className="section">
      <div className={`container ${styles.grid}`}>
        <div className={styles.head}>
          <Text value={fields.main_title} ctx={ctx} as="h2" className={styles.title} />
          <RichText html={pick(fields.description, ctx.locale)} className={styles.description} />
          {fields.cta ? <CmsLink link={fields.cta} ctx={ctx} variant="secondary" className={styles.cta} /> : null}
        </div>
        <List className={styles.list}>
          {fields.list_repeater.map((item, index) => (
            <li key={index} className={styles.item}>
              <span className={styles.marker} aria-hidden="true">
                {fields.ordered ? twoDigits(index + 1) : <Icon icon="check" size={18} />}
              </span>
              <div>
                <Text value={item.main_title} ctx={ctx} as="h3" className={styles.itemTitle} />
                <RichText html={pick(item.description, ctx.locale)} className={styles.itemText} />
              </div>
            </li>
          ))}
        </List>
      </div>
    </section>
  );
}
