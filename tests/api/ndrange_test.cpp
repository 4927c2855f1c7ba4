// OpenCL 3.0 API §5.10 "Executing Kernels": clEnqueueNDRangeKernel and clEnqueueTask. Every
// work-item reports its ids and sizes and each one is compared with a host computation; arguments
// must arrive bit-exactly; errors of the launch geometry.
#include "cl_test.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstring>
#include <fstream>
#include <functional>
#include <iterator>
#include <sys/mman.h>
#include <thread>
#include <unistd.h>

using namespace weft_test;

namespace {

const char* kIdsSource = R"CLC(
kernel void ids(global uint* gid, global uint* lid, global uint* grp, global uint* gsz,
                global uint* lsz, global uint* ngrp, global uint* goff, global uint* dim) {
  size_t x = get_global_id(0) - get_global_offset(0);
  size_t y = get_global_id(1) - get_global_offset(1);
  size_t z = get_global_id(2) - get_global_offset(2);
  size_t idx = (z * get_global_size(1) + y) * get_global_size(0) + x;
  for (uint d = 0; d < 3; ++d) {
    gid[idx * 3 + d] = (uint)get_global_id(d);
    lid[idx * 3 + d] = (uint)get_local_id(d);
    grp[idx * 3 + d] = (uint)get_group_id(d);
    gsz[idx * 3 + d] = (uint)get_global_size(d);
    lsz[idx * 3 + d] = (uint)get_local_size(d);
    ngrp[idx * 3 + d] = (uint)get_num_groups(d);
    goff[idx * 3 + d] = (uint)get_global_offset(d);
  }
  dim[idx] = get_work_dim();
}
)CLC";

const char* kNonUniformSource = R"CLC(
kernel void sizes(global uint* lsz, global uint* enq, global uint* lid, global uint* grp) {
  size_t i = get_global_id(0);
  lsz[i] = (uint)get_local_size(0);
  enq[i] = (uint)get_enqueued_local_size(0);
  lid[i] = (uint)get_local_id(0);
  grp[i] = (uint)get_group_id(0);
}
)CLC";

/// What every work-item reported.
struct IdsResult {
  std::vector<cl_uint> gid, lid, grp, gsz, lsz, ngrp, goff, dim;
};

/// Runs `ids` and returns the reports; `local` may be null.
IdsResult runIds(Env& env, cl_kernel kernel, cl_uint workDim, const size_t* offset,
                 const size_t* global, const size_t* local) {
  size_t total = 1;
  for (cl_uint d = 0; d < workDim; ++d)
    total *= global[d];
  std::vector<Mem> bufs;
  for (int i = 0; i < 8; ++i) {
    size_t size = (i == 7 ? 1 : 3) * total * sizeof(cl_uint);
    bufs.push_back(makeBuffer(env.context, size));
    cl_uint fill = 0xFFFFFFFFu;
    REQUIRE_CL(clEnqueueFillBuffer(env.queue, bufs.back(), &fill, sizeof fill, 0, size, 0, nullptr,
                                   nullptr));
    cl_mem m = bufs.back();
    REQUIRE_CL(clSetKernelArg(kernel, i, sizeof m, &m));
  }
  REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, workDim, offset, global, local, 0, nullptr,
                                    nullptr));
  IdsResult r;
  std::vector<cl_uint>* outs[] = {&r.gid, &r.lid, &r.grp, &r.gsz, &r.lsz, &r.ngrp, &r.goff, &r.dim};
  for (int i = 0; i < 8; ++i)
    *outs[i] = readBuffer<cl_uint>(env.queue, bufs[i], (i == 7 ? 1 : 3) * total);
  return r;
}

/// Checks every work-item's report against the launch; `local` is what the launch used (for a
/// NULL local size, what the work-items reported).
void checkIds(const IdsResult& r, cl_uint workDim, const size_t offset[3], const size_t global[3],
              const size_t local[3]) {
  size_t g[3] = {1, 1, 1}, l[3] = {1, 1, 1}, o[3] = {0, 0, 0};
  for (cl_uint d = 0; d < workDim; ++d) {
    g[d] = global[d];
    l[d] = local[d];
    o[d] = offset ? offset[d] : 0;
  }
  size_t mismatches = 0;
  for (size_t z = 0; z < g[2]; ++z)
    for (size_t y = 0; y < g[1]; ++y)
      for (size_t x = 0; x < g[0]; ++x) {
        const size_t idx = (z * g[1] + y) * g[0] + x;
        const size_t pos[3] = {x, y, z};
        if (r.dim[idx] != workDim)
          ++mismatches;
        for (int d = 0; d < 3; ++d) {
          const size_t k = idx * 3 + d;
          const size_t groups = (g[d] + l[d] - 1) / l[d];
          const size_t group = pos[d] / l[d];
          const size_t groupSize = group + 1 == groups ? g[d] - group * l[d] : l[d];
          bool ok = r.gid[k] == pos[d] + o[d] && r.lid[k] == pos[d] % l[d] && r.grp[k] == group &&
                    r.gsz[k] == g[d] && r.lsz[k] == groupSize && r.ngrp[k] == groups &&
                    r.goff[k] == o[d];
          if (!ok && mismatches++ < 5) {
            UNSCOPED_INFO("work-item (" << x << "," << y << "," << z << ") dim " << d << ": gid "
                                        << r.gid[k] << " lid " << r.lid[k] << " group " << r.grp[k]
                                        << " gsize " << r.gsz[k] << " lsize " << r.lsz[k]
                                        << " groups " << r.ngrp[k] << " offset " << r.goff[k]);
          }
        }
      }
  CHECK(mismatches == 0);
}

struct IdsEnv : Env {
  Program program;
  Kernel kernel;
  explicit IdsEnv(const std::string& options = "")
      : program(buildProgram(context, device, kIdsSource, options)),
        kernel(makeKernel(program, "ids")) {}
};

} // namespace

TEST_CASE("every work-item sees its ids: explicit local sizes", "[ndrange]") {
  IdsEnv env;
  struct Launch {
    cl_uint dim;
    std::array<size_t, 3> global, local, offset;
    bool useOffset;
  };
  const Launch launches[] = {
      {1, {256, 1, 1}, {64, 1, 1}, {0, 0, 0}, false},
      {1, {96, 1, 1}, {1, 1, 1}, {0, 0, 0}, false},
      {1, {300, 1, 1}, {30, 1, 1}, {1000, 0, 0}, true},
      {2, {32, 24, 1}, {8, 4, 1}, {0, 0, 0}, false},
      {2, {17, 6, 1}, {17, 2, 1}, {5, 9, 0}, true},
      {3, {8, 6, 10}, {4, 3, 2}, {0, 0, 0}, false},
      {3, {4, 4, 4}, {2, 2, 4}, {3, 2, 1}, true},
  };
  for (const Launch& l : launches) {
    INFO("dim " << l.dim << " global " << l.global[0] << "x" << l.global[1] << "x" << l.global[2]
                << " local " << l.local[0] << "x" << l.local[1] << "x" << l.local[2] << " offset "
                << l.offset[0] << "," << l.offset[1] << "," << l.offset[2]);
    IdsResult r = runIds(env, env.kernel, l.dim, l.useOffset ? l.offset.data() : nullptr,
                         l.global.data(), l.local.data());
    checkIds(r, l.dim, l.useOffset ? l.offset.data() : nullptr, l.global.data(), l.local.data());
  }
}

TEST_CASE("every work-item sees its ids: local size chosen by the implementation", "[ndrange]") {
  IdsEnv env;
  const size_t maxWg = deviceInfo<size_t>(env.device, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  const std::array<size_t, 3> globals[] = {{1000, 1, 1}, {64, 48, 1}, {7, 5, 3}, {1, 1, 1}};
  const cl_uint dims[] = {1, 2, 3, 1};
  for (int i = 0; i < 4; ++i) {
    const size_t* global = globals[i].data();
    INFO("dim " << dims[i] << " global " << global[0] << "x" << global[1] << "x" << global[2]);
    const size_t offset[3] = {2, 3, 4};
    IdsResult r = runIds(env, env.kernel, dims[i], offset, global, nullptr);
    // The chosen size is what work-item 0 reports; for an OpenCL C 1.2 kernel it divides the
    // global size, and it fits the device.
    size_t local[3] = {r.lsz[0], r.lsz[1], r.lsz[2]};
    size_t product = 1;
    for (cl_uint d = 0; d < dims[i]; ++d) {
      REQUIRE(local[d] >= 1);
      CHECK(global[d] % local[d] == 0);
      product *= local[d];
    }
    CHECK(product <= maxWg);
    checkIds(r, dims[i], offset, global, local);
  }
}

TEST_CASE("non-uniform work-groups", "[ndrange]") {
  Env env;
  const size_t global = 1000, local = 64;
  // An OpenCL C 1.2 kernel needs uniform groups.
  {
    Program p12 = buildProgram(env.context, env.device, kIdsSource, "-cl-std=CL1.2");
    Kernel k = makeKernel(p12, "ids");
    Mem dummy = makeBuffer(env.context, 3 * global * sizeof(cl_uint));
    cl_mem m = dummy;
    for (cl_uint i = 0; i < 8; ++i)
      REQUIRE_CL(clSetKernelArg(k, i, sizeof m, &m));
    CHECK_CL_ERR(
        CL_INVALID_WORK_GROUP_SIZE,
        clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  }
  const char* std = deviceSupportsOpenCLC(env.device, 3, 0) ? "-cl-std=CL3.0" : "-cl-std=CL2.0";
  Program program = buildProgram(env.context, env.device, kNonUniformSource, std);
  Kernel k = makeKernel(program, "sizes");
  Mem bufs[4] = {makeBuffer(env.context, global * 4), makeBuffer(env.context, global * 4),
                 makeBuffer(env.context, global * 4), makeBuffer(env.context, global * 4)};
  for (cl_uint i = 0; i < 4; ++i) {
    cl_mem m = bufs[i];
    REQUIRE_CL(clSetKernelArg(k, i, sizeof m, &m));
  }
  cl_int err =
      clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &global, &local, 0, nullptr, nullptr);
  if (!deviceInfo<cl_bool>(env.device, CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT)) {
    CHECK_ERRCODE(CL_INVALID_WORK_GROUP_SIZE, err);
    return;
  }
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  std::vector<cl_uint> lsz = readBuffer<cl_uint>(env.queue, bufs[0], global),
                       enq = readBuffer<cl_uint>(env.queue, bufs[1], global),
                       lid = readBuffer<cl_uint>(env.queue, bufs[2], global),
                       grp = readBuffer<cl_uint>(env.queue, bufs[3], global);
  for (size_t i = 0; i < global; ++i) {
    INFO("work-item " << i);
    const bool last = i >= 15 * local;
    REQUIRE(grp[i] == i / local);
    REQUIRE(lid[i] == i % local);
    REQUIRE(lsz[i] == (last ? global - 15 * local : local)); // 40 in the last group
    REQUIRE(enq[i] == local);
  }
  // "-cl-uniform-work-group-size: This requires that the global work-size be a multiple of the
  // work-group size specified to clEnqueueNDRangeKernel."
  Program uniform = buildProgram(env.context, env.device, kNonUniformSource,
                                 std::string(std) + " -cl-uniform-work-group-size");
  Kernel u = makeKernel(uniform, "sizes");
  for (cl_uint i = 0; i < 4; ++i) {
    cl_mem m = bufs[i];
    REQUIRE_CL(clSetKernelArg(u, i, sizeof m, &m));
  }
  CHECK_CL_ERR(CL_INVALID_WORK_GROUP_SIZE, clEnqueueNDRangeKernel(env.queue, u, 1, nullptr, &global,
                                                                  &local, 0, nullptr, nullptr));

  // Compiled as OpenCL C 2.0 or later and linked (the link options name no language): the kernel
  // still may run partial groups; compiled as 1.2 and linked, it may not.
  struct Linked {
    const char* options;
    const char* source;
    const char* kernel;
    cl_uint args;
  };
  Mem dummy = makeBuffer(env.context, 3 * global * sizeof(cl_uint));
  for (const Linked& c : {Linked{std, kNonUniformSource, "sizes", 4},
                          Linked{"-cl-std=CL1.2", kIdsSource, "ids", 8}}) {
    INFO("compiled with " << c.options << ", then linked");
    Program object = sourceProgram(env.context, c.source);
    REQUIRE_CL(
        clCompileProgram(object, 1, &env.device, c.options, 0, nullptr, nullptr, nullptr, nullptr));
    cl_program objectHandle = object;
    cl_int linkErr = CL_SUCCESS;
    Program linked(clLinkProgram(env.context, 1, &env.device, "", 1, &objectHandle, nullptr,
                                 nullptr, &linkErr));
    REQUIRE_CL(linkErr);
    Kernel l = makeKernel(linked, c.kernel);
    for (cl_uint i = 0; i < c.args; ++i) {
      cl_mem m = c.args == 4 ? bufs[i].get() : dummy.get();
      REQUIRE_CL(clSetKernelArg(l, i, sizeof m, &m));
    }
    const cl_int launched =
        clEnqueueNDRangeKernel(env.queue, l, 1, nullptr, &global, &local, 0, nullptr, nullptr);
    if (c.args == 4) {
      REQUIRE_ERRCODE(CL_SUCCESS, launched);
      CHECK(readBuffer<cl_uint>(env.queue, bufs[0], global)[global - 1] == global - 15 * local);
    } else {
      CHECK_ERRCODE(CL_INVALID_WORK_GROUP_SIZE, launched);
    }
  }
}

TEST_CASE("launch geometry errors", "[ndrange]") {
  IdsEnv env;
  Mem dummy = makeBuffer(env.context, 1 << 20);
  cl_mem m = dummy;
  for (cl_uint i = 0; i < 8; ++i)
    REQUIRE_CL(clSetKernelArg(env.kernel, i, sizeof m, &m));
  auto launch = [&](cl_uint dim, const size_t* global, const size_t* local) {
    return clEnqueueNDRangeKernel(env.queue, env.kernel, dim, nullptr, global, local, 0, nullptr,
                                  nullptr);
  };
  const size_t g[4] = {16, 16, 16, 16}, l[4] = {4, 4, 4, 4};
  const cl_uint maxDims = deviceInfo<cl_uint>(env.device, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS);
  CHECK_CL_ERR(CL_INVALID_WORK_DIMENSION, launch(0, g, l));
  CHECK_CL_ERR(CL_INVALID_WORK_DIMENSION, launch(maxDims + 1, g, l));

  // Too many work-items in a group.
  const size_t maxWg = deviceInfo<size_t>(env.device, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  const std::vector<size_t> maxItems =
      infoArray<size_t>(clGetDeviceInfo, env.device, CL_DEVICE_MAX_WORK_ITEM_SIZES);
  const size_t l0 = std::min(maxItems[0], maxWg);
  const size_t big[2] = {l0, maxWg / l0 + 1};
  REQUIRE(big[1] <= maxItems[1]);
  CHECK_CL_ERR(CL_INVALID_WORK_GROUP_SIZE, launch(2, big, big));
  // One dimension beyond CL_DEVICE_MAX_WORK_ITEM_SIZES.
  const size_t wide[1] = {maxItems[0] + 1};
  cl_int err = launch(1, wide, wide);
  if (maxItems[0] < maxWg)
    CHECK_ERRCODE(CL_INVALID_WORK_ITEM_SIZE, err);
  else
    CHECK((err == CL_INVALID_WORK_ITEM_SIZE || err == CL_INVALID_WORK_GROUP_SIZE));
  // Not a divisor, for an OpenCL C 1.2 kernel.
  const size_t g10[1] = {10}, l3[1] = {3};
  CHECK_CL_ERR(CL_INVALID_WORK_GROUP_SIZE, launch(1, g10, l3));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE,
               clEnqueueNDRangeKernel(nullptr, env.kernel, 1, nullptr, g, l, 0, nullptr, nullptr));
  // A kernel of another context.
  Context other = makeContext(env.device);
  Program otherProgram = buildProgram(other, env.device, kIdsSource);
  Kernel otherKernel = makeKernel(otherProgram, "ids");
  for (cl_uint i = 0; i < 8; ++i) {
    Mem b = makeBuffer(other, 64);
    cl_mem bm = b;
    REQUIRE_CL(clSetKernelArg(otherKernel, i, sizeof bm, &bm));
  }
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clEnqueueNDRangeKernel(env.queue, otherKernel, 1, nullptr, g, l,
                                                          0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
}

TEST_CASE("a zero local size and a null kernel are rejected", "[ndrange][pocl-bug]") {
  // PoCL 3.1 divides by the zero (SIGFPE) and reads the null kernel (SIGSEGV).
  IdsEnv env;
  Mem dummy = makeBuffer(env.context, 4096);
  cl_mem m = dummy;
  for (cl_uint i = 0; i < 8; ++i)
    REQUIRE_CL(clSetKernelArg(env.kernel, i, sizeof m, &m));
  const size_t global[1] = {10}, zeroLocal[1] = {0};
  CHECK_CL_ERR(CL_INVALID_WORK_GROUP_SIZE,
               clEnqueueNDRangeKernel(env.queue, env.kernel, 1, nullptr, global, zeroLocal, 0,
                                      nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_KERNEL, clEnqueueNDRangeKernel(env.queue, nullptr, 1, nullptr, global,
                                                         nullptr, 0, nullptr, nullptr));
}

TEST_CASE("a zero or NULL global size is an empty launch", "[ndrange]") {
  // "If the device associated with command_queue is an OpenCL 2.1 or newer device, and
  // global_work_size is NULL or the value in any passed dimension is zero, then the kernel command
  // will trivially succeed after its event dependencies are satisfied"
  IdsEnv env;
  std::vector<Mem> bufs;
  for (cl_uint i = 0; i < 8; ++i) {
    cl_uint sentinel = 0x5EA1u;
    bufs.push_back(makeBuffer(env.context, 64 * 3 * 4));
    REQUIRE_CL(clEnqueueFillBuffer(env.queue, bufs.back(), &sentinel, 4, 0, 64 * 3 * 4, 0, nullptr,
                                   nullptr));
    cl_mem m = bufs.back();
    REQUIRE_CL(clSetKernelArg(env.kernel, i, sizeof m, &m));
  }
  const size_t g[2] = {16, 0};
  Event e1, e2;
  CHECK_CL(
      clEnqueueNDRangeKernel(env.queue, env.kernel, 2, nullptr, g, nullptr, 0, nullptr, e1.out()));
  CHECK_CL(clEnqueueNDRangeKernel(env.queue, env.kernel, 1, nullptr, nullptr, nullptr, 0, nullptr,
                                  e2.out()));
  REQUIRE_CL(clFinish(env.queue));
  if (e1.get())
    CHECK(eventStatus(e1) == CL_COMPLETE);
  if (e2.get())
    CHECK(eventStatus(e2) == CL_COMPLETE);
  std::vector<cl_uint> dim = readBuffer<cl_uint>(env.queue, bufs[7], 64 * 3);
  CHECK(dim == std::vector<cl_uint>(64 * 3, 0x5EA1u));
}

TEST_CASE("reqd_work_group_size is enforced", "[ndrange]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"CLC(
__attribute__((reqd_work_group_size(4, 2, 1)))
kernel void fixed(global int* out) {
  out[get_global_id(1) * get_global_size(0) + get_global_id(0)] =
      (int)(get_local_size(0) * 10 + get_local_size(1));
}
)CLC");
  Kernel k = makeKernel(program, "fixed");
  Mem out = makeBuffer(env.context, 64 * sizeof(cl_int));
  cl_mem m = out;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof m, &m));
  const size_t global[2] = {8, 8}, good[2] = {4, 2}, bad[2] = {2, 4}, worse[2] = {8, 1};
  CHECK_CL_ERR(CL_INVALID_WORK_GROUP_SIZE,
               clEnqueueNDRangeKernel(env.queue, k, 2, nullptr, global, bad, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_WORK_GROUP_SIZE, clEnqueueNDRangeKernel(env.queue, k, 2, nullptr, global,
                                                                  worse, 0, nullptr, nullptr));
  // One dimension given: the launch's groups are 4 x 1, not the 4 x 2 asked for, with or without
  // a local size (once they ran).
  const size_t line = 8, four = 4;
  CHECK_CL_ERR(CL_INVALID_WORK_GROUP_SIZE,
               clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &line, &four, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_WORK_GROUP_SIZE, clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &line,
                                                                  nullptr, 0, nullptr, nullptr));
  REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, k, 2, nullptr, global, good, 0, nullptr, nullptr));
  CHECK(readBuffer<cl_int>(env.queue, out, 64) == std::vector<cl_int>(64, 42));
}

