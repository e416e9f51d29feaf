/**
 * on_click_action of CMS links. The link announces the action on window as a
 * 'cms:action' CustomEvent; whoever owns the feature (contact modal, ...) listens.
 * scroll_to is handled here because it needs nobody else. An unknown action type only
 * logs a warning (spec 001 section 3).
 */
export const cmsActionEvent = 'cms:action';

export const knownActionTypes = ['open_contact_modal', 'open_contact_us_modal', 'scroll_to'] as const;
export type CmsActionType = (typeof knownActionTypes)[number];

export interface CmsAction {
  action_type: string;
  action_params?: Record<string, unknown>;
}

export function isKnownActionType(type: string): type is CmsActionType {
  return (knownActionTypes as readonly string[]).includes(type);
}

interface ScrollTarget {
  scrollIntoView(options?: ScrollIntoViewOptions): void;
  focus?(options?: FocusOptions): void;
  hasAttribute?(name: string): boolean;
  setAttribute?(name: string, value: string): void;
}

export interface ActionEnvironment {
  dispatchEvent(event: Event): boolean;
  querySelector(selector: string): ScrollTarget | null;
}

/** Runs the action; true when it was handled, so the link's own navigation is cancelled. */
export function runLinkAction(action: CmsAction, env: ActionEnvironment): boolean {
  if (!isKnownActionType(action.action_type)) {
    console.warn(`[CmsLink] Unknown on_click_action type: ${action.action_type}`);
    return false;
  }
  if (action.action_type === 'scroll_to' && !scrollToTarget(action.action_params?.target, env)) return false;
  env.dispatchEvent(new CustomEvent(cmsActionEvent, { detail: action }));
  return true;
}

function scrollToTarget(selector: unknown, env: ActionEnvironment): boolean {
  if (typeof selector !== 'string' || !selector) {
    console.warn('[CmsLink] scroll_to needs action_params.target (a CSS selector)');
    return false;
  }
  let target: ScrollTarget | null = null;
  try {
    target = env.querySelector(selector);
  } catch {
    console.warn(`[CmsLink] scroll_to target is not a valid selector: ${selector}`);
    return false;
  }
  if (!target) {
    console.warn(`[CmsLink] scroll_to target not found: ${selector}`);
    return false;
  }
  // Smoothness follows the page's CSS scroll-behavior, which honours reduced motion.
  target.scrollIntoView({ block: 'start' });
  // Move keyboard focus along with the view so the next Tab continues from the target.
  if (target.setAttribute && target.hasAttribute && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus?.({ preventScroll: true });
  return true;
}
