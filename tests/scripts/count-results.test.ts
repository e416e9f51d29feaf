import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/test.sh sums these counts into the "N passed, N failed" line CI reads.
const script = path.resolve(import.meta.dirname, '../../scripts/lib/count-results.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'count-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function count(kind: string, report: unknown): string {
  const file = path.join(dir, `${kind}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(report));
  return execFileSync(process.execPath, [script, kind, file], { encoding: 'utf8' }).trim();
}

describe('count-results', () => {
  it('reads passed and failed tests from a vitest JSON report', () => {
    const report = {
      numPassedTests: 12,
      numFailedTests: 2,
      testResults: [{ status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'failed' }] }],
    };
    expect(count('vitest', report)).toBe('12 2');
  });

  it('counts a vitest file that failed to load as a failure', () => {
    const report = { numPassedTests: 3, numFailedTests: 0, testResults: [{ status: 'failed', assertionResults: [] }] };
    expect(count('vitest', report)).toBe('3 1');
  });

  it('counts flaky Playwright tests as passed and global errors as failed', () => {
    const report = { stats: { expected: 30, flaky: 2, unexpected: 1, skipped: 4 }, errors: [{ message: 'webServer' }] };
    expect(count('playwright', report)).toBe('32 2');
  });

  it('fails when the report is missing, so a crashed run is not read as 0 failed', () => {
    expect(() =>
      execFileSync(process.execPath, [script, 'vitest', path.join(dir, 'missing.json')], { stdio: 'pipe' }),
    ).toThrow();
  });
});
