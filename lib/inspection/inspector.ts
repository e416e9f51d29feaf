import type { InspectionEvent } from 'xstate';
import { INSPECT_CHANNEL, INSPECT_FLAG, type InspectedSnapshot } from './channel';

let channel: BroadcastChannel | null = null;
/** The latest snapshot of each running actor of this page, replayed when /qa/machines says hello. */
const latest = new Map<string, InspectedSnapshot>();

/** Keeps an actor's latest snapshot; a stopped or finished actor is forgotten. */
export function rememberSnapshot(store: Map<string, InspectedSnapshot>, message: InspectedSnapshot): void {
  if (message.status === 'active') store.set(message.actorId, message);
  else store.delete(message.actorId);
}

/** What the page answers to a message on the channel: its running actors to a hello, else nothing. */
export function replyTo(data: unknown, store: ReadonlyMap<string, InspectedSnapshot>): InspectedSnapshot[] {
  const hello = typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'hello';
  return hello ? [...store.values()] : [];
}

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (!channel) {
    channel = new BroadcastChannel(INSPECT_CHANNEL);
    channel.onmessage = (message: MessageEvent<unknown>) => {
      if (!window[INSPECT_FLAG]) return;
      for (const snapshot of replyTo(message.data, latest)) channel?.postMessage(snapshot);
    };
  }
  return channel;
}

/** State values are strings or nested objects of strings; anything else is dropped. */
function jsonSafe(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value ?? null));
  } catch {
    return null;
  }
}

/** The message for one inspection event, or null for events /qa/machines does not show. */
export function toInspectedSnapshot(event: InspectionEvent, page: string, at = Date.now()): InspectedSnapshot | null {
  if (event.type !== '@xstate.snapshot') return null;
  const snapshot = event.snapshot as { value?: unknown; status?: string; machine?: { id?: string } };
  const actor = event.actorRef as { sessionId?: string; id?: string };
  return {
    kind: 'snapshot',
    actorId: actor.sessionId ?? actor.id ?? 'unknown',
    machineId: snapshot.machine?.id ?? null,
    value: jsonSafe(snapshot.value),
    status: snapshot.status ?? 'active',
    event: event.event.type,
    page,
    at,
  };
}

/**
 * Pass as `{ inspect }` to useMachine / useActorRef / createActor. It costs a property
 * check per event and does nothing unless an editor turned "live machines" on in edit
 * mode (window.__xstateInspect); then each snapshot goes to /qa/machines.
 */
export function inspect(event: InspectionEvent): void {
  if (typeof window === 'undefined' || !window[INSPECT_FLAG]) return;
  const message = toInspectedSnapshot(event, window.location.pathname);
  if (!message) return;
  rememberSnapshot(latest, message);
  openChannel()?.postMessage(message);
}