TEST_CASE("sizes that wrap a size_t are refused, not run", "[ndrange]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"CLC(
kernel void shared(global int* out, local int* a, local int* b) {
  a[get_local_id(0)] = 1;
  b[get_local_id(0)] = 2;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = a[get_local_id(0)] + b[get_local_id(0)];
}
)CLC");
  Kernel k = makeKernel(program, "shared");
  Mem out = makeBuffer(env.context, 64 * sizeof(cl_int));
  cl_mem m = out;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof m, &m));
  const size_t global = 64, local = 8;
  // __local arguments whose total wraps: once, the sum came out small (0 for SIZE_MAX alone,
  // 128 for 2^64 - 128 and 256) and the kernel wrote outside the group's block.
  const std::vector<std::pair<size_t, size_t>> sizes = {{SIZE_MAX, 64}, {SIZE_MAX - 127, 256}};
  for (const auto& [a, b] : sizes) {
    INFO("local sizes " << a << " and " << b);
    REQUIRE_CL(clSetKernelArg(k, 1, a, nullptr));
    REQUIRE_CL(clSetKernelArg(k, 2, b, nullptr));
    cl_ulong bytes = 0;
    REQUIRE_CL(clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof bytes,
                                        &bytes, nullptr));
    CHECK(bytes >= a);
    CHECK_CL_ERR(CL_OUT_OF_RESOURCES, clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &global,
                                                             &local, 0, nullptr, nullptr));
  }
  REQUIRE_CL(clSetKernelArg(k, 1, local * sizeof(cl_int), nullptr));
  REQUIRE_CL(clSetKernelArg(k, 2, local * sizeof(cl_int), nullptr));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  CHECK(readBuffer<cl_int>(env.queue, out, 64) == std::vector<cl_int>(64, 3));
  // A range of more work-items than a size_t counts: once, choosing its local size divided by 0.
  const size_t wide[3] = {1, size_t{1} << 32, size_t{1} << 32};
  CHECK_CL_ERR(CL_INVALID_GLOBAL_WORK_SIZE, clEnqueueNDRangeKernel(env.queue, k, 3, nullptr, wide,
                                                                   nullptr, 0, nullptr, nullptr));
}

TEST_CASE("a reqd_work_group_size above the device's limits is refused at enqueue", "[ndrange]") {
  // Clang accepts any size in the attribute; one above the limit once ran as a 100,000-item group
  // (issue 16).
  Env env;
  const size_t maxGroup = deviceInfo<size_t>(env.device, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  const std::vector<size_t> maxItems =
      infoArray<size_t>(clGetDeviceInfo, env.device, CL_DEVICE_MAX_WORK_ITEM_SIZES);
  REQUIRE(maxItems.size() == 3);
  const std::string body = "(global int* out) { out[get_global_id(0)] = 1; }\n";
  const std::string tooWide = std::to_string(maxItems[0] + 1);
  // Each dimension within its own limit, the product above the group limit.
  size_t side = 1;
  while (side * side <= maxGroup)
    side *= 2;
  REQUIRE(side <= maxItems[0]);
  REQUIRE(side <= maxItems[1]);
  const std::string square = std::to_string(side);
  Program program = buildProgram(
      env.context, env.device,
      "__attribute__((reqd_work_group_size(" + tooWide + ", 1, 1))) kernel void wide" + body +
          "__attribute__((reqd_work_group_size(" + square + ", " + square +
          ", 1))) kernel void square" + body +
          "__attribute__((reqd_work_group_size(100000, 1, 1))) kernel void huge" + body);
  Mem out = makeBuffer(env.context, sizeof(cl_int));
  struct Case {
    const char* name;
    cl_uint dims;
    size_t local[2];
    cl_int expected;
  };
  const Case cases[] = {
      {"wide", 1, {maxItems[0] + 1, 1}, CL_INVALID_WORK_ITEM_SIZE},
      {"square", 2, {side, side}, CL_INVALID_WORK_GROUP_SIZE},
      {"huge", 1, {100000, 1}, CL_INVALID_WORK_ITEM_SIZE},
  };
  for (const Case& c : cases) {
    INFO(c.name);
    Kernel k = makeKernel(program, c.name);
    setArgs(k, out);
    const size_t global[2] = {c.local[0] * 2, c.local[1] * 2};
    CHECK_CL_ERR(c.expected, clEnqueueNDRangeKernel(env.queue, k, c.dims, nullptr, global, nullptr,
                                                    0, nullptr, nullptr));
    // Naming the same size as local_work_size is refused by the same limits.
    CHECK_CL_ERR(c.expected, clEnqueueNDRangeKernel(env.queue, k, c.dims, nullptr, global, c.local,
                                                    0, nullptr, nullptr));
  }
  CHECK_CL(clFinish(env.queue));
}

TEST_CASE("a kernel whose private memory does not fit a thread's stack is refused at enqueue",
          "[ndrange][weft]") {
  // A 256 MiB private array per work-item overflowed the stack of the thread that ran the group
  // and killed the process (issue 16). Weft gives a work-group's frame 2 MiB: a kernel needing
  // more builds, reports its size in CL_KERNEL_PRIVATE_MEM_SIZE, and is refused at enqueue.
  Env env;
  const std::string body = "(global int* out) {\n"
                           "  int a[N];\n"
                           "  for (int i = 0; i < N; ++i) a[i] = i ^ out[1];\n"
                           "  out[get_global_id(0) + 2] = a[out[0]] + a[N - 1 - out[0]];\n"
                           "}\n";
  Program program = buildProgram(env.context, env.device,
                                 "#define N (1 << 17)\nkernel void fits" + body +
                                     "#undef N\n#define N (1 << 20)\nkernel void deep" + body +
                                     "#undef N\n#define N (1 << 26)\nkernel void deeper" + body);
  std::vector<cl_int> input(2 + 4, 0);
  input[0] = 5;
  for (const char* name : {"deep", "deeper"}) {
    INFO(name);
    Kernel k = makeKernel(program, name);
    cl_ulong privateBytes = 0;
    REQUIRE_CL(clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_PRIVATE_MEM_SIZE,
                                        sizeof privateBytes, &privateBytes, nullptr));
    CHECK(privateBytes >= (cl_ulong(4) << 20));
    Mem out = bufferOf(env.context, input);
    setArgs(k, out);
    const size_t items = 4;
    CHECK_CL_ERR(CL_OUT_OF_RESOURCES, clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &items,
                                                             nullptr, 0, nullptr, nullptr));
  }
  // 512 KiB per work-item fits, and runs.
  Kernel k = makeKernel(program, "fits");
  Mem out = bufferOf(env.context, input);
  setArgs(k, out);
  run1D(env.queue, k, 4);
  const int last = (1 << 17) - 1 - 5;
  CHECK(readBuffer<cl_int>(env.queue, out, 6) ==
        std::vector<cl_int>{5, 0, 5 + last, 5 + last, 5 + last, 5 + last});
}

TEST_CASE("clEnqueueTask runs one work-item", "[ndrange]") {
  IdsEnv env;
  std::vector<Mem> bufs;
  for (cl_uint i = 0; i < 8; ++i) {
    bufs.push_back(makeBuffer(env.context, 3 * sizeof(cl_uint)));
    cl_mem m = bufs.back();
    REQUIRE_CL(clSetKernelArg(env.kernel, i, sizeof m, &m));
  }
  Event e;
  REQUIRE_CL(clEnqueueTask(env.queue, env.kernel, 0, nullptr, e.out()));
  // clEnqueueTask "is equivalent to calling clEnqueueNDRangeKernel with work_dim set to 1".
  cl_command_type type = info<cl_command_type>(clGetEventInfo, e.get(), CL_EVENT_COMMAND_TYPE);
  CHECK((type == CL_COMMAND_TASK || type == CL_COMMAND_NDRANGE_KERNEL));
  IdsResult r;
  std::vector<cl_uint>* outs[] = {&r.gid, &r.lid, &r.grp, &r.gsz, &r.lsz, &r.ngrp, &r.goff, &r.dim};
  for (int i = 0; i < 8; ++i)
    *outs[i] = readBuffer<cl_uint>(env.queue, bufs[i], i == 7 ? 1 : 3);
  const size_t one[3] = {1, 1, 1};
  checkIds(r, 1, nullptr, one, one);
}

namespace {

const char* kArgsSource = R"CLC(
typedef struct { char c; int i; long l; float f; short s; } Mixed;

kernel void args(char a, uchar b, short c, int d, long e, float f, float3 g, float4 h, int16 i,
                 Mixed m, ulong last, global uchar* out) {
  *(global char*)(out + 0) = a;
  *(global uchar*)(out + 1) = b;
  *(global short*)(out + 2) = c;
  *(global int*)(out + 4) = d;
  *(global long*)(out + 8) = e;
  *(global float*)(out + 16) = f;
  vstore3(g, 0, (global float*)(out + 32));
  *(global float4*)(out + 48) = h;
  *(global int16*)(out + 64) = i;
  *(global char*)(out + 128) = m.c;
  *(global int*)(out + 132) = m.i;
  *(global long*)(out + 136) = m.l;
  *(global float*)(out + 144) = m.f;
  *(global short*)(out + 148) = m.s;
  *(global ulong*)(out + 152) = last;
}
)CLC";

const char* kDoubleSource = R"CLC(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void arg_double(double x, double2 y, global double* out) {
  out[0] = x;
  out[1] = y.x;
  out[2] = y.y;
}
)CLC";

struct Mixed {
  cl_char c;
  cl_int i;
  cl_long l;
  cl_float f;
  cl_short s;
};
static_assert(sizeof(Mixed) == 24, "the OpenCL C layout of Mixed");

float floatFromBits(cl_uint bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

template <typename T> bool sameBytes(const unsigned char* p, const T& value) {
  return std::memcmp(p, &value, sizeof(T)) == 0;
}

} // namespace

