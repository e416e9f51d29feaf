import type { ElementType } from 'react';
import type { BlockContext } from '@/blocks/types';
import { pick, type Localized } from '@/lib/i18n/locales';
import { cx } from './cx';
import styles from './text.module.pcss';

export interface TextProps {
  value: Localized<string> | string | null | undefined;
  ctx: Pick<BlockContext, 'locale'>;
  /** The element to render; a span by default. */
  as?: ElementType;
  className?: string;
  /** Textarea content: keep the editor's line breaks. */
  multiline?: boolean;
  id?: string;
}

/** Localised plain text (never HTML). Renders nothing when empty in this locale. */
export function Text({ value, ctx, as: Tag = 'span', className, multiline = false, id }: TextProps) {
  const text = typeof value === 'string' ? value : pick(value, ctx.locale);
  if (!text || !text.trim()) return null;
  return (
    <Tag id={id} className={cx(multiline && styles.multiline, className) || undefined}>
      {text}
    </Tag>
  );
}
