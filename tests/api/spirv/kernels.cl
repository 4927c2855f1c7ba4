// Kernels the SPIR-V tests (spirv_test.cpp) load as SPIR-V: weftc --emit-spirv writes them at build
// time, through the same translator that reads them back.
int __spirv_SpecConstant(int id, int fallback);

kernel void axpy(global const float* x, global float* y, float a) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}

kernel void reduce(global const int* in, global int* out, local int* scratch) {
  size_t l = get_local_id(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t step = get_local_size(0) / 2; step > 0; step /= 2) {
    if (l < step)
      scratch[l] += scratch[l + step];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[get_group_id(0)] = scratch[0];
}

// A specialization constant, id 7, 3 unless set.
kernel void specialized(global int* out) {
  out[get_global_id(0)] = __spirv_SpecConstant(7, 3) * (int)get_global_id(0);
}
