'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { isCurrentEntry, WORKSPACE_NAV } from './items';
import styles from './workspace-nav.module.css';

export interface NavLink {
  key: string;
  href: string;
  label: string;
  count?: number;
  countLabel?: string;
}

/** Client leaf only to mark the current entry (layouts get no pathname). */
export function WorkspaceNavLinks({ links, label, locale }: { links: NavLink[]; label: string; locale: Locale }) {
  const pathname = usePathname() ?? '';
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => {
          const item = WORKSPACE_NAV.find((entry) => entry.key === link.key);
          const current = item ? isCurrentEntry(item, locale, pathname) : false;
          return (
            <li key={link.key}>
              <Link href={link.href} className={styles.link} aria-current={current ? 'page' : undefined}>
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
