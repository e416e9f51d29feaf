// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useActorSelector, useDeferredActor } from '@/blocks/shared/use-deferred-actor';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let loads = 0;
const loadMachine = () => {
  loads += 1;
  return import('@/machines/mobile-nav').then((module) => module.mobileNavMachine);
};

type Controls = { send: ReturnType<typeof useDeferredActor<Awaited<ReturnType<typeof loadMachine>>>>['send']; running: boolean };
const controls: Controls = { send: () => {}, running: false };

/** A menu on the deferred mobile-nav machine: shows "open" or "closed". */
function Menu({ load = loadMachine }: { load?: typeof loadMachine }) {
  const { actor, send } = useDeferredActor(load, () => ({}));
  const open = useActorSelector(actor, (snapshot) => snapshot.matches('open'), false);
  useEffect(() => {
    controls.send = send;
    controls.running = actor !== null;
  });
  return <p>{open ? 'open' : 'closed'}</p>;
}

const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 50))));

describe('useDeferredActor', () => {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    loads = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('loads nothing until the first event, then runs the machine with it', async () => {
    await act(async () => root.render(<Menu />));
    await settle();
    expect(loads).toBe(0);
    expect(controls.running).toBe(false);
    expect(container.textContent).toBe('closed');

    await act(async () => controls.send({ type: 'nav.open' }));
    await settle();
    expect(loads).toBe(1);
    expect(controls.running).toBe(true);
    expect(container.textContent).toBe('open');
  });

  it('keeps the events sent while it loads, in order, and loads once', async () => {
    await act(async () => root.render(<Menu />));
    await act(async () => {
      controls.send({ type: 'nav.open' });
      controls.send({ type: 'nav.escape' });
      controls.send({ type: 'nav.open' });
    });
    await settle();
    expect(loads).toBe(1);
    expect(container.textContent).toBe('open');
    await act(async () => controls.send({ type: 'nav.close' }));
    expect(container.textContent).toBe('closed');
  });

  it('tries again with the next event when its code did not arrive', async () => {
    let attempts = 0;
    const flaky = () => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : loadMachine());
    await act(async () => root.render(<Menu load={flaky} />));
    await act(async () => controls.send({ type: 'nav.open' }));
    await settle();
    expect(controls.running).toBe(false);
    expect(container.textContent).toBe('closed');
    await act(async () => controls.send({ type: 'nav.open' }));
    await settle();
    expect(attempts).toBe(2);
    expect(container.textContent).toBe('open');
  });
});
