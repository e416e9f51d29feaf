import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';

/**
 * Spec 000 section 4: the captcha widget shows only while at least one identifier (a
 * form, a modal) has requested it. Requests are idempotent per identifier.
 */
export interface CaptchaRequestsState {
  /** Identifiers currently requesting the captcha, in request order. */
  active: string[];
  isVisible: boolean;
  request(id: string): void;
  release(id: string): void;
}

export const useCaptchaRequests = create<CaptchaRequestsState>()(
  immer((set, get) => ({
    active: [],
    isVisible: false,
    request: (id) => {
      if (get().active.includes(id)) return;
      set((state) => {
        state.active.push(id);
        state.isVisible = true;
      });
    },
    release: (id) => {
      if (!get().active.includes(id)) return;
      set((state) => {
        state.active = state.active.filter((active) => active !== id);
        state.isVisible = state.active.length > 0;
      });
    },
  })),
);
