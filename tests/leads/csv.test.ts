import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, neutraliseFormula } from '@/lib/format/csv';

describe('CSV export cells', () => {
  it('neutralises spreadsheet formulas from visitor text', () => {
    expect(neutraliseFormula('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(neutraliseFormula('+1 514')).toBe("'+1 514");
    expect(neutraliseFormula('-2')).toBe("'-2");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('Marie')).toBe('Marie');
  });

  it('quotes commas, quotes and line breaks, and leaves empty values empty', () => {
    expect(csvLine(['a,b', 'dit "oui"', 'ligne\nsuivante', null, undefined, 3, true])).toBe(
      '"a,b","dit ""oui""","ligne\nsuivante",,,3,true',
    );
    expect(csvCell('=1+1,2')).toBe('"\'=1+1,2"');
  });
});
