#!/usr/bin/env bash
# Builds the Khronos OpenCL conformance suite (CTS) outside this repository and runs its suites
# against Weft through the ICD loader. Nothing of the CTS is kept in the repository: only what
# it reports (docs/conformance/) and this script.
#
#   scripts/cts.sh build CTS_SOURCE OPENCL_HEADERS BUILD_DIR [SUITE...]
#       CTS_SOURCE: a checkout of KhronosGroup/OpenCL-CTS; OPENCL_HEADERS: one of
#       KhronosGroup/OpenCL-Headers; SUITE: CMake targets, or "all" for every suite issues 4, 17
#       and 18 name (default: issue 4's). test_api, test_compiler and test_spirv_new need SPIR-V
#       headers newer than Debian's: set SPIRV_HEADERS to a checkout of KhronosGroup/SPIRV-Headers.
#   scripts/cts.sh run BUILD_DIR WEFT_BUILD SUITE [ARGS...]
#       Runs one suite binary (test_<suite>) against the Weft of WEFT_BUILD (its vendors
#       directory) and prints the suite's own summary.
#   scripts/cts.sh rows BUILD_DIR WEFT_BUILD CSV PATTERN [LOG_DIR]
#       Runs every row of the CTS's list CSV (test_conformance/opencl_conformance_tests_full.csv)
#       whose command contains PATTERN ("images/" for issue 18's), one after another, and prints
#       a Markdown table row for each: its name, suite and arguments, the suite's summary and the
#       seconds it took. Each row's output goes to LOG_DIR (default: a new temporary directory).
set -euo pipefail

default_suites=(test_bruteforce test_conversions test_integer_ops test_commonfns test_geometrics
                test_relationals test_select test_vectors test_printf test_atomics
                test_c11_atomics test_contractions test_workgroups test_half)

# Issue 17's core API and language suites.
api_suites=(test_computeinfo test_api test_basic test_compiler test_buffers test_events
            test_profiling test_mem_host_flags test_allocations test_multiples
            test_thread_dimensions test_device_partition test_device_timer
            test_non_uniform_work_group test_generic_address_space test_spirv_new)

# Issue 18's image suites.
image_suites=(test_cl_get_info test_cl_read_write_images test_cl_copy_images test_cl_fill_images
              test_image_streams test_kernel_image_methods test_samplerless_reads)

usage() { sed -n '2,21p' "$0" >&2; exit 2; }

build() {
  local source=$1 headers=$2 dir=$3
  shift 3
  local suites=("$@")
  [ ${#suites[@]} -gt 0 ] || suites=("${default_suites[@]}")
  if [ "${suites[*]}" = all ]; then
    suites=("${default_suites[@]}" "${api_suites[@]}" "${image_suites[@]}")
  fi
  # SPIR-V headers: a newer checkout where given, else Debian's (enough for the suites that
  # compile OpenCL C only).
  local spirv=${SPIRV_HEADERS:-/usr}
  if [ "$spirv" = /usr ] && [ ! -d /usr/include/spirv ]; then
    apt-get install -y --no-install-recommends spirv-headers >/dev/null
  fi
  # Suites with SPIR-V kernels assemble them with spirv-as while they build.
  if ! command -v spirv-as >/dev/null; then
    apt-get install -y --no-install-recommends spirv-tools >/dev/null
  fi
  [ -d "$spirv/include/spirv" ] || { echo "cts.sh: no SPIR-V headers under $spirv/include" >&2; exit 1; }
  # The legacy SPIR 1.2 suite needs archives that are not part of every copy of the CTS, and no
  # suite here uses it: configure without it.
  if [ ! -f "$source/test_conformance/spir/CMakeLists.txt" ]; then
    mkdir -p "$source/test_conformance/spir"
    : >"$source/test_conformance/spir/CMakeLists.txt"
  fi
  local loader
  loader=$(dirname "$(ldconfig -p | awk '/libOpenCL.so.1 .*x86-64/ {print $NF; exit}')")
  cmake -S "$source" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCL_INCLUDE_DIR="$headers" -DSPIRV_INCLUDE_DIR="$spirv" \
    -DCL_LIB_DIR="$loader" -DOPENCL_LIBRARIES=OpenCL >/dev/null
  cmake --build "$dir" --target "${suites[@]}"
}

run() {
  local dir=$1 weft suite=$3
  weft=$(cd "$2" && pwd) # before the cd below
  shift 3
  local binary
  binary=$(find "$dir/test_conformance" -type f -name "test_$suite" -perm -u+x | head -1)
  [ -n "$binary" ] || { echo "cts.sh: no test_$suite under $dir" >&2; exit 1; }
  # The suites read their data files from their own directory.
  cd "$(dirname "$binary")"
  OCL_ICD_VENDORS="$weft/vendors" CL_DEVICE_TYPE=CL_DEVICE_TYPE_CPU "$binary" "$@"
}

rows() {
  local dir=$1 weft=$2 csv=$3 pattern=$4 logs=${5:-$(mktemp -d)}
  mkdir -p "$logs"
  echo "cts.sh: each row's output in $logs" >&2
  echo "| row | suite and arguments | result | time |"
  echo "|---|---|---|---|"
  local line rest name command suite args start status summary log
  while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in "" | "#"*) continue ;; esac
    rest=${line#CL_DEVICE_TYPE_CPU, } # the rows only CPU devices run
    name=${rest%%,*}
    command=${rest#*,}
    [[ "$command" == *"$pattern"* ]] || continue
    suite=$(basename "${command%% *}")
    suite=${suite#test_}
    args=""
    [[ "$command" == *" "* ]] && args=${command#* }
    log="$logs/$(printf '%s' "$name" | tr -c 'A-Za-z0-9' '_').log"
    start=$(date +%s)
    # shellcheck disable=SC2086 # the row's arguments are words
    if "$0" run "$dir" "$weft" "$suite" $args >"$log" 2>&1; then status=passed; else status="FAILED (exit $?)"; fi
    summary=$(grep -E '^(PASSED|FAILED) ' "$log" | tail -2 | tr '\n' ' ')
    echo "| $name | \`$suite $args\` | $status: $summary| $(($(date +%s) - start)) s |"
  done <"$csv"
}

case "${1:-}" in
build) [ $# -ge 4 ] || usage; shift; build "$@" ;;
run) [ $# -ge 4 ] || usage; shift; run "$@" ;;
rows) [ $# -ge 5 ] || usage; shift; rows "$@" ;;
*) usage ;;
esac