TEST_CASE("scalar, vector and struct arguments arrive bit-exactly", "[ndrange][args]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kArgsSource);
  Kernel k = makeKernel(program, "args");
  cl_char a = -5;
  cl_uchar b = 250;
  cl_short c = -12345;
  cl_int d = -2000000000;
  cl_long e = -0x123456789ABCDELL;
  cl_float f = floatFromBits(0x80000000u); // -0.0
  cl_float3 g;
  g.s[0] = floatFromBits(0x7FC12345u); // a NaN with a payload
  g.s[1] = 3.5f;
  g.s[2] = -1e30f;
  g.s[3] = 0.0f;
  cl_float4 h;
  h.s[0] = floatFromBits(0x00000001u); // the smallest denormal
  h.s[1] = 1.0f / 3.0f;
  h.s[2] = -2.0f;
  h.s[3] = floatFromBits(0x7F800000u); // +inf
  cl_int16 i;
  for (int n = 0; n < 16; ++n)
    i.s[n] = (n - 8) * 123456789;
  Mixed m = {-7, 0x7ABBCCDD, 0x0102030405060708LL, 6.25f, -300};
  cl_ulong last = 0xFEDCBA9876543210ULL;
  Mem out = makeBuffer(env.context, 256);
  cl_uchar zero = 0;
  REQUIRE_CL(clEnqueueFillBuffer(env.queue, out, &zero, 1, 0, 256, 0, nullptr, nullptr));
  cl_mem o = out;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof a, &a));
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof b, &b));
  REQUIRE_CL(clSetKernelArg(k, 2, sizeof c, &c));
  REQUIRE_CL(clSetKernelArg(k, 3, sizeof d, &d));
  REQUIRE_CL(clSetKernelArg(k, 4, sizeof e, &e));
  REQUIRE_CL(clSetKernelArg(k, 5, sizeof f, &f));
  REQUIRE_CL(clSetKernelArg(k, 6, sizeof g, &g));
  REQUIRE_CL(clSetKernelArg(k, 7, sizeof h, &h));
  REQUIRE_CL(clSetKernelArg(k, 8, sizeof i, &i));
  REQUIRE_CL(clSetKernelArg(k, 9, sizeof m, &m));
  REQUIRE_CL(clSetKernelArg(k, 10, sizeof last, &last));
  REQUIRE_CL(clSetKernelArg(k, 11, sizeof o, &o));
  REQUIRE_CL(clEnqueueTask(env.queue, k, 0, nullptr, nullptr));
  std::vector<unsigned char> r = readBuffer<unsigned char>(env.queue, out, 256);
  const unsigned char* p = r.data();
  CHECK(sameBytes(p + 0, a));
  CHECK(sameBytes(p + 1, b));
  CHECK(sameBytes(p + 2, c));
  CHECK(sameBytes(p + 4, d));
  CHECK(sameBytes(p + 8, e));
  CHECK(sameBytes(p + 16, f));
  CHECK(std::memcmp(p + 32, &g, 12) == 0);
  CHECK(sameBytes(p + 48, h));
  CHECK(sameBytes(p + 64, i));
  CHECK(sameBytes(p + 128, m.c));
  CHECK(sameBytes(p + 132, m.i));
  CHECK(sameBytes(p + 136, m.l));
  CHECK(sameBytes(p + 144, m.f));
  CHECK(sameBytes(p + 148, m.s));
  CHECK(sameBytes(p + 152, last));
}

TEST_CASE("double arguments arrive bit-exactly", "[ndrange][args]") {
  Env env;
  if (deviceInfo<cl_device_fp_config>(env.device, CL_DEVICE_DOUBLE_FP_CONFIG) == 0) {
    // No double support: then the extension is not offered either.
    CHECK_FALSE(deviceHasExtension(env.device, "cl_khr_fp64"));
    return;
  }
  Program program = buildProgram(env.context, env.device, kDoubleSource);
  Kernel k = makeKernel(program, "arg_double");
  cl_double x = -1.0 / 3.0;
  cl_double2 y;
  cl_ulong nanBits = 0x7FF8123456789ABCULL, denormBits = 1;
  std::memcpy(&y.s[0], &nanBits, 8);
  std::memcpy(&y.s[1], &denormBits, 8);
  Mem out = makeBuffer(env.context, 3 * sizeof(cl_double));
  cl_mem o = out;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof x, &x));
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof y, &y));
  REQUIRE_CL(clSetKernelArg(k, 2, sizeof o, &o));
  REQUIRE_CL(clEnqueueTask(env.queue, k, 0, nullptr, nullptr));
  std::vector<unsigned char> r = readBuffer<unsigned char>(env.queue, out, 24);
  CHECK(sameBytes(r.data(), x));
  CHECK(sameBytes(r.data() + 8, y.s[0]));
  CHECK(sameBytes(r.data() + 16, y.s[1]));
}

TEST_CASE("arguments are captured when the kernel is enqueued", "[ndrange][args]") {
  Env env;
  Program program =
      buildProgram(env.context, env.device,
                   "kernel void put(global int* out, int v) { out[get_global_id(0)] = v; }");
  Kernel k = makeKernel(program, "put");
  const size_t n = 256;
  Mem first = makeBuffer(env.context, n * 4), second = makeBuffer(env.context, n * 4);
  Event gate;
  cl_int err = CL_SUCCESS;
  gate.reset(clCreateUserEvent(env.context, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  cl_event wait[] = {gate};
  // Both launches wait behind a user event, so neither can run before the arguments change.
  cl_mem m = first;
  cl_int v = 11;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof m, &m));
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof v, &v));
  REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 1, wait, nullptr));
  m = second;
  v = 22;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof m, &m));
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof v, &v));
  REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  v = 33;
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof v, &v));
  REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  CHECK(readBuffer<cl_int>(env.queue, first, n) == std::vector<cl_int>(n, 11));
  CHECK(readBuffer<cl_int>(env.queue, second, n) == std::vector<cl_int>(n, 22));
}

TEST_CASE("__local memory: a pointer argument and a kernel-scope array", "[ndrange][local]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"CLC(
kernel void local_arg(local int* scratch, global int* out) {
  size_t l = get_local_id(0);
  scratch[l] = (int)get_global_id(0) * 3;
  out[get_global_id(0)] = scratch[l] + 1;
}
kernel void local_array(global int* out) {
  local int tile[64];
  tile[get_local_id(0)] = (int)get_global_id(0) * 5;
  out[get_global_id(0)] = tile[get_local_id(0)] - 1;
}
)CLC");
  const size_t global = 64 * 32, local = 64;
  Mem out = makeBuffer(env.context, global * sizeof(cl_int));
  cl_mem o = out;
  Kernel arg = makeKernel(program, "local_arg");
  REQUIRE_CL(clSetKernelArg(arg, 0, local * sizeof(cl_int), nullptr));
  REQUIRE_CL(clSetKernelArg(arg, 1, sizeof o, &o));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, arg, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  std::vector<cl_int> r = readBuffer<cl_int>(env.queue, out, global);
  for (size_t i = 0; i < global; ++i)
    REQUIRE(r[i] == cl_int(i * 3 + 1));

  Kernel array = makeKernel(program, "local_array");
  REQUIRE_CL(clSetKernelArg(array, 0, sizeof o, &o));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, array, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  r = readBuffer<cl_int>(env.queue, out, global);
  for (size_t i = 0; i < global; ++i)
    REQUIRE(r[i] == cl_int(i * 5 - 1));
}

TEST_CASE("many kernels back to back, then clFinish", "[ndrange]") {
  Env env;
  Program program = buildProgram(env.context, env.device,
                                 "kernel void inc(global int* a) { a[get_global_id(0)] += 1; }");
  Kernel k = makeKernel(program, "inc");
  const size_t n = 4096;
  std::vector<cl_int> zeros(n, 0);
  Mem buf = makeBuffer(env.context, n * 4, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, zeros.data());
  cl_mem m = buf;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof m, &m));
  const int launches = 300;
  for (int i = 0; i < launches; ++i)
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
  CHECK(readBuffer<cl_int>(env.queue, buf, n) == std::vector<cl_int>(n, launches));
}

// The device hands a launch's groups out in chunks that shrink as the groups run out: every count
// of groups, from fewer than the cores to many chunks' worth, runs each group exactly once.
TEST_CASE("every work-group runs exactly once, whatever the number of groups", "[ndrange]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    kernel void count(global int* runs) {
      if (get_local_id(0) == 0)
        atomic_inc(&runs[get_group_id(0)]);
    })");
  Kernel k = makeKernel(program, "count");
  const size_t groupCounts[] = {1, 2, 3, 5, 17, 64, 1000, 4099, 100003};
  for (const size_t local : {size_t{1}, size_t{4}}) {
    for (const size_t groups : groupCounts) {
      INFO(groups << " groups of " << local);
      Mem runs = bufferOf(env.context, std::vector<cl_int>(groups, 0));
      setArgs(k, runs);
      const size_t global = groups * local;
      REQUIRE_CL(
          clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &global, &local, 0, nullptr, nullptr));
      const std::vector<cl_int> counts = readBuffer<cl_int>(env.queue, runs, groups);
      CHECK(std::count(counts.begin(), counts.end(), 1) == static_cast<ptrdiff_t>(groups));
    }
  }
}

TEST_CASE("integer division by zero does not kill the process", "[ndrange][pocl-bug]") {
  // PoCL 3.1 dies of SIGFPE (DESIGN §10).
  // The result is unspecified; the command completes and the other work-items are right.
  Env env;
  Program program = buildProgram(env.context, env.device, R"CLC(
kernel void divide(global const int* a, global const int* b, global int* q, global int* r,
                   global long* lq, global const long* la, global const long* lb) {
  size_t i = get_global_id(0);
  q[i] = a[i] / b[i];
  r[i] = a[i] % b[i];
  lq[i] = la[i] / lb[i];
}
)CLC");
  const size_t n = 64;
  std::vector<cl_int> a(n), b(n);
  std::vector<cl_long> la(n), lb(n);
  for (size_t i = 0; i < n; ++i) {
    a[i] = cl_int(i * 7 + 1);
    b[i] = (i % 4 == 0) ? 0 : cl_int(i % 5 + 1);
    la[i] = cl_long(i) * 1000000007LL;
    lb[i] = (i % 3 == 0) ? 0 : 3;
  }
  a[1] = INT_MIN; // INT_MIN / -1 traps on x86 too
  b[1] = -1;
  la[2] = LLONG_MIN;
  lb[2] = -1;
  Mem ma = makeBuffer(env.context, n * 4, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, a.data());
  Mem mb = makeBuffer(env.context, n * 4, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, b.data());
  Mem mq = makeBuffer(env.context, n * 4), mr = makeBuffer(env.context, n * 4),
      mlq = makeBuffer(env.context, n * 8);
  Mem mla = makeBuffer(env.context, n * 8, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, la.data());
  Mem mlb = makeBuffer(env.context, n * 8, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, lb.data());
  Kernel k = makeKernel(program, "divide");
  cl_mem args[] = {ma, mb, mq, mr, mlq, mla, mlb};
  for (cl_uint i = 0; i < 7; ++i)
    REQUIRE_CL(clSetKernelArg(k, i, sizeof(cl_mem), &args[i]));
  Event e;
  REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 0, nullptr, e.out()));
  REQUIRE_CL(clFinish(env.queue));
  CHECK(eventStatus(e) == CL_COMPLETE);
  std::vector<cl_int> q = readBuffer<cl_int>(env.queue, mq, n),
                      r = readBuffer<cl_int>(env.queue, mr, n);
  std::vector<cl_long> lq = readBuffer<cl_long>(env.queue, mlq, n);
  for (size_t i = 2; i < n; ++i) {
    INFO("work-item " << i);
    if (b[i] != 0) {
      CHECK(q[i] == a[i] / b[i]);
      CHECK(r[i] == a[i] % b[i]);
    }
    if (lb[i] != 0 && i != 2)
      CHECK(lq[i] == la[i] / lb[i]);
  }
  // The queue still works afterwards.
  REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
}

TEST_CASE("one kernel runs from two host threads on two queues at once", "[ndrange][threads]") {
  Env env;
  Program program = buildProgram(env.context, env.device,
                                 "kernel void inc(global int* a) { a[get_global_id(0)] += 1; }");
  const size_t n = 1 << 14;
  const int rounds = 100;
  struct Worker {
    Queue queue;
    Kernel kernel;
    Mem buffer;
    std::atomic<cl_int> firstError{CL_SUCCESS};
  };
  Worker workers[2];
  std::vector<cl_int> zeros(n, 0);
  for (Worker& w : workers) {
    w.queue = makeQueue(env.context, env.device);
    w.kernel = makeKernel(program, "inc");
    w.buffer =
        makeBuffer(env.context, n * 4, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, zeros.data());
    cl_mem m = w.buffer;
    REQUIRE_CL(clSetKernelArg(w.kernel, 0, sizeof m, &m));
  }
  // Catch2 assertions are not thread-safe: the threads record the first error only.
  auto work = [&](Worker* w) {
    for (int i = 0; i < rounds; ++i) {
      cl_int err =
          clEnqueueNDRangeKernel(w->queue, w->kernel, 1, nullptr, &n, nullptr, 0, nullptr, nullptr);
      if (err == CL_SUCCESS && i % 10 == 9)
        err = clFinish(w->queue);
      if (err != CL_SUCCESS) {
        w->firstError = err;
        return;
      }
    }
    w->firstError = clFinish(w->queue);
  };
  std::thread t0(work, &workers[0]), t1(work, &workers[1]);
  t0.join();
  t1.join();
  for (Worker& w : workers) {
    CHECK_ERRCODE(CL_SUCCESS, w.firstError.load());
    CHECK(readBuffer<cl_int>(w.queue, w.buffer, n) == std::vector<cl_int>(n, rounds));
  }
}

TEST_CASE("two host threads enqueue to one in-order queue and every command runs",
          "[ndrange][threads]") {
  // Each enqueue of an in-order queue hands the command before it to the device and may keep its
  // own for a waiting thread (runtime/command_queue.cpp): with two threads enqueueing, one of them
  // finishing now and then, no command may be left behind.
  Env env;
  Program program =
      buildProgram(env.context, env.device, "kernel void count(global int* a) { atomic_inc(a); }");
  Kernel kernels[2] = {makeKernel(program, "count"), makeKernel(program, "count")};
  std::vector<cl_int> zero(1, 0);
  Mem counter = makeBuffer(env.context, sizeof(cl_int), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                           zero.data());
  cl_mem m = counter;
  for (Kernel& k : kernels)
    REQUIRE_CL(clSetKernelArg(k, 0, sizeof m, &m));
  const int rounds = 300;
  std::atomic<cl_int> firstError[2] = {{CL_SUCCESS}, {CL_SUCCESS}};
  // Catch2 assertions are not thread-safe: the threads record the first error only.
  auto work = [&](int t) {
    const size_t one = 1;
    for (int i = 0; i < rounds; ++i) {
      cl_int err = clEnqueueNDRangeKernel(env.queue, kernels[t], 1, nullptr, &one, nullptr, 0,
                                          nullptr, nullptr);
      if (err == CL_SUCCESS && t == 1 && i % 7 == 6)
        err = clFinish(env.queue);
      if (err != CL_SUCCESS) {
        firstError[t] = err;
        return;
      }
    }
  };
  std::thread t0(work, 0), t1(work, 1);
  t0.join();
  t1.join();
  CHECK_ERRCODE(CL_SUCCESS, firstError[0].load());
  CHECK_ERRCODE(CL_SUCCESS, firstError[1].load());
  REQUIRE_CL(clFinish(env.queue));
  CHECK(readBuffer<cl_int>(env.queue, counter, 1)[0] == 2 * rounds);
}

TEST_CASE("a thread that waits takes part in running launches, and every group runs once",
          "[ndrange][threads]") {
  // A host thread waiting for a command that a worker already started runs the launch's groups
  // beside it (devices::Device::joinRunningLaunch), and may join an earlier command's launch of
  // its in-order queue, or another queue's. Each launch must still run every group exactly once
  // and finish before the commands after it start: the sums below count every pass.
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    kernel void accumulate(global uint* a, int pass) {
      size_t i = get_global_id(0);
      a[i] = a[i] * 3u + (uint)pass + (uint)(i & 7);
    })");
  const size_t n = size_t{1} << 16; // many groups, a few microseconds each launch
  const int passes = 40;
  auto expected = [&](size_t i) {
    cl_uint v = 0;
    for (int pass = 0; pass < passes; ++pass)
      v = v * 3u + static_cast<cl_uint>(pass) + static_cast<cl_uint>(i & 7);
    return v;
  };
  for (cl_command_queue_properties properties :
       {cl_command_queue_properties{0},
        cl_command_queue_properties{CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE}}) {
    INFO("properties " << properties);
    Queue queue = makeQueue(env.context, env.device, properties);
    Kernel kernel = makeKernel(program, "accumulate");
    std::vector<cl_uint> zeros(n, 0);
    Mem buffer =
        makeBuffer(env.context, n * 4, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, zeros.data());
    cl_mem m = buffer;
    REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
    std::vector<Event> events;
    for (cl_int pass = 0; pass < passes; ++pass) {
      REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof pass, &pass));
      cl_event previous = events.empty() ? nullptr : events.back().get();
      cl_event done = nullptr;
      // The out-of-order queue orders the passes by their wait lists.
      REQUIRE_CL(clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &n, nullptr, previous ? 1 : 0,
                                        previous ? &previous : nullptr, &done));
      events.emplace_back(done);
      // Waits for the launch before the one just enqueued, which may be running on workers.
      if (pass % 4 == 3) {
        cl_event wanted = events[events.size() - 2].get();
        REQUIRE_CL(clWaitForEvents(1, &wanted));
      }
    }
    cl_event last = events.back().get();
    REQUIRE_CL(clWaitForEvents(1, &last));
    const std::vector<cl_uint> a = readBuffer<cl_uint>(queue, buffer, n);
    size_t wrong = 0;
    for (size_t i = 0; i < n; ++i)
      wrong += a[i] != expected(i);
    CHECK(wrong == 0);
  }
}

