import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/test.sh sums these counts into the "N passed, N failed" line CI reads.
const script = path.resolve(import.meta.dirname, '../../scripts/lib/count-results.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'count-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(kind: string, report: unknown): { stdout: string; stderr: string } {
  const file = path.join(dir, `${kind}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(report));
  const result = spawnSync(process.execPath, [script, kind, file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`count-results exited ${result.status}: ${result.stderr}`);
  return { stdout: result.stdout.trim(), stderr: result.stderr };
}

/** "<passed> <failed> <flaky>" */
function count(kind: string, report: unknown): string {
  return run(kind, report).stdout;
}

/** A Playwright JSON report with `flaky` tests that passed on retry and `passed` that passed first time. */
function playwrightReport(flaky: string[], passed = 10) {
  const spec = (title: string, status: 'expected' | 'flaky') => ({
    title,
    file: 'members.spec.ts',
    tests: [{ projectName: 'desktop', status, results: status === 'flaky' ? [{ status: 'failed' }, { status: 'passed' }] : [{ status: 'passed' }] }],
  });
  return {
    stats: { expected: passed, flaky: flaky.length, unexpected: 0, skipped: 0 },
    errors: [],
    suites: [
      {
        title: 'members.spec.ts',
        file: 'members.spec.ts',
        specs: [],
        suites: [{ title: 'Members modal', file: 'members.spec.ts', specs: [...flaky.map((t) => spec(t, 'flaky')), spec('stable', 'expected')] }],
      },
    ],
  };
}

describe('count-results', () => {
  it('reads passed and failed tests from a vitest JSON report', () => {
    const report = {
      numPassedTests: 12,
      numFailedTests: 2,
      testResults: [{ status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'failed' }] }],
    };
    expect(count('vitest', report)).toBe('12 2 0');
  });

  it('counts a vitest file that failed to load as a failure', () => {
    const report = { numPassedTests: 3, numFailedTests: 0, testResults: [{ status: 'failed', assertionResults: [] }] };
    expect(count('vitest', report)).toBe('3 1 0');
  });

  it('counts global Playwright errors as failed', () => {
    const report = { stats: { expected: 30, flaky: 0, unexpected: 1, skipped: 4 }, errors: [{ message: 'webServer' }] };
    expect(count('playwright', report)).toBe('30 2 0');
  });

  it('names each flaky Playwright test and counts up to 2 of them as passed', () => {
    const { stdout, stderr } = run('playwright', playwrightReport(['opens the modal', 'closes on outside click']));
    expect(stdout).toBe('12 0 2');
    expect(stderr).toContain('members.spec.ts › Members modal › opens the modal [desktop]');
    expect(stderr).toContain('members.spec.ts › Members modal › closes on outside click [desktop]');
  });

  it('fails the run when more than 2 tests needed a retry: every flaky test counts as failed', () => {
    const { stdout, stderr } = run('playwright', playwrightReport(['one', 'two', 'three']));
    expect(stdout).toBe('10 3 3');
    expect(stderr).toContain('members.spec.ts › Members modal › three [desktop]');
  });

  it('fails when the report is missing, so a crashed run is not read as 0 failed', () => {
    expect(() =>
      execFileSync(process.execPath, [script, 'vitest', path.join(dir, 'missing.json')], { stdio: 'pipe' }),
    ).toThrow();
  });
});
