import type { BlockComponentProps } from '@/blocks/types';
import { RichText } from '@/blocks/shared/content/RichText';
import { Text } from '@/blocks/shared/content/Text';
import shared from '@/blocks/shared/testimonials/styles.module.css';
import { pick } from '@/lib/i18n/locales';
import { faqJsonLd, jsonLdText } from '@/lib/trust/faq-json-ld';
import { QaAccordion } from './QaAccordion.lazy';
import type { QaFields } from '@/lib/blocks/qa-block/schema';
import styles from './styles.module.css';

export function QaBlock({ fields, ctx, id }: BlockComponentProps<QaFields>) {
  const title = pick(fields.main_title, ctx.locale);
  const items = fields.qa_repeater
    .map((item) => ({ question: pick(item.main_title, ctx.locale)?.trim() ?? '', answer: pick(item.description, ctx.locale) ?? '', icon: item.icon?.type }))
    .filter((item) => item.question);
  const jsonLd = ctx.editing ? null : faqJsonLd(items);
  return (
    <section className="section" aria-labelledby={title ? `${id}-title` : undefined}>
      <div className={`container ${styles.layout}`}>
        <header className={shared.sectionHeader}>
          <Text as="h2" id={`${id}-title`} value={fields.main_title} ctx={ctx} />
          <Text as="p" value={fields.description} ctx={ctx} className={shared.intro} />
        </header>
        <QaAccordion
          headingLevel={3}
          entries={items.map((item) => ({ question: item.question, icon: item.icon, answer: <RichText html={item.answer} /> }))}
        />
      </div>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} /> : null}
    </section>
  );
}
