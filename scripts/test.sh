#!/usr/bin/env bash
# Sets up (Debian packages), builds and runs every test.
#   bash scripts/test.sh          the build and its tests (ctest; fails when no test is found)
#   bash scripts/test.sh --ci     also: warnings as errors, the clang-format check, and the whole suite again
#                                 under AddressSanitizer + UndefinedBehaviorSanitizer (what .ci/run does)
set -euo pipefail
cd "$(dirname "$0")/.."
CI_MODE=0
[ "${1:-}" = "--ci" ] && CI_MODE=1
bash scripts/setup-deps.sh

# ctest splits discovered Catch2 names at ';', and the halves then run no test at all: refuse such names.
if grep -rnE 'TEST_CASE\("[^"]*;' tests/; then
  echo "test names must not contain ';' (ctest would run nothing for them)"; exit 1
fi
# Plural (%n) messages: Chinese has one form, and the translation check counts numerus messages as empty.
if grep -rnE 'tr\("[^"]*%n[^"]*", *nullptr' app model db views; then
  echo "use %1 instead of plural %n forms in tr()"; exit 1
fi

run_suite() { # build-dir, extra cmake args...
  local dir=$1; shift
  AIP_BUILD_DIR=$dir bash scripts/build.sh "$@"
  QT_QPA_PLATFORM=offscreen ctest --test-dir "$dir" --output-on-failure -j"$(nproc)" --no-tests=error --timeout 600
}

if [ $CI_MODE -eq 1 ]; then
  bash scripts/format.sh --check
  # The libFuzzer targets, briefly, on their corpus and every past finding (long runs are done by hand).
  CC=clang CXX=clang++ AIP_BUILD_DIR=build-fuzz AIP_BUILD_TARGETS="fuzz_planreader fuzz_catalogcsv fuzz_nccltests" \
    bash scripts/build.sh -DAIP_BUILD_FUZZERS=ON -DAIP_BUILD_TESTS=OFF -DAIP_BUILD_BENCHMARKS=OFF
  for target in planreader catalogcsv nccltests; do
    work=$(mktemp -d)
    cp tests/fuzz/corpus/$target/* "$work"/
    [ -d tests/fuzz/regressions/$target ] && cp tests/fuzz/regressions/$target/* "$work"/
    echo "fuzz_$target: 20 s"
    build-fuzz/tests/fuzz/fuzz_$target -max_total_time=20 -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$work/" \
      "$work" >"$work.log" 2>&1 || { tail -n 40 "$work.log"; exit 1; }
    grep -E '^Done [0-9]+ runs' "$work.log" || true
    rm -rf "$work" "$work.log"
  done
  run_suite build-ci -DAIP_WERROR=ON -DAIP_BUILD_BENCHMARKS=ON
  ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    run_suite build-asan -DAIP_WERROR=ON -DAIP_SANITIZE=ON -DAIP_BUILD_BENCHMARKS=OFF -DCMAKE_BUILD_TYPE=Debug
else
  run_suite "${AIP_BUILD_DIR:-build}"
fi
