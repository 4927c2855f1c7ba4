#!/usr/bin/env bash
# Builds the libFuzzer harnesses of tests/fuzz with clang-15, AddressSanitizer and UBSan, and runs
# each for a fixed time, starting from its corpus in tests/fuzz/corpus/<harness> (issue 16).
#   scripts/fuzz.sh [seconds per harness] [harness ...]   (default: 60 s; build api binary spirv)
#   WEFT_FUZZ_JOBS=n   parallel fuzzing processes per harness (default 1)
#   WEFT_FUZZ_KEEP=1   merge the inputs that reached new code into the committed corpus
# A crash, a leak, an unexpected error code or a 60 s hang ends the run with the input in
# build-fuzz/crashes/ and a non-zero exit; turn it into a test before fixing it.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
shift || true
harnesses=("$@")
((${#harnesses[@]})) || harnesses=(build api binary spirv)
jobs=${WEFT_FUZZ_JOBS:-1}
build=$here/build-fuzz

cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER=clang-15 -DCMAKE_CXX_COMPILER=clang++-15 -DWEFT_FUZZ=ON \
  -DWEFT_SANITIZE=address,undefined -DWEFT_BUILD_TESTS=OFF -DWEFT_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" -j "$(nproc)" --target "${harnesses[@]/#/weft_fuzz_}"

# Huge allocations return NULL (Weft must answer CL_OUT_OF_HOST_MEMORY), and the process's
# reachable memory (kernel cache, handle memory) is not a leak. No fake stacks for
# use-after-return (clang 15's runtime turns them on): a crash inside LLVM that a build recovers
# from jumps over frames on a 512 MiB build-thread stack, where AddressSanitizer ignores the jump
# ("false positive error reports may follow"), and a fake frame of the jumped-over code was later
# reported as the build thread's own lock (seed 41696577 over the build corpus, session 22).
export ASAN_OPTIONS=allocator_may_return_null=1:abort_on_error=0:detect_stack_use_after_return=0
export LSAN_OPTIONS=suppressions=$here/tests/sanitizers/lsan.supp
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
# Each process gets its own kernel cache: the build harnesses switch it off, the API harness uses it.
export WEFT_CACHE_DIR=$build/kernel-cache

mkdir -p "$build/crashes"
status=0
for harness in "${harnesses[@]}"; do
  corpus=$here/tests/fuzz/corpus/$harness
  work=$build/corpus/$harness
  mkdir -p "$work"
  echo "fuzz: $harness for ${seconds}s, $jobs job(s), corpus $(ls "$corpus" | wc -l) inputs"
  start=$(date +%s)
  # The API harness's commands finish on TBB workers, which may still hold a command's last
  # reference in TBB's own memory (not scanned by LeakSanitizer) when an input ends: no per-input
  # leak check there; the soak test (scripts/soak.sh) bounds its memory instead.
  leaks=1
  [[ $harness == api ]] && leaks=0
  parallel=()
  ((jobs > 1)) && parallel=(-fork="$jobs")
  # The first directory receives new inputs; the committed corpus is only read.
  if ! ASAN_OPTIONS=$ASAN_OPTIONS:detect_leaks=$leaks "$build/tests/fuzz/weft_fuzz_$harness" -max_total_time="$seconds" -timeout=60 \
    -rss_limit_mb=6144 -max_len=16384 -print_final_stats=1 "${parallel[@]}" \
    -artifact_prefix="$build/crashes/$harness-" "$work" "$corpus" \
    >"$build/fuzz-$harness.log" 2>&1; then
    status=1
    echo "fuzz: $harness FAILED; the end of $build/fuzz-$harness.log:"
    tail -n 40 "$build/fuzz-$harness.log"
  fi
  echo "fuzz: $harness ran $(($(date +%s) - start))s," \
    "$(grep -o 'number_of_executed_units: *[0-9]*' "$build/fuzz-$harness.log" | tail -n 1)," \
    "$(ls "$work" | wc -l) new inputs"
  if [[ ${WEFT_FUZZ_KEEP:-0} == 1 && $status == 0 ]]; then
    "$build/tests/fuzz/weft_fuzz_$harness" -merge=1 -timeout=60 -max_len=16384 "$corpus" "$work" \
      >"$build/merge-$harness.log" 2>&1
    echo "fuzz: $harness corpus now $(ls "$corpus" | wc -l) inputs"
  fi
done
exit $status
