'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Actor, ActorOptions, AnyActorRef, AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';

/**
 * An XState actor whose code (xstate itself and the machine) loads on first use instead of
 * with the page: the header's machines have nothing to do until the visitor scrolls, focuses
 * or opens the menu, and xstate is the largest script they would add to every page.
 *
 * `send` queues events until the actor runs (in order, with their own timestamps if they
 * carry any); `start` loads it without an event (e.g. on pointerdown, ahead of the click).
 * Options are read when the actor is created, so the input can follow the page until then.
 * Select from the actor with `useActorSelector`, which gives a fallback until it runs.
 */
export function useDeferredActor<TMachine extends AnyStateMachine>(
  loadMachine: () => Promise<TMachine>,
  options: () => ActorOptions<TMachine>,
): { actor: Actor<TMachine> | null; send: (event: EventFrom<TMachine>) => void; start: () => void } {
  const [actor, setActor] = useState<Actor<TMachine> | null>(null);
  const pending = useRef<EventFrom<TMachine>[]>([]);
  const loading = useRef<Promise<void> | null>(null);
  const unmounted = useRef(false);
  const load = useRef(loadMachine);
  const readOptions = useRef(options);
  useEffect(() => {
    load.current = loadMachine;
    readOptions.current = options;
  });

  const start = useCallback(() => {
    loading.current ??= Promise.all([import('xstate'), load.current()])
      .then(([{ createActor }, machine]) => {
        if (unmounted.current) return;
        const created = createActor(machine, readOptions.current()).start();
        for (const event of pending.current.splice(0)) created.send(event);
        setActor(created);
      })
      .catch(() => {
        // The chunk did not arrive (offline, a deploy in between): the next event tries again.
        loading.current = null;
      });
  }, []);

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );

  const send = useCallback(
    (event: EventFrom<TMachine>) => {
      if (actor) {
        actor.send(event);
        return;
      }
      pending.current.push(event);
      start();
    },
    [actor, start],
  );
  return { actor, send, start };
}

/** A value selected from an actor's snapshot, following it; `fallback` while there is no actor (and on the server). */
export function useActorSelector<TActor extends AnyActorRef, T>(actor: TActor | null, selector: (snapshot: SnapshotFrom<TActor>) => T, fallback: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => (actor ? selector(actor.getSnapshot() as SnapshotFrom<TActor>) : fallback),
    () => fallback,
  );
}