TEST_CASE("stores to one place under a branch on the work-item", "[ndrange][spmd]") {
  // Every work-item that takes the branch writes the same place: the CTS's shuffle kernels do it
  // hundreds of times with `if (get_global_id(0) != 0) return;` first.
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void first_only(__global const char* source, __global char4* dest) {
      if (get_global_id(0) != 0)
        return;
      char4 tmp = (char4)((char)0);
      tmp.s1 = source[0];
      dest[0] = tmp;
      tmp = (char4)((char)0);
      tmp.s3 = source[1];
      dest[1] = tmp;
    }
    __kernel void some_writer(__global int* out) {
      int gid = (int)get_global_id(0);
      if (gid % 3 == 1)
        out[0] = gid;  // a race: any writer's value may stay
      if (gid == 100000)
        out[1] = 5;    // no work-item writes
    })");
  const cl_char source[2] = {11, -12};
  Mem ms = makeBuffer(env.context, sizeof source, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                      const_cast<cl_char*>(source));
  Mem md = makeBuffer(env.context, 8);
  Kernel first = makeKernel(program, "first_only");
  cl_mem args[] = {ms, md};
  for (cl_uint i = 0; i < 2; ++i)
    REQUIRE_CL(clSetKernelArg(first, i, sizeof(cl_mem), &args[i]));
  const size_t global = 256, local = 64;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, first, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  const std::vector<cl_char> dest = readBuffer<cl_char>(env.queue, md, 8);
  const std::vector<cl_char> expected = {0, 11, 0, 0, 0, 0, 0, -12};
  CHECK(dest == expected);

  Kernel some = makeKernel(program, "some_writer");
  for (size_t items : {200, 50, 7}) {
    INFO(items << " work-items in groups of " << std::min<size_t>(items, 50));
    const cl_int initial[2] = {-7, -7};
    Mem mo =
        makeBuffer(env.context, sizeof initial, CL_MEM_COPY_HOST_PTR, const_cast<cl_int*>(initial));
    cl_mem m = mo;
    REQUIRE_CL(clSetKernelArg(some, 0, sizeof m, &m));
    const size_t groupSize = std::min<size_t>(items, 50);
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, some, 1, nullptr, &items, &groupSize, 0, nullptr,
                                      nullptr));
    const std::vector<cl_int> out = readBuffer<cl_int>(env.queue, mo, 2);
    CHECK(out[0] % 3 == 1);
    CHECK(out[0] >= 1);
    CHECK(out[0] < cl_int(items));
    CHECK(out[1] == -7);
  }
}

TEST_CASE("a helper's out-parameter written on one path only", "[ndrange][spmd][weft]") {
  // `lo` is written only when x > 0 and read only then: the work-items still run in SIMD lanes
  // (the variable must not carry the previous work-item's value), and each gets its own result.
  Env env;
  const char* source = R"(
    static float plus_one(float x, float* lo) {
      if (x > 0.0f)
        *lo = x * 0.5f;
      return x + 1.0f;
    }
    __kernel void f(__global float* p) {
      size_t i = get_global_id(0);
      float lo;
      const float x = p[i];
      const float r = plus_one(x, &lo);
      p[i] = x > 0.0f ? r + lo : r;
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(log.find("kernel 'f': vectorized") != std::string::npos);
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "f");
  std::vector<float> x(1000);
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = float(i % 7) - 3.0f;
  Mem mp = bufferOf(env.context, x);
  setArgs(kernel, mp);
  run1D(env.queue, kernel, x.size());
  const std::vector<float> r = readBuffer<float>(env.queue, mp, x.size());
  for (size_t i = 0; i < x.size(); ++i)
    CHECK(r[i] == (x[i] > 0 ? x[i] + 1 + x[i] * 0.5f : x[i] + 1));
}

TEST_CASE("a kernel of many loops gets one vectorized copy, not two", "[ndrange][spmd][weft]") {
  // LLVM's loop passes take time that grows with the work-item loop's size times the loops in
  // it, for each vectorized copy: 90 loops of a cos each (about 8600 instructions, 180 loops as
  // the vectorizer counts them) get the one-vector copy only.
  Env env;
  std::string source = "__kernel void loops(__global const float* a, __global float* r, int m) {\n"
                       "  float acc = a[get_global_id(0)];\n";
  for (int k = 1; k <= 90; ++k)
    source += "  for (int j = 0; j < m; ++j) acc = cos(acc + a[j * " + std::to_string(k) + "]);\n";
  source += "  r[get_global_id(0)] = acc;\n}\n";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(log.find("kernel 'loops': vectorized") != std::string::npos);
  CHECK(log.find("one vector per step") != std::string::npos);
  CHECK(log.find("vectors per step") == std::string::npos);
}

TEST_CASE("a large loop-free kernel gets one vectorized copy, and no rows side by side",
          "[ndrange][spmd][weft]") {
  // The wide copies multiply the code registers are allocated for: about 6000 instructions of
  // straight-line arithmetic in a 2D range (where rows side by side would apply) get the
  // one-vector copy only, and still run in lanes.
  Env env;
  std::string source = "__kernel void big(__global const float* a, __global float* r) {\n"
                       "  size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);\n"
                       "  float acc = a[i];\n";
  for (int k = 1; k <= 2000; ++k)
    source +=
        "  acc = acc * 0.999f + (float)" + std::to_string(k % 13) + " / (acc * acc + 1.0f);\n";
  source += "  r[i] = acc;\n}\n";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(log.find("kernel 'big': vectorized") != std::string::npos);
  CHECK(log.find("one vector per step") != std::string::npos);
  CHECK(log.find("rows side by side") == std::string::npos);
  CHECK(log.find("vectors per step") == std::string::npos);
}

namespace {

/// The lanes a report line says its kernel runs in ("vectorized N-wide"), 0 if not vectorized.
int reportedLanes(const std::string& line) {
  const std::string head = "vectorized ";
  const size_t at = line.find(head);
  return at == std::string::npos ? 0 : std::stoi(line.substr(at + head.size()));
}

/// The count a report line gives before `what` ("6 gathers"), 0 if it names none.
int reportedCount(const std::string& line, const std::string& what) {
  const size_t at = line.find(" " + what);
  if (at == std::string::npos)
    return 0;
  const size_t start = line.find_last_not_of("0123456789", at - 1) + 1;
  return std::stoi(line.substr(start, at - start));
}

/// The vectors per step a report line names ("..., N vectors per step"), 1 if it names none.
int reportedVectorsPerStep(const std::string& line) {
  const size_t per = line.find(" vectors per step");
  return per == std::string::npos ? 1 : std::stoi(line.substr(line.rfind(", ", per) + 2));
}

} // namespace

TEST_CASE("masked code no lane takes is skipped, and lanes that take it get its values",
          "[ndrange][spmd][weft]") {
  // Few work-items take the branch: most vector steps have no lane in it and jump over it (the
  // report's skips), and the values it leaves (a loop's live-outs, a nested branch's) reach the
  // lanes that took it as in a run one work-item at a time.
  Env env;
  const char* source = R"(
    __kernel void rare(__global const float* a, __global float* r, __global int* counts) {
      size_t i = get_global_id(0);
      float x = a[i];
      float y = x * 0.5f;
      int n = 0;
      if (x > 100.0f) {
        for (int k = 0; k < (int)x % 7 + 1; ++k) {
          y = sin(y) + cos(y) * 0.5f;
          ++n;
        }
        if (y > 0.0f)
          y += exp(y);
      }
      r[i] = y;
      counts[i] = n;
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(reportLine(log, "rare").find("if no lane is on") != std::string::npos);
  const size_t n = 4096;
  std::vector<float> a(n);
  for (size_t i = 0; i < n; ++i)
    a[i] = i % 97 == 5 || (i >= 1000 && i < 1040) ? 150.0f + float(i % 13) : float(i % 50) - 25.0f;
  auto results = [&]() {
    Program program = buildProgram(env.context, env.device, source);
    Kernel kernel = makeKernel(program, "rare");
    Mem ma = bufferOf(env.context, a);
    Mem mr = makeBuffer(env.context, n * sizeof(float));
    Mem mc = makeBuffer(env.context, n * sizeof(cl_int));
    setArgs(kernel, ma, mr, mc);
    run1D(env.queue, kernel, n);
    return std::make_pair(readBuffer<float>(env.queue, mr, n),
                          readBuffer<cl_int>(env.queue, mc, n));
  };
  const auto [lanes, laneCounts] = results();
  setenv("WEFT_SPMD", "0", 1);
  const auto [oneAtATime, counts] = results();
  unsetenv("WEFT_SPMD");
  for (size_t i = 0; i < n; ++i) {
    INFO("work-item " << i << ", x = " << a[i]);
    const bool taken = a[i] > 100.0f;
    CHECK(laneCounts[i] == (taken ? int(a[i]) % 7 + 1 : 0));
    CHECK(counts[i] == laneCounts[i]);
    CHECK(lanes[i] == oneAtATime[i]);
    if (!taken)
      CHECK(lanes[i] == a[i] * 0.5f);
  }
}

TEST_CASE("an int index under a mask reads and writes consecutive elements with wide accesses",
          "[ndrange][spmd][weft]") {
  // The index is extended from 32 bits (a lane masked off might hold a wrapped value), so a masked
  // step's wide access starts from its first active lane's address. The window starts past lane
  // 0 of the first step and ends inside the last one.
  Env env;
  const char* source = R"(
    __kernel void signed_index(__global const float* a, __global float* r, int begin, int end) {
      int i = (int)get_global_id(0);
      if (i >= begin && i < end)
        r[i] = a[i] * 2.0f + 1.0f;
    }
    __kernel void unsigned_index(__global const float* a, __global float* r, uint begin,
                                 uint end) {
      uint i = (uint)get_global_id(0);
      if (i >= begin && i < end)
        r[i] = a[i] - 3.0f;
    }
    __kernel void runs(__global const float* a, __global float* r, int begin, int end) {
      int i = (int)get_global_id(0);
      if (i >= begin && i < end / 4)
        vstore4(vload4(i, a) * 0.5f, i, r);
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  for (const char* kernel : {"signed_index", "unsigned_index", "runs"}) {
    const std::string line = reportLine(log, kernel);
    CHECK(line.find(std::string(kernel) == "runs"
                        ? "4 wide loads, 4 wide stores"
                        : "1 wide load, 1 wide store") != std::string::npos);
    CHECK(line.find("gather") == std::string::npos);
    CHECK(line.find("scatter") == std::string::npos);
  }
  const size_t n = 1000;
  const cl_int begin = 3, end = 997;
  std::vector<float> a(n);
  for (size_t i = 0; i < n; ++i)
    a[i] = float(i % 101) * 0.25f;
  Program program = buildProgram(env.context, env.device, source);
  {
    // Runs of four: work-items begin to end / 4 - 1 halve theirs.
    Kernel kernel = makeKernel(program, "runs");
    Mem ma = bufferOf(env.context, a);
    Mem mr = bufferOf(env.context, std::vector<float>(n, -7.0f));
    setArgs(kernel, ma, mr, begin, end);
    run1D(env.queue, kernel, n / 4);
    const std::vector<float> r = readBuffer<float>(env.queue, mr, n);
    for (size_t i = 0; i < n; ++i) {
      INFO("runs: element " << i);
      const bool inside = cl_int(i / 4) >= begin && cl_int(i / 4) < end / 4;
      CHECK(r[i] == (inside ? a[i] * 0.5f : -7.0f));
    }
  }
  for (const bool isSigned : {true, false}) {
    Kernel kernel = makeKernel(program, isSigned ? "signed_index" : "unsigned_index");
    Mem ma = bufferOf(env.context, a);
    Mem mr = bufferOf(env.context, std::vector<float>(n, -7.0f));
    setArgs(kernel, ma, mr, begin, end);
    run1D(env.queue, kernel, n);
    const std::vector<float> r = readBuffer<float>(env.queue, mr, n);
    for (size_t i = 0; i < n; ++i) {
      INFO((isSigned ? "signed" : "unsigned") << " index " << i);
      const bool inside = cl_int(i) >= begin && cl_int(i) < end;
      CHECK(r[i] == (!inside ? -7.0f : isSigned ? a[i] * 2.0f + 1.0f : a[i] - 3.0f));
    }
  }
}

TEST_CASE("WEFT_SPMD=0 runs work-items one at a time and gets the same results",
          "[ndrange][spmd][weft]") {
  // The switch for comparing a kernel in SIMD lanes with the same kernel without them: read at
  // each build, and the kernel cache neither serves nor keeps what it builds.
  Env env;
  const char* source = R"(
    __kernel void f(__global const float* a, __global float* r) {
      size_t i = get_global_id(0);
      float x = a[i];
      r[i] = x > 0.5f ? sin(x) * 3.0f : exp(x) + (float)(i % 5);
    })";
  const size_t n = 1000;
  std::vector<float> a(n);
  for (size_t i = 0; i < n; ++i)
    a[i] = float(i % 17) * 0.125f - 0.5f;
  auto results = [&]() {
    Program program = buildProgram(env.context, env.device, source);
    Kernel kernel = makeKernel(program, "f");
    Mem ma = bufferOf(env.context, a);
    Mem mr = makeBuffer(env.context, n * sizeof(float));
    setArgs(kernel, ma, mr);
    run1D(env.queue, kernel, n);
    return readBuffer<float>(env.queue, mr, n);
  };
  const std::vector<float> lanes = results();
  CHECK(reportLine(reportedBuildLog(env.context, env.device, source), "f").find("vectorized") !=
        std::string::npos);
  setenv("WEFT_SPMD", "0", 1);
  const std::string log = reportedBuildLog(env.context, env.device, source);
  const std::vector<float> oneAtATime = results();
  unsetenv("WEFT_SPMD");
  INFO(log);
  CHECK(reportLine(log, "f").find("not SPMD-vectorized: WEFT_SPMD=0") != std::string::npos);
  CHECK(reportedLanes(reportLine(log, "f")) == 0);
  for (size_t i = 0; i < n; ++i) {
    INFO("work-item " << i);
    CHECK(oneAtATime[i] == lanes[i]);
  }
  // And in lanes again once the switch is gone.
  CHECK(reportedLanes(reportLine(reportedBuildLog(env.context, env.device, source), "f")) > 0);
}

TEST_CASE("each work-item's run of elements is read and written by wide accesses",
          "[ndrange][spmd][weft]") {
  // vload4/vstore4, vload3/vstore3 and vload8 of bytes read and write each work-item's elements
  // one by one; side by side they are a few wide accesses and shuffles, not gathers and
  // scatters. Under a branch on the work-item too, in 2D groups of 16x16 (rows side by side),
  // and never past a store or load that could see the difference.
  Env env;
  const char* source = R"(
    __kernel void runs(__global const float* a, __global float* r, __global const uchar* b,
                       __global uint* s) {
      size_t i = get_global_id(0);
      float4 x = vload4(i, a);
      vstore4(x.wzyx * 2.0f + (float4)(1.0f, 2.0f, 3.0f, 4.0f), i, r);
      if (i % 3 != 1) {
        float3 y = vload3(i, a + 4 * get_global_size(0));
        vstore3(y.yzx - y, i, r + 4 * get_global_size(0));
      }
      uchar8 c = vload8(i, b);
      s[i] = c.s0 + c.s1 * 2 + c.s2 * 3 + c.s3 * 4 + c.s4 * 5 + c.s5 * 6 + c.s6 * 7 + c.s7 * 8;
    }
    __kernel void tiles(__global float* p) {
      size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
      vstore4(vload4(i, p).yxwz + (float)get_global_id(1), i, p);
    }
    // p and p2 are one buffer, q and q2 another: a load after a store through the other
    // pointer must see it.
    __kernel void ordered(__global float* p, __global float* p2, __global float* q,
                          __global float* q2) {
      size_t i = get_global_id(0);
      float x = p[2 * i];
      p2[2 * i + 1] = x * 3.0f;
      float y = p[2 * i + 1];
      q[2 * i] = x + y;
      float z = q2[2 * i];
      q[2 * i + 1] = z + 1.0f;
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  for (const char* name : {"runs", "tiles"}) {
    const std::string line = reportLine(log, name);
    CHECK(line.find("vectorized") != std::string::npos);
    CHECK(line.find("wide loads") != std::string::npos);
    CHECK(line.find("gather") == std::string::npos);
    CHECK(line.find("scatter") == std::string::npos);
  }
  CHECK(reportLine(log, "tiles").find("rows side by side") != std::string::npos);
  CHECK(reportLine(log, "ordered").find("vectorized") != std::string::npos);

  Program program = buildProgram(env.context, env.device, source);
  const size_t n = 1000;
  std::vector<float> a(7 * n);
  for (size_t k = 0; k < a.size(); ++k)
    a[k] = float(k % 97) - 40.0f;
  std::vector<cl_uchar> b(8 * n);
  for (size_t k = 0; k < b.size(); ++k)
    b[k] = cl_uchar(k * 37 + 11);
  Mem ma = bufferOf(env.context, a), mr = bufferOf(env.context, std::vector<float>(7 * n, -1.0f));
  Mem mb = bufferOf(env.context, b), ms = bufferOf(env.context, std::vector<cl_uint>(n));
  Kernel runs = makeKernel(program, "runs");
  setArgs(runs, ma, mr, mb, ms);
  run1D(env.queue, runs, n, 40);
  const std::vector<float> r = readBuffer<float>(env.queue, mr, 7 * n);
  const std::vector<cl_uint> s = readBuffer<cl_uint>(env.queue, ms, n);
  for (size_t i = 0; i < n; ++i) {
    INFO("work-item " << i);
    for (size_t c = 0; c < 4; ++c)
      CHECK(r[4 * i + c] == a[4 * i + 3 - c] * 2.0f + float(c + 1));
    const float* y = &a[4 * n + 3 * i];
    const float* ry = &r[4 * n + 3 * i];
    if (i % 3 != 1) {
      CHECK(ry[0] == y[1] - y[0]);
      CHECK(ry[1] == y[2] - y[1]);
      CHECK(ry[2] == y[0] - y[2]);
    } else {
      CHECK((ry[0] == -1.0f && ry[1] == -1.0f && ry[2] == -1.0f));
    }
    cl_uint sum = 0;
    for (size_t c = 0; c < 8; ++c)
      sum += b[8 * i + c] * cl_uint(c + 1);
    CHECK(s[i] == sum);
  }

  const size_t global[2] = {32, 32}, local[2] = {16, 16};
  std::vector<float> t(4 * 32 * 32);
  for (size_t k = 0; k < t.size(); ++k)
    t[k] = float(k);
  Mem mt = bufferOf(env.context, t);
  Kernel tiles = makeKernel(program, "tiles");
  setArgs(tiles, mt);
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, tiles, 2, nullptr, global, local, 0, nullptr, nullptr));
  const std::vector<float> rt = readBuffer<float>(env.queue, mt, t.size());
  const size_t swap[4] = {1, 0, 3, 2};
  for (size_t k = 0; k < t.size(); ++k)
    CHECK(rt[k] == t[k / 4 * 4 + swap[k % 4]] + float(k / 4 / 32));

  std::vector<float> p(2 * n);
  for (size_t k = 0; k < p.size(); ++k)
    p[k] = float(k % 13);
  Mem mp = bufferOf(env.context, p), mq = bufferOf(env.context, std::vector<float>(2 * n));
  Kernel ordered = makeKernel(program, "ordered");
  setArgs(ordered, mp, mp, mq, mq);
  run1D(env.queue, ordered, n);
  const std::vector<float> rq = readBuffer<float>(env.queue, mq, 2 * n);
  const std::vector<float> rp = readBuffer<float>(env.queue, mp, 2 * n);
  for (size_t i = 0; i < n; ++i) {
    CHECK(rp[2 * i + 1] == p[2 * i] * 3.0f);
    CHECK(rq[2 * i] == p[2 * i] * 4.0f);
    CHECK(rq[2 * i + 1] == p[2 * i] * 4.0f + 1.0f);
  }
}

