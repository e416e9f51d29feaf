'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { inspect } from '@/lib/inspection/inspector';
import { membersModalMachine } from '@/machines/members-modal';
import { setScrollLock } from '@/stores/scroll-lock';

/** The members modal machine with its effects: page scroll lock and focus back to the opener. */
export function useMembersModal() {
  const lockId = `members-modal${useId()}`;
  const [snapshot, send] = useMachine(
    membersModalMachine.provide({
      actions: {
        lockScroll: () => setScrollLock(lockId, true),
        unlockScroll: () => setScrollLock(lockId, false),
        restoreFocus: (_, params) => {
          if (params.returnFocusId) document.getElementById(params.returnFocusId)?.focus();
        },
      },
    }),
    { inspect },
  );
  // Exit actions do not run when the component unmounts: release the lock then too.
  useEffect(() => () => setScrollLock(lockId, false), [lockId]);
  return { selected: snapshot.matches('open') ? snapshot.context.selected : null, send };
}
