import type { InspectedSnapshot } from './channel';

/** Max actors kept on /qa/machines: a long session would otherwise grow without end. */
export const MAX_LIVE_ACTORS = 50;

function isInspectedSnapshot(data: unknown): data is InspectedSnapshot {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<InspectedSnapshot>;
  return message.kind === 'snapshot' && typeof message.actorId === 'string' && typeof message.event === 'string';
}

/**
 * The latest snapshot per actor, most recently updated first. Messages that are not
 * snapshots (anything else on the channel) are ignored.
 */
export function mergeSnapshot(actors: readonly InspectedSnapshot[], data: unknown): InspectedSnapshot[] {
  if (!isInspectedSnapshot(data)) return actors as InspectedSnapshot[];
  return [data, ...actors.filter((actor) => actor.actorId !== data.actorId)].slice(0, MAX_LIVE_ACTORS);
}

/** 'open', or {visibility: 'shown', surface: 'opaque'} as 'visibility.shown, surface.opaque'. */
export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => {
      const inner = formatStateValue(child);
      return inner.includes(', ') ? `${key}.(${inner})` : `${key}.${inner}`;
    })
    .join(', ');
}
