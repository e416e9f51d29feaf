import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves for a vertical list with @dnd-kit/core (no sortable preset): ArrowDown
 * and ArrowUp jump the dragged row onto the next or previous row, so each key press
 * moves the drop target by exactly one section.
 */
export const listKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (event.code !== 'ArrowDown' && event.code !== 'ArrowUp') return undefined;
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  event.preventDefault();
  const down = event.code === 'ArrowDown';
  const target = droppableContainers
    .getEnabled()
    .filter((container) => container.id !== active.id)
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is NonNullable<typeof rect> => Boolean(rect))
    .filter((rect) => (down ? rect.top > collisionRect.top : rect.top < collisionRect.top))
    .sort((a, b) => (down ? a.top - b.top : b.top - a.top))[0];
  return target ? { x: collisionRect.left, y: target.top } : undefined;
};
