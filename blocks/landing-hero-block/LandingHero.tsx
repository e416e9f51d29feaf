import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { RichText } from '@/blocks/shared/content/RichText';
import { Text } from '@/blocks/shared/content/Text';
import { cx } from '@/blocks/shared/content/cx';
import { ContactForm } from '@/blocks/contact-form-block/ContactForm.lazy';
import { consentShown } from '@/blocks/contact-form-block/consent';
import { brandLogoForced, speaksForOnePerson } from '@/lib/content/site-types';
import { pick } from '@/lib/i18n/locales';
import { OverlapMeasure } from './OverlapMeasure.lazy';
import type { LandingHeroFields } from '@/blocks/landing-hero-block/schema';
import styles from './styles.module.pcss';

/**
 * Landing page hero: the pitch beside a contact form card. The card's title speaks for one
 * person on a broker site and for a group otherwise (team, office, agency); an agency shows
 * its brand logo (lib/content/site-types.ts).
 */
export function LandingHero({ fields, ctx, id }: BlockComponentProps<LandingHeroFields>) {
  const t = useTranslations('forms.landing');
  const individual = speaksForOnePerson(ctx.siteType);
  const brandLogo = brandLogoForced(ctx.siteType);
  const avatar = brandLogo ? (fields.brand_logo ?? fields.form_avatar) : fields.form_avatar;
  const formTitle = pick(fields.form_title, ctx.locale)?.trim() || t(individual ? 'title-individual' : 'title-group');
  const titleId = `${id}-title`;
  const formTitleId = `${id}-form-title`;
  return (
    <section className={cx('section', styles.section)} aria-labelledby={titleId}>
      <div className="container">
        <OverlapMeasure
          infos={
            <>
              <Text as="p" value={fields.super_title} ctx={ctx} className={styles.superTitle} />
              <Text as="h1" id={titleId} value={fields.main_title} ctx={ctx} className={styles.title} />
              <RichText html={pick(fields.description, ctx.locale)} className={styles.description} />
            </>
          }
          form={
            <div className={styles.card} role="region" aria-labelledby={formTitleId}>
              <div className={styles.cardHeader}>
                {pick(avatar?.media, ctx.locale)?.url ? (
                  <div className={cx(styles.avatar, brandLogo && styles.logo)}>
                    <CmsImage image={avatar} ctx={ctx} cover={!brandLogo} sizes="80px" priority={ctx.index === 0} />
                  </div>
                ) : null}
                <h2 id={formTitleId} className={styles.formTitle}>
                  {formTitle}
                </h2>
              </div>
              <ContactForm showConsent={consentShown(fields.consent_override, ctx)} termsHref={ctx.routes.terms} privacyHref={ctx.routes.privacy} />
            </div>
          }
        />
      </div>
    </section>
  );
}
