import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { Text } from '@/blocks/shared/content/Text';
import { pick } from '@/lib/i18n/locales';
import { MortgageCalculator } from './MortgageCalculator.lazy';
import type { MortgageCalculatorFields } from '@/blocks/mortgage-calculator-block/schema';
import styles from './styles.module.pcss';

/**
 * mortgage_calculator_block: badge, title (the locale's default when empty), media, and the
 * calculator as a client island. The scenario in the address is read by the island only,
 * so this server part stays the same for every visitor (full-page cache).
 */
export function MortgageCalculatorBlock({ fields, ctx, id }: BlockComponentProps<MortgageCalculatorFields>) {
  const t = useTranslations('mortgage');
  const title = pick(fields.main_title, ctx.locale)?.trim() || t('default-title');
  const hasMedia = !!pick(fields.media?.media, ctx.locale)?.url;
  const titleId = `${id}-title`;
  return (
    <section className="section" aria-labelledby={titleId}>
      <div className="container">
        <header className={styles.header}>
          <Text as="p" value={fields.badge_text} ctx={ctx} className={styles.badge} />
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </header>
        <div className={hasMedia ? styles.layout : undefined}>
          {hasMedia ? (
            <div className={styles.media}>
              <CmsImage image={fields.media} ctx={ctx} cover sizes="(min-width: 992px) 33vw, 100vw" />
            </div>
          ) : null}
          <MortgageCalculator locale={ctx.locale} ruleSetId={fields.rule_set === 'current' ? null : fields.rule_set} idPrefix={id} />
        </div>
      </div>
    </section>
  );
}
