import { create } from 'zustand';

/** What a mounted captcha widget offers the forms. */
export interface CaptchaHandle {
  /** A fresh single-use token (runs the proof of work / the invisible challenge). */
  getToken(): Promise<string>;
  /** Forgets the current token so the next getToken() solves a new challenge. */
  reset(): void;
}

interface CaptchaHandleState {
  handle: CaptchaHandle | null;
  setHandle(handle: CaptchaHandle | null): void;
}

/** The widget mounted on the page registers here; useCaptchaToken() reads it. */
export const useCaptchaHandle = create<CaptchaHandleState>()((set) => ({
  handle: null,
  setHandle: (handle) => set({ handle }),
}));
