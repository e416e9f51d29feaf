import type { BlockContext } from '@/blocks/types';
import type { LocalizedText } from '@/lib/content/fields';
import { RichText } from '@/blocks/shared/content/RichText';
import { Text } from '@/blocks/shared/content/Text';
import { pick } from '@/lib/i18n/locales';
import styles from './section-header.module.pcss';

/** Title and description of a places block (renders nothing when both are empty). */
export function SectionHeader({ id, title, description, ctx }: { id: string; title?: LocalizedText; description?: LocalizedText; ctx: BlockContext }) {
  if (!pick(title, ctx.locale) && !pick(description, ctx.locale)) return null;
  return (
    <header className={styles.header}>
      <Text as="h2" id={id} value={title} ctx={ctx} className={styles.title} />
      <RichText html={pick(description, ctx.locale)} className={styles.description} />
    </header>
  );
}

/** The notice shown in the editor canvas, where collections are not loaded. */
export function EditorNote({ text }: { text: string }) {
  return <p className={styles.note}>{text}</p>;
}
