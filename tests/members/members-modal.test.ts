import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { membersModalMachine } from '@/machines/members-modal';

function start() {
  const log: string[] = [];
  const actor = createActor(
    membersModalMachine.provide({
      actions: {
        lockScroll: () => log.push('lock'),
        unlockScroll: () => log.push('unlock'),
        restoreFocus: (_, params) => log.push(`focus:${params.returnFocusId}`),
      },
    }),
  ).start();
  return { actor, log };
}

describe('members modal machine', () => {
  it('starts closed with no selection', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it.each(['card', 'keyboard', 'dropdown'] as const)('opens on a %s choice with that member and locks the scroll', (source) => {
    const { actor, log } = start();
    actor.send({ type: 'member.open', slug: 'julie-tremblay', source, returnFocusId: 'card-1' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ selected: 'julie-tremblay', source });
    expect(log).toEqual(['lock']);
  });

  it.each(['modal.close', 'modal.escape', 'modal.outsideClick'] as const)('%s closes, clears the selection and returns focus to the card', (type) => {
    const { actor, log } = start();
    actor.send({ type: 'member.open', slug: 'david-chen', source: 'card', returnFocusId: 'card-4' });
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(log).toEqual(['lock', 'unlock', 'focus:card-4']);
  });

  it('a new dropdown choice while open switches member without closing', () => {
    const { actor, log } = start();
    actor.send({ type: 'member.open', slug: 'david-chen', source: 'dropdown' });
    actor.send({ type: 'member.open', slug: 'nadia-haddad', source: 'dropdown' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.selected).toBe('nadia-haddad');
    expect(log).toEqual(['lock']);
  });
});
