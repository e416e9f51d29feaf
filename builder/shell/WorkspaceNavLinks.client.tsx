'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
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

export interface NavMenus {
  label: string;
  /** The button that opens the whole navigation on a phone. */
  menuLabel: string;
  /** The sign-out button, at the end of the bar (in the menu on a phone) on every screen. */
  signOut: string;
  groups: { key: string; label: string; links: NavLink[] }[];
}

interface WorkspaceNavLinksProps {
  byLocale: Record<Locale, NavMenus>;
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

/** What is open ('menu' is the phone's whole list), and on which page: a new page closes it. */
type Opened = { menu: string; at: string } | null;

function NavList({ byLocale, locale, lang }: { byLocale: WorkspaceNavLinksProps['byLocale']; locale: Locale; lang: Locale | null }) {
  const pathname = usePathname() ?? '';
  const id = useId();
  const navRef = useRef<HTMLElement>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const open = opened?.at === pathname ? opened.menu : null;
  const [phoneOpen, setPhoneOpen] = useState<string | null>(null);
  const phoneMenuOpen = phoneOpen === pathname;
  const { label, menuLabel, signOut, groups } = byLocale[locale];

  // Escape or a click elsewhere closes the open menu.
  useEffect(() => {
    if (!open && !phoneMenuOpen) return;
    const close = () => {
      setOpened(null);
      setPhoneOpen(null);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onClick = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, phoneMenuOpen]);

  const isCurrent = (link: NavLink) => {
    const item = WORKSPACE_NAV.find((entry) => entry.key === link.key);
    return item ? isCurrentEntry(item, locale, pathname) : false;
  };
  const count = (links: NavLink[]) => links.find((link) => link.count !== undefined);
  const entry = (link: NavLink) => (
    // A language asked for in the URL (not stored yet) stays on the next page.
    <Link href={lang ? `${link.href}?lang=${lang}` : link.href} className={styles.link} aria-current={isCurrent(link) ? 'page' : undefined}>
      {link.label}
      <Count link={link} />
    </Link>
  );

  return (
    <nav aria-label={label} className={styles.nav} ref={navRef}>
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={phoneMenuOpen}
        aria-controls={`${id}-menus`}
        onClick={() => setPhoneOpen(phoneMenuOpen ? null : pathname)}
      >
        {menuLabel}
        <Count link={count(groups.flatMap((group) => group.links))} />
      </button>
      <ul id={`${id}-menus`} className={styles.groups} data-open={phoneMenuOpen || undefined}>
        {groups.map((group) => {
          // A group of one entry is that entry's link: no menu to open for one choice (on a
          // phone, under its group's heading like the others).
          if (group.links.length === 1) {
            return (
              <li key={group.key}>
                <span className={styles.groupHeading}>{group.label}</span>
                {entry(group.links[0]!)}
              </li>
            );
          }
          const expanded = open === group.key;
          return (
            <li key={group.key} className={styles.group}>
              <button
                type="button"
                className={styles.groupToggle}
                aria-expanded={expanded}
                aria-controls={`${id}-${group.key}`}
                data-current={group.links.some(isCurrent) || undefined}
                onClick={() => setOpened(expanded ? null : { menu: group.key, at: pathname })}
              >
                {group.label}
                <Count link={count(group.links)} />
              </button>
              <span className={styles.groupHeading}>{group.label}</span>
              <ul id={`${id}-${group.key}`} className={styles.groupList} data-open={expanded || undefined}>
                {group.links.map((link) => (
                  <li key={link.key}>{entry(link)}</li>
                ))}
              </ul>
            </li>
          );
        })}
        <li className={styles.signOut}>
          <form method="post" action="/api/auth/logout">
            <button type="submit" className={styles.link}>
              {signOut}
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}

function Count({ link }: { link: NavLink | undefined }) {
  if (link?.count === undefined) return null;
  return (
    <>
      <span className={styles.count} aria-hidden="true" title={link.countLabel}>
        {link.count}
      </span>
      <span className="visually-hidden">({link.countLabel})</span>
    </>
  );
}
