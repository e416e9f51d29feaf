#!/usr/bin/env node
/**
 * Prints "<passed> <failed>" from a JSON report, for the summary line of scripts/test.sh.
 *   node scripts/lib/count-results.mjs vitest test-results/vitest.json
 *   node scripts/lib/count-results.mjs playwright test-results/e2e.json
 * Exits 1 when the report is missing or unreadable (the run crashed before reporting).
 */
import { readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);

function vitestCounts(report) {
  // A file that fails to import fails its suite without failing any test: count it too.
  const failedFilesWithoutTests = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return [report.numPassedTests, report.numFailedTests + failedFilesWithoutTests];
}

function playwrightCounts(report) {
  // flaky = failed first, passed on retry: it passed.
  const { expected = 0, flaky = 0, unexpected = 0 } = report.stats ?? {};
  return [expected + flaky, unexpected + (report.errors?.length ?? 0)];
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
