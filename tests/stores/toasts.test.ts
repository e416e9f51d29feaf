import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_TOAST_MS, useToasts } from '@/stores/toasts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  useToasts.getState().clear();
  vi.useRealTimers();
});

describe('toasts store', () => {
  it('queues toasts in order with their kind, title and messages', () => {
    const { push } = useToasts.getState();
    push({ kind: 'info', title: 'Bienvenue' });
    push({ kind: 'error', title: 'La demande n’a pas pu être envoyée', messages: ['Courriel invalide'] });
    const toasts = useToasts.getState().toasts;
    expect(toasts.map((t) => t.title)).toEqual(['Bienvenue', 'La demande n’a pas pu être envoyée']);
    expect(toasts[1]).toMatchObject({ kind: 'error', messages: ['Courriel invalide'] });
    expect(new Set(toasts.map((t) => t.id)).size).toBe(2);
  });

  it('closes a success toast after 5 seconds', () => {
    expect(SUCCESS_TOAST_MS).toBe(5000);
    useToasts.getState().push({ kind: 'success', title: 'Message envoyé' });
    vi.advanceTimersByTime(4999);
    expect(useToasts.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('keeps an error toast until it is dismissed', () => {
    const id = useToasts.getState().push({ kind: 'error', title: 'Erreur' });
    vi.advanceTimersByTime(60_000);
    expect(useToasts.getState().toasts).toHaveLength(1);
    useToasts.getState().dismiss(id);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('honours an explicit auto close delay', () => {
    useToasts.getState().push({ kind: 'info', title: 'Copié', autoCloseMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('dismisses only the chosen toast', () => {
    const { push, dismiss } = useToasts.getState();
    const first = push({ kind: 'success', title: 'Un' });
    push({ kind: 'error', title: 'Deux' });
    dismiss(first);
    expect(useToasts.getState().toasts.map((t) => t.title)).toEqual(['Deux']);
  });
});
