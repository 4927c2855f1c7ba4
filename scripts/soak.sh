#!/usr/bin/env bash
# The soak test of issue 16: many host threads building, launching, moving data, setting user
# events for each other, releasing objects in flight and registering callbacks, every result
# checked and resident memory bounded (tests/soak/soak.cpp), through the ICD loader, with a kernel
# cache of its own that starts empty.
#   scripts/soak.sh [threads] [seconds] [build-dir]     (default: 16 600 build)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
threads=${1:-16}
seconds=${2:-600}
build=${3:-$here/build}
cmake --build "$build" --target weft_soak >/dev/null
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
echo "soak: commit $(git -C "$here" rev-parse --short HEAD), $(nproc) cores," \
  "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
OCL_ICD_VENDORS=$build/vendors WEFT_CACHE_DIR=$cache \
  "$build/tests/soak/weft_soak" --threads "$threads" --seconds "$seconds"
