/**
 * Window event that tells NavigationProgress a client navigation started. Link clicks and
 * back/forward are detected by the bar itself; anything else (router.push, or Next's
 * onRouterTransitionStart in instrumentation-client.ts) can dispatch this event.
 */
export const NAVIGATION_START_EVENT = 'site:navigation-start';

export function announceNavigationStart(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
}
