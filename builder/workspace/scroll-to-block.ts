/**
 * Scrolls the canvas to a block once it is rendered: Puck marks each item's element with
 * data-puck-component="<id>" inside its iframe, which may still be loading (the workspace
 * waits for styles), so this retries for a while. On a long page Puck renders only the
 * blocks near the viewport (root virtualisation, with the selected block kept rendered), and
 * the space of the others is an estimate until they are measured: after each jump the block
 * may have moved, so it jumps again until the block's top is in view. Answers a cancel function.
 */
export function scrollToBlock(id: string, { timeoutMs = 6000, intervalMs = 150 } = {}): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const selector = `[data-puck-component="${typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(id) : id}"]`;
  const find = (): Element | null => {
    for (const frame of Array.from(document.querySelectorAll('iframe'))) {
      const element = frame.contentDocument?.querySelector(selector);
      if (element) return element;
    }
    return document.querySelector(selector);
  };
  const inView = (element: Element): boolean => {
    const view = element.ownerDocument.defaultView;
    if (!view) return true;
    const top = element.getBoundingClientRect().top;
    return top >= -2 && top < view.innerHeight / 2;
  };
  const attempt = () => {
    const element = find();
    if (element && inView(element)) return;
    if (element) element.scrollIntoView({ block: 'start' });
    if (Date.now() - started < timeoutMs) timer = setTimeout(attempt, intervalMs);
  };
  attempt();
  return () => clearTimeout(timer);
}
