#!/usr/bin/env node
/**
 * Prints "<passed> <failed> <flaky>" from a JSON report, for the summary line of scripts/test.sh.
 *   node scripts/lib/count-results.mjs vitest test-results/vitest.json
 *   node scripts/lib/count-results.mjs playwright test-results/e2e.json
 * Exits 1 when the report is missing or unreadable (the run crashed before reporting).
 *
 * A Playwright test that failed and passed on its retry (CI retries once) is flaky: it is
 * named on stderr, one line each. Up to MAX_FLAKY_TESTS of them count as passed; more than
 * that and every flaky test counts as failed, so a run whose tests need retries fails.
 */
import { readFileSync } from 'node:fs';

/** How many tests of one Playwright run may pass only on their retry before the run fails. */
const MAX_FLAKY_TESTS = 2;

const [kind, file] = process.argv.slice(2);

function vitestCounts(report) {
  // A file that fails to import fails its suite without failing any test: count it too.
  const failedFilesWithoutTests = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return [report.numPassedTests, report.numFailedTests + failedFilesWithoutTests, 0];
}

/** "file › describe › title [project]" of every test whose outcome is flaky. */
function flakyTests(report) {
  const names = [];
  const walk = (suite, titles) => {
    const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const where = spec.file ?? suite.file ?? '';
        names.push(`${[where, ...here, spec.title].filter(Boolean).join(' › ')} [${test.projectName ?? ''}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

function playwrightCounts(report) {
  const { expected = 0, flaky = 0, unexpected = 0 } = report.stats ?? {};
  const names = flakyTests(report);
  const flakyCount = Math.max(Number(flaky) || 0, names.length);
  const tooMany = flakyCount > MAX_FLAKY_TESTS;
  for (const name of names) console.error(`flaky (failed, then passed on retry): ${name}`);
  if (flakyCount > 0) {
    console.error(
      tooMany
        ? `${flakyCount} flaky tests: more than ${MAX_FLAKY_TESTS} allowed, they count as failed`
        : `${flakyCount} flaky test(s): at most ${MAX_FLAKY_TESTS} allowed, counted as passed`,
    );
  }
  const passed = expected + (tooMany ? 0 : flakyCount);
  const failed = unexpected + (report.errors?.length ?? 0) + (tooMany ? flakyCount : 0);
  return [passed, failed, flakyCount];
}

try {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = kind === 'vitest' ? vitestCounts(report) : kind === 'playwright' ? playwrightCounts(report) : null;
  if (!counts) throw new Error(`unknown report kind "${kind}"`);
  console.log(counts.map((n) => Number(n) || 0).join(' '));
} catch (error) {
  console.error(`count-results: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
