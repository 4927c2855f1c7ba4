#!/usr/bin/env bash
# Fails when a C++ file tracked by git is not formatted as .clang-format says (clang-format 15,
# the version that comes with Debian 12's LLVM 15).
set -euo pipefail
cd "$(dirname "$0")/.."
unformatted=$(git ls-files '*.cpp' '*.hpp' | xargs clang-format-15 --dry-run 2>&1 | grep -o '^[^:]*:' | sort -u || true)
if [[ -n $unformatted ]]; then
  echo "check-format: these files need clang-format-15 -i:"
  echo "$unformatted" | tr -d ':' | sed 's/^/  /'
  exit 1
fi
echo "check-format: every C++ file is formatted"
