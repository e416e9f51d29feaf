'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Block } from '@/blocks/types';
import { resetBlock, setValueAtPath } from '@/lib/editor/actions';
import { colorSchemeNames } from '@/lib/theme';
import type { SectionCatalogEntry } from './catalog';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

interface SectionConfigProps {
  block: Block;
  entry: SectionCatalogEntry | undefined;
  onChange(block: Block): void;
}

/** Applies one block-level action and hands back the changed block (or nothing). */
function apply(block: Block, action: (blocks: readonly Block[]) => readonly Block[]): Block | null {
  const result = action([block]);
  return result[0] && result[0] !== block ? result[0] : null;
}

/**
 * A simple form for one block: a select per block_param the definition accepts, the
 * colour scheme, and the fields as JSON (parsed as you type; the block's zod schema
 * checks them when the page is saved).
 */
export function SectionConfig({ block, entry, onChange }: SectionConfigProps) {
  const t = useTranslations('editor.sections');
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(block.fields, null, 2));
  const [jsonError, setJsonError] = useState<string | null>(null);
  const params = block.block_params ?? {};

  const setParam = (name: string, value: string) => {
    // Empty means "default": the param is removed (only if it is there to remove).
    if (!value && !(name in params)) return;
    const next = apply(block, (blocks) => setValueAtPath(blocks, block.id, `block_params.${name}`, value || null));
    if (next) onChange(next);
  };

  const onFieldsText = (value: string) => {
    setText(value);
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('{ … }');
      setJsonError(null);
      onChange({ ...block, fields: parsed as Record<string, unknown> });
    } catch (error) {
      setJsonError(error instanceof Error ? error.message : String(error));
    }
  };

  const reset = () => {
    if (!entry) return;
    const next = apply(block, (blocks) => resetBlock(blocks, block.id, { fields: entry.demo, params: entry.demoParams }));
    if (!next) return;
    setText(JSON.stringify(next.fields, null, 2));
    setJsonError(null);
    onChange(next);
  };

  const selects: [string, readonly string[]][] = [['color_scheme', colorSchemeNames], ...Object.entries(entry?.params ?? {})];

  return (
    <div className={styles.config}>
      <div className={styles.params}>
        {selects.map(([name, values]) => (
          <label key={name} className={styles.field}>
            <span>{name === 'color_scheme' ? t('color-scheme') : name}</span>
            <select
              className={styles.input}
              value={typeof params[name] === 'string' ? (params[name] as string) : ''}
              onChange={(event) => setParam(name, event.target.value)}
            >
              <option value="">{t('param-default')}</option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <label className={styles.field} htmlFor={`${id}-fields`}>
        {t('fields-json')}
      </label>
      <textarea
        id={`${id}-fields`}
        className={styles.json}
        value={text}
        spellCheck={false}
        rows={Math.min(24, Math.max(6, text.split('\n').length))}
        aria-invalid={jsonError !== null}
        aria-describedby={jsonError ? `${id}-json-error` : undefined}
        onChange={(event) => onFieldsText(event.target.value)}
      />
      {jsonError ? (
        <p id={`${id}-json-error`} className={styles.error} role="alert">
          {t('json-invalid', { message: jsonError })}
        </p>
      ) : null}
      {entry ? (
        <button type="button" className={button('quiet')} onClick={reset}>
          {t('reset')}
        </button>
      ) : null}
    </div>
  );
}
