import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PATH_PATTERN } from '@/builder/pages/path-pattern';

const builder = path.resolve(import.meta.dirname, '../../builder');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx$/.test(name) ? [full] : [];
  });
}

/** What the browser does with an input's pattern: the whole value, compiled with the `v` flag. */
const browserRegExp = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

describe('input patterns of the workspace', () => {
  it('the page path pattern is valid under the v flag (the browser ignored it and logged an error on /qa)', () => {
    const path = browserRegExp(PAGE_PATH_PATTERN);
    for (const ok of ['/', '/a-propos', '/blogue/nouvelles-2026']) expect(path.test(ok)).toBe(true);
    for (const bad of ['a-propos', '/À-propos', '/a propos']) expect(path.test(bad)).toBe(false);
  });

  it('every literal pattern attribute compiles under the v flag', () => {
    const invalid: string[] = [];
    for (const file of sources(builder)) {
      for (const [, pattern] of readFileSync(file, 'utf8').matchAll(/pattern="([^"]*)"/g)) {
        try {
          browserRegExp(pattern!);
        } catch {
          invalid.push(`${path.relative(builder, file)}: ${pattern}`);
        }
      }
    }
    expect(invalid).toEqual([]);
  });
});
