import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';

/** Spec 000 section 9: a success toast closes after 5 s. */
export const SUCCESS_TOAST_MS = 5000;

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  /** Already translated by the caller. */
  title: string;
  messages: string[];
  /** Milliseconds before it closes by itself; null stays until dismissed. */
  autoCloseMs: number | null;
}

export interface ToastInput {
  kind: ToastKind;
  title: string;
  messages?: string[];
  /** Defaults: SUCCESS_TOAST_MS for success, null (stay) for errors and info. */
  autoCloseMs?: number | null;
}

export interface ToastsState {
  toasts: Toast[];
  /** Queues a toast, schedules its auto close, and returns its id. */
  push(toast: ToastInput): string;
  dismiss(id: string): void;
  clear(): void;
}

let sequence = 0;
/** Auto-close timers by toast id, cleared when a toast is dismissed earlier. */
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function stopTimer(id: string) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export const useToasts = create<ToastsState>()(
  immer((set, get) => ({
    toasts: [],
    push: ({ kind, title, messages = [], autoCloseMs }) => {
      sequence += 1;
      const id = `toast-${sequence}`;
      const closeAfter = autoCloseMs !== undefined ? autoCloseMs : kind === 'success' ? SUCCESS_TOAST_MS : null;
      set((state) => void state.toasts.push({ id, kind, title, messages, autoCloseMs: closeAfter }));
      if (closeAfter !== null) timers.set(id, setTimeout(() => get().dismiss(id), closeAfter));
      return id;
    },
    dismiss: (id) => {
      stopTimer(id);
      set((state) => void (state.toasts = state.toasts.filter((toast) => toast.id !== id)));
    },
    clear: () => {
      for (const id of timers.keys()) stopTimer(id);
      set((state) => void (state.toasts = []));
    },
  })),
);
