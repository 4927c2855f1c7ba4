#!/usr/bin/env bash
# Builds Weft with sanitizers and runs the whole test suite under them.
#   scripts/sanitize.sh address   AddressSanitizer + UndefinedBehaviorSanitizer (+ LeakSanitizer)
#   scripts/sanitize.sh thread    ThreadSanitizer
# Build trees: build-asan, build-tsan. Suppressions and why: tests/sanitizers/. The address pass runs
# the tests with every program built in full at once (WEFT_TEST_FULL_BUILDS), the thread pass and
# scripts/test.sh with quick first builds, as applications get them.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
kind=${1:?usage: $0 address|thread}
supp=$here/tests/sanitizers
case "$kind" in
  address)
    build=$here/build-asan
    sanitizers=address,undefined
    full_builds=ON
    export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
    export LSAN_OPTIONS=use_tls=0:suppressions=$supp/lsan.supp
    export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
    ;;
  thread)
    build=$here/build-tsan
    sanitizers=thread
    full_builds=OFF
    # history_size=7: the longest per-thread history, so that the earlier access of a report keeps
    # its stack and the suppressions can match it.
    export TSAN_OPTIONS=halt_on_error=1:history_size=7:suppressions=$supp/tsan.supp
    ;;
  *)
    echo "usage: $0 address|thread" >&2
    exit 2
    ;;
esac
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DWEFT_SANITIZE=$sanitizers \
  -DWEFT_TEST_FULL_BUILDS=$full_builds -DWEFT_WERROR=ON >/dev/null
cmake --build "$build" -j "$(nproc)"
cd "$build"
# The benchmark's smoke test measures nothing useful under a sanitizer; its kernels are covered by
# the API tests and examples.
ctest --output-on-failure --timeout 600 -j "$(nproc)" -LE bench
