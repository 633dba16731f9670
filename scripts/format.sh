#!/usr/bin/env bash
# Formats the C++ sources with .clang-format; with --check, only reports files that differ (exit 1).
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.h' 2>/dev/null || find app model db views tests benchmarks -name '*.cpp' -o -name '*.h')
[ ${#files[@]} -gt 0 ] || exit 0
if [ "${1:-}" = "--check" ]; then
  bad=0
  for f in "${files[@]}"; do
    if ! clang-format --style=file "$f" | cmp -s - "$f"; then echo "not formatted: $f"; bad=1; fi
  done
  [ $bad -eq 0 ] && echo "format: ${#files[@]} files formatted"
  exit $bad
fi
clang-format --style=file -i "${files[@]}"
