# shellcheck shell=bash
# The steps of scripts/test.sh and its tally, sourced by it (and by tests/scripts/test-steps.test.ts,
# which runs them on fake reports): each step adds to the counts, the first failure ends the run
# with a non-zero exit, and the last line is always "<N> passed, <N> failed".
# Runs from the repository root (test.sh cds there first).

passed=0
failed=0
# Set by test.sh while it holds something to release at the end.
pg_started=false
e2e_data_dir=""

cleanup() {
  if $pg_started; then
    bash scripts/pg-test-server.sh stop || true
    pg_started=false
  fi
  if [[ -n "$e2e_data_dir" ]]; then
    # The e2e server's data cache holds pages of the e2e database: not for the next server.
    rm -rf "$e2e_data_dir" .next/cache/fetch-cache
    e2e_data_dir=""
  fi
}

# Cleanup first so that the summary is the very last line.
finish() {
  local status=$1
  cleanup
  echo
  if [[ $status -eq 0 ]]; then echo "All checks passed."; else echo "FAILED (see the section above)."; fi
  echo "${passed} passed, ${failed} failed"
  exit "$status"
}

section_started=0
section() {
  section_started=$SECONDS
  echo
  echo "════════════════════════════════════════════════════════════════"
  echo "▶ $*"
  echo "════════════════════════════════════════════════════════════════"
}
section_done() {
  echo "✔ $1 ($((SECONDS - section_started)) s)"
}

# A check that has no test count (lint, typecheck, build): 1 failed when it fails.
run_check() {
  local name=$1
  shift
  section "$name"
  if ! "$@"; then
    failed=$((failed + 1))
    echo "✘ $name failed"
    finish 1
  fi
  section_done "$name"
}

# A vitest or Playwright run: adds its counts from its JSON report.
run_tests() {
  local name=$1 kind=$2 report=$3
  shift 3
  rm -f "$report"
  "$@"
  local status=$?
  local counts
  if counts="$(node scripts/lib/count-results.mjs "$kind" "$report")"; then
    local run_passed run_failed run_flaky
    read -r run_passed run_failed run_flaky <<<"$counts"
    passed=$((passed + run_passed))
    # Failed for another reason than a test (unhandled error, crashed worker): still a failure.
    if [[ $status -ne 0 && $run_failed -eq 0 ]]; then run_failed=1; fi
    failed=$((failed + run_failed))
    # Flaky tests (passed on their retry) are named above by count-results; more than it
    # allows count as failed even though Playwright itself exits 0.
    local flaky_note=""
    if [[ ${run_flaky:-0} -gt 0 ]]; then flaky_note=", $run_flaky flaky (listed above)"; fi
    echo "$name: $run_passed passed, $run_failed failed$flaky_note"
    if [[ $status -eq 0 && $run_failed -gt 0 ]]; then status=1; fi
  elif [[ $status -ne 0 ]]; then
    failed=$((failed + 1))
  fi
  if [[ $status -ne 0 ]]; then
    echo "✘ $name failed (exit code $status)"
    finish 1
  fi
  section_done "$name"
}
