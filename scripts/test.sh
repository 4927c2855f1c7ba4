#!/usr/bin/env bash
# Runs Weft's whole test suite (CTest) on a build made by scripts/setup.sh.
#   scripts/test.sh [build-dir]         (default: build)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
cmake --build "$build" -j "$(nproc)"
cd "$build"
# One test per core: every test is a process of its own, and the kernel cache they share is made
# for processes that build at once.
ctest --output-on-failure --timeout 600 -j "$(nproc)"
