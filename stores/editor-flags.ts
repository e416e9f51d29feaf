import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';

/**
 * Editor flags of spec 000 section 4, both false by default:
 * - payloadColorsEnabled: colours come from the page payload (CMS) rather than the theme;
 * - globalEditModeActivated: edit mode is on for the whole page (the edit-mode root sets it).
 */
export interface EditorFlagsState {
  payloadColorsEnabled: boolean;
  globalEditModeActivated: boolean;
  setPayloadColorsEnabled(enabled: boolean): void;
  setGlobalEditModeActivated(activated: boolean): void;
}

export const useEditorFlags = create<EditorFlagsState>()(
  immer((set) => ({
    payloadColorsEnabled: false,
    globalEditModeActivated: false,
    setPayloadColorsEnabled: (enabled) =>
      set((state) => {
        state.payloadColorsEnabled = enabled;
      }),
    setGlobalEditModeActivated: (activated) =>
      set((state) => {
        state.globalEditModeActivated = activated;
      }),
  })),
);
