/** The centre point of an image, in percent of its width and height (CSS object-position). */
export interface Center {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Where a click landed on the preview, in whole percent, kept inside 0-100. */
export function centerFromClick(box: Box, clientX: number, clientY: number): Center {
  if (box.width <= 0 || box.height <= 0) return { x: 50, y: 50 };
  return {
    x: clampPercent(((clientX - box.left) / box.width) * 100),
    y: clampPercent(((clientY - box.top) / box.height) * 100),
  };
}

/** One coordinate typed in a number input; the other keeps its value (50 when there was none). */
export function withCoordinate(center: Center | undefined, axis: 'x' | 'y', value: number | undefined): Center {
  const base = center ?? { x: 50, y: 50 };
  return { ...base, [axis]: clampPercent(value ?? 50) };
}
