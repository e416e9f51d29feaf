import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import type { BlockContext, BlockParams } from '@/blocks/types';
import { CmsLink } from '@/blocks/shared/content/CmsLink';
import { LOGO_BASE_HEIGHT, MEGAMENU_GAP, SUBMENU_GAP, SUBMENU_POPUP_WIDTH } from './constants';
import type { HeaderFields } from '@/blocks/shared/header/schema';
import { DesktopNav } from './DesktopNav';
import { HeaderFrame } from './HeaderFrame.client';
import { HeaderLogo } from './HeaderLogo';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MobileNav } from './MobileNav.client';
import { MobileNavContent } from './MobileNavContent';
import { NetworkMark } from './NetworkMark';
import { SuperHeader } from './SuperHeader';
import styles from './header.module.pcss';

export type HeaderKind = 'classic' | 'megamenu' | 'out-of-norm';

interface HeaderShellProps {
  kind: HeaderKind;
  fields: HeaderFields;
  params: BlockParams;
  ctx: BlockContext;
  /** Extra class of a header kind's own look. */
  className?: string;
}

/**
 * The layout every header shares (spec 000 section 10): optional super-header, then a
 * bar with the logo (and the network mark), the desktop nav, the locale switcher, the
 * CTAs and the hamburger of the mobile panel.
 */
export function HeaderShell({ kind, fields, params, ctx, className }: HeaderShellProps) {
  const t = useTranslations('header');
  const defaultAlign = kind === 'out-of-norm' ? 'left' : 'center';
  const align = params.orientation_x === 'left' || params.orientation_x === 'center' ? params.orientation_x : defaultAlign;
  const sections = kind === 'classic' ? [] : (fields.sup_sections_repeater ?? []);
  const style = {
    '--logo-height': `${LOGO_BASE_HEIGHT * fields.logo_multiplier}px`,
    '--submenu-gap': `${kind === 'megamenu' ? MEGAMENU_GAP : SUBMENU_GAP}px`,
    '--submenu-width': `${SUBMENU_POPUP_WIDTH}px`,
  } as CSSProperties;

  return (
    <HeaderFrame className={`${styles.root} ${className ?? ''}`} style={style} pinned={!ctx.editing}>
      {sections.length > 0 ? (
        <SuperHeader sections={sections} ctx={ctx}>
          <LocaleSwitcher ctx={ctx} className={styles.superLink} />
        </SuperHeader>
      ) : null}
      {/* data-part lets a header kind restyle the bar from its own stylesheet. */}
      <div className={`container ${styles.bar}`} data-part="bar">
        <div className={styles.brand}>
          <HeaderLogo fields={fields} params={params} ctx={ctx} />
          {kind === 'megamenu' && fields.show_remax_logo ? <NetworkMark ctx={ctx} /> : null}
        </div>
        <DesktopNav items={fields.menu_repeater} ctx={ctx} align={align} />
        <div className={styles.actions}>
          {/* With a super-header the switcher sits there, leaving the bar's room to the links. */}
          {sections.length > 0 ? null : <LocaleSwitcher ctx={ctx} className={styles.locale} />}
          <CmsLink link={fields.cta_sms} ctx={ctx} variant="secondary" size="small" className={styles.smsCta} />
          <CmsLink link={fields.cta_button} ctx={ctx} variant="primary" className={styles.cta} />
          <MobileNav labels={{ open: t('open-menu'), close: t('close-menu'), panel: t('menu') }}>
            <MobileNavContent fields={{ ...fields, sup_sections_repeater: sections }} ctx={ctx} />
          </MobileNav>
        </div>
      </div>
    </HeaderFrame>
  );
}
