'use client';

import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { selectBlock } from './PuckBridge';
import { useWorkspaceUi } from './workspace-ui-context';
import styles from './styles.module.css';

const usePuck = createUsePuck();

function useSelectedId(): string | null {
  return usePuck((s) => {
    const id = s.selectedItem?.props.id;
    return typeof id === 'string' ? id : null;
  });
}

/**
 * overrides.componentOverlay: Puck's overlay of a block on the canvas (shown on hover and
 * on the selected block), with the stale-translation badge of a flagged block.
 */
export function StaleOverlay({ children, componentId }: { children: ReactNode; componentId: string }) {
  const { staleLocales, staleLabels } = useWorkspaceUi();
  const stale = staleLocales[componentId];
  return (
    <>
      {children}
      {stale ? <span className={styles.staleBadge}>{staleLabels[stale]}</span> : null}
    </>
  );
}

/**
 * overrides.fields: the selected block's fields, under a notice when one of its locales
 * is older than the other, with a shortcut to the side-by-side view to compare them.
 */
export function FieldsWithTranslationFlag({ children }: { children: ReactNode }) {
  const t = useTranslations('editor.translations');
  const { staleLocales, sideBySide, setSideBySide } = useWorkspaceUi();
  const selectedId = useSelectedId();
  const stale = selectedId ? staleLocales[selectedId] : undefined;
  return (
    <>
      {stale ? (
        <div className={styles.staleNotice} role="status">
          <strong>{t(`stale-${stale}`)}</strong>
          <span>{t(`stale-${stale}-detail`)}</span>
          {sideBySide ? null : (
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setSideBySide(true)}>
              {t('compare')}
            </button>
          )}
        </div>
      ) : null}
      {children}
    </>
  );
}

/** The next flagged block after the selected one, in page order (wrapping), or null. */
export function nextFlagged(order: readonly string[], flagged: Record<string, Locale>, selectedId: string | null): string | null {
  const candidates = order.filter((id) => flagged[id]);
  if (candidates.length === 0) return null;
  const from = selectedId ? order.indexOf(selectedId) : -1;
  return candidates.find((id) => order.indexOf(id) > from) ?? candidates[0]!;
}

/**
 * Header: the French | English toggle and, when blocks are flagged, their count; clicking
 * the count selects the next flagged block (select then scroll, as the publish banner).
 */
export function TranslationTools() {
  const t = useTranslations('editor.translations');
  const { staleLocales, sideBySide, setSideBySide } = useWorkspaceUi();
  const getPuck = useGetPuck();
  const order = usePuck((s) => s.appState.data.content.map((item) => String(item.props.id)).join('\n'));
  const ids = order ? order.split('\n') : [];
  const count = ids.filter((id) => staleLocales[id]).length;
  const cancelScroll = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelScroll.current?.(), []);
  const selectNext = () => {
    const puck = getPuck();
    const selected = puck.selectedItem?.props.id;
    const next = nextFlagged(ids, staleLocales, typeof selected === 'string' ? selected : null);
    if (!next) return;
    cancelScroll.current?.();
    const outcome = selectBlock(puck, next);
    cancelScroll.current = outcome.found ? outcome.cancelScroll : undefined;
  };
  return (
    <>
      <button type="button" className={sideBySide ? styles.toggleOn : styles.toggle} aria-pressed={sideBySide} title={t('side-by-side-hint')} onClick={() => setSideBySide(!sideBySide)}>
        {t('side-by-side')}
      </button>
      {count > 0 ? (
        <button type="button" className={styles.staleChip} title={t('stale-next')} onClick={selectNext}>
          {t('stale-count', { count })}
        </button>
      ) : null}
    </>
  );
}
