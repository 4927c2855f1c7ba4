#!/usr/bin/env bash
# Installs Intel's oneAPI OpenCL CPU runtime, the strongest peer weft_bench measures against, into
# DIR (outside the repository) from its PyPI wheels, and makes DIR/vendors-all: the loader's
# vendors folder with Weft and PoCL from BUILD (default: build) and Intel beside them.
#
#   scripts/intel-runtime.sh ~/intel-opencl
#   LD_LIBRARY_PATH=~/intel-opencl/lib OCL_ICD_VENDORS=~/intel-opencl/vendors-all \
#     build/bench/weft_bench --markdown
#
# The wheels: intel-opencl-rt (libintelocl.so), intel-cmplr-lib-rt (its SVML and runtime
# libraries) and tbb 2022 or later (older oneTBB lacks symbols it uses). DIR/lib links every
# library of theirs except their own ICD loader (libOpenCL.so), which would shadow the system's.
set -euo pipefail

dir=${1:?usage: scripts/intel-runtime.sh DIR [BUILD]}
build=${2:-build}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

if [ ! -e "$dir/lib/libintelocl.so" ]; then
  python3 -m pip download --no-deps --quiet -d "$dir/wheels" \
    intel-opencl-rt intel-cmplr-lib-rt 'tbb>=2022'
  rm -rf "$dir/unpacked" "$dir/lib"
  for wheel in "$dir"/wheels/*.whl; do
    python3 -m zipfile -e "$wheel" "$dir/unpacked"
  done
  mkdir -p "$dir/lib"
  for library in "$dir"/unpacked/*/data/lib/*; do
    case $(basename "$library") in
    libOpenCL*) ;;
    *) ln -sf "$library" "$dir/lib/" ;;
    esac
  done
fi

mkdir -p "$dir/vendors-all"
echo "$dir/lib/libintelocl.so" >"$dir/vendors-all/intel.icd"
if [ -d "$build/vendors-all" ]; then
  cp "$build"/vendors-all/*.icd "$dir/vendors-all/"
else
  echo "intel-runtime.sh: no $build/vendors-all (build Weft first): only Intel is in $dir/vendors-all" >&2
fi
echo "LD_LIBRARY_PATH=$dir/lib OCL_ICD_VENDORS=$dir/vendors-all"
