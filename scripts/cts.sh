#!/usr/bin/env bash
# Builds the Khronos OpenCL conformance suite (CTS) outside this repository and runs its suites
# against Weft through the ICD loader. Nothing of the CTS is kept in the repository: only what
# it reports (docs/conformance/) and this script.
#
#   scripts/cts.sh build CTS_SOURCE OPENCL_HEADERS BUILD_DIR [SUITE...]
#       CTS_SOURCE: a checkout of KhronosGroup/OpenCL-CTS; OPENCL_HEADERS: one of
#       KhronosGroup/OpenCL-Headers; SUITE: CMake targets (default: the suites issue 4 names).
#   scripts/cts.sh run BUILD_DIR WEFT_BUILD SUITE [ARGS...]
#       Runs one suite binary (test_<suite>) against the Weft of WEFT_BUILD (its vendors
#       directory) and prints the suite's own summary.
set -euo pipefail

default_suites=(test_bruteforce test_conversions test_integer_ops test_commonfns test_geometrics
                test_relationals test_select test_vectors test_printf test_atomics
                test_c11_atomics test_contractions test_workgroups test_half)

usage() { sed -n '2,14p' "$0" >&2; exit 2; }

build() {
  local source=$1 headers=$2 dir=$3
  shift 3
  local suites=("$@")
  [ ${#suites[@]} -gt 0 ] || suites=("${default_suites[@]}")
  # Debian's SPIR-V headers; the suites here compile OpenCL C, not SPIR-V.
  if [ ! -d /usr/include/spirv ]; then
    apt-get install -y --no-install-recommends spirv-headers >/dev/null
  fi
  # The legacy SPIR 1.2 suite needs archives that are not part of every copy of the CTS, and no
  # suite here uses it: configure without it.
  if [ ! -f "$source/test_conformance/spir/CMakeLists.txt" ]; then
    mkdir -p "$source/test_conformance/spir"
    : >"$source/test_conformance/spir/CMakeLists.txt"
  fi
  local loader
  loader=$(dirname "$(ldconfig -p | awk '/libOpenCL.so.1 .*x86-64/ {print $NF; exit}')")
  cmake -S "$source" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCL_INCLUDE_DIR="$headers" -DSPIRV_INCLUDE_DIR=/usr \
    -DCL_LIB_DIR="$loader" -DOPENCL_LIBRARIES=OpenCL >/dev/null
  cmake --build "$dir" --target "${suites[@]}"
}

run() {
  local dir=$1 weft=$2 suite=$3
  shift 3
  local binary
  binary=$(find "$dir/test_conformance" -type f -name "test_$suite" -perm -u+x | head -1)
  [ -n "$binary" ] || { echo "cts.sh: no test_$suite under $dir" >&2; exit 1; }
  # The suites read their data files from their own directory.
  cd "$(dirname "$binary")"
  OCL_ICD_VENDORS="$weft/vendors" CL_DEVICE_TYPE=CL_DEVICE_TYPE_CPU "$binary" "$@"
}

case "${1:-}" in
build) [ $# -ge 4 ] || usage; shift; build "$@" ;;
run) [ $# -ge 4 ] || usage; shift; run "$@" ;;
*) usage ;;
esac
