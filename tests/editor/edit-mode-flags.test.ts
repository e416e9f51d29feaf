import { afterEach, describe, expect, it } from 'vitest';
import { useEditorFlags } from '@/stores/editor-flags';

const initial = useEditorFlags.getState();
afterEach(() => useEditorFlags.setState(initial, true));

describe('editor flags', () => {
  it('are both false by default', () => {
    expect(useEditorFlags.getState().payloadColorsEnabled).toBe(false);
    expect(useEditorFlags.getState().globalEditModeActivated).toBe(false);
  });

  it('are set independently', () => {
    useEditorFlags.getState().setGlobalEditModeActivated(true);
    expect(useEditorFlags.getState()).toMatchObject({ globalEditModeActivated: true, payloadColorsEnabled: false });
    useEditorFlags.getState().setPayloadColorsEnabled(true);
    useEditorFlags.getState().setGlobalEditModeActivated(false);
    expect(useEditorFlags.getState()).toMatchObject({ globalEditModeActivated: false, payloadColorsEnabled: true });
  });
});
