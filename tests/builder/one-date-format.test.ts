import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const builder = path.resolve(import.meta.dirname, '../../builder');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * Pages showed '03:35' / '3:35 AM' (next-intl's 'fr'/'en' formats) where every other screen
 * showed '22 h 53' / '10:51 p.m.' (fr-CA/en-CA): dates and times of the workspace go through
 * lib/format/date.ts, the one module for them.
 */
describe('Dates and times in the workspace', () => {
  it('are formatted by lib/format/date.ts only, never by a screen of its own', () => {
    const own = /new Intl\.DateTimeFormat|toLocale(Date|Time)?String\(|format\.dateTime\(|dateTimeFormat\(/;
    const offenders = sources(builder)
      .filter((file) => own.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(builder, file));
    expect(offenders).toEqual([]);
  });
});
