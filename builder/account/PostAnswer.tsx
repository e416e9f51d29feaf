import type { ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * What the form posted before the redirect back did: a status when it worked, an alert with
 * the reason when it did not (each only when there is one).
 */
export function PostAnswer({ done, problem }: { done?: ReactNode; problem?: ReactNode }) {
  return (
    <>
      {done ? (
        <p role="status" className={styles.notice}>
          {done}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      ) : null}
    </>
  );
}
