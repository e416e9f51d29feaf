import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '../types';
import { paddingCss } from './padding';
import { ScriptEmbed } from './ScriptEmbed.lazy';
import type { ScriptBlockFields } from '@/blocks/script-block/schema';
import styles from './styles.module.pcss';

/**
 * script_block: the editor's HTML and scripts, injected in the browser so the scripts
 * run; padding scaled 0.5 / 0.75 / 1 by width tier. frontend_only keeps it out of the
 * editor canvas, where third-party scripts would run inside the workspace.
 */
export function ScriptBlock({ fields, ctx, id }: BlockComponentProps<ScriptBlockFields>) {
  const t = useTranslations('media.script');
  const selector = `[data-script-block="${id.replace(/[^\w-]/g, '')}"]`;
  return (
    <div data-script-block={id.replace(/[^\w-]/g, '')}>
      <style>{paddingCss(selector, fields.padding)}</style>
      <div className="container">
        {ctx.editing && fields.frontend_only ? (
          <p className={styles.placeholder}>{t('placeholder')}</p>
        ) : (
          <ScriptEmbed html={fields.script_content} />
        )}
      </div>
    </div>
  );
}
