import { containsEmail, sanitizeRichText } from '@/lib/content/sanitize';
import { cx } from './cx';
import styles from './rich-text.module.pcss';

export interface RichTextProps {
  html: string | null | undefined;
  className?: string;
}

/**
 * CMS rich text, sanitised to a small set of formatting tags before it is injected.
 * Text holding an email address may break anywhere, so long addresses never overflow.
 */
export function RichText({ html, className }: RichTextProps) {
  const clean = sanitizeRichText(html);
  if (!clean) return null;
  return (
    <div
      className={cx(styles.richText, containsEmail(clean) && styles.breakAnywhere, className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
