import { cmsActionEvent } from '@/lib/content/link-action';

export { cmsActionEvent };

/** The two CMS link actions the contact modals answer (lib/content/link-action). */
const MODAL_ACTIONS = new Set(['open_contact_modal', 'open_contact_us_modal']);

/**
 * A cheap check of a 'cms:action' event's detail, for the always-loaded listener: the
 * detail itself is validated (zod) by the modal, which loads on first open, so no
 * validation code rides in every page's first load.
 */
export function isModalAction(detail: unknown): boolean {
  return typeof detail === 'object' && detail !== null && MODAL_ACTIONS.has(String((detail as { action_type?: unknown }).action_type));
}