/// `count` floats that end where a page nobody may touch begins: a kernel that reads or writes
/// one float past them faults.
class GuardedFloats {
public:
  explicit GuardedFloats(size_t count) : m_page(size_t(sysconf(_SC_PAGESIZE))) {
    const size_t bytes = count * sizeof(float);
    m_size = (bytes + m_page - 1) / m_page * m_page + m_page;
    m_base = mmap(nullptr, m_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    REQUIRE(m_base != MAP_FAILED);
    char* guard = static_cast<char*>(m_base) + m_size - m_page;
    REQUIRE(mprotect(guard, m_page, PROT_NONE) == 0);
    m_data = reinterpret_cast<float*>(guard - bytes);
  }
  ~GuardedFloats() { munmap(m_base, m_size); }
  GuardedFloats(const GuardedFloats&) = delete;
  GuardedFloats& operator=(const GuardedFloats&) = delete;
  float* data() const { return m_data; }

private:
  size_t m_page;
  size_t m_size = 0;
  void* m_base = nullptr;
  float* m_data = nullptr;
};

TEST_CASE("elements left out of a work-item's run are neither read nor written",
          "[ndrange][spmd][weft]") {
  // A float3's x, y and z, or three of each four floats: wide loads of the runs, not three
  // gathers, that never read past the last run's last element: the buffers end one float short
  // of the last run, at a page that faults when touched (all lanes on, some off, rows side by
  // side). A float3 store writes its padding anyway: wide stores too. And a run side by side
  // is no wider than any other value while fewer vectors per step remain (vload4s in 8 lanes
  // take two vectors per step, not four), but a float16 kernel at one vector still has wide
  // accesses.
  Env env;
  const char* source = R"(
    __kernel void padded(__global const float3* a, __global float3* r) {
      size_t i = get_global_id(0);
      float3 v = a[i];
      if (i % 3 != 1)
        r[i] = v.zxy * 2.0f + v;
    }
    #define THREE(i)                                                     \
      float x = a[4 * i], y = a[4 * i + 1], z = a[4 * i + 2];           \
      r[4 * i] = x + y;                                                 \
      r[4 * i + 1] = y * z;                                             \
      r[4 * i + 2] = z - x;
    __kernel void three(__global const float* a, __global float* r) {
      size_t i = get_global_id(0);
      THREE(i)
    }
    __kernel void some(__global const float* a, __global float* r) {
      size_t i = get_global_id(0);
      if (i % 3 != 1) {
        THREE(i)
      }
    }
    __kernel void rows(__global const float* a, __global float* r) {
      size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
      THREE(i)
    }
    __kernel void full(__global const float* a, __global float* r) {
      size_t i = get_global_id(0);
      float4 v = vload4(i, a);
      vstore4(v.wzyx - v, i, r);
    }
    __kernel void sixteen(__global const float* a, __global float* r) {
      size_t i = get_global_id(0);
      vstore16(vload16(i, a) * 2.0f, i, r);
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  for (const char* name : {"padded", "three", "some", "rows", "full", "sixteen"}) {
    const std::string line = reportLine(log, name);
    CHECK(line.find("vectorized") != std::string::npos);
    CHECK(line.find("wide loads") != std::string::npos);
    CHECK(line.find("gather") == std::string::npos);
  }
  for (const char* name : {"padded", "full", "sixteen"}) {
    CHECK(reportLine(log, name).find("wide stores") != std::string::npos);
    CHECK(reportLine(log, name).find("scatter") == std::string::npos);
  }
  // Lanes times vectors per step times a run's 128 bits: at most 2048 with more than one.
  for (const char* name : {"three", "full"}) {
    const std::string line = reportLine(log, name);
    const int lanes = reportedLanes(line);
    REQUIRE(lanes > 0);
    const int vectors = reportedVectorsPerStep(line);
    if (vectors > 1)
      CHECK(lanes * vectors * 128 <= 2048);
  }

  Program program = buildProgram(env.context, env.device, source);
  // Every width up to 64 lanes ends a vector step at the last work-item.
  const size_t n = 1024;
  std::vector<cl_float4> a(n), r(n);
  for (size_t i = 0; i < n; ++i)
    for (int c = 0; c < 4; ++c) {
      a[i].s[c] = float((i * 4 + size_t(c)) % 89) - 30.0f;
      r[i].s[c] = -1.0f;
    }
  Mem ma = bufferOf(env.context, a), mr = bufferOf(env.context, r);
  Kernel padded = makeKernel(program, "padded");
  setArgs(padded, ma, mr);
  run1D(env.queue, padded, n, 64);
  const std::vector<cl_float4> rp = readBuffer<cl_float4>(env.queue, mr, n);
  for (size_t i = 0; i < n; ++i) {
    INFO("work-item " << i);
    const cl_float4& v = a[i];
    if (i % 3 != 1) {
      CHECK(rp[i].s[0] == v.s[2] * 2.0f + v.s[0]);
      CHECK(rp[i].s[1] == v.s[0] * 2.0f + v.s[1]);
      CHECK(rp[i].s[2] == v.s[1] * 2.0f + v.s[2]);
    } else {
      CHECK((rp[i].s[0] == -1.0f && rp[i].s[1] == -1.0f && rp[i].s[2] == -1.0f));
    }
  }

  Kernel sixteen = makeKernel(program, "sixteen");
  setArgs(sixteen, ma, mr);
  run1D(env.queue, sixteen, n / 4, 64);
  const std::vector<cl_float4> rs = readBuffer<cl_float4>(env.queue, mr, n);
  for (size_t i = 0; i < n; ++i)
    for (int c = 0; c < 4; ++c)
      CHECK(rs[i].s[c] == a[i].s[c] * 2.0f);

  // The guarded buffers: n runs of four floats but the last one's fourth.
  const size_t count = 4 * n - 1;
  auto guarded = [&](const char* name, cl_uint dimensions, const size_t* global,
                     const size_t* local, bool masked) {
    INFO("kernel " << name);
    GuardedFloats in(count), out(count);
    for (size_t k = 0; k < count; ++k) {
      in.data()[k] = float(k % 61) * 0.5f;
      out.data()[k] = -1.0f;
    }
    const cl_mem_flags flags = CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR;
    cl_int error = CL_SUCCESS;
    Mem min(clCreateBuffer(env.context, flags, count * sizeof(float), in.data(), &error));
    REQUIRE_CL(error);
    Mem mout(clCreateBuffer(env.context, flags, count * sizeof(float), out.data(), &error));
    REQUIRE_CL(error);
    Kernel kernel = makeKernel(program, name);
    setArgs(kernel, min, mout);
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, dimensions, nullptr, global, local, 0,
                                      nullptr, nullptr));
    REQUIRE_CL(clFinish(env.queue));
    const float* x = in.data();
    const float* y = out.data();
    for (size_t i = 0; i < n; ++i) {
      INFO("work-item " << i);
      if (masked && i % 3 == 1) {
        CHECK((y[4 * i] == -1.0f && y[4 * i + 1] == -1.0f && y[4 * i + 2] == -1.0f));
      } else {
        CHECK(y[4 * i] == x[4 * i] + x[4 * i + 1]);
        CHECK(y[4 * i + 1] == x[4 * i + 1] * x[4 * i + 2]);
        CHECK(y[4 * i + 2] == x[4 * i + 2] - x[4 * i]);
      }
      if (i + 1 < n)
        CHECK(y[4 * i + 3] == -1.0f);
    }
  };
  const size_t global1[1] = {n}, local1[1] = {64};
  guarded("three", 1, global1, local1, false);
  guarded("some", 1, global1, local1, true);
  // Rows side by side run in groups one vector wide.
  const std::string rows = reportLine(log, "rows");
  const size_t groups = rows.find("rows side by side in groups ");
  REQUIRE(groups != std::string::npos);
  const size_t wide = std::stoul(rows.substr(groups + std::strlen("rows side by side in groups ")));
  const size_t global2[2] = {wide, n / wide}, local2[2] = {wide, 16};
  guarded("rows", 2, global2, local2, false);
}

TEST_CASE("kernels of float8 and double4 values run in SIMD lanes, element by element",
          "[ndrange][spmd][weft]") {
  // A float8 per work-item is 256 bits, 4096 in 16 lanes: too wide as it is, so the kernel's
  // vectors are split into their elements before the SPMD vectorizer.
  Env env;
  const char* source = R"(
    #pragma OPENCL EXTENSION cl_khr_fp64 : enable
    // Each step rotates the vector by one element and takes sqrt(v + 1).
    #define ROTATE_SQRT(NAME, T, N, ROTATED)                        \
      __kernel void NAME(__global T* p, int steps) {                \
        size_t i = get_global_id(0);                                \
        T##N v = vload##N(i, p);                                    \
        for (int k = 0; k < steps; ++k)                             \
          v = sqrt(v.ROTATED + (T)1);                               \
        vstore##N(v, i, p);                                         \
      }
    ROTATE_SQRT(wide8, float, 8, s70123456)
    ROTATE_SQRT(wide4, double, 4, wxyz)
    __kernel void plain(__global float* p) { p[get_global_id(0)] += 1.0f; })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  // As many lanes as a kernel of plain floats gets (16 with AVX-512, 8 with AVX2), and one
  // vector per step: four of them, each element a vector of its own, would spill.
  const int lanes = reportedLanes(reportLine(log, "plain"));
  CHECK(lanes >= 8);
  for (const char* name : {"wide8", "wide4"}) {
    CHECK(reportedLanes(reportLine(log, name)) == lanes);
    CHECK(reportedVectorsPerStep(reportLine(log, name)) == 1);
  }

  Program program = buildProgram(env.context, env.device, source);
  const size_t n = 300;
  const cl_int steps = 5;
  auto check = [&](auto zero, const char* name, size_t width) {
    using T = decltype(zero);
    std::vector<T> x(width * n);
    for (size_t k = 0; k < x.size(); ++k)
      x[k] = T(k % 101) * T(0.25);
    Mem mp = bufferOf(env.context, x);
    Kernel kernel = makeKernel(program, name);
    setArgs(kernel, mp, steps);
    run1D(env.queue, kernel, n);
    const std::vector<T> r = readBuffer<T>(env.queue, mp, x.size());
    for (size_t i = 0; i < n; ++i) {
      std::vector<T> v(x.begin() + long(width * i), x.begin() + long(width * (i + 1)));
      for (int k = 0; k < steps; ++k) {
        std::rotate(v.rbegin(), v.rbegin() + 1, v.rend());
        for (T& e : v)
          e = std::sqrt(e + T(1));
      }
      for (size_t c = 0; c < width; ++c)
        CHECK(r[width * i + c] == v[c]);
    }
  };
  check(0.0f, "wide8", 8);
  check(0.0, "wide4", 4);
}

