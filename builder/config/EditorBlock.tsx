'use client';

import { memo, useMemo } from 'react';
import type { BlockDefinition, BlockParams } from '@/blocks/types';
import { siteRoutes } from '@/lib/i18n/routes';
import { useEditorContext } from '../editor-context';
import { useLiveBlock, withLiveEdits } from './live-edits';
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
  const parsed = useMemo(() => definition.schema.safeParse(fields), [definition, fields]);
  const ctx = useMemo(
    () => ({
      locale: site.editLocale,
      siteType: site.siteType,
      brandingVersion: site.brandingVersion,
      variantId: null,
      routes: siteRoutes(site.editLocale),
      alternatePaths: site.alternatePaths,
      // Not known inside Puck's render: 1 renders headings and images as a non-first block.
      index: 1,
      editing: true,
    }),
    [site.editLocale, site.siteType, site.brandingVersion, site.alternatePaths],
  );
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
        ctx={ctx}
      />
    </div>
  );
}

/** Puck adds `puck` and `editMode` to the render props: they are not block fields. */
const notFields = new Set(['puck', 'editMode', 'id', 'block_params']);

interface CanvasBlockProps {
  definition: BlockDefinition;
  /** Puck's render props of this block: its id, block_params and fields (plus Puck's own). */
  props: Record<string, unknown>;
  invalidLabel: string;
}

/** Same block, same values: Puck keeps an unchanged block's values, so a shallow compare suffices. */
function sameBlock(a: CanvasBlockProps, b: CanvasBlockProps): boolean {
  if (a.definition !== b.definition || a.invalidLabel !== b.invalidLabel) return false;
  if (a.props.id !== b.props.id || a.props.block_params !== b.props.block_params) return false;
  const keysA = Object.keys(a.props).filter((key) => !notFields.has(key));
  const keysB = Object.keys(b.props).filter((key) => !notFields.has(key));
  return keysA.length === keysB.length && keysA.every((key) => Object.is(a.props[key], b.props[key]));
}

function fieldsOf(props: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !notFields.has(key)));
}

/**
 * What Puck's render calls for each block: re-renders (and re-validates) a block only when
 * its own values change, or a value typed into it, so a keystroke in one block does not
 * re-render the whole canvas.
 */
export const CanvasBlock = memo(function CanvasBlock({ definition, props, invalidLabel }: CanvasBlockProps) {
  const id = String(props.id);
  // What is typed into this block, or its removal, that Puck has not recorded yet (builder/config/live-edits).
  const live = useLiveBlock(id);
  if (live?.removed) return null;
  const shown = withLiveEdits(props, live);
  return (
    <EditorBlock
      definition={definition}
      id={id}
      fields={fieldsOf(shown)}
      params={shown.block_params as BlockParams | undefined}
      invalidLabel={invalidLabel}
    />
  );
}, sameBlock);
