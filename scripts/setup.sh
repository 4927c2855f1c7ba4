#!/usr/bin/env bash
# Installs what Weft needs from Debian 12 packages, builds it, and runs an OpenCL program on Weft
# through the system's ICD loader (ocl-icd), without installing Weft.
#   scripts/setup.sh [build-dir]        (default: build)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}

packages=(
  build-essential cmake ninja-build pkg-config
  llvm-15-dev libclang-15-dev libclang-cpp15-dev clang-15 llvm-15-tools libllvmspirvlib-15-dev
  libtbb-dev libhwloc-dev opencl-headers ocl-icd-opencl-dev catch2
  clang-format-15 clinfo pocl-opencl-icd spirv-tools
)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo=sudo
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo ${WEFT_CMAKE_ARGS:-}
cmake --build "$build" -j "$(nproc)"

echo "setup: running examples/vector_add on Weft through the ICD loader"
OCL_ICD_VENDORS="$build/vendors" "$build/examples/vector_add" Weft
