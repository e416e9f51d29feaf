'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { isCurrentEntry, WORKSPACE_NAV } from './nav-items';
import styles from './workspace-nav.module.css';

export interface NavLink {
  key: string;
  href: string;
  label: string;
  count?: number;
  countLabel?: string;
}

interface WorkspaceNavLinksProps {
  byLocale: Record<Locale, { label: string; links: NavLink[] }>;
  /** The cookie's language (what the layout knows). */
  locale: Locale;
  /** Follow the page's ?lang=, as /qa pages do (false for the Suspense fallback). */
  followQuery: boolean;
}

/** Client leaf: marks the current entry and follows ?lang (layouts get neither pathname nor query). */
export function WorkspaceNavLinks({ byLocale, locale, followQuery }: WorkspaceNavLinksProps) {
  return followQuery ? <WithQuery byLocale={byLocale} locale={locale} /> : <NavList byLocale={byLocale} locale={locale} lang={null} />;
}

function WithQuery({ byLocale, locale }: Omit<WorkspaceNavLinksProps, 'followQuery'>) {
  const requested = useSearchParams()?.get('lang');
  return <NavList byLocale={byLocale} locale={isLocale(requested) ? requested : locale} lang={isLocale(requested) ? requested : null} />;
}

function NavList({ byLocale, locale, lang }: { byLocale: WorkspaceNavLinksProps['byLocale']; locale: Locale; lang: Locale | null }) {
  const pathname = usePathname() ?? '';
  const { label, links } = byLocale[locale];
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => {
          const item = WORKSPACE_NAV.find((entry) => entry.key === link.key);
          const current = item ? isCurrentEntry(item, locale, pathname) : false;
          // A language asked for in the URL (not stored yet) stays on the next page.
          const href = lang ? `${link.href}?lang=${lang}` : link.href;
          return (
            <li key={link.key}>
              <Link href={href} className={styles.link} aria-current={current ? 'page' : undefined}>
                {link.label}
                {link.count !== undefined && (
                  <>
                    <span className={styles.count} aria-hidden="true" title={link.countLabel}>
                      {link.count}
                    </span>
                    <span className="visually-hidden">({link.countLabel})</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
