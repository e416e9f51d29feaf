import { sanitizeEmbed } from '@/lib/content/sanitize-embed';
import styles from './code.module.pcss';

/** "embedded code" content: editor HTML with https iframes, sanitised (no scripts). */
export function EmbeddedCode({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = sanitizeEmbed(html);
  if (!clean) return null;
  return <div className={`${styles.embed} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
