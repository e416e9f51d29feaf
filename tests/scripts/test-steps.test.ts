import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The steps `npm test` runs (scripts/lib/test-steps.sh, sourced by scripts/test.sh), driven
 * on fake reports: a run whose report has failures ends `npm test` with a non-zero exit and
 * the summary line CI reads, even when the test runner itself exited 0.
 */

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'test-steps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(name: string, content: unknown): string {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

/** Runs `steps` (bash, with the steps sourced, as test.sh does) from the repository root. */
function run(steps: string): { status: number | null; lines: string[] } {
  const result = spawnSync('bash', ['-c', `set -uo pipefail\nsource scripts/lib/test-steps.sh\n${steps}`], { cwd: root, encoding: 'utf8' });
  return { status: result.status, lines: result.stdout.trimEnd().split('\n') };
}

const vitestReport = (passed: number, failed: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  testResults: failed > 0 ? [{ status: 'failed', assertionResults: Array.from({ length: failed }, () => ({ status: 'failed' })) }] : [],
});

describe('npm test steps (scripts/lib/test-steps.sh)', () => {
  it('ends with a non-zero exit and "12 passed, 2 failed" when the report has 2 failures, though the runner exited 0', () => {
    const file = report('two-failed', vitestReport(12, 2));
    const { status, lines } = run(`run_tests "vitest (PGlite)" vitest "${file}.copy" cp "${file}" "${file}.copy"\nfinish 0`);
    expect(status).not.toBe(0);
    expect(lines).toContain('vitest (PGlite): 12 passed, 2 failed');
    expect(lines.at(-2)).toBe('FAILED (see the section above).');
    expect(lines.at(-1)).toBe('12 passed, 2 failed');
  });

  it('stops at the failing run: the steps after it do not run and their counts are not added', () => {
    const failing = report('failing', vitestReport(5, 1));
    const passing = report('passing', vitestReport(40, 0));
    const { status, lines } = run(
      `run_tests "first" vitest "${failing}.copy" cp "${failing}" "${failing}.copy"\n` +
        `run_tests "second" vitest "${passing}.copy" cp "${passing}" "${passing}.copy"\nfinish 0`,
    );
    expect(status).toBe(1);
    expect(lines.some((line) => line.startsWith('second:'))).toBe(false);
    expect(lines.at(-1)).toBe('5 passed, 1 failed');
  });

  it('counts a runner that crashed with a report of no failures as 1 failed', () => {
    const file = report('crashed', vitestReport(3, 0));
    const { status, lines } = run(`run_tests "vitest" vitest "${file}.copy" bash -c 'cp "${file}" "${file}.copy"; exit 1'\nfinish 0`);
    expect(status).toBe(1);
    expect(lines.at(-1)).toBe('3 passed, 1 failed');
  });

  it('fails the run when more than 2 Playwright tests passed only on their retry (Playwright exits 0)', () => {
    const flaky = { projectName: 'desktop', status: 'flaky', results: [{ status: 'failed' }, { status: 'passed' }] };
    const file = report('flaky', {
      stats: { expected: 20, flaky: 3, unexpected: 0 },
      errors: [],
      suites: [{ title: 'a.spec.ts', file: 'a.spec.ts', specs: ['one', 'two', 'three'].map((title) => ({ title, file: 'a.spec.ts', tests: [flaky] })) }],
    });
    const { status, lines } = run(`run_tests "Playwright" playwright "${file}.copy" cp "${file}" "${file}.copy"\nfinish 0`);
    expect(status).toBe(1);
    expect(lines.at(-1)).toBe('20 passed, 3 failed');
  });

  it('sums the runs that passed and exits 0 with "All checks passed."', () => {
    const a = report('a', vitestReport(12, 0));
    const b = report('b', vitestReport(30, 0));
    const { status, lines } = run(
      `run_tests "a" vitest "${a}.copy" cp "${a}" "${a}.copy"\nrun_tests "b" vitest "${b}.copy" cp "${b}" "${b}.copy"\nfinish 0`,
    );
    expect(status).toBe(0);
    expect(lines.at(-2)).toBe('All checks passed.');
    expect(lines.at(-1)).toBe('42 passed, 0 failed');
  });

  it('counts a failed check without a test count (lint, typecheck, build) as 1 failed and stops', () => {
    const { status, lines } = run(`run_check "Lint" false\necho "after lint"\nfinish 0`);
    expect(status).toBe(1);
    expect(lines).not.toContain('after lint');
    expect(lines.at(-1)).toBe('0 passed, 1 failed');
  });
});
