import { afterEach, describe, expect, it, vi } from 'vitest';
import { cmsActionEvent, runLinkAction, type ActionEnvironment } from '@/lib/content/link-action';

function fakeEnvironment(targets: Record<string, ReturnType<typeof fakeTarget>> = {}) {
  const events = new EventTarget();
  const received: CustomEvent[] = [];
  events.addEventListener(cmsActionEvent, (e) => received.push(e as CustomEvent));
  const env: ActionEnvironment = {
    dispatchEvent: (e) => events.dispatchEvent(e),
    querySelector: (selector) => {
      if (selector.startsWith('[')) throw new Error('SyntaxError');
      return targets[selector] ?? null;
    },
  };
  return { env, received };
}

function fakeTarget() {
  const attributes = new Map<string, string>();
  return {
    scrollIntoView: vi.fn(),
    focus: vi.fn(),
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    attributes,
  };
}

describe('runLinkAction', () => {
  afterEach(() => vi.restoreAllMocks());

  it('announces a contact modal request on window', () => {
    const { env, received } = fakeEnvironment();
    const handled = runLinkAction({ action_type: 'open_contact_modal', action_params: { broker: 12 } }, env);
    expect(handled).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.detail).toEqual({ action_type: 'open_contact_modal', action_params: { broker: 12 } });
  });

  it('scrolls to and focuses the scroll_to target', () => {
    const section = fakeTarget();
    const { env } = fakeEnvironment({ '#evaluation': section });
    expect(runLinkAction({ action_type: 'scroll_to', action_params: { target: '#evaluation' } }, env)).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(section.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(section.attributes.get('tabindex')).toBe('-1');
  });

  it('does not handle a scroll_to whose target is missing or invalid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { env, received } = fakeEnvironment();
    expect(runLinkAction({ action_type: 'scroll_to', action_params: { target: '#absent' } }, env)).toBe(false);
    expect(runLinkAction({ action_type: 'scroll_to', action_params: { target: '[oops' } }, env)).toBe(false);
    expect(runLinkAction({ action_type: 'scroll_to' }, env)).toBe(false);
    expect(received).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('only warns about an unknown action type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { env, received } = fakeEnvironment();
    expect(runLinkAction({ action_type: 'launch_rocket' }, env)).toBe(false);
    expect(received).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('launch_rocket'));
  });
});
