/**
 * The grid rule of the horizontal multi-redirect blocks (spec 001 section 9), on a
 * 6-column grid where a third is 2 columns: items go three per row; a lone item is full
 * width; when count mod 3 is 2 the last two are half width; when count mod 3 is 1 (and
 * there are at least 4) the last four form a mosaic: one tall item beside a wide one over
 * two thirds, filling two rows.
 */
export interface GridCell {
  /** Columns spanned out of 6. */
  columns: 2 | 3 | 4 | 6;
  /** Rows spanned (2 only for the tall item of the mosaic). */
  rows: 1 | 2;
}

const third: GridCell = { columns: 2, rows: 1 };

export function multiRedirectCells(count: number): GridCell[] {
  const cells: GridCell[] = Array.from({ length: count }, () => ({ ...third }));
  if (count === 1) return [{ columns: 6, rows: 1 }];
  if (count % 3 === 2) {
    cells[count - 1] = { columns: 3, rows: 1 };
    cells[count - 2] = { columns: 3, rows: 1 };
  } else if (count % 3 === 1 && count >= 4) {
    cells.splice(count - 4, 4, { columns: 2, rows: 2 }, { columns: 4, rows: 1 }, { ...third }, { ...third });
  }
  return cells;
}

/** Rows of the grid as the spec counts them: count divided by 3, plus 1. */
export const multiRedirectRows = (count: number): number => Math.floor(count / 3) + 1;
