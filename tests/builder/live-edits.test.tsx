// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBlockDefinition } from '@/blocks/registry';
import { CanvasBlock } from '@/builder/config/EditorBlock';
import { LiveEditTarget, removeFromCanvasFirst, type LiveEditTargetValue } from '@/builder/config/live-edits';
import { LocalizedField } from '@/builder/config/LocalizedField';
import { EditorContextProvider } from '@/builder/editor-context';
import { setupDomRoot } from '../helpers/dom-root';

/** Frames and timers run when the test says: the browser paints, then Puck records what was typed. */
let frames: FrameRequestCallback[] = [];
const dom = setupDomRoot(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});
const definition = getBlockDefinition('text_block_1')!;
const puckProps = { id: 'b1', main_title: { fr: 'Bonjour', en: 'Hello' }, description: { fr: '<p>Texte</p>' }, cta_repeater: [] };

/** The fields panel's title input beside the canvas's block, as Puck shows them (its props stay Puck's). */
function Workspace({ target, onChange }: { target: LiveEditTargetValue | null; onChange: (value: unknown) => void }) {
  return (
    <EditorContextProvider value={{ editLocale: 'fr', siteType: 'broker', brandingVersion: 1, alternatePaths: [] }}>
      <LiveEditTarget value={target}>
        <LocalizedField name="main_title" label="Titre" inner={{ type: 'text' }} value={puckProps.main_title} onChange={onChange} />
        <CanvasBlock definition={definition} props={puckProps} invalidLabel="invalide" />
      </LiveEditTarget>
    </EditorContextProvider>
  );
}

/** One key at the end of the input: what the browser does (value, then an input event React listens to). */
async function typeKey(key: string) {
  const input = dom.container.querySelector('input')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, `${input.value}${key}`);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const canvasTitle = () => dom.container.querySelector('[data-block-id="b1"] h2')?.textContent;
const nextFrame = () =>
  act(async () => {
    for (const frame of frames.splice(0)) frame(performance.now());
    vi.advanceTimersByTime(1);
  });

describe('typing into a selected block', () => {
  it('shows each key on the canvas before Puck records it, then gives Puck the newest text once', async () => {
    const onChange = vi.fn();
    const record = vi.fn<LiveEditTargetValue['record']>((_path, value, change) => change(value));
    await dom.render(<Workspace target={{ blockId: 'b1', record }} onChange={onChange} />);
    expect(canvasTitle()).toBe('Bonjour');

    await typeKey('!');
    await typeKey('!');
    expect(canvasTitle()).toBe('Bonjour!!');
    expect(onChange).not.toHaveBeenCalled();

    await nextFrame();
    expect(record).toHaveBeenCalledTimes(1);
    expect(record.mock.calls[0]!.slice(0, 2)).toEqual(['main_title', { fr: 'Bonjour!!', en: 'Hello' }]);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ fr: 'Bonjour!!', en: 'Hello' });
  });

  it('leaves no typed text over the block once Puck has it (its props then decide)', async () => {
    await dom.render(<Workspace target={{ blockId: 'b1', record: () => undefined }} onChange={() => undefined} />);
    await typeKey('?');
    expect(canvasTitle()).toBe('Bonjour?');
    await nextFrame();
    // This stand-in for Puck dropped the change: the canvas shows Puck's props, as after an undo.
    expect(canvasTitle()).toBe('Bonjour');
  });

  it('gives a change straight to Puck outside a selected block (the page fields)', async () => {
    const onChange = vi.fn();
    await dom.render(<Workspace target={null} onChange={onChange} />);
    await typeKey('!');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ fr: 'Bonjour!', en: 'Hello' });
  });
});

describe('deleting a block', () => {
  it('takes it off the canvas at once and has Puck remove it after the next paint', async () => {
    const puckDelete = vi.fn();
    await dom.render(<Workspace target={{ blockId: 'b1', record: () => undefined }} onChange={() => undefined} />);
    await act(async () => removeFromCanvasFirst('b1', puckDelete));
    expect(dom.container.querySelector('[data-block-id="b1"]')).toBeNull();
    expect(puckDelete).not.toHaveBeenCalled();

    await nextFrame();
    expect(puckDelete).toHaveBeenCalledOnce();
    // This stand-in for Puck kept the block (its props still hold it): the canvas shows it again.
    expect(canvasTitle()).toBe('Bonjour');
  });
});
