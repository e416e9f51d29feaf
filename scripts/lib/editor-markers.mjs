/**
 * Strings that survive minification and betray editor code in a bundle: Puck's data
 * attributes and dnd-kit's screen-reader instructions. Shared by `npm run bench:editor`
 * and e2e/public-bundle.spec.ts, which check that public pages carry none of them.
 */
export const editorMarkers = {
  puck: 'data-puck-component',
  'dnd-kit': 'To pick up a draggable item',
};

/** The names of the editor libraries whose markers appear in these script bodies. */
export function editorCodeIn(scripts) {
  const all = [...scripts].join('\n');
  return Object.entries(editorMarkers)
    .filter(([, marker]) => all.includes(marker))
    .map(([name]) => name);
}
