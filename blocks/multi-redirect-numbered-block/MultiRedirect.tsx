import type { CSSProperties, ReactNode } from 'react';
import { pick, type Localized } from '@/lib/i18n/locales';
import { CmsImage } from '../shared/content/CmsImage';
import { CmsLink } from '../shared/content/CmsLink';
import { Icon } from '../shared/content/Icon';
import { RichText } from '../shared/content/RichText';
import { Text } from '../shared/content/Text';
import type { Image, Link } from '@/lib/content/fields';
import { multiRedirectCells, multiRedirectRows } from '../shared/multi-redirect-grid';
import type { BlockContext } from '../types';
import styles from './styles.module.pcss';

export interface RedirectCard {
  title: Localized<string>;
  description?: Localized<string>;
  image?: Image;
  icon?: string;
  link?: Link;
  /** "01", "02", ... or null when the number is hidden. */
  number: string | null;
}

/**
 * The horizontal multi-redirect grid (numbered and icon variants): cards placed by the
 * grid rule of spec 001 §9 (thirds; a lone item full; last two halves; last four mosaic).
 */
export function MultiRedirect({ title, description, cards, ctx }: { title?: Localized<string>; description?: Localized<string>; cards: RedirectCard[]; ctx: BlockContext }) {
  const cells = multiRedirectCells(cards.length);
  return (
    <section className="section">
      <div className="container">
        {title || description ? (
          <header className={styles.head}>
            <Text value={title} ctx={ctx} as="h2" className={styles.title} />
            <RichText html={pick(description, ctx.locale)} className={styles.description} />
          </header>
        ) : null}
        <ul className={styles.grid} style={{ '--rows': multiRedirectRows(cards.length) } as CSSProperties}>
          {cards.map((card, index) => {
            const cell = cells[index];
            const style = { '--cols': cell?.columns ?? 2, '--row-span': cell?.rows ?? 1 } as CSSProperties;
            let body: ReactNode = (
              <>
                {card.image ? (
                  <div className={styles.media}>
                    <CmsImage image={card.image} ctx={ctx} cover sizes="(min-width: 992px) 33vw, 100vw" />
                  </div>
                ) : card.icon ? (
                  <Icon icon={card.icon} size={32} className={styles.icon} />
                ) : null}
                <div className={styles.body}>
                  {card.number ? <span className={styles.number}>{card.number}</span> : null}
                  <Text value={card.title} ctx={ctx} as="h3" className={styles.cardTitle} />
                  <RichText html={pick(card.description, ctx.locale)} className={styles.cardText} />
                  {card.link ? <CmsLink link={{ ...card.link, format: { type: 'link' } }} ctx={ctx} className={styles.link} /> : null}
                </div>
              </>
            );
            if (!card.link) body = <div className={styles.card}>{body}</div>;
            else body = <div className={`${styles.card} ${styles.linked}`}>{body}</div>;
            return (
              <li key={index} className={styles.cell} style={style} data-tall={cell?.rows === 2 || undefined}>
                {body}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
