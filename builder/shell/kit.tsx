import Link from 'next/link';
import type { HTMLAttributes, Key, ReactNode, TdHTMLAttributes } from 'react';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import kit from './kit.module.css';

/**
 * The workspace kit's pieces (styles in kit.module.css): every /qa screen is a WorkspacePage
 * with a PageHeader; lists use DataTable (or TableScroll), EmptyState and Badge; buttons take button().
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

/** Attributes a row or a cell carries for tests and styles (data-*, aria-current, title). */
type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

/** One column of a DataTable: its header and how a row fills its cell. */
export interface Column<Row> {
  key: string;
  /** The header's text; empty for a column of row actions. */
  header?: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** The cell's class, the same for every row or chosen by the row. */
  className?: string | ((row: Row) => string | undefined);
  align?: 'start' | 'center' | 'end';
  width?: string;
  /** The cell names its row (a page's title, a rule): a <th scope="row">. */
  rowHeader?: boolean;
  /** More attributes of the cell, chosen by the row (title, data-testid). */
  cellProps?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement> & DataAttributes;
}

interface DataTableProps<Row> {
  /** A `false` entry is a column the viewer does not get (the site column on a one-site account). */
  columns: ReadonlyArray<Column<Row> | false>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & DataAttributes;
  /** The table's class: the kit's unless the screen keeps a look of its own. */
  className?: string;
  caption?: ReactNode;
  /** Names the scrolling region, so a keyboard can reach and scroll it. */
  label?: string;
  /** Shown instead of the table when there is no row (an EmptyState, a sentence). */
  empty?: ReactNode;
  testId?: string;
}

/**
 * A list as a table inside TableScroll, written from its columns: one header row, one row a
 * record. No hook, so a server screen renders it as well as a client leaf.
 */
export function DataTable<Row>({ columns, rows, rowKey, rowProps, className, caption, label, empty, testId }: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const shown = columns.filter((column): column is Column<Row> => column !== false);
  return (
    <TableScroll label={label}>
      <table className={className ?? kit.table} data-testid={testId}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.key} scope="col" data-align={column.align} style={column.width ? { width: column.width } : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} {...rowProps?.(row)}>
              {shown.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                const cellClass = typeof column.className === 'function' ? column.className(row) : column.className;
                return (
                  <Cell key={column.key} scope={column.rowHeader ? 'row' : undefined} className={cellClass} data-align={column.align} {...column.cellProps?.(row)}>
                    {column.cell(row, index)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
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
