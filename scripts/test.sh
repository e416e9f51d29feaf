#!/usr/bin/env bash
# npm test: every check, in order, stopping at the first failure.
#   lint → unused code (knip) → typecheck → vitest (embedded PGlite) → vitest *.db.test.ts (real PostgreSQL)
#   → next build → every bind address → operations (traces, logs, SIGTERM) → two instances on
#   PostgreSQL + Redis behind nginx → Playwright e2e
# The last line is always "<N> passed, <N> failed" (vitest + Playwright tests; a failed
# lint/typecheck/build, or a test run that crashed without a report, counts as 1 failed).
# CI tooling reads that line. Playwright retries a failed test once in CI: the tests that
# passed only on their retry are listed (flaky), and more than 2 of them fail the run
# (scripts/lib/count-results.mjs, MAX_FLAKY_TESTS).
#
# Env: CI=true makes PostgreSQL mandatory (otherwise the PostgreSQL pass is skipped when
#      it is not installed). SKIP_E2E=1 skips build + e2e, outside CI only.
set -uo pipefail

cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

results_dir="test-results"
is_ci=false
[[ "${CI:-}" == "true" || "${CI:-}" == "1" ]] && is_ci=true

# cleanup, finish, section, run_check, run_tests: the counting and the exit code.
source scripts/lib/test-steps.sh

trap cleanup EXIT
trap 'echo; echo "Interrupted."; finish 130' INT TERM

pg_installed() {
  compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || [[ -n "${PG_BIN:-}" ]]
}

mkdir -p "$results_dir"

run_check "Lint (eslint)" npm run lint --silent
# Unused files, exports and dependencies (knip.jsonc says what it ignores and why).
run_check "Unused code (knip)" npm run knip --silent
# next-env.d.ts and the route types are generated files (gitignored): a fresh clone lacks them.
run_check "Typecheck (next typegen + tsc)" bash -c 'node_modules/.bin/next typegen && npm run typecheck --silent'

section "Unit and service tests (vitest, embedded PGlite)"
run_tests "vitest (PGlite)" vitest "$results_dir/vitest-pglite.json" \
  node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$results_dir/vitest-pglite.json"

section "Service tests on PostgreSQL (tests/**/*.db.test.ts)"
if pg_installed; then
  if ! pg_url="$(bash scripts/pg-test-server.sh start)"; then
    failed=$((failed + 1))
    echo "✘ could not start the PostgreSQL test server"
    finish 1
  fi
  pg_started=true
  echo "TEST_DATABASE_URL=$pg_url"
  run_tests "vitest (PostgreSQL)" vitest "$results_dir/vitest-postgres.json" \
    env TEST_DATABASE_URL="$pg_url" node_modules/.bin/vitest run --passWithNoTests \
    --reporter=default --reporter=json --outputFile.json="$results_dir/vitest-postgres.json" '.db.test.'
  bash scripts/pg-test-server.sh stop
  pg_started=false
elif $is_ci; then
  failed=$((failed + 1))
  echo "✘ PostgreSQL is not installed (/usr/lib/postgresql/*/bin) and CI requires this pass."
  finish 1
else
  echo "PostgreSQL is not installed: skipped (it is mandatory in CI)."
fi

if [[ "${SKIP_E2E:-}" == "1" ]] && ! $is_ci; then
  echo
  echo "SKIP_E2E=1: build and e2e skipped."
  finish 0
fi

# One fresh embedded database for the build and the e2e server, deleted at the end; the
# data cache from older runs (other databases) is dropped so pages come from this one.
e2e_data_dir=".data/e2e-$(date +%s)"
rm -rf "$e2e_data_dir" .next/cache/fetch-cache
export E2E_PGLITE_DIR="$e2e_data_dir"
run_check "Production build (next build)" env PGLITE_DIR="$e2e_data_dir" node_modules/.bin/next build

# The production server with each bind address (HOSTNAME unset, 0.0.0.0, 127.0.0.1, ::1,
# localhost, behind a reverse proxy) serves the same pages (scripts/test-bind-address.mjs).
section "Every bind address serves the site (test:bind)"
# Its own throw-away database: a server started on the e2e database would create the first
# account there (a random admin) before the e2e server could create the e2e admin.
if env -u PGLITE_DIR node scripts/test-bind-address.mjs; then
  passed=$((passed + 1))
  section_done "test:bind"
else
  failed=$((failed + 1))
  echo "✘ test:bind failed"
  finish 1
fi

# Traces of failing requests, JSON logs, health probes, and the graceful stop on SIGTERM during
# 50 lead posts (scripts/test-operations.mjs starts its own PostgreSQL and SMTP sink).
section "Operations: traces, logs, graceful stop (test:ops)"
if pg_installed; then
  if node scripts/test-operations.mjs; then
    passed=$((passed + 1))
    section_done "test:ops"
  else
    failed=$((failed + 1))
    echo "✘ test:ops failed"
    finish 1
  fi
elif $is_ci; then
  failed=$((failed + 1))
  echo "✘ PostgreSQL is not installed and CI requires this pass."
  finish 1
else
  echo "PostgreSQL is not installed: skipped (it is mandatory in CI)."
fi

# Two production instances on one PostgreSQL and one Redis, nginx in front: they share the
# page cache, limits, memos and the outbox (scripts/test-two-instances.mjs starts
# redis-server, PostgreSQL, an SMTP sink and nginx itself).
section "Two instances, one PostgreSQL, one Redis, nginx in front (test:scale)"
if command -v redis-server >/dev/null && pg_installed; then
  if node scripts/test-two-instances.mjs; then
    passed=$((passed + 1))
    section_done "test:scale"
  else
    failed=$((failed + 1))
    echo "✘ test:scale failed"
    finish 1
  fi
elif $is_ci; then
  failed=$((failed + 1))
  echo "✘ redis-server or PostgreSQL is not installed and CI requires this pass."
  finish 1
else
  echo "redis-server or PostgreSQL is not installed: skipped (it is mandatory in CI)."
fi

section "End-to-end tests (Playwright, desktop + mobile Chromium)"
run_tests "Playwright" playwright "$results_dir/e2e.json" node_modules/.bin/playwright test

finish 0
