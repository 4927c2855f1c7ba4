#!/usr/bin/env bash
# Measures how Weft scales across cores on a machine without Debian's packages (the lent 16-core
# machine of the `device` tool): `pack` bundles weft_bench, Weft and every shared library they
# load but the C library into one xz archive; `run` unpacks it there and runs the compute-bound
# and launch rows pinned by taskset to 1, 2, 4, 8 and 16 cores (or the counts given), Weft and
# native C++ side by side, and prints one Markdown table per core count, each after the rate per
# thread of weft_core_ceiling (FMAs in registers, a scalar loop): what the cores themselves give.
#
#   scripts/scaling.sh pack [BUILD] [ARCHIVE]        # default: build, .scaling/weft.tar.xz
#   scripts/scaling.sh run ARCHIVE [OUTDIR] [CORES...]  # SCALING_ROWS, SCALING_REPS (9),
#                                                      # SCALING_SAMPLE_MS (weft_bench --sample-ms),
#                                                      # SCALING_ARGS (more weft_bench options)
#
# The archive holds clang's opencl-c*.h too: `run` puts them at the resource directory the
# build names (front_end.cpp's WEFT_CLANG_RESOURCE_DIR), which needs root there. It holds other
# projects' binaries, so .scaling/ is git-ignored (never commit it): the `device` tool's run
# takes it with `carry: [".scaling"]`.
set -euo pipefail

rows=${SCALING_ROWS:-nbody,matmul-tiled,matmul,mandelbrot,blackscholes,scalar-vs-vector,builtins/sin-cos,latency,throughput}
reps=${SCALING_REPS:-9}
# Empty: one launch per sample, after the bench's pause (its workers asleep); a number: launches
# back to back for that many milliseconds per sample (its workers awake).
sample=()
[ -z "${SCALING_SAMPLE_MS:-}" ] || sample=(--sample-ms "$SCALING_SAMPLE_MS")
# Such as `--pause-ms 20 --no-native`: launches after a fixed pause, as an application's.
read -r -a extra <<<"${SCALING_ARGS:-}"
sample+=("${extra[@]}")

pack() {
  local build=${1:-build} archive=${2:-.scaling/weft.tar.xz}
  local stage
  stage=$(mktemp -d)
  mkdir -p "$stage/weft/lib" "$stage/weft/bin" "$stage/weft/vendors" "$stage/weft/include"
  # Without their debug information (a RelWithDebInfo libweft is 80 MB); the SPIR-V rows and
  # weft-spirv stay behind.
  strip --strip-debug -o "$stage/weft/bin/weft_bench" "$build/bench/weft_bench"
  strip --strip-debug -o "$stage/weft/lib/libweft.so.0" "$build/icd/libweft.so.0"
  strip --strip-debug -o "$stage/weft/bin/weft_core_ceiling" "$build/bench/weft_core_ceiling"
  # Every library either binary loads, the loader's libOpenCL and libgomp among them; the C
  # library and the dynamic linker stay the machine's own.
  ldd "$build/bench/weft_bench" "$build/icd/libweft.so.0" | awk '$3 ~ /^\// {print $3}' |
    sort -u | while read -r library; do
    case $(basename "$library") in
    libc.so.* | libm.so.* | ld-linux*) ;;
    *) cp -L "$library" "$stage/weft/lib/" ;;
    esac
  done
  local resource
  resource=$(grep -o 'WEFT_CLANG_RESOURCE_DIR="[^"]*"' "$build/compile_commands.json" 2>/dev/null |
    head -1 | cut -d'"' -f2 || true)
  [ -n "$resource" ] || resource=$(llvm-config-15 --libdir)/clang/$(llvm-config-15 --version)
  echo "$resource" >"$stage/weft/resource-dir"
  cp "$resource"/include/opencl-c*.h "$stage/weft/include/"
  mkdir -p "$(dirname "$archive")"
  tar -C "$stage" -cf - weft | xz -T2 -6 >"$archive"
  rm -rf "$stage"
  ls -la "$archive"
}

run() {
  local archive=${1:?usage: scripts/scaling.sh run ARCHIVE [OUTDIR] [CORES...]}
  local out=${2:-.}
  shift $(($# < 2 ? $# : 2))
  local cores=("$@")
  [ ${#cores[@]} -gt 0 ] || cores=(1 2 4 8 16)
  local root
  root=$(mktemp -d)
  xz -dc "$archive" | tar -C "$root" -xf -
  local resource
  resource=$(cat "$root/weft/resource-dir")
  mkdir -p "$resource/include"
  for header in "$root"/weft/include/opencl-c*.h; do
    [ -e "$resource/include/$(basename "$header")" ] || cp "$header" "$resource/include/"
  done
  echo "$root/weft/lib/libweft.so.0" >"$root/weft/vendors/weft.icd"
  export LD_LIBRARY_PATH=$root/weft/lib OCL_ICD_VENDORS=$root/weft/vendors
  local online
  online=$(nproc --all)
  {
    echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-), $online CPUs," \
      "vector width: $(grep -q avx512f /proc/cpuinfo && echo AVX-512 || echo AVX2)"
    lscpu 2>/dev/null | grep -E '^(Thread|Core|Socket|NUMA node\(s\)|L3)' || true
    echo "WEFT_WORKER_SPIN=${WEFT_WORKER_SPIN:-} (empty: off)"
    for n in "${cores[@]}"; do
      [ "$n" -le "$online" ] || continue
      echo
      echo "### $n core(s): taskset -c 0-$((n - 1)) weft_bench --platforms Weft --only $rows" \
        "--reps $reps ${sample[*]} --markdown"
      echo
      # The machine's own ceiling for the compute rows: registers only, nothing shared.
      echo "ceiling: $(taskset -c "0-$((n - 1))" "$root/weft/bin/weft_core_ceiling")"
      echo
      taskset -c "0-$((n - 1))" "$root/weft/bin/weft_bench" --platforms Weft --only "$rows" \
        --reps "$reps" "${sample[@]}" --markdown 2>&1
    done
  } | tee "$out/scaling.md"
  rm -rf "$root"
}

case ${1:-} in
pack) shift && pack "$@" ;;
run) shift && run "$@" ;;
*) sed -n '2,13p' "$0" && exit 2 ;;
esac
