#!/usr/bin/env bash
# weftc reports each kernel, emits IR and assembly in which the work-items of a simple kernel run
# in the host's widest vectors, and fails with the compiler's diagnostics on a broken kernel.
#   test_weftc.sh <weftc>
set -euo pipefail
weftc=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat >"$dir/saxpy.cl" <<'CL'
__kernel void saxpy(float a, __global const float* x, __global float* y) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}
CL
"$weftc" --emit-llvm -o "$dir/saxpy.ll" -cl-kernel-arg-info "$dir/saxpy.cl" 2>"$dir/report.txt"
grep -q "kernel saxpy" "$dir/report.txt" || { echo "FAIL: no report"; cat "$dir/report.txt"; exit 1; }
grep -q "arg 1: float\\* x (__global buffer" "$dir/report.txt" ||
  { echo "FAIL: argument report"; cat "$dir/report.txt"; exit 1; }
grep -q "define void @__weft_wg_saxpy" "$dir/saxpy.ll" || { echo "FAIL: no IR"; exit 1; }
grep -q "work-items: vectorized 16-wide\|work-items: vectorized 8-wide\|work-items: vectorized 4-wide" \
  "$dir/report.txt" || { echo "FAIL: no vectorization report"; cat "$dir/report.txt"; exit 1; }
"$weftc" --emit-asm "$dir/saxpy.cl" >"$dir/saxpy.s" 2>/dev/null
grep -q "__weft_wg_saxpy" "$dir/saxpy.s" || { echo "FAIL: no assembly"; exit 1; }
if grep -q avx512f /proc/cpuinfo; then
  grep -q "<16 x float>" "$dir/saxpy.ll" || { echo "FAIL: IR not 16 floats wide"; exit 1; }
  grep -q "zmm" "$dir/saxpy.s" || { echo "FAIL: assembly uses no zmm register"; exit 1; }
fi
# A tiled kernel with barriers: after each barrier the work-item ids are computed again rather
# than kept, so its local tiles are read and written with whole vectors, never lane by lane.
cat >"$dir/tiled.cl" <<'CL'
__kernel void tiled(__global const float* a, __global const float* b, __global float* c, uint n) {
  __local float at[16][16], bt[16][16];
  size_t col = get_global_id(0), row = get_global_id(1), lx = get_local_id(0), ly = get_local_id(1);
  float sum = 0.0f;
  for (uint t = 0; t < n; t += 16) {
    at[ly][lx] = a[row * n + t + lx];
    bt[ly][lx] = b[(t + ly) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < 16; ++k)
      sum += at[ly][k] * bt[k][lx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = sum;
}
CL
"$weftc" --emit-llvm -o "$dir/tiled.ll" "$dir/tiled.cl" 2>"$dir/tiled.txt"
grep -q "work-items: vectorized" "$dir/tiled.txt" || { echo "FAIL: tiled not vectorized"; exit 1; }
# The report names each region: the start and what follows each of the two barriers.
grep -q "work-items: vectorized.*; from the start: .*wide load.*; after barrier 1: .*wide load.*; after barrier 2: " \
  "$dir/tiled.txt" || { echo "FAIL: no report per region"; cat "$dir/tiled.txt"; exit 1; }
# With 16 floats to a vector, 16x16 groups also run as one step without regions: the tile loop's
# sums stay in registers, and its 16 rows of B, a page or more apart from tile to tile, are
# prefetched a tile ahead.
if grep -q avx512f /proc/cpuinfo; then
  grep -q "; groups of 16x16 in one step, without barrier regions: 3 wide loads, 3 wide stores, 16 loads prefetched 1 iteration ahead$" \
    "$dir/tiled.txt" || { echo "FAIL: no whole-group step"; cat "$dir/tiled.txt"; exit 1; }
  grep -q "phi <256 x float>" "$dir/tiled.ll" ||
    { echo "FAIL: the sums are not one 256-lane value in the IR"; exit 1; }
fi
if grep -q "gather\|scatter\|masked" "$dir/tiled.txt"; then
  echo "FAIL: the report says the tiled kernel gathers, scatters or runs masked"; cat "$dir/tiled.txt"
  exit 1
fi
if grep -q "masked.gather\|masked.scatter" "$dir/tiled.ll"; then
  echo "FAIL: the tiled kernel gathers or scatters"; grep "masked.gather\|masked.scatter" "$dir/tiled.ll"
  exit 1
fi
# Stores to one place under a branch on the work-item are one conditional store each, not
# scatters of every lane to that place (64 of them took 30 s to build).
cat >"$dir/one_place.cl" <<'CL'
__kernel void one_place(__global const char* source, __global char4* dest, __global int* out) {
  int gid = (int)get_global_id(0);
  if (gid % 3 == 1)
    out[0] = gid;
  if (gid != 0)
    return;
  char4 tmp = (char4)((char)0);
  tmp.s1 = source[0];
  dest[0] = tmp;
}
CL
"$weftc" "$dir/one_place.cl" 2>"$dir/one_place.txt" >/dev/null
grep -q "work-items: vectorized.*masked" "$dir/one_place.txt" ||
  { echo "FAIL: one_place not vectorized"; cat "$dir/one_place.txt"; exit 1; }
if grep -q "scatter" "$dir/one_place.txt"; then
  echo "FAIL: stores to one place scatter"; cat "$dir/one_place.txt"; exit 1
fi
# An indexed load under a branch on the work-item: the report says so.
cat >"$dir/indexed.cl" <<'CL'
__kernel void indexed(__global const int* index, __global const float* x, __global float* y) {
  size_t i = get_global_id(0);
  if (i % 3 == 0)
    y[i] = x[index[i]];
}
CL
"$weftc" "$dir/indexed.cl" 2>"$dir/indexed.txt"
grep -q "work-items: vectorized.*; masked, 1 wide load, 1 wide store, 1 gather$" "$dir/indexed.txt" ||
  { echo "FAIL: the indexed kernel's report"; cat "$dir/indexed.txt"; exit 1; }
# A kernel the SPMD pass refuses says why in its report, without LLVM's warning about the x loop's
# own vectorize metadata.
cat >"$dir/refused.cl" <<'CL'
__kernel void refused(__global int* out) {
  __local int owner;
  if (get_local_id(0) == 0)
    owner = -1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = atomic_cmpxchg(&owner, -1, (int)get_local_id(0));
}
CL
"$weftc" "$dir/refused.cl" >"$dir/refused.txt" 2>&1
grep -q "work-items: not SPMD-vectorized: " "$dir/refused.txt" ||
  { echo "FAIL: no reason for the refused kernel"; cat "$dir/refused.txt"; exit 1; }
if grep -q "loop not vectorized" "$dir/refused.txt"; then
  echo "FAIL: LLVM's missed-transformation warning reached the log"; cat "$dir/refused.txt"; exit 1
fi
printf '__kernel void broken(__global int* p) {\n  p[0] = undeclared;\n}\n' >"$dir/broken.cl"
if "$weftc" "$dir/broken.cl" 2>"$dir/broken.txt"; then
  echo "FAIL: a broken kernel compiled"; exit 1
fi
grep -q "broken.cl:2:\|<source>:2:\|:2:10: error" "$dir/broken.txt" || grep -q ":2:" "$dir/broken.txt" ||
  { echo "FAIL: no line number in the diagnostics"; cat "$dir/broken.txt"; exit 1; }
grep -q "undeclared" "$dir/broken.txt" || { echo "FAIL: diagnostic does not name it"; exit 1; }
echo "weftc OK"
