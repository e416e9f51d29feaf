'use client';

import type { BlockDefinition, BlockParams } from '@/blocks/types';
import { siteRoutes } from '@/lib/i18n/routes';
import { useEditorContext } from '../editor-context';
import styles from './fields.module.css';

interface EditorBlockProps {
  definition: BlockDefinition;
  id: string;
  fields: Record<string, unknown>;
  params: BlockParams | undefined;
  invalidLabel: string;
}

/**
 * A block in the editor canvas, rendered as BlockList renders it on the public site
 * (validated fields, the same wrapper and colour scheme) with ctx.editing set. Fields
 * the schema rejects show what is wrong instead of the block.
 */
export function EditorBlock({ definition, id, fields, params, invalidLabel }: EditorBlockProps) {
  const site = useEditorContext();
  const parsed = definition.schema.safeParse(fields);
  if (!parsed.success) {
    return (
      <div className={styles.invalidBlock} role="alert">
        <strong>{invalidLabel}</strong>
        <pre>{parsed.error.issues.map((issue) => `${issue.path.join('.') || '-'}: ${issue.message}`).join('\n')}</pre>
      </div>
    );
  }
  const Component = definition.component;
  const blockParams = params ?? {};
  return (
    <div className="block" data-block-type={definition.type} data-block-id={id} data-scheme={blockParams.color_scheme ?? 'normal'}>
      <Component
        fields={parsed.data}
        params={blockParams}
        id={id}
        ctx={{
          locale: site.editLocale,
          siteType: site.siteType,
          brandingVersion: site.brandingVersion,
          variantId: null,
          routes: siteRoutes(site.editLocale),
          alternatePaths: site.alternatePaths,
          // Not known inside Puck's render: 1 renders headings and images as a non-first block.
          index: 1,
          editing: true,
        }}
      />
    </div>
  );
}