namespace {

/// What the native kernels below get: two buffers' handles, replaced by their memory, and a count.
struct NativeArgs {
  cl_mem in;  // becomes const int*
  cl_mem out; // becomes int*
  int count;
};

void CL_CALLBACK doubleInts(void* data) {
  auto* args = static_cast<NativeArgs*>(data);
  const int* in = reinterpret_cast<const int*>(args->in);
  int* out = reinterpret_cast<int*>(args->out);
  for (int i = 0; i < args->count; ++i)
    out[i] = 2 * in[i];
}

} // namespace

TEST_CASE("clEnqueueNativeKernel runs a host function on the buffers' memory",
          "[ndrange][native]") {
  Env env;
  REQUIRE((info<cl_device_exec_capabilities>(clGetDeviceInfo, env.device,
                                             CL_DEVICE_EXECUTION_CAPABILITIES) &
           CL_EXEC_NATIVE_KERNEL) != 0);
  std::vector<cl_int> values(100);
  for (int i = 0; i < 100; ++i)
    values[i] = i - 50;
  Mem in = bufferOf(env.context, values);
  Mem out = makeBuffer(env.context, values.size() * sizeof(cl_int));
  NativeArgs args{in, out, 100};
  const void* locations[] = {&args.in, &args.out};
  cl_mem mems[] = {in, out};
  // Ordered after a kernel that fills `in`: the native kernel sees its results.
  const cl_int seven = 7;
  REQUIRE_CL(clEnqueueFillBuffer(env.queue, in, &seven, sizeof seven, 0, 40, 0, nullptr, nullptr));
  Event done;
  REQUIRE_CL(clEnqueueNativeKernel(env.queue, doubleInts, &args, sizeof args, 2, mems, locations, 0,
                                   nullptr, done.out()));
  args.count = 0; // the command took a copy
  std::vector<cl_int> expected(100);
  for (int i = 0; i < 100; ++i)
    expected[i] = 2 * (i < 10 ? 7 : i - 50);
  CHECK(readBuffer<cl_int>(env.queue, out, 100) == expected);
  CHECK(info<cl_command_type>(clGetEventInfo, done.get(), CL_EVENT_COMMAND_TYPE) ==
        CL_COMMAND_NATIVE_KERNEL);
}

TEST_CASE("clEnqueueNativeKernel errors", "[ndrange][native]") {
  Env env;
  Mem buffer = makeBuffer(env.context, 64);
  NativeArgs args{buffer, buffer, 0};
  const void* locations[] = {&args.in};
  // A place with no room for a pointer before the end of args.
  const void* outside[] = {reinterpret_cast<const char*>(&args) + sizeof args - 4};
  cl_mem mems[] = {buffer};
  cl_mem bogus[] = {reinterpret_cast<cl_mem>(env.queue.get())};
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueNativeKernel(env.queue, nullptr, &args, sizeof args, 1,
                                                       mems, locations, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueNativeKernel(env.queue, doubleInts, nullptr, sizeof args,
                                                       0, nullptr, nullptr, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueNativeKernel(env.queue, doubleInts, &args, 0, 0, nullptr,
                                                       nullptr, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueNativeKernel(env.queue, doubleInts, &args, sizeof args, 1,
                                                       nullptr, locations, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueNativeKernel(env.queue, doubleInts, &args, sizeof args, 0,
                                                       mems, nullptr, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueNativeKernel(env.queue, doubleInts, &args, sizeof args, 1,
                                                       mems, outside, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT,
               clEnqueueNativeKernel(env.queue, doubleInts, &args, sizeof args, 1, bogus, locations,
                                     0, nullptr, nullptr));
  if (deviceInfo<cl_bool>(env.device, CL_DEVICE_IMAGE_SUPPORT)) {
    // "not valid or are not buffer objects"
    const cl_image_format format{CL_RGBA, CL_UNORM_INT8};
    cl_image_desc desc{};
    desc.image_type = CL_MEM_OBJECT_IMAGE2D;
    desc.image_width = desc.image_height = 4;
    cl_int err = CL_OUT_OF_RESOURCES;
    Mem image(clCreateImage(env.context, CL_MEM_READ_WRITE, &format, &desc, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    cl_mem images[] = {image.get()};
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT,
                 clEnqueueNativeKernel(env.queue, doubleInts, &args, sizeof args, 1, images,
                                       locations, 0, nullptr, nullptr));
  }
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE,
               clEnqueueNativeKernel(nullptr, doubleInts, &args, sizeof args, 1, mems, locations, 0,
                                     nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_EVENT_WAIT_LIST,
               clEnqueueNativeKernel(env.queue, doubleInts, &args, sizeof args, 1, mems, locations,
                                     1, nullptr, nullptr));
  // No arguments at all is a valid call.
  static int calls = 0;
  auto count = [](void*) { ++calls; };
  REQUIRE_CL(clEnqueueNativeKernel(env.queue, count, nullptr, 0, 0, nullptr, nullptr, 0, nullptr,
                                   nullptr));
  REQUIRE_CL(clFinish(env.queue));
  CHECK(calls == 1);
}

/// Runs `kernel(in, out, w, h)` on a w x h grid for each of `widths`: h = `height` with the local
/// size Weft picks, then h = 16 in 16x8 groups where they divide the range (rows side by side).
/// Each point must equal `expected(at, w, h, x, y)`, where at(y, x) reads the input.
template <typename Expected>
void checkGridKernel(Env& env, cl_kernel kernel, std::initializer_list<int> widths, int height,
                     Expected expected) {
  for (int w : widths) {
    for (const bool groups : {false, true}) {
      const int h = groups ? 16 : height;
      std::vector<float> in(size_t(w) * h);
      for (size_t i = 0; i < in.size(); ++i)
        in[i] = float(i % 7 + 1);
      Mem min = bufferOf(env.context, in);
      Mem mout = bufferOf(env.context, std::vector<float>(in.size(), -1.0f));
      setArgs(kernel, min, mout, cl_int(w), cl_int(h));
      const size_t global[2] = {size_t(w), size_t(h)};
      const size_t local[2] = {16, 8};
      const bool fits = groups && w % 16 == 0;
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global,
                                        fits ? local : nullptr, 0, nullptr, nullptr));
      const std::vector<float> out = readBuffer<float>(env.queue, mout, in.size());
      auto at = [&](int yy, int xx) { return in[size_t(yy) * w + xx]; };
      for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
          INFO("w " << w << " h " << h << " x " << x << " y " << y);
          REQUIRE(out[size_t(y) * w + x] == expected(at, w, h, x, y));
        }
    }
  }
}

TEST_CASE("clamped neighbours read wide where no lane is clamped, and right at the borders",
          "[ndrange][spmd][weft]") {
  // A stencil's in[max(x - 1, 0)] and in[min(x + 1, w - 1)], and clamp(x - 1, 0, w - 1) (a
  // clamp of a clamp): one wide load per row of lanes where no lane's clamp holds, the gather
  // at the borders. Widths around the vector width, 2D ranges with rows side by side (16x8
  // groups) and without, and a masked load.
  Env env;
  const char* source = R"(
    __kernel void neighbours(__global const float* in, __global float* out, int w, int h) {
      int x = (int)get_global_id(0), y = (int)get_global_id(1);
      int west = max(x - 1, 0), east = min(x + 1, w - 1);
      int north = max(y - 1, 0);
      uint far = min((uint)x + 3u, (uint)w - 1u);
      float v = in[y * w + west] + 10.0f * in[y * w + east] + 100.0f * in[north * w + x] +
                1000.0f * in[y * w + far];
      if (x % 3 != 1)
        v += 10000.0f * in[y * w + max(x - 2, 0)];
      v += 100000.0f * in[y * w + clamp(x - 1, 0, w - 1)];
      out[y * w + x] = v;
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  // west, east, far and the clamp() at least (a gather each before clamps were seen through).
  CHECK(reportedCount(reportLine(log, "neighbours"), "wide loads unless clamped") >= 4);
  // And all of them tested once at the top of the step, for a copy of the body without them.
  CHECK(reportedCount(reportLine(log, "neighbours"), "clamps tested once per step") >= 4);
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "neighbours");
  checkGridKernel(
      env, kernel, {1, 2, 15, 16, 17, 63, 64, 65, 131}, 9, [](auto at, int w, int, int x, int y) {
        float v = at(y, std::max(x - 1, 0)) + 10.0f * at(y, std::min(x + 1, w - 1)) +
                  100.0f * at(std::max(y - 1, 0), x) + 1000.0f * at(y, std::min(x + 3, w - 1));
        if (x % 3 != 1)
          v += 10000.0f * at(y, std::max(x - 2, 0));
        return v + 100000.0f * at(y, std::clamp(x - 1, 0, w - 1));
      });
}

TEST_CASE("clamped indices in a filter's loops are tested once per step", "[ndrange][spmd][weft]") {
  // A filter's loops over dy and dx (dx in steps of two) around clamped coordinates: the test at
  // the top of the step covers every dx the loop takes. The clamped x is also used as a value,
  // and an unsigned min whose operand wraps at x = 0 (it reads the row's last element there)
  // must not take the unclamped copy in the first step.
  Env env;
  const char* source = R"(
    __kernel void filter(__global const float* in, __global float* out, int w, int h) {
      int x = (int)get_global_id(0), y = (int)get_global_id(1);
      float sum = 0.0f;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -2; dx <= 2; dx += 2) {
          int xx = clamp(x + dx, 0, w - 1), yy = clamp(y + dy, 0, h - 1);
          sum += (float)(dy + 2) * (float)(dx + 3) * in[yy * w + xx] + (float)xx;
        }
      sum += 1000.0f * in[y * w + min((uint)x - 1u, (uint)w - 1u)];
      out[y * w + x] = sum;
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  // The max and the min of clamp(x + dx, ...) and the unsigned min.
  CHECK(reportedCount(reportLine(log, "filter"), "clamps tested once per step") == 3);
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "filter");
  checkGridKernel(env, kernel, {1, 2, 3, 15, 16, 17, 63, 64, 65, 66, 131, 200, 256, 1000}, 5,
                  [](auto at, int w, int h, int x, int y) {
                    float v = 0.0f;
                    for (int dy = -1; dy <= 1; ++dy)
                      for (int dx = -2; dx <= 2; dx += 2) {
                        const int xx = std::clamp(x + dx, 0, w - 1);
                        const int yy = std::clamp(y + dy, 0, h - 1);
                        v += float(dy + 2) * float(dx + 3) * at(yy, xx) + float(xx);
                      }
                    return v + 1000.0f * at(y, x == 0 ? w - 1 : x - 1);
                  });
}

TEST_CASE("a clamp whose operand wraps between a step's lanes is seen to clamp",
          "[ndrange][spmd][weft]") {
  // min(x - k, b) + k with k = 16 and b = 2^64 - 2 is x everywhere but at x = 15, where x - k
  // wraps to 2^64 - 1 and the min clamps it (that lane reads in[14]). In the step of x = 1..16
  // (the range starts at 1) the first lane's operand, 2^64 - 15, and the last one's, 0, both lie
  // within the bound: only the wrap between them tells that a lane clamps. (k and b are
  // arguments: as constants the optimizer makes the whole index a select.)
  Env env;
  const char* source = R"(
    __kernel void wraps(__global const float* in, __global float* out, ulong k, ulong b) {
      ulong x = get_global_id(0);
      out[x] = in[min(x - k, b) + k];
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(reportedCount(reportLine(log, "wraps"), "wide load unless clamped") == 1);
  CHECK(reportedCount(reportLine(log, "wraps"), "clamp tested once per step") == 1);
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "wraps");
  std::vector<float> in(256);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = float(i);
  Mem min = bufferOf(env.context, in);
  for (const size_t local : {size_t(16), size_t(32), size_t(64)}) {
    Mem mout = bufferOf(env.context, std::vector<float>(in.size(), -1.0f));
    setArgs(kernel, min, mout, cl_ulong(16), ~cl_ulong(1));
    const size_t offset = 1, global = 192;
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, &offset, &global, &local, 0, nullptr,
                                      nullptr));
    const std::vector<float> out = readBuffer<float>(env.queue, mout, in.size());
    for (size_t x = 1; x <= global; ++x) {
      INFO("local " << local << " x " << x);
      REQUIRE(out[x] == (x == 15 ? 14.0f : float(x)));
    }
  }
}

TEST_CASE("an int index that wraps inside a step, extended to 64 bits, is clamped lane by lane",
          "[ndrange][spmd][weft]") {
  // (long)(int)(x + offset) is InstCombine's (v << 32) >> 32 on the 64-bit sum: with offset
  // 2^31 - 8 it is 2^31 - 8 + x for x < 8 and wraps to -2^31 + x - 8 after. Less 2^31 - 16 and
  // clamped at 0, lanes 0-7 read in[8 + x] and every later lane in[0]. Lane 0's value plus
  // steps would call all 64 lanes unclamped (8 + x) and read them wide.
  Env env;
  const char* source = R"(
    __kernel void wraps(__global float* out, __global const float* in, ulong offset,
                        long start) {
      size_t x = get_global_id(0);
      long j = (int)(x + offset);
      out[x] = in[max(j - start, 0L)];
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(reportedCount(reportLine(log, "wraps"), "wide load unless clamped") == 0);
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "wraps");
  std::vector<float> in(128);
  std::iota(in.begin(), in.end(), 0.0f);
  Mem min = bufferOf(env.context, in);
  const size_t global = 64;
  for (const size_t local : {size_t(16), size_t(32), size_t(64)}) {
    Mem mout = bufferOf(env.context, std::vector<float>(global, -1.0f));
    setArgs(kernel, mout, min, (cl_ulong(1) << 31) - 8, (cl_long(1) << 31) - 16);
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr,
                                      nullptr));
    const std::vector<float> out = readBuffer<float>(env.queue, mout, global);
    for (size_t x = 0; x < global; ++x) {
      INFO("local " << local << " x " << x);
      REQUIRE(out[x] == (x < 8 ? float(8 + x) : 0.0f));
    }
  }
}

namespace {

/// The skip tests' inputs: in[i] in [0, 1), about half of them above 0.5.
std::vector<float> skipInputs(size_t count) {
  std::vector<float> in(count);
  for (size_t i = 0; i < count; ++i)
    in[i] = float((i * 7919) % 1000) / 1000.0f;
  return in;
}

/// The skip tests' launch: `kernel(out, counter, rest...)` over in.size() work-items in groups of
/// 8, 100 and 250, where each work-item whose in[] is above 0.5 counts itself in counter[0] and
/// counter[1] (the atomics make its block worth a skip). out[i], -2 before, must then be
/// `expected(i, local)`.
template <typename... Rest>
void checkBehindSkip(const Env& env, cl_kernel kernel, const std::vector<float>& in,
                     const std::function<float(size_t, size_t)>& expected, const Rest&... rest) {
  const size_t global = in.size();
  const cl_int above =
      cl_int(std::count_if(in.begin(), in.end(), [](float v) { return v > 0.5f; }));
  for (const size_t local : {size_t(8), size_t(100), size_t(250)}) {
    INFO("local " << local);
    Mem mout = bufferOf(env.context, std::vector<float>(global, -2.0f));
    Mem counter = bufferOf(env.context, std::vector<cl_int>(2, 0));
    setArgs(kernel, mout, counter, rest...);
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr,
                                      nullptr));
    const std::vector<float> out = readBuffer<float>(env.queue, mout, global);
    for (size_t i = 0; i < global; ++i) {
      INFO("i " << i);
      REQUIRE(out[i] == expected(i, local));
    }
    REQUIRE(readBuffer<cl_int>(env.queue, counter, 2) == std::vector<cl_int>{above, above});
  }
}

} // namespace

