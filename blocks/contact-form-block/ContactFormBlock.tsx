import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import { RichText } from '@/blocks/shared/content/RichText';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { ContactForm } from './ContactForm.lazy';
import { consentShown } from '@/blocks/contact-form-block/consent';
import { contactFormOrientation } from '@/blocks/contact-form-block/params';
import type { ContactFormBlockFields } from '@/blocks/contact-form-block/schema';
import styles from './styles.module.pcss';

/**
 * The contact page's form. full: the text beside the form; center: a narrow column.
 * The message goes to the recipient named in the page address, if any.
 */
export function ContactFormBlock({ fields, params, ctx, id }: BlockComponentProps<ContactFormBlockFields>) {
  const orientation = contactFormOrientation(params);
  const title = pick(fields.main_title, ctx.locale);
  const titleId = `${id}-title`;
  return (
    <section className={cx('section', styles.section)} aria-labelledby={title ? titleId : undefined}>
      <div className={cx('container', styles.layout, styles[orientation])}>
        <div className={styles.intro}>
          <Text as="h2" id={titleId} value={fields.main_title} ctx={ctx} className={styles.title} />
          <RichText html={pick(fields.description, ctx.locale)} className={styles.description} />
        </div>
        <div className={styles.card}>
          <ContactForm showConsent={consentShown(fields.consent_override, ctx)} termsHref={ctx.routes.terms} privacyHref={ctx.routes.privacy} recipientFromUrl />
        </div>
      </div>
    </section>
  );
}
