'use client';

import { useMachine } from '@xstate/react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { INSPECT_FLAG, INSPECT_SESSION_KEY } from '@/lib/inspection/channel';
import { inspect } from '@/lib/inspection/inspector';
import { isColorSchemeName } from '@/lib/theme';
import { fromPromise } from 'xstate';
import { editModeMachine, type PendingAction } from '@/machines/edit-mode';
import { locatePage, runBlockAction, type BlockActionResult } from '@/builder/api';
import { useEditorFlags } from '@/stores/editor-flags';
import { useToasts } from '@/stores/toasts';
import type { AbilitiesByType } from './block-abilities';
import { reflectSavedAction } from './block-dom';
import { BlockOverlay } from './BlockOverlay.client';
import { EditModeDock } from './EditModeDock.client';
import { useBlockElements } from './use-block-elements';
import { useSessionFlag } from './use-session-flag';

const ACTIVE_SESSION_KEY = 'edit-mode-active';

/** The pure machine with its effects: the edit-mode endpoints and the global flag. */
const editModeWithEffects = editModeMachine.provide({
  actors: {
    locatePage: fromPromise<string, { path: string }>(({ input }) => locatePage(input.path)),
    saveBlockAction: fromPromise<BlockActionResult, PendingAction & { path: string }>(({ input }) =>
      runBlockAction(input.action, input.path, input.blockId),
    ),
  },
  actions: {
    raiseFlag: () => useEditorFlags.getState().setGlobalEditModeActivated(true),
    lowerFlag: () => useEditorFlags.getState().setGlobalEditModeActivated(false),
  },
});

/**
 * Edit mode for a signed-in editor on the public site (loaded lazily, never for
 * visitors): the toggle, the overlays on every content block, and the "live machines"
 * switch for /qa/machines. Actions save to the page draft; the page on screen is
 * updated in place and refreshed (the published page does not show drafts; the
 * preview, linked from the dock, does).
 */
export default function EditModeRoot({ abilities }: { abilities: AbilitiesByType }) {
  const pathname = usePathname();
  const router = useRouter();
  const t = useTranslations('editor.editMode');
  const pushToast = useToasts((state) => state.push);
  const [snapshot, send, actorRef] = useMachine(editModeWithEffects, { input: { path: pathname }, inspect });
  useEffect(() => {
    const schemeLabel = (scheme: string) => (isColorSchemeName(scheme) ? t(`schemes.${scheme}`) : scheme);
    const subscription = actorRef.on('block.saved', ({ saved }) => {
      // At once on screen, then the server view: it shows the draft in preview (draft
      // mode), and leaves the in-place change alone on the published page.
      reflectSavedAction(saved);
      router.refresh();
      const message =
        saved.action === 'delete'
          ? t('saved-delete', { version: saved.version })
          : t('saved-scheme', { scheme: schemeLabel(saved.colorScheme ?? ''), version: saved.version });
      pushToast({ kind: 'success', title: t('saved-title'), messages: [message] });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, t, pushToast, router]);
  const active = !snapshot.matches('inactive');

  // On/off and live machines survive reloads and client navigations in this tab.
  const [remembered, remember] = useSessionFlag(ACTIVE_SESSION_KEY);
  const [live, setLive] = useSessionFlag(INSPECT_SESSION_KEY);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (remembered) send({ type: 'editMode.activate' });
  }, [remembered, send]);
  useEffect(() => {
    window[INSPECT_FLAG] = live;
  }, [live]);

  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    send({ type: 'page.changed', path: pathname });
  }, [pathname, send]);

  const elements = useBlockElements(active, pathname);
  const { pageId, selectedBlockId, error } = snapshot.context;
  const canAct = snapshot.matches({ active: 'ready' });

  return (
    <>
      {elements.map((element) => {
        const type = element.dataset.blockType ?? '';
        const blockAbilities = abilities[type];
        if (!blockAbilities) return null;
        return (
          <BlockOverlay
            key={element.dataset.blockId}
            element={element}
            abilities={blockAbilities}
            pageId={pageId}
            canAct={canAct}
            selected={selectedBlockId === element.dataset.blockId}
            onSelect={(blockId) => send({ type: 'block.select', blockId })}
            onToggleScheme={(blockId) => send({ type: 'block.toggleScheme', blockId })}
            onDelete={(blockId) => send({ type: 'block.delete', blockId })}
          />
        );
      })}
      <EditModeDock
        active={active}
        status={
          snapshot.matches({ active: 'locating' })
            ? 'locating'
            : snapshot.matches({ active: 'saving' })
              ? 'saving'
              : snapshot.matches({ active: 'unavailable' })
                ? 'unavailable'
                : 'ready'
        }
        error={error}
        previewPath={pathname}
        live={live}
        onToggle={() => {
          remember(!active);
          send({ type: 'editMode.toggle' });
        }}
        onDismissError={() => send({ type: 'error.dismiss' })}
        onLiveChange={setLive}
      />
    </>
  );
}
