#!/usr/bin/env bash
# Runs the API tests and the examples through the Khronos OpenCL-ICD-Loader instead of ocl-icd.
# The loader is not a Debian package: give a checkout of its public repository (a tag that matches
# the installed headers, e.g. v2023.02.06 for Debian 12); it is built in a temporary directory.
#   scripts/check-khronos-loader.sh <OpenCL-ICD-Loader checkout> [build-dir]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
loader_src=${1:?usage: $0 <OpenCL-ICD-Loader checkout> [build-dir]}
build=${2:-$here/build}
loader_build=$(mktemp -d)
trap 'rm -rf "$loader_build"' EXIT
cmake -S "$loader_src" -B "$loader_build" -G Ninja -DBUILD_TESTING=OFF >/dev/null
cmake --build "$loader_build" >/dev/null
export LD_LIBRARY_PATH="$loader_build${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export OCL_ICD_VENDORS="$build/vendors"
ldd "$build/tests/api/weft_api_tests" | grep -q "$loader_build/libOpenCL" ||
  { echo "the Khronos loader was not picked up"; exit 1; }
for example in vector_add saxpy mandelbrot matrix_multiply; do
  "$build/examples/$example" Weft
done
"$build/tests/api/weft_api_tests"
