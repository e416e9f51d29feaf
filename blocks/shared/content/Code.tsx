import styles from './code.module.pcss';

/** "code" content: text shown as code, escaped by React (never HTML). */
export function Code({ code, language, className }: { code: string | null | undefined; language?: string; className?: string }) {
  if (!code) return null;
  return (
    <pre className={`${styles.code} ${className ?? ''}`} data-language={language || undefined}>
      <code>{code}</code>
    </pre>
  );
}
