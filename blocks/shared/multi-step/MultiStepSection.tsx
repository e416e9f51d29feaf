import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { BlockContext } from '@/blocks/types';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { cx } from '@/blocks/shared/content/cx';
import { pick } from '@/lib/i18n/locales';
import type { MultiStepFormFields, MultiStepTexts } from '@/blocks/shared/multi-step/schema';
import styles from './multi-step.module.pcss';

/**
 * Server part shared by the alert and valuation blocks: resolves the intro and success
 * texts (CMS value, else the form's default in the page language) and renders the side
 * image, then hands both to the block's client form.
 */
export function MultiStepSection({
  fields,
  ctx,
  kind,
  children,
}: {
  fields: MultiStepFormFields;
  ctx: BlockContext;
  kind: 'alert' | 'valuation';
  children: (texts: MultiStepTexts, media: ReactNode) => ReactNode;
}) {
  const t = useTranslations('forms');
  const text = (value: MultiStepFormFields['main_title'], fallback: string) => pick(value, ctx.locale)?.trim() || fallback;
  const texts: MultiStepTexts = {
    badge: text(fields.badge_text, t(`${kind}.badge`)),
    title: text(fields.main_title, t(`${kind}.title`)),
    description: text(fields.description, t(`${kind}.description`)),
    start: text(fields.start_button_text, t('multi-step.start')),
    successTitle: text(fields.success_title, t(`${kind}.success-title`)),
    successMessage: text(fields.success_message, t(`${kind}.success-message`)),
  };
  const media = pick(fields.side_media?.media, ctx.locale)?.url ? <CmsImage image={fields.side_media} ctx={ctx} cover sizes="(min-width: 992px) 40vw, 100vw" /> : null;
  return (
    <section className={cx('section', styles.section)}>
      <div className="container">{children(texts, media)}</div>
    </section>
  );
}
