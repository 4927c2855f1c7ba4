// Half precision (cl_khr_fp16) through SPIR-V's Float16, loaded as SPIR-V and built from this
// source by spirv_test.cpp: arithmetic, builtins and conversions.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void halves(global const half* a, global const half* b, global half* out) {
  size_t i = get_global_id(0);
  half x = a[i], y = b[i];
  global half* o = out + 8 * i;
  o[0] = x + y;
  o[1] = x * y;
  o[2] = x / y;
  o[3] = -x;
  o[4] = sqrt(x);
  o[5] = fma(x, y, x);
  o[6] = fmin(x, y);
  o[7] = (half)convert_short_sat_rtz(x * (half)16.0h);
}
