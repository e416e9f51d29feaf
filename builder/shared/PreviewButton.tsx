import type { ReactNode } from 'react';
import styles from './preview-button.module.css';

/**
 * Opens the draft preview of a public path: a POST form (turning draft mode on changes the
 * browser's state, so it is never a GET link another site could embed). Looks like a link
 * unless a button class is given. Server- and client-safe: no hooks.
 */
export function PreviewButton({
  path,
  children,
  className,
  newTab = true,
}: {
  path: string;
  children: ReactNode;
  className?: string;
  newTab?: boolean;
}) {
  return (
    <form className={styles.form} method="post" action="/api/editor/preview" target={newTab ? '_blank' : undefined}>
      <input type="hidden" name="path" value={path} />
      <button type="submit" className={className ?? styles.link}>
        {children}
      </button>
    </form>
  );
}
