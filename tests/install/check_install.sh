#!/usr/bin/env bash
# cmake --install puts libweft.so in the library directory, the weft-spirv helper beside it (where
# libweft looks for it), and weft.icd in /etc/OpenCL/vendors, and the .icd file names the
# installed library. Installs into a scratch DESTDIR.
#   check_install.sh <build-dir>
set -euo pipefail
build=$1
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
DESTDIR=$root cmake --install "$build" >/dev/null
icd=$root/etc/OpenCL/vendors/weft.icd
[[ -f $icd ]] || { echo "FAIL: no $icd"; exit 1; }
library=$(cat "$icd")
[[ -e $root$library ]] || { echo "FAIL: weft.icd names $library, which was not installed"; exit 1; }
helper=$(dirname "$root$library")/weft-spirv
[[ -x $helper ]] || { echo "FAIL: no executable weft-spirv beside $library"; exit 1; }
exported=$(nm -D --defined-only "$root$library" | awk '$2 ~ /[TDBW]/ {print $3}')
grep -qx clIcdGetPlatformIDsKHR <<<"$exported" ||
  { echo "FAIL: $library does not export clIcdGetPlatformIDsKHR"; exit 1; }
# Only OpenCL entry points are exported.
others=$(grep -v '^cl' <<<"$exported" || true)
[[ -z $others ]] || { echo "FAIL: exports that are not cl*: $others"; exit 1; }
echo "install OK: $library and $icd"