TEST_CASE("values made inside a block skipped when no lane is on reach the code after it",
          "[ndrange][spmd][weft]") {
  Env env;
  const std::vector<float> in = skipInputs(1000);
  Mem min = bufferOf(env.context, in);
  SECTION("an extension of an id") {
    // (long)(int)lid is (lid << 32) >> 32, whose lanes the vectorizer widens from its operand's
    // where the value is used: behind the skip, the phi after it needs the shift's operand too.
    // Once, that operand had no phi past the skip (invalid IR).
    Program program = buildProgram(env.context, env.device, R"(
      __kernel void pick(__global float* out, __global int* counter, __global const float* in) {
        int lid = get_local_id(0);
        long j = -1;
        if (in[get_global_id(0)] > 0.5f) {
          atomic_inc(counter);
          atomic_inc(counter + 1);
          j = (long)lid;
        }
        out[get_global_id(0)] = (float)j;
      })");
    Kernel kernel = makeKernel(program, "pick");
    checkBehindSkip(
        env, kernel, in,
        [&](size_t i, size_t local) { return in[i] > 0.5f ? float(i % local) : -1.0f; }, min);
  }
  SECTION("a clamp that a clamped read after the skip tests") {
    // max(g - shift[0], 0) is made behind the skip and read in a block after it, whose wide load
    // unless clamped tests the clamp's operand: that operand, used nowhere after the skip, once
    // had no phi past it (invalid IR).
    const char* source = R"(
      __kernel void shifted(__global float* out, __global int* counter, __global const float* src,
                            __global const float* in, __global const long* shift) {
        long g = get_global_id(0);
        if (in[g] > 0.5f) {
          atomic_inc(counter);
          atomic_inc(counter + 1);
          long j = max(g - shift[0], 0L);
          out[g] = (float)j;
          if (in[g] > 0.75f)
            out[g] += src[j];
        }
      })";
    const std::string log = reportedBuildLog(env.context, env.device, source);
    INFO(log);
    CHECK(reportedCount(reportLine(log, "shifted"), "wide load unless clamped") == 1);
    Program program = buildProgram(env.context, env.device, source);
    Kernel kernel = makeKernel(program, "shifted");
    const cl_long shift = 3;
    std::vector<float> src(in.size());
    for (size_t i = 0; i < src.size(); ++i)
      src[i] = float(i) * 1000.0f;
    Mem msrc = bufferOf(env.context, src);
    Mem mshift = bufferOf(env.context, std::vector<cl_long>{shift});
    checkBehindSkip(
        env, kernel, in,
        [&](size_t g, size_t) {
          const size_t j = g < size_t(shift) ? 0 : g - size_t(shift);
          return in[g] <= 0.5f ? -2.0f : in[g] > 0.75f ? float(j) + src[j] : float(j);
        },
        msrc, min, mshift);
  }
}

TEST_CASE("a local id converted to int or uint and back is no wider than the group, and its "
          "clamps are tested once per step",
          "[ndrange][spmd][weft]") {
  // (long)(int)lid and (ulong)(uint)lid are InstCombine's shifts and mask on the 64-bit id: an
  // extension whose lanes could straddle a wrap, were the id not below the largest group. Known
  // to be, the clamped reads are wide where no lane of a step clamps.
  Env env;
  const char* source = R"(
    __kernel void back(__global const float* in, __global float* out) {
      long j = (int)get_local_id(0);
      out[get_global_id(0)] = in[max(j - 3, 0L)];
    }
    __kernel void ahead(__global const float* in, __global float* out, ulong last) {
      ulong j = (uint)get_local_id(0);
      out[get_global_id(0)] = in[min(j + 1, last)];
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(reportedCount(reportLine(log, "back"), "wide load unless clamped") == 1);
  CHECK(reportedCount(reportLine(log, "ahead"), "wide load unless clamped") == 1);
  Program program = buildProgram(env.context, env.device, source);
  Kernel back = makeKernel(program, "back");
  Kernel ahead = makeKernel(program, "ahead");
  std::vector<float> in(512);
  std::iota(in.begin(), in.end(), 0.0f);
  Mem min = bufferOf(env.context, in);
  const cl_ulong last = 200;
  for (const size_t local : {size_t(16), size_t(64), size_t(256)}) {
    const size_t global = 2 * local;
    Mem outBack = bufferOf(env.context, std::vector<float>(global, -1.0f));
    Mem outAhead = bufferOf(env.context, std::vector<float>(global, -1.0f));
    setArgs(back, min, outBack);
    setArgs(ahead, min, outAhead, last);
    for (cl_kernel kernel : {cl_kernel(back), cl_kernel(ahead)})
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr,
                                        nullptr));
    const std::vector<float> backs = readBuffer<float>(env.queue, outBack, global);
    const std::vector<float> aheads = readBuffer<float>(env.queue, outAhead, global);
    for (size_t x = 0; x < global; ++x) {
      INFO("local " << local << " x " << x);
      const size_t lid = x % local;
      REQUIRE(backs[x] == float(lid < 3 ? 0 : lid - 3));
      REQUIRE(aheads[x] == float(std::min<cl_ulong>(lid + 1, last)));
    }
  }
}

TEST_CASE("outputs written with streaming stores hold the kernel's results",
          "[ndrange][spmd][weft]") {
  // WEFT_STREAMING=1 lets every launch stream (by default only those beyond twice the caches):
  // the kernel's stores of whole lines to `out`, which it never reads, take non-temporal stores
  // where a line starts; the rest (a range offset by 5, a group's last partial vector) the plain
  // ones. A kernel that reads its output, and one given the same buffer twice, must not differ.
  Env env;
  const char* source = R"(
    __kernel void scale(__global const float* in, __global float* out) {
      size_t i = get_global_id(0);
      out[i] = in[i] * 2.0f + 1.0f;
    }
    __kernel void bump(__global float* data) {
      size_t i = get_global_id(0);
      data[i] = data[i] + 1.0f;
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(reportLine(log, "scale").find("stores stream beyond the caches") != std::string::npos);
  CHECK(reportLine(log, "bump").find("stream") == std::string::npos);
  Program program = buildProgram(env.context, env.device, source);
  Kernel scale = makeKernel(program, "scale");
  Kernel bump = makeKernel(program, "bump");
  ScopedVariable streaming("WEFT_STREAMING", "1");
  const size_t count = 20000;
  std::vector<float> in(count);
  for (size_t i = 0; i < count; ++i)
    in[i] = float(i % 1000);
  for (const size_t offset : {size_t(0), size_t(5)}) {
    Mem min = bufferOf(env.context, in);
    Mem mout = bufferOf(env.context, std::vector<float>(count, -1.0f));
    setArgs(scale, min, mout);
    const size_t global = count - offset;
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, scale, 1, &offset, &global, nullptr, 0, nullptr,
                                      nullptr));
    const std::vector<float> out = readBuffer<float>(env.queue, mout, count);
    for (size_t i = 0; i < count; ++i) {
      INFO("offset " << offset << " i " << i);
      REQUIRE(out[i] == (i < offset ? -1.0f : in[i] * 2.0f + 1.0f));
    }
    // The same buffer as input and output: every element scaled once.
    setArgs(scale, min, min);
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, scale, 1, &offset, &global, nullptr, 0, nullptr,
                                      nullptr));
    setArgs(bump, min);
    REQUIRE_CL(
        clEnqueueNDRangeKernel(env.queue, bump, 1, &offset, &global, nullptr, 0, nullptr, nullptr));
    const std::vector<float> twice = readBuffer<float>(env.queue, min, count);
    for (size_t i = 0; i < count; ++i) {
      INFO("in place, offset " << offset << " i " << i);
      REQUIRE(twice[i] == (i < offset ? in[i] : in[i] * 2.0f + 2.0f));
    }
  }
}

TEST_CASE("erfc of x k and of -x k share their table reads", "[ndrange][spmd][weft]") {
  // Black-Scholes' cumulative normals of d and -d are erfc(-d k) and erfc(d k): |x (-k)| is
  // computed as |x k|, so the second erfc is the first's code and CSE shares it (its table's
  // gathers among it). Both results must still be each one's own.
  Env env;
  const char* source = R"(
    #pragma OPENCL EXTENSION cl_khr_fp64 : enable
    __kernel void one(__global const double* x, __global double* r) {
      size_t i = get_global_id(0);
      r[i] = erfc(x[i] * -0.7);
    }
    __kernel void both(__global const double* x, __global double* r) {
      size_t i = get_global_id(0);
      double v = x[i];
      r[2 * i] = erfc(v * -0.7);
      r[2 * i + 1] = erfc(v * 0.7) + fabs(v * -3.0);
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  const int one = reportedCount(reportLine(log, "one"), "gathers");
  CHECK(one > 0);
  CHECK(reportedCount(reportLine(log, "both"), "gathers") == one);
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "both");
  std::vector<double> x;
  for (int i = -400; i < 400; ++i)
    x.push_back(i * 0.0173);
  Mem mx = bufferOf(env.context, x);
  Mem mr = makeBuffer(env.context, 2 * x.size() * sizeof(double));
  setArgs(kernel, mx, mr);
  run1D(env.queue, kernel, x.size());
  const std::vector<double> r = readBuffer<double>(env.queue, mr, 2 * x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    INFO("x " << x[i]);
    CHECK(std::fabs(r[2 * i] - std::erfc(x[i] * -0.7)) <= 1e-15 * std::erfc(x[i] * -0.7));
    const double want = std::erfc(x[i] * 0.7) + std::fabs(x[i] * 3.0);
    CHECK(std::fabs(r[2 * i + 1] - want) <= 1e-15 * want);
  }
}

TEST_CASE("lookups in small constant tables read the right elements", "[ndrange][spmd][weft]") {
  // With AVX-512, a vector of work-items reads a table of at most two registers' worth (16
  // doubles or longs, 32 floats or ints) by permutes from registers instead of a gather
  // (compiler/table_lookup.hpp): each lane must still get its own element, whatever the element
  // type, a table shorter than a register, a divergent lookup (the gather's mask) and a table too
  // large for it (a gather still).
  Env env;
  const char* source = R"(
    #pragma OPENCL EXTENSION cl_khr_fp64 : enable
    #define E(a, b, m) ((a) + (m) * (b))
    #define T16(a, b) E(a, b, 0), E(a, b, 1), E(a, b, 2), E(a, b, 3), E(a, b, 4), E(a, b, 5), \
                      E(a, b, 6), E(a, b, 7), E(a, b, 8), E(a, b, 9), E(a, b, 10), E(a, b, 11), \
                      E(a, b, 12), E(a, b, 13), E(a, b, 14), E(a, b, 15)
    __constant double d16[16] = {T16(0.25, 1.5)};
    __constant double d8[8] = {-3.0, 7.5, 0.125, 9.0, -1.0, 2.0, 64.0, -0.5};
    __constant float f32[32] = {T16(100.0f, 3.0f), T16(-50.0f, 0.5f)};
    __constant float f12[12] = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048};
    __constant int i32[32] = {T16(7, 1000), T16(-9, 77)};
    __constant long l16[16] = {T16(1L << 40, 3L)};
    __constant double d40[40] = {T16(0.0, 1.0), T16(16.0, 1.0), 32, 33, 34, 35, 36, 37, 38, 39};
    __kernel void lookups(__global const int* j, __global double* r) {
      size_t i = get_global_id(0);
      int k = j[i];
      double v = d16[k & 15] + d8[k & 7] * 1e3 + f32[k & 31] * 1e6 + f12[k % 12] * 1e9;
      double w = (double)i32[(k >> 5) & 31] + (double)(l16[(k >> 3) & 15] - (1L << 40)) * 1e-6 +
                 d40[k % 40] * 1e12;
      if (k % 3 == 0)
        w += d16[(k >> 2) & 15] * 1e15;
      r[2 * i] = v;
      r[2 * i + 1] = w;
    })";
  auto t16 = [](double a, double b, int m) { return a + m * b; };
  const double d8[8] = {-3.0, 7.5, 0.125, 9.0, -1.0, 2.0, 64.0, -0.5};
  auto f32 = [&](int m) {
    return static_cast<double>(m < 16 ? 100.0f + m * 3.0f : -50.0f + (m - 16) * 0.5f);
  };
  auto i32 = [&](int m) { return m < 16 ? 7 + m * 1000 : -9 + (m - 16) * 77; };

  const std::string log = reportedBuildLog(env.context, env.device, source);
  const std::string line = reportLine(log, "lookups");
  INFO(line);
  // Every table but the 40 doubles is small; the index j[i] is a wide load. AVX-512 (where the
  // kernel runs 16 lanes) has the permutes; AVX2 (8 lanes; WEFT_HOST_FEATURES=-avx512f) gathers.
  if (reportedLanes(line) == 16) {
    CHECK(reportedCount(line, "table lookups in registers") == 7);
    CHECK(reportedCount(line, "gather") == 1);
  } else {
    CHECK(line.find("table lookup") == std::string::npos);
    CHECK(reportedCount(line, "gathers") == 8);
  }

  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "lookups");
  const size_t n = 4096;
  std::vector<cl_int> j(n);
  for (size_t i = 0; i < n; ++i)
    j[i] = static_cast<cl_int>((i * 2654435761u) >> 8 & 0xffffff);
  Mem mj = bufferOf(env.context, j);
  Mem mr = makeBuffer(env.context, 2 * n * sizeof(double));
  setArgs(kernel, mj, mr);
  run1D(env.queue, kernel, n);
  const std::vector<double> r = readBuffer<double>(env.queue, mr, 2 * n);
  for (size_t i = 0; i < n; ++i) {
    const int k = j[i];
    INFO("i " << i << ", k " << k);
    const double v = t16(0.25, 1.5, k & 15) + d8[k & 7] * 1e3 + f32(k & 31) * 1e6 +
                     static_cast<double>(1 << (k % 12)) * 1e9;
    double w = static_cast<double>(i32((k >> 5) & 31)) + ((k >> 3) & 15) * 3.0 * 1e-6 +
               static_cast<double>(k % 40) * 1e12;
    if (k % 3 == 0)
      w += t16(0.25, 1.5, (k >> 2) & 15) * 1e15;
    CHECK(r[2 * i] == v);
    CHECK(r[2 * i + 1] == w);
  }
}

