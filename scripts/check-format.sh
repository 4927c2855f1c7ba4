#!/usr/bin/env bash
# Fails when a C++ file tracked by git is not formatted as .clang-format says (clang-format 15,
# the version that comes with Debian 12's LLVM 15).
set -euo pipefail
cd "$(dirname "$0")/.."
unformatted=()
while IFS= read -r file; do
  clang-format-15 --dry-run -Werror "$file" >/dev/null 2>&1 || unformatted+=("$file")
done < <(git ls-files '*.cpp' '*.hpp')
if ((${#unformatted[@]})); then
  echo "check-format: these files need clang-format-15 -i:"
  printf '  %s\n' "${unformatted[@]}"
  exit 1
fi
echo "check-format: every C++ file is formatted"
