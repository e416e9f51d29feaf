import NextLink from 'next/link';
import { myDataPaths } from '@/lib/i18n/routes';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '@/blocks/types';
import { CmsImage } from '@/blocks/shared/content/CmsImage';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { asTextLink, homeHref } from '@/blocks/shared/header/links';
import { logoForScheme } from '@/blocks/shared/header/scheme-logo';
import { withVariant } from '@/lib/content/link-url';
import { pick } from '@/lib/i18n/locales';
import { brandColumnSpan, FOOTER_COLUMNS, FOOTER_UNDERLAP_MAX } from './constants';
import { ConsentLink } from './ConsentLink.client';
import { FooterMenu } from './FooterMenu';
import { PoweredBy } from './PoweredBy';
import type { FooterFields } from '@/blocks/footer-block/schema';
import styles from './styles.module.pcss';

/**
 * Site footer (spec 000 section 10): logo (its variant follows the colour scheme), CTA
 * and social links in the first column, then the menus; copyright, legal links, the
 * consent link and the powered-by credit below.
 */
export function Footer({ fields, params, ctx }: BlockComponentProps<FooterFields>) {
  const t = useTranslations('footer');
  const logo = logoForScheme(fields, params.color_scheme);
  const menus = fields.menu_repeater;
  const brandSpan = brandColumnSpan(menus.length);
  const style = {
    '--brand-span': `span ${brandSpan}`,
    '--menus-span': `span ${FOOTER_COLUMNS - brandSpan}`,
    '--menu-columns': String(Math.min(menus.length, FOOTER_COLUMNS - 1) || 1),
    '--footer-underlap-max': `${FOOTER_UNDERLAP_MAX}px`,
  } as CSSProperties;
  const agency = pick(fields.agency, ctx.locale) ?? '';
  const copyright = t('copyright', {
    year: new Date().getFullYear(),
    agency,
    rights: pick(fields.all_rights_reserved, ctx.locale) ?? '',
  });

  return (
    <footer className={styles.footer} style={style}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <NextLink href={homeHref(ctx)} className={styles.logo} aria-label={t('home')}>
            {logo ? <CmsImage image={logo} ctx={ctx} /> : <span>{agency || t('home')}</span>}
          </NextLink>
          <CmsLink link={fields.cta} ctx={ctx} variant="secondary" className={styles.cta} />
          {fields.icon_links_repeater.length > 0 ? (
            <ul className={styles.social} aria-label={t('social')}>
              {fields.icon_links_repeater.map(({ icon_link }, index) => (
                <li key={index}>
                  <CmsLink link={asTextLink(icon_link)} ctx={ctx} className={styles.socialLink}>
                    <span className="visually-hidden">{pick(icon_link.text, ctx.locale)}</span>
                  </CmsLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {menus.length > 0 ? (
          <nav className={styles.menus} aria-label={t('footer-nav')}>
            {menus.map(({ menu_item }, index) => (
              <FooterMenu key={index} item={menu_item} ctx={ctx} />
            ))}
          </nav>
        ) : null}
      </div>
      <div className="container">
        <div className={styles.bottom}>
          <p className={styles.copyright}>{copyright}</p>
          <ul className={styles.legal} aria-label={t('legal-nav')}>
            <li>
              <NextLink href={withVariant(ctx.routes.terms, ctx.variantId)}>{t('terms')}</NextLink>
            </li>
            <li>
              <NextLink href={withVariant(ctx.routes.privacy, ctx.variantId)}>{t('privacy')}</NextLink>
            </li>
            <li>
              <NextLink href={myDataPaths[ctx.locale]}>{t('my-data')}</NextLink>
            </li>
            <li className={styles.consentItem}>
              <ConsentLink label={t('consent')} className={styles.consent} />
            </li>
          </ul>
          <PoweredBy />
        </div>
      </div>
    </footer>
  );
}
