import type { BlockComponentProps } from '@/blocks/types';
import { RichText } from '@/blocks/shared/content/RichText';
import { IntroSection } from '@/blocks/shared/testimonials/IntroSection';
import { pick } from '@/lib/i18n/locales';
import { faqJsonLd, jsonLdText } from '@/lib/trust/faq-json-ld';
import { QaAccordion } from './QaAccordion.lazy';
import type { QaFields } from '@/blocks/qa-block/schema';
import styles from './styles.module.pcss';

export function QaBlock({ fields, ctx, id }: BlockComponentProps<QaFields>) {
  const items = fields.qa_repeater
    .map((item) => ({ question: pick(item.main_title, ctx.locale)?.trim() ?? '', answer: pick(item.description, ctx.locale) ?? '', icon: item.icon?.type }))
    .filter((item) => item.question);
  const jsonLd = ctx.editing ? null : faqJsonLd(items);
  return (
    <IntroSection
      id={id}
      fields={fields}
      ctx={ctx}
      containerClassName={styles.layout}
      after={jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} /> : null}
    >
      <QaAccordion
        headingLevel={3}
        entries={items.map((item) => ({ question: item.question, icon: item.icon, answer: <RichText html={item.answer} /> }))}
      />
    </IntroSection>
  );
}