TEST_CASE("long double computations take two vectors per step, short ones four",
          "[ndrange][spmd][weft]") {
  // A vector of double work-items fills two registers: four per step spill a long computation.
  Env env;
  const char* source = R"(
    #pragma OPENCL EXTENSION cl_khr_fp64 : enable
    __kernel void short_double(__global double* r) {
      size_t i = get_global_id(0);
      r[i] = exp(r[i]) + log(r[i] + 4.0);
    }
    __kernel void long_double(__global double* r) {
      size_t i = get_global_id(0);
      r[i] = erfc(r[i]) + erfc(r[i] * 2.0) + sin(r[i]) + exp(r[i]) + log(r[i] + 4.0);
    }
    __kernel void long_float(__global float* r) {
      size_t i = get_global_id(0);
      r[i] = sin(r[i]) + cos(r[i] * 2.0f) + exp(r[i]) + log(r[i]);
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(reportedVectorsPerStep(reportLine(log, "short_double")) == 4);
  CHECK(reportedVectorsPerStep(reportLine(log, "long_double")) == 2);
  CHECK(reportedVectorsPerStep(reportLine(log, "long_float")) == 4);
}

TEST_CASE("a short work-item loop takes one vector per step, a loop inside or atomics four",
          "[ndrange][spmd][weft]") {
  // Four vectors per step hide latency; a few instructions with no loop inside overlap their steps
  // in the core anyway, and the wide copy would only cost build time.
  Env env;
  const char* source = R"(
    __kernel void short_body(__global float* r) {
      size_t i = get_global_id(0);
      r[i] = r[i] * 3.0f + 1.0f;
    }
    __kernel void inner_loop(__global float* r, int n) {
      size_t i = get_global_id(0);
      float v = r[i];
      for (int k = 0; k < n; ++k)
        v = v * 3.0f + 1.0f;
      r[i] = v;
    }
    __kernel void counted(__global float* r, __global int* hits) {
      size_t i = get_global_id(0);
      r[i] = r[i] * 3.0f + 1.0f;
      atomic_inc(&hits[i % 4]);
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(reportedVectorsPerStep(reportLine(log, "short_body")) == 1);
  CHECK(reportedVectorsPerStep(reportLine(log, "inner_loop")) == 4);
  CHECK(reportedVectorsPerStep(reportLine(log, "counted")) == 4);
  Program program = buildProgram(env.context, env.device, source);
  for (const char* name : {"short_body", "inner_loop"}) {
    INFO(name);
    Kernel kernel = makeKernel(program, name);
    std::vector<float> values(1000 + 13);
    for (size_t i = 0; i < values.size(); ++i)
      values[i] = float(i % 7) - 3.0f;
    Mem m = bufferOf(env.context, values);
    setArgs(kernel, m);
    if (std::string(name) == "inner_loop") {
      const cl_int once = 1;
      REQUIRE(clSetKernelArg(kernel, 1, sizeof once, &once) == CL_SUCCESS);
    }
    run1D(env.queue, kernel, values.size());
    const std::vector<float> r = readBuffer<float>(env.queue, m, values.size());
    for (size_t i = 0; i < values.size(); ++i)
      CHECK(r[i] == values[i] * 3.0f + 1.0f);
  }
  Kernel counted = makeKernel(program, "counted");
  std::vector<float> values(777, 1.0f);
  Mem m = bufferOf(env.context, values);
  Mem hits = bufferOf(env.context, std::vector<cl_int>(4, 0));
  setArgs(counted, m, hits);
  run1D(env.queue, counted, values.size());
  const std::vector<cl_int> h = readBuffer<cl_int>(env.queue, hits, 4);
  CHECK(h == std::vector<cl_int>{195, 194, 194, 194});
}

TEST_CASE("kernels split at barriers take two vectors per step, and their trees add up",
          "[ndrange][spmd][weft]") {
  // A region's x loop runs the group's few work-items; a reduction tree's steps are mostly
  // masked off: two vectors per step, where a kernel without barriers takes four.
  Env env;
  const char* source = R"(
    __kernel void tree(__global const float* in, __global float* out) {
      __local float scratch[256];
      size_t lid = get_local_id(0);
      scratch[lid] = in[get_global_id(0)];
      barrier(CLK_LOCAL_MEM_FENCE);
      for (uint stride = get_local_size(0) / 2; stride > 0; stride /= 2) {
        if (lid < stride)
          scratch[lid] += scratch[lid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      if (lid == 0)
        out[get_group_id(0)] = scratch[0];
    }
    __kernel void plain(__global float* r) {
      size_t i = get_global_id(0);
      r[i] = sin(r[i]) * 3.0f + 1.0f;
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(reportedVectorsPerStep(reportLine(log, "tree")) == 2);
  CHECK(reportedVectorsPerStep(reportLine(log, "plain")) == 4);
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "tree");
  for (size_t local : {size_t(256), size_t(64), size_t(2)}) {
    INFO("local size " << local);
    constexpr size_t kGroupCount = 5;
    std::vector<float> in(local * kGroupCount);
    for (size_t i = 0; i < in.size(); ++i)
      in[i] = float(i % 13);
    Mem mi = bufferOf(env.context, in);
    Mem mo = makeBuffer(env.context, kGroupCount * sizeof(float));
    setArgs(kernel, mi, mo);
    run1D(env.queue, kernel, in.size(), local);
    const std::vector<float> out = readBuffer<float>(env.queue, mo, kGroupCount);
    for (size_t group = 0; group < kGroupCount; ++group) {
      float want = 0.0f;
      for (size_t i = group * local; i < (group + 1) * local; ++i)
        want += in[i];
      CHECK(out[group] == want);
    }
  }
}

TEST_CASE("a chosen 1D local size leaves sixteen groups for each compute unit", "[ndrange][weft]") {
  // Fewer, larger groups leave a launch's last ones to weigh against the workers that start late.
  IdsEnv env;
  const cl_uint lanes = deviceInfo<cl_uint>(env.device, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT);
  const size_t units = deviceInfo<cl_uint>(env.device, CL_DEVICE_MAX_COMPUTE_UNITS);
  const size_t global[3] = {16 * units * 4 * lanes, 1, 1};
  const size_t offset[3] = {0, 0, 0};
  IdsResult r = runIds(env, env.kernel, 1, offset, global, nullptr);
  INFO("lanes " << lanes << ", units " << units << ", global " << global[0]);
  CHECK(r.lsz[0] == 4 * lanes);
  const size_t local[3] = {r.lsz[0], 1, 1};
  checkIds(r, 1, offset, global, local);
}

TEST_CASE("a chosen 1D local size is a multiple of the vector width where the range has one",
          "[ndrange][weft]") {
  // A group of another width runs its last work-items one at a time (a quick build's kernel
  // compiles its scalar loop for them first). Of the divisors of 250 vectors of lanes per unit
  // under the cap (the largest is 250, or 125 with 8 lanes: no multiple of them), the largest
  // multiple of the lanes; a 2.0 program's partial groups are such a multiple too, the last the
  // rest (3 more work-items).
  for (const char* options : {"", "-cl-std=CL2.0"}) {
    INFO("options '" << options << "'");
    IdsEnv env(options);
    const cl_uint lanes = deviceInfo<cl_uint>(env.device, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT);
    const size_t units = deviceInfo<cl_uint>(env.device, CL_DEVICE_MAX_COMPUTE_UNITS);
    const size_t global[3] = {250 * lanes * units + (*options ? 3 : 0), 1, 1};
    const size_t offset[3] = {0, 0, 0};
    IdsResult r = runIds(env, env.kernel, 1, offset, global, nullptr);
    INFO("lanes " << lanes << ", units " << units << ", global " << global[0]);
    CHECK(r.lsz[0] % lanes == 0);
    CHECK(r.lsz[0] > lanes);
    const size_t local[3] = {r.lsz[0], 1, 1};
    checkIds(r, 1, offset, global, local);
  }
}

TEST_CASE("a chosen local size in 2D ranges takes whole rows, or keeps four vectors of lanes",
          "[ndrange][weft]") {
  // Rows give groups of their own: with four rows per core each group is a whole row (its
  // neighbours' loads share the caches); with two rows, dimension 0 is divided until every core
  // has four groups, but not below the compiler's widest step (four vectors).
  IdsEnv env;
  const cl_uint lanes = deviceInfo<cl_uint>(env.device, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT);
  const size_t units = deviceInfo<cl_uint>(env.device, CL_DEVICE_MAX_COMPUTE_UNITS);
  const size_t offset[3] = {0, 0, 0};
  struct Case {
    size_t global[3];
    size_t local0;
  };
  const Case cases[] = {
      {{1024, 4 * units, 1}, 1024},
      {{units * 4 * lanes * 2, 2, 1}, 4 * lanes},
      {{units * 4 * lanes, 2, 1}, 4 * lanes}, // half of four vectors per group: four kept
  };
  for (const Case& c : cases) {
    IdsResult r = runIds(env, env.kernel, 2, offset, c.global, nullptr);
    INFO("lanes " << lanes << ", units " << units << ", global " << c.global[0] << "x"
                  << c.global[1]);
    CHECK(r.lsz[0] == c.local0);
    CHECK(r.lsz[1] == 1);
    const size_t local[3] = {r.lsz[0], r.lsz[1], r.lsz[2]};
    checkIds(r, 2, offset, c.global, local);
  }
}

TEST_CASE("groups one work-item wide in x are compiled again in the background with their wide "
          "dimension in the lanes, and their results stay the same",
          "[ndrange][spmd][weft]") {
  // The conformance suite's thread_dimensions shape: each work-item adds 1 to its own counter in
  // a window of the range, and writes a value from its ids. Groups of 1 x 64 (2D) and 1 x 1 x 64
  // (3D) run their work-items one at a time until the kernel is compiled again with y or z in
  // the lanes (seen by the IR and report it dumps, removed after the program's own build); every
  // launch before and after must give the same results. Built in full: a quick build's kernel
  // compiles its scalar loop at its first launch in such groups, which dumps IR too.
  Env env;
  ScopedVariable specialize("WEFT_SPECIALIZE", nullptr);
  ScopedVariable quick("WEFT_QUICK_BUILD", "0");
  DumpDirectory directory;
  const char* source = R"(
    __kernel void cells(__global uint* counts, __global float* out, ulong start, ulong end) {
      size_t t = (get_global_id(2) * get_global_size(1) + get_global_id(1)) * get_global_size(0) +
                 get_global_id(0);
      if (t >= start && t < end)
        atomic_add(&counts[t - start], 1u);
      float v = (float)(get_local_id(2) * 3 + get_local_id(1) + get_local_id(0)) +
                0.25f * (float)(get_group_id(1) + get_group_id(2));
      for (uint k = 0; k < (uint)(t % 4); ++k)
        v = v * 0.5f + 1.0f;
      out[t] = v;
    })";
  Program program = buildProgram(env.context, env.device, source);
  const std::string dump = directory.file("cells.ll");
  const std::string report = directory.file("cells.vec.txt");
  Kernel kernel = makeKernel(program, "cells");
  const size_t total = size_t(1) << 20; // a million work-items a launch: compiled after the first
  const cl_ulong start = total / 3, end = start + total / 8;
  Mem counts = bufferOf(env.context, std::vector<cl_uint>(end - start, 0));
  Mem out = bufferOf(env.context, std::vector<float>(total, -1.0f));
  setArgs(kernel, counts, out, start, end);
  struct Shape {
    cl_uint dims;
    std::array<size_t, 3> global, local;
  };
  const Shape shapes[] = {{2, {16, total / 16, 1}, {1, 64, 1}},
                          {3, {4, 4, total / 16}, {1, 1, 64}}};
  auto expectedOf = [&](const Shape& shape) {
    std::vector<float> expected(total);
    for (size_t z = 0; z < shape.global[2]; ++z)
      for (size_t y = 0; y < shape.global[1]; ++y)
        for (size_t x = 0; x < shape.global[0]; ++x) {
          const size_t t = (z * shape.global[1] + y) * shape.global[0] + x;
          float v = float(z % shape.local[2] * 3 + y % shape.local[1] + x % shape.local[0]) +
                    0.25f * float(y / shape.local[1] + z / shape.local[2]);
          for (size_t k = 0; k < t % 4; ++k)
            v = v * 0.5f + 1.0f;
          expected[t] = v;
        }
    return expected;
  };
  auto launchAndCheck = [&](cl_kernel k, const Shape& shape, const std::vector<float>& expected) {
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, k, shape.dims, nullptr, shape.global.data(),
                                      shape.local.data(), 0, nullptr, nullptr));
    const bool same = readBuffer<float>(env.queue, out, total) == expected; // (4 MiB to print)
    REQUIRE(same);
  };
  cl_uint allLaunches = 0;
  for (const Shape& shape : shapes) {
    INFO("dimensions " << shape.dims);
    std::remove(dump.c_str());
    std::remove(report.c_str());
    const std::vector<float> expected = expectedOf(shape);
    const auto [launches, compiled] =
        launchUntilCompiled(dump, [&] { launchAndCheck(kernel, shape, expected); });
    CHECK(compiled);
    allLaunches += launches;
    std::ifstream text(report);
    const std::string line((std::istreambuf_iterator<char>(text)),
                           std::istreambuf_iterator<char>());
    CHECK(line.find("cells: vectorized") == 0);
  }
  {
    // With WEFT_SPECIALIZE=sync the first launch waits for the compile and runs its code; the
    // kernel keeps it, and the second launch runs it without asking the program.
    ScopedVariable sync("WEFT_SPECIALIZE", "sync");
    Program again = buildProgram(env.context, env.device, source);
    Kernel synced = makeKernel(again, "cells");
    setArgs(synced, counts, out, start, end);
    for (const Shape& shape : shapes) {
      const std::vector<float> expected = expectedOf(shape);
      for (const char* which : {"first", "second"}) {
        INFO("dimensions " << shape.dims << ", at the " << which << " launch");
        launchAndCheck(synced, shape, expected);
        ++allLaunches;
      }
    }
  }
  const std::vector<cl_uint> added = readBuffer<cl_uint>(env.queue, counts, end - start);
  CHECK(std::all_of(added.begin(), added.end(), [&](cl_uint n) { return n == allLaunches; }));
}

TEST_CASE("a program built again runs its new code in groups one work-item wide, not the code "
          "compiled for its last build",
          "[ndrange][spmd][weft]") {
  // A launch in groups of 1 x 64 runs the generic code under WEFT_SPECIALIZE=0 and compiles
  // nothing; once the setting is sync, the next launch compiles the kernel with y in the lanes
  // (its IR dumped) and runs that code. The program, its kernel released, is built again with
  // another K: once, its launches found the code compiled from the first build and ran it. Built
  // in full, as the test before.
  Env env;
  ScopedVariable quick("WEFT_QUICK_BUILD", "0");
  DumpDirectory directory;
  const std::string dump = directory.file("scaled.ll");
  const char* source = R"(
    __kernel void scaled(__global float* out) {
      size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
      out[i] = (float)i * K;
    })";
  cl_int err = CL_OUT_OF_RESOURCES;
  Program program(clCreateProgramWithSource(env.context, 1, &source, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  const size_t global[2] = {4, 256}, local[2] = {1, 64};
  Mem out = makeBuffer(env.context, global[0] * global[1] * sizeof(float));
  for (const int k : {2, 3}) {
    INFO("built with K=" << k);
    const std::string options = "-DK=" + std::to_string(k) + ".0f";
    REQUIRE_CL(clBuildProgram(program, 1, &env.device, options.c_str(), nullptr, nullptr));
    std::remove(dump.c_str()); // the build's own
    Kernel kernel = makeKernel(program, "scaled");
    setArgs(kernel, out);
    auto launchAndCheck = [&] {
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, local, 0, nullptr,
                                        nullptr));
      const std::vector<float> got = readBuffer<float>(env.queue, out, global[0] * global[1]);
      for (size_t i = 0; i < got.size(); ++i) {
        INFO("i " << i);
        REQUIRE(got[i] == float(i) * float(k));
      }
    };
    {
      ScopedVariable off("WEFT_SPECIALIZE", "0");
      launchAndCheck();
      CHECK_FALSE(std::ifstream(dump).good());
    }
    ScopedVariable sync("WEFT_SPECIALIZE", "sync");
    for (const char* which : {"first", "second"}) {
      INFO("the " << which << " launch under sync");
      launchAndCheck();
      CHECK(std::ifstream(dump).good());
    }
  }
}

TEST_CASE("a program-scope variable is one variable for the generic code and the code compiled "
          "for groups one work-item wide",
          "[ndrange][spmd][weft]") {
  // Launches in groups of 64 x 1 (the generic code) and 1 x 64 (under WEFT_SPECIALIZE=sync, a
  // compile with y in the lanes, an executable of its own) take turns, each adding 1 to the
  // program's variable. Once, the compiled code had a copy of the variable of its own: the second
  // launch counted 1.
  Env env;
  ScopedVariable sync("WEFT_SPECIALIZE", "sync");
  Program program = buildProgram(env.context, env.device, R"(
    global uint total = 0;
    __kernel void count(__global uint* out) {
      if (get_global_id(0) == 0 && get_global_id(1) == 0)
        out[0] = ++total;
    })",
                                 "-cl-std=CL2.0");
  Kernel kernel = makeKernel(program, "count");
  Mem out = makeBuffer(env.context, sizeof(cl_uint));
  setArgs(kernel, out);
  const size_t global[2] = {64, 64};
  const size_t rows[2] = {64, 1}, columns[2] = {1, 64};
  for (cl_uint launch = 1; launch <= 4; ++launch) {
    INFO("launch " << launch);
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global,
                                      launch % 2 ? rows : columns, 0, nullptr, nullptr));
    REQUIRE(readBuffer<cl_uint>(env.queue, out, 1)[0] == launch);
  }
}
