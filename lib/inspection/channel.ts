/**
 * The live-machines channel between a page of the site (edit mode, "live machines" on)
 * and /qa/machines in another tab of the same browser. Messages are plain JSON.
 */
export const INSPECT_CHANNEL = 'xstate-inspect';

/** Set on window by edit mode when the editor turns "live machines" on. */
export const INSPECT_FLAG = '__xstateInspect';

/** Remembers the choice for the tab, so it survives reloads and navigations. */
export const INSPECT_SESSION_KEY = 'xstate-inspect';

export interface InspectedSnapshot {
  kind: 'snapshot';
  /** Unique per running actor (its session id). */
  actorId: string;
  /** The machine's id ('headerScroll', 'mobileNav'...), or null for other actor logic. */
  machineId: string | null;
  /** JSON-safe state value: 'open', or {active: 'ready'}. */
  value: unknown;
  status: string;
  /** Type of the event that led to this snapshot. */
  event: string;
  /** The page that runs the actor. */
  page: string;
  at: number;
}

/**
 * Sent by /qa/machines when it opens (or reloads): the pages that inspect answer with the
 * latest snapshot of each of their running actors, so the list does not start empty.
 */
export interface InspectHello {
  kind: 'hello';
}

declare global {
  interface Window {
    [INSPECT_FLAG]?: boolean;
  }
}
