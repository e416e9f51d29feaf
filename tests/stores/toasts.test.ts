import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/stores/toasts';

afterEach(() => {
  useToasts.getState().clear();
  vi.useRealTimers();
});

describe('toasts store', () => {
  it('closes a success toast after 5 s (spec 000 section 9)', () => {
    vi.useFakeTimers();
    useToasts.getState().push({ kind: 'success', title: 'Message envoyé', messages: ['Merci'] });
    expect(useToasts.getState().toasts).toMatchObject([{ kind: 'success', title: 'Message envoyé', messages: ['Merci'] }]);
    vi.advanceTimersByTime(4999);
    expect(useToasts.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('keeps an error toast until it is dismissed', () => {
    vi.useFakeTimers();
    const id = useToasts.getState().push({ kind: 'error', title: 'Erreur', messages: ['Courriel invalide'] });
    vi.advanceTimersByTime(60_000);
    expect(useToasts.getState().toasts).toHaveLength(1);
    useToasts.getState().dismiss(id);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });
});
