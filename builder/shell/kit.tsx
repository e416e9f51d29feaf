import Link from 'next/link';
import type { ReactNode } from 'react';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import kit from './kit.module.css';

/**
 * The workspace kit's pieces (styles in kit.module.css): every /qa screen is a WorkspacePage
 * with a PageHeader; lists use TableScroll, EmptyState and Badge; buttons take button().
 * Plain components without hooks, so server screens and client leaves both use them.
 */

/** The screen's frame: the one width and type scale, in the screen's language. */
export function WorkspacePage({ locale, className, children }: { locale: Locale; className?: string; children: ReactNode }) {
  return (
    <main id="workspace-main" tabIndex={-1} className={className ? `${kit.frame} ${className}` : kit.frame} lang={localeInfo[locale].iso}>
      {children}
    </main>
  );
}

/** Where the back link goes and what it names (the screen it returns to, as the navigation names it). */
export interface BackTo {
  href: string;
  label: string;
}

interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  /** The screen's primary action (and any secondary one beside it). */
  actions?: ReactNode;
  back?: BackTo;
  children?: ReactNode;
}

/** Title, lead text, primary action and the back link, in one order on every screen. */
export function PageHeader({ title, lead, actions, back, children }: PageHeaderProps) {
  return (
    <div className={kit.header}>
      <div className={kit.headerText}>
        {back && <BackLink {...back} />}
        <h1>{title}</h1>
        {lead && <p className={kit.lead}>{lead}</p>}
        {children}
      </div>
      {actions && <div className={kit.headerActions}>{actions}</div>}
    </div>
  );
}

/** The one wording of a back link: an arrow and the name of the screen it returns to. */
export function BackLink({ href, label }: BackTo) {
  return (
    <Link href={href} className={kit.back}>
      <span aria-hidden="true">← </span>
      {label}
    </Link>
  );
}

/** A table that scrolls inside its panel on a narrow screen instead of widening the page. */
export function TableScroll({ children, label }: { children: ReactNode; label?: string }) {
  // Focusable with a name, so a keyboard can scroll it (axe: scrollable-region-focusable).
  return (
    <div className={kit.tableScroll} tabIndex={label ? 0 : undefined} role={label ? 'region' : undefined} aria-label={label}>
      {children}
    </div>
  );
}

/** An empty list: what it will hold and, when the viewer may, how to add the first entry. */
export function EmptyState({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className={kit.empty}>
      <p className={kit.emptyTitle}>{title}</p>
      {children}
      {action}
    </div>
  );
}

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={kit.badge} data-tone={tone}>
      {children}
    </span>
  );
}
