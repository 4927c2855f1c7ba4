// Atomic functions on __local memory (the 1.x atomic_* functions, OpenCL C 3.0 §6.15.13; the
// C11-style atomic_*_explicit functions of §6.15.12 come with the builtin library's atomics): every
// work-item's update lands, each returns the value it replaced, and the group sees the total after
// a barrier — whether the group's work-items run in SIMD lanes, under a divergent branch, or one at
// a time. Each kernel runs with several local sizes, so that groups fill whole vectors, part of
// one, and a remainder.
#include "cl_test.hpp"

#include <algorithm>
#include <numeric>

using namespace weft_test;

namespace {

const size_t kLocalSizes[] = {1, 7, 16, 33, 64, 100, 256};
constexpr size_t kGroups = 3;

/// Runs `kernel(__global int* totals, __global int* returned)` on kGroups groups of `local`
/// work-items: `totals` gets `totalsPerGroup` ints per group, `returned` one int per work-item.
std::pair<std::vector<cl_int>, std::vector<cl_int>> run(Env& env, cl_kernel kernel, size_t local,
                                                        size_t totalsPerGroup) {
  const size_t global = local * kGroups;
  Mem totals = makeBuffer(env.context, kGroups * totalsPerGroup * sizeof(cl_int));
  Mem returned = makeBuffer(env.context, global * sizeof(cl_int));
  cl_mem t = totals, r = returned;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof t, &t));
  REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof r, &r));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  return {readBuffer<cl_int>(env.queue, totals, kGroups * totalsPerGroup),
          readBuffer<cl_int>(env.queue, returned, global)};
}

/// The values a group's work-items got back from incrementing one counter: each of 0..n-1 once,
/// or some update was lost or counted twice.
void requireTickets(std::vector<cl_int> tickets, int from, int n) {
  std::sort(tickets.begin(), tickets.end());
  std::vector<cl_int> expected(static_cast<size_t>(n));
  std::iota(expected.begin(), expected.end(), from);
  REQUIRE(tickets == expected);
}

std::vector<cl_int> groupSlice(const std::vector<cl_int>& values, size_t group, size_t size) {
  return {values.begin() + static_cast<std::ptrdiff_t>(group * size),
          values.begin() + static_cast<std::ptrdiff_t>((group + 1) * size)};
}

} // namespace

TEST_CASE("1.x atomic functions on __local ints: every update lands", "[atomic][local]") {
  Env env;
  const char* source = R"(
    #pragma OPENCL EXTENSION cl_khr_local_int32_base_atomics : enable
    #pragma OPENCL EXTENSION cl_khr_local_int32_extended_atomics : enable
    #define COUNTERS 14
    __kernel void local_atomics(__global int* totals, __global int* returned) {
      __local int c[COUNTERS];
      __local uint u[2];
      int lid = (int)get_local_id(0), n = (int)get_local_size(0);
      if (lid == 0) {
        for (int i = 0; i < COUNTERS; ++i)
          c[i] = 0;
        c[3] = -1000;
        c[4] = 1000;
        c[7] = -1;
        c[9] = -1;
        u[0] = 0xffffffffu;
        u[1] = 0;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      int ticket = atomic_inc(&c[0]);
      atomic_add(&c[1], lid);
      atomic_sub(&c[2], 2 * lid + 1);
      atomic_max(&c[3], (lid * 37) % 101);
      atomic_min(&c[4], 500 - (lid * 37) % 101);
      atomic_or(&c[5], 1 << (lid % 31));
      atomic_xor(&c[6], lid * 3);
      atomic_and(&c[7], ~(1 << (lid % 31)));
      atomic_dec(&c[8]);
    #ifdef CMPXCHG
      // Exactly one work-item wins the exchange from -1. (Without it, the other functions run in
      // SIMD lanes on Weft.)
      int winner = atomic_cmpxchg(&c[9], -1, lid) == -1;
      atomic_add(&c[10], winner);
    #endif
      // Only odd work-items: the others' lanes are masked.
      if (lid % 2 == 1)
        atomic_add(&c[11], lid);
      atomic_min(&u[0], (uint)lid + 5u);
      atomic_max(&u[1], (uint)lid * 3u);
      // What the exchanges return, with what is left, is everything ever put there.
      atomic_add(&c[13], atomic_xchg(&c[12], lid + 1));
      barrier(CLK_LOCAL_MEM_FENCE);
      returned[get_global_id(0)] = ticket;
      if (lid == 0) {
        __global int* out = totals + get_group_id(0) * (COUNTERS + 3);
        for (int i = 0; i < COUNTERS; ++i)
          out[i] = c[i];
        out[COUNTERS] = (int)u[0];
        out[COUNTERS + 1] = (int)u[1];
        out[COUNTERS + 2] = n;
      }
    })";
  constexpr size_t kTotals = 17;
  for (const bool cmpxchg : {false, true}) {
    INFO((cmpxchg ? "with" : "without") << " atomic_cmpxchg");
    Program program = buildProgram(env.context, env.device, source, cmpxchg ? "-DCMPXCHG" : "");
    Kernel kernel = makeKernel(program, "local_atomics");
    for (size_t local : kLocalSizes) {
      INFO("local size " << local);
      auto [totals, returned] = run(env, kernel, local, kTotals);
      const int n = static_cast<int>(local);
      int sum = 0, odd = 0, oddSum = 0, max = -1000, min = 1000, bits = 0, xored = 0, cleared = -1;
      for (int lid = 0; lid < n; ++lid) {
        sum += lid;
        odd += 2 * lid + 1;
        if (lid % 2 == 1)
          oddSum += lid;
        max = std::max(max, (lid * 37) % 101);
        min = std::min(min, 500 - (lid * 37) % 101);
        bits |= 1 << (lid % 31);
        xored ^= lid * 3;
        cleared &= ~(1 << (lid % 31));
      }
      for (size_t group = 0; group < kGroups; ++group) {
        INFO("group " << group);
        const std::vector<cl_int> t = groupSlice(totals, group, kTotals);
        CHECK(t[0] == n);
        CHECK(t[1] == sum);
        CHECK(t[2] == -odd);
        CHECK(t[3] == max);
        CHECK(t[4] == min);
        CHECK(t[5] == bits);
        CHECK(t[6] == xored);
        CHECK(t[7] == cleared);
        CHECK(t[8] == -n);
        if (cmpxchg) {
          CHECK(t[9] >= 0);
          CHECK(t[9] < n);
          CHECK(t[10] == 1);
        } else {
          CHECK(t[9] == -1);
          CHECK(t[10] == 0);
        }
        CHECK(t[11] == oddSum);
        CHECK(t[12] + t[13] == sum + n);
        CHECK(t[14] == 5);
        CHECK(t[15] == 3 * (n - 1));
        CHECK(t[16] == n);
        requireTickets(groupSlice(returned, group, local), 0, n);
      }
    }
  }
}

TEST_CASE("__local atomics at addresses that differ from lane to lane: every update lands",
          "[atomic][local][spmd]") {
  // A histogram in __local bins: lanes of one vector step hit the same bin and different ones,
  // all lanes or some (a branch), and each gets back the count it replaced. Weft runs these
  // lane by lane in the vector loop, each lane's address read back from a copy on the stack.
  Env env;
  const char* source = R"(
    #define BINS 7
    __kernel void bins(__global int* totals, __global int* returned) {
      __local int all[BINS];
      __local int some[BINS];
      int lid = (int)get_local_id(0);
      if (lid < BINS) {
        all[lid] = 0;
        some[lid] = 100;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      int ticket = atomic_inc(&all[(lid * 5) % BINS]);
      if (lid % 3 != 0)
        ticket += 1000 * atomic_add(&some[(lid / 2) % BINS], 1);
      barrier(CLK_LOCAL_MEM_FENCE);
      returned[get_global_id(0)] = ticket;
      if (lid < BINS) {
        totals[get_group_id(0) * 2 * BINS + lid] = all[lid];
        totals[get_group_id(0) * 2 * BINS + BINS + lid] = some[lid];
      }
    })";
  constexpr int kBins = 7;
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(log.find("atomics lane by lane") != std::string::npos);
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "bins");
  for (size_t local : kLocalSizes) {
    if (local < kBins)
      continue;
    INFO("local size " << local);
    auto [totals, returned] = run(env, kernel, local, 2 * kBins);
    const int n = static_cast<int>(local);
    for (size_t group = 0; group < kGroups; ++group) {
      INFO("group " << group);
      const std::vector<cl_int> t = groupSlice(totals, group, 2 * kBins);
      const std::vector<cl_int> r = groupSlice(returned, group, local);
      for (int bin = 0; bin < kBins; ++bin) {
        INFO("bin " << bin);
        std::vector<cl_int> all, some;
        for (int lid = 0; lid < n; ++lid) {
          if ((lid * 5) % kBins == bin)
            all.push_back(r[size_t(lid)] % 1000);
          if (lid % 3 != 0 && (lid / 2) % kBins == bin)
            some.push_back(r[size_t(lid)] / 1000);
        }
        CHECK(t[size_t(bin)] == int(all.size()));
        CHECK(t[size_t(kBins + bin)] == 100 + int(some.size()));
        requireTickets(all, 0, int(all.size()));
        requireTickets(some, 100, int(some.size()));
      }
    }
  }
}

TEST_CASE("a __local histogram's loop: one vector per step, each lane's bin from its own element",
          "[atomic][local][spmd]") {
  // Each work-item counts PER_ITEM bytes (signed chars, shifted to a bin) into __local bins;
  // the group adds its bins to the global ones. Weft runs the atomics lane by lane, each lane
  // loading its own element to find its bin, one vector per step. Runs of equal bytes put
  // several lanes of a step on one bin. Each element's ticket (the count its atomic_inc
  // replaced) shows that its own lane's atomic counted it: a group's tickets for a bin are
  // 0, 1, ... without repeats.
  Env env;
  const char* source = R"(
    #define PER_ITEM 5
    __kernel void histogram(__global const char* data, __global uint* bins,
                            __global uint* tickets) {
      __local uint counts[256];
      size_t lid = get_local_id(0), size = get_local_size(0);
      for (size_t b = lid; b < 256; b += size)
        counts[b] = 0;
      barrier(CLK_LOCAL_MEM_FENCE);
      size_t base = get_group_id(0) * size * PER_ITEM + lid;
      for (int k = 0; k < PER_ITEM; ++k)
        tickets[base + k * size] = atomic_inc(&counts[data[base + k * size] + 128]);
      barrier(CLK_LOCAL_MEM_FENCE);
      for (size_t b = lid; b < 256; b += size)
        atomic_add(&bins[b], counts[b]);
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(log.find("one vector per step (atomics lane by lane in a loop)") != std::string::npos);
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "histogram");
  constexpr size_t kPerItem = 5;
  for (size_t local : kLocalSizes) {
    INFO("local size " << local);
    const size_t n = local * kGroups * kPerItem;
    std::vector<cl_char> data(n);
    for (size_t i = 0; i < n; ++i)
      data[i] = static_cast<cl_char>(i % 7 == 0 ? -128 : (i / 3) * 37 % 256);
    std::vector<cl_uint> want(256, 0);
    for (cl_char value : data)
      ++want[size_t(value + 128)];
    Mem in = bufferOf(env.context, data);
    Mem bins = bufferOf(env.context, std::vector<cl_uint>(256, 0));
    Mem tickets = makeBuffer(env.context, n * sizeof(cl_uint));
    setArgs(kernel, in, bins, tickets);
    run1D(env.queue, kernel, local * kGroups, local);
    CHECK(readBuffer<cl_uint>(env.queue, bins, 256) == want);
    const std::vector<cl_uint> got = readBuffer<cl_uint>(env.queue, tickets, n);
    const size_t perGroup = local * kPerItem;
    for (size_t group = 0; group < kGroups; ++group) {
      std::vector<std::vector<cl_int>> byBin(256);
      for (size_t i = group * perGroup; i < (group + 1) * perGroup; ++i)
        byBin[size_t(data[i] + 128)].push_back(cl_int(got[i]));
      for (size_t bin = 0; bin < 256; ++bin) {
        INFO("group " << group << " bin " << bin);
        requireTickets(byBin[bin], 0, int(byBin[bin].size()));
      }
    }
  }
}

TEST_CASE("a __local histogram's bins come from the elements as read, not as later written",
          "[atomic][local][spmd]") {
  // Each work-item reads its element, clears it, then counts the value it read: a lane must not
  // read its element again at the atomic (it would count the zero).
  Env env;
  const char* source = R"(
    __kernel void histogram(__global uchar* data, __global uint* bins) {
      __local uint counts[256];
      size_t lid = get_local_id(0), size = get_local_size(0);
      for (size_t b = lid; b < 256; b += size)
        counts[b] = 0;
      barrier(CLK_LOCAL_MEM_FENCE);
      size_t base = get_group_id(0) * size * 4 + lid;
      for (int k = 0; k < 4; ++k) {
        uchar value = data[base + k * size];
        data[base + k * size] = 0;
        atomic_inc(&counts[value]);
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      for (size_t b = lid; b < 256; b += size)
        atomic_add(&bins[b], counts[b]);
    })";
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "histogram");
  for (size_t local : kLocalSizes) {
    INFO("local size " << local);
    const size_t n = local * kGroups * 4;
    std::vector<cl_uchar> data(n);
    for (size_t i = 0; i < n; ++i)
      data[i] = static_cast<cl_uchar>(1 + i * 97 % 255);
    std::vector<cl_uint> want(256, 0);
    for (cl_uchar value : data)
      ++want[value];
    Mem in = bufferOf(env.context, data);
    Mem bins = bufferOf(env.context, std::vector<cl_uint>(256, 0));
    setArgs(kernel, in, bins);
    run1D(env.queue, kernel, local * kGroups, local);
    CHECK(readBuffer<cl_uint>(env.queue, bins, 256) == want);
    CHECK(readBuffer<cl_uchar>(env.queue, in, n) == std::vector<cl_uchar>(n, 0));
  }
}

TEST_CASE("OpenCL C 2.0 atomics on __global and __local objects", "[atomic][c11]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void c11(__global atomic_int* counters, __global atomic_float* fmax,
                      __global atomic_long* wide, __global int* out) {
      __local atomic_int local_sum;
      __local atomic_uint local_bits;
      int lid = (int)get_local_id(0), gid = (int)get_global_id(0);
      if (lid == 0) {
        atomic_init(&local_sum, 0);
        atomic_init(&local_bits, 0u);
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      atomic_fetch_add_explicit(&local_sum, gid, memory_order_relaxed, memory_scope_work_group);
      atomic_fetch_or_explicit(&local_bits, 1u << (lid % 32), memory_order_relaxed,
                               memory_scope_work_group);
      barrier(CLK_LOCAL_MEM_FENCE);
      if (lid == 0) {
        atomic_fetch_add_explicit(&counters[0],
                                  atomic_load_explicit(&local_sum, memory_order_relaxed,
                                                       memory_scope_work_group),
                                  memory_order_relaxed, memory_scope_device);
        atomic_fetch_xor_explicit((__global atomic_int*)&counters[1],
                                  (int)atomic_load_explicit(&local_bits, memory_order_relaxed,
                                                            memory_scope_work_group),
                                  memory_order_relaxed, memory_scope_device);
      }
      atomic_fetch_max_explicit(&counters[2], gid * 3 % 101, memory_order_relaxed,
                                memory_scope_device);
      atomic_fetch_min_explicit(&counters[3], -gid, memory_order_relaxed, memory_scope_device);
      atomic_fetch_sub_explicit(&counters[4], 2, memory_order_relaxed, memory_scope_device);
      // A float maximum by compare-exchange.
      float mine = (float)(gid % 37) * 0.5f;
      float seen = atomic_load_explicit(fmax, memory_order_relaxed, memory_scope_device);
      while (mine > seen &&
             !atomic_compare_exchange_strong_explicit(fmax, &seen, mine, memory_order_relaxed,
                                                      memory_order_relaxed, memory_scope_device))
        ;
      atomic_fetch_add_explicit(wide, (long)gid << 33, memory_order_relaxed,
                                memory_scope_device);
      int old = atomic_exchange_explicit(&counters[5], gid, memory_order_relaxed,
                                         memory_scope_device);
      out[gid] = old;  // every value but one appears once: the exchanges form a chain
      atomic_store_explicit(&counters[6], 7, memory_order_relaxed, memory_scope_device);
    })",
                                 "-cl-std=CL3.0");
  Kernel kernel = makeKernel(program, "c11");
  const size_t local = 64, groups = 6, global = local * groups;
  const cl_int initial[8] = {0, 0, -1, 0, 1000, -1, 0, 0};
  const float zero = 0.0f;
  const cl_long wideZero = 0;
  Mem counters =
      makeBuffer(env.context, sizeof initial, CL_MEM_COPY_HOST_PTR, const_cast<cl_int*>(initial));
  Mem fmax = makeBuffer(env.context, sizeof zero, CL_MEM_COPY_HOST_PTR, const_cast<float*>(&zero));
  Mem wide = makeBuffer(env.context, sizeof wideZero, CL_MEM_COPY_HOST_PTR,
                        const_cast<cl_long*>(&wideZero));
  Mem out = makeBuffer(env.context, global * sizeof(cl_int));
  cl_mem args[] = {counters, fmax, wide, out};
  for (cl_uint i = 0; i < 4; ++i)
    REQUIRE_CL(clSetKernelArg(kernel, i, sizeof(cl_mem), &args[i]));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  std::vector<cl_int> c = readBuffer<cl_int>(env.queue, counters, 8);
  std::vector<float> f = readBuffer<float>(env.queue, fmax, 1);
  std::vector<cl_long> w = readBuffer<cl_long>(env.queue, wide, 1);
  std::vector<cl_int> o = readBuffer<cl_int>(env.queue, out, global);
  cl_int sum = 0, maximum = -1, minimum = 0;
  cl_long wideSum = 0;
  float floatMax = 0;
  for (size_t gid = 0; gid < global; ++gid) {
    sum += cl_int(gid);
    maximum = std::max(maximum, cl_int(gid * 3 % 101));
    minimum = std::min(minimum, -cl_int(gid));
    wideSum += cl_long(gid) << 33;
    floatMax = std::max(floatMax, float(gid % 37) * 0.5f);
  }
  CHECK(c[0] == sum);
  // Each group ORs all 32 bits (64 work-items), and an even number of groups XOR them away.
  CHECK(c[1] == 0);
  CHECK(c[2] == maximum);
  CHECK(c[3] == minimum);
  CHECK(c[4] == 1000 - 2 * cl_int(global));
  CHECK(c[6] == 7);
  CHECK(f[0] == floatMax);
  CHECK(w[0] == wideSum);
  // The exchanges: the old values are -1 and every gid but the last one exchanged, once each.
  std::vector<cl_int> olds(o.begin(), o.end());
  olds.push_back(c[5]);
  std::sort(olds.begin(), olds.end());
  for (size_t i = 0; i < olds.size(); ++i)
    REQUIRE(olds[i] == cl_int(i) - 1);
}

TEST_CASE("acquire-release at device scope: the last group to finish sums every group's part",
          "[atomic][c11]") {
  // Every group leaves its part with plain stores, then counts itself in with an acq_rel
  // increment at device scope; the group that counts last reads all parts with plain loads.
  // The device reports these orders and the scope, and the kernel checks their feature macros.
  Env env;
  const auto caps =
      deviceInfo<cl_device_atomic_capabilities>(env.device, CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES);
  REQUIRE((caps & CL_DEVICE_ATOMIC_ORDER_ACQ_REL) != 0);
  REQUIRE((caps & CL_DEVICE_ATOMIC_ORDER_SEQ_CST) != 0);
  REQUIRE((caps & CL_DEVICE_ATOMIC_SCOPE_DEVICE) != 0);
  Program program = buildProgram(env.context, env.device, R"(
    #if !defined(__opencl_c_atomic_order_acq_rel) || !defined(__opencl_c_atomic_order_seq_cst) || \
        !defined(__opencl_c_atomic_scope_device)
    #error the device's atomic features are not defined
    #endif
    __kernel void last(__global const int* in, __global int* parts, __global atomic_int* done,
                       __global int* total, __global int* order) {
      __local int sum;
      __local int ticket;
      size_t lid = get_local_id(0), group = get_group_id(0), groups = get_num_groups(0);
      if (lid == 0)
        sum = 0;
      barrier(CLK_LOCAL_MEM_FENCE);
      atomic_add(&sum, in[get_global_id(0)]);
      barrier(CLK_LOCAL_MEM_FENCE);
      if (lid == 0) {
        parts[group] = sum;
        ticket = atomic_fetch_add_explicit(done, 1, memory_order_acq_rel, memory_scope_device);
        order[group] = ticket;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      if (lid == 0 && ticket == (int)groups - 1) {
        int all = 0;
        for (size_t g = 0; g < groups; ++g)
          all += parts[g];
        *total = all;
        atomic_store(done, 0);  // seq_cst, device scope
      }
    })",
                                 "-cl-std=CL3.0");
  Kernel kernel = makeKernel(program, "last");
  const size_t local = 64, groups = 512, global = local * groups;
  std::vector<cl_int> input(global);
  cl_int want = 0;
  for (size_t i = 0; i < global; ++i) {
    input[i] = static_cast<cl_int>(i % 37) - 11;
    want += input[i];
  }
  Mem in = bufferOf(env.context, input);
  Mem parts = makeBuffer(env.context, groups * sizeof(cl_int));
  Mem done = bufferOf(env.context, std::vector<cl_int>{0});
  Mem total = bufferOf(env.context, std::vector<cl_int>{0});
  Mem order = makeBuffer(env.context, groups * sizeof(cl_int));
  setArgs(kernel, in, parts, done, total, order);
  for (int run = 0; run < 20; ++run) {
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr,
                                      nullptr));
    INFO("run " << run);
    REQUIRE(readBuffer<cl_int>(env.queue, total, 1)[0] == want);
    REQUIRE(readBuffer<cl_int>(env.queue, done, 1)[0] == 0);
    // Every group got its own ticket.
    std::vector<cl_int> tickets = readBuffer<cl_int>(env.queue, order, groups);
    std::sort(tickets.begin(), tickets.end());
    for (size_t g = 0; g < groups; ++g)
      REQUIRE(tickets[g] == static_cast<cl_int>(g));
  }
}

TEST_CASE("atomic adds to a few __global counters, counted per thread, land as the kernel's own",
          "[atomic][global][weft]") {
  // Where a kernel only adds to an argument's counters (results dropped, relaxed, at offsets of a
  // small known range), each thread counts in bins of its own and adds them once it has run its
  // last group of the launch (compiler/group_counts.hpp). Adds and subtractions on one argument,
  // masked lanes (n is not a multiple of the groups), groups of every size, counters that start
  // nonzero; and kernels that must not count so: the result used, an ordered atomic, more counters
  // than a thread keeps.
  Env env;
  const char* source = R"(
    __kernel void bins(__global const uchar* data, __global uint* bins, uint n) {
      size_t i = get_global_id(0);
      if (i < n) {
        atomic_inc(&bins[data[i]]);
        atomic_sub(&bins[(data[i] * 3u) & 255u], 2u);
      }
    }
    __kernel void relaxed(__global const uchar* data, __global atomic_uint* bins,
                          uint n) {
      size_t i = get_global_id(0);
      if (i < n)
        atomic_fetch_add_explicit(&bins[data[i] & 15], 1u, memory_order_relaxed);
    }
    __kernel void ordered(__global const uchar* data, __global atomic_uint* bins,
                          uint n) {
      size_t i = get_global_id(0);
      if (i < n)
        atomic_fetch_add(&bins[data[i] & 15], 1u);
    }
    __kernel void tickets(__global const uchar* data, __global uint* bins, __global uint* out,
                          uint n) {
      size_t i = get_global_id(0);
      if (i < n)
        out[i] = atomic_inc(&bins[data[i] & 3]);
    }
    #pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
    __kernel void looped(__global const uchar* data, __global uint* bins,
                         __global ulong* weights, uint n) {
      for (uint k = 0; k < 4; ++k) {
        size_t i = get_global_id(0) * 4 + k;
        if (i < n) {
          atomic_inc(&bins[data[i]]);
          atom_add(&weights[data[i] & 31], (ulong)k << 33);
        }
      }
    }
    __kernel void wide(__global const uint* data, __global uint* bins, uint n) {
      size_t i = get_global_id(0);
      if (i < n)
        atomic_inc(&bins[data[i] & 8191u]);
    }
    __kernel void wider(__global const uint* data, __global uint* bins, uint n) {
      size_t i = get_global_id(0);
      if (i < n)
        atomic_inc(&bins[data[i] & 16383u]);
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source, "-cl-std=CL3.0");
  INFO(log);
  const char* counted = "atomic adds to argument 1 counted per thread";
  CHECK(reportLine(log, "bins").find(std::string(counted) + " (256 counters)") !=
        std::string::npos);
  CHECK(reportLine(log, "relaxed").find(std::string(counted) + " (16 counters)") !=
        std::string::npos);
  CHECK(reportLine(log, "wide").find(std::string(counted) + " (8192 counters)") !=
        std::string::npos);
  CHECK(reportLine(log, "looped").find(std::string(counted) + " (256 counters)") !=
        std::string::npos);
  CHECK(reportLine(log, "looped")
            .find("atomic adds to argument 2 counted per thread (32 counters)") !=
        std::string::npos);
  for (const char* kernel : {"ordered", "tickets", "wider"})
    CHECK(reportLine(log, kernel).find("counted per thread") == std::string::npos);

  Program program = buildProgram(env.context, env.device, source, "-cl-std=CL3.0");
  const cl_uint n = 10007;
  std::vector<cl_uchar> bytes(n);
  std::vector<cl_uint> words(n);
  for (size_t i = 0; i < n; ++i) {
    bytes[i] = static_cast<cl_uchar>((i * 2654435761u) >> 13);
    words[i] = static_cast<cl_uint>(i * 2654435761u);
  }
  Mem byteData = bufferOf(env.context, bytes);
  Mem wordData = bufferOf(env.context, words);
  const size_t global = 10240;
  for (const size_t local : {size_t(0), size_t(1), size_t(7), size_t(64), size_t(1024)}) {
    INFO("local " << local);
    auto launch = [&](cl_kernel kernel) {
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global,
                                        local ? &local : nullptr, 0, nullptr, nullptr));
    };
    {
      Kernel kernel = makeKernel(program, "bins");
      std::vector<cl_uint> want(256, 1000);
      for (cl_uchar byte : bytes) {
        want[byte] += 1;
        want[(byte * 3u) & 255u] -= 2;
      }
      Mem bins = bufferOf(env.context, std::vector<cl_uint>(256, 1000));
      setArgs(kernel, byteData, bins, n);
      launch(kernel);
      REQUIRE(readBuffer<cl_uint>(env.queue, bins, 256) == want);
    }
    for (const char* name : {"relaxed", "ordered"}) {
      INFO(name);
      Kernel kernel = makeKernel(program, name);
      std::vector<cl_uint> want(16, 0);
      for (cl_uchar byte : bytes)
        want[byte & 15] += 1;
      Mem bins = makeBuffer(env.context, 16 * sizeof(cl_uint));
      REQUIRE_CL(clEnqueueWriteBuffer(env.queue, bins, CL_TRUE, 0, 16 * sizeof(cl_uint),
                                      std::vector<cl_uint>(16, 0).data(), 0, nullptr, nullptr));
      setArgs(kernel, byteData, bins, n);
      launch(kernel);
      REQUIRE(readBuffer<cl_uint>(env.queue, bins, 16) == want);
    }
    {
      // Each counter's work-items get 0, 1, 2, ... back.
      Kernel kernel = makeKernel(program, "tickets");
      Mem bins = bufferOf(env.context, std::vector<cl_uint>(4, 0));
      Mem out = makeBuffer(env.context, n * sizeof(cl_uint));
      setArgs(kernel, byteData, bins, out, n);
      launch(kernel);
      const std::vector<cl_uint> got = readBuffer<cl_uint>(env.queue, out, n);
      std::vector<std::vector<cl_uint>> perBin(4);
      for (size_t i = 0; i < n; ++i)
        perBin[bytes[i] & 3].push_back(got[i]);
      for (std::vector<cl_uint>& values : perBin) {
        std::sort(values.begin(), values.end());
        for (size_t j = 0; j < values.size(); ++j)
          REQUIRE(values[j] == j);
      }
    }
    {
      Kernel kernel = makeKernel(program, "looped");
      std::vector<cl_uint> want(256, 0);
      std::vector<cl_ulong> weights(32, 1);
      for (size_t i = 0; i < n; ++i) {
        want[bytes[i]] += 1;
        weights[bytes[i] & 31] += cl_ulong(i % 4) << 33;
      }
      Mem bins = bufferOf(env.context, std::vector<cl_uint>(256, 0));
      Mem wide = bufferOf(env.context, std::vector<cl_ulong>(32, 1));
      setArgs(kernel, byteData, bins, wide, n);
      const size_t items = global / 4;
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &items,
                                        local ? &local : nullptr, 0, nullptr, nullptr));
      REQUIRE(readBuffer<cl_uint>(env.queue, bins, 256) == want);
      REQUIRE(readBuffer<cl_ulong>(env.queue, wide, 32) == weights);
    }
    for (const cl_uint mask : {8191u, 16383u}) {
      Kernel kernel = makeKernel(program, mask == 8191u ? "wide" : "wider");
      std::vector<cl_uint> want(mask + 1, 5);
      for (cl_uint word : words)
        want[word & mask] += 1;
      Mem bins = bufferOf(env.context, std::vector<cl_uint>(mask + 1, 5));
      setArgs(kernel, wordData, bins, n);
      launch(kernel);
      REQUIRE(readBuffer<cl_uint>(env.queue, bins, mask + 1) == want);
    }
  }
}

/// Builds `source`, requires its build report to say `reported` of kernel `name`, and returns that
/// kernel (which keeps its program).
Kernel reportedKernel(const Env& env, const char* source, const char* name,
                      const std::string& reported) {
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  REQUIRE(reportLine(log, name).find(reported) != std::string::npos);
  Program program = buildProgram(env.context, env.device, source);
  return makeKernel(program, name);
}

TEST_CASE("counters counted per thread are not counted so where another argument reads them",
          "[atomic][global][weft]") {
  // `view` is read after each work-item's add: given the counters' own buffer (or a sub-buffer
  // of it), each work-item must see at least its own add, so the launch must not count per thread
  // (WorkGroupContext::exclusiveArguments); given another buffer, it may.
  Env env;
  const char* source = R"(
    __kernel void seen(__global uint* bins, __global const uint* view, __global uint* out) {
      size_t i = get_global_id(0);
      atomic_inc(&bins[i & 3]);
      out[i] = view[i & 3];
    })";
  Kernel kernel =
      reportedKernel(env, source, "seen", "atomic adds to argument 0 counted per thread");
  const size_t global = 4096;
  Mem out = makeBuffer(env.context, global * sizeof(cl_uint));
  for (const size_t local : {size_t(64), size_t(1024)}) {
    INFO("local " << local);
    for (const bool subBuffer : {false, true}) {
      INFO((subBuffer ? "a sub-buffer of the counters' buffer" : "the counters' buffer"));
      Mem bins = bufferOf(env.context, std::vector<cl_uint>(16, 0));
      cl_buffer_region region{0, 8 * sizeof(cl_uint)};
      cl_int error = CL_SUCCESS;
      Mem part(
          clCreateSubBuffer(bins, CL_MEM_READ_ONLY, CL_BUFFER_CREATE_TYPE_REGION, &region, &error));
      REQUIRE_CL(error);
      setArgs(kernel, bins, subBuffer ? static_cast<cl_mem>(part) : static_cast<cl_mem>(bins), out);
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr,
                                        nullptr));
      const std::vector<cl_uint> got = readBuffer<cl_uint>(env.queue, out, global);
      for (size_t i = 0; i < global; ++i) {
        INFO("i " << i);
        REQUIRE(got[i] >= 1);
      }
      const std::vector<cl_uint> counts = readBuffer<cl_uint>(env.queue, bins, 4);
      REQUIRE(counts == std::vector<cl_uint>(4, global / 4));
    }
    {
      Mem bins = bufferOf(env.context, std::vector<cl_uint>(4, 0));
      Mem other = bufferOf(env.context, std::vector<cl_uint>(4, 7));
      setArgs(kernel, bins, other, out);
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr,
                                        nullptr));
      REQUIRE(readBuffer<cl_uint>(env.queue, out, global) == std::vector<cl_uint>(global, 7));
      REQUIRE(readBuffer<cl_uint>(env.queue, bins, 4) == std::vector<cl_uint>(4, global / 4));
    }
  }
}

TEST_CASE("counters counted per thread: bins that start past 0, two arguments, launches in a row",
          "[atomic][global][weft]") {
  // Two arguments' bins share a thread's block, the second after padding; each argument's
  // counters start past its pointer (16 and 4 counters in). Every launch starts from zeroed bins:
  // a second launch on the same buffers adds exactly as much again. A single-group launch runs
  // on one thread and flushes too.
  Env env;
  const char* source = R"(
    __kernel void offsets(__global const uchar* data, __global uint* a, __global uint* b, uint n) {
      size_t i = get_global_id(0);
      if (i < n) {
        atomic_inc(&a[16 + data[i] % 10]);
        atomic_add(&b[4 + (data[i] & 3)], 2u);
      }
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  REQUIRE(reportLine(log, "offsets")
              .find("atomic adds to argument 1 counted per thread (16 "
                    "counters); atomic adds to argument 2 counted per "
                    "thread (4 counters)") != std::string::npos);
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "offsets");
  const cl_uint n = 10007;
  std::vector<cl_uchar> bytes(n);
  for (size_t i = 0; i < n; ++i)
    bytes[i] = static_cast<cl_uchar>((i * 2654435761u) >> 13);
  Mem data = bufferOf(env.context, bytes);
  for (const auto& [global, local] :
       {std::pair<size_t, size_t>{10240, 0}, {10240, 64}, {4096, 4096}}) {
    INFO("global " << global << " local " << local);
    std::vector<cl_uint> addedA(40, 0), addedB(10, 0);
    for (size_t i = 0; i < std::min<size_t>(n, global); ++i) {
      addedA[16 + bytes[i] % 10] += 1;
      addedB[4 + (bytes[i] & 3)] += 2;
    }
    Mem a = bufferOf(env.context, std::vector<cl_uint>(40, 7));
    Mem b = bufferOf(env.context, std::vector<cl_uint>(10, 7));
    setArgs(kernel, data, a, b, n);
    for (cl_uint launches = 1; launches <= 2; ++launches) {
      INFO("launches " << launches);
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global,
                                        local ? &local : nullptr, 0, nullptr, nullptr));
      std::vector<cl_uint> wantA(40), wantB(10);
      for (size_t i = 0; i < 40; ++i)
        wantA[i] = 7 + launches * addedA[i];
      for (size_t i = 0; i < 10; ++i)
        wantB[i] = 7 + launches * addedB[i];
      REQUIRE(readBuffer<cl_uint>(env.queue, a, 40) == wantA);
      REQUIRE(readBuffer<cl_uint>(env.queue, b, 10) == wantB);
    }
  }
}

TEST_CASE("a __local histogram's adds to the global bins by local id are counted per thread",
          "[atomic][global][local][weft]") {
  // Each group counts its bytes into __local bins, then each work-item adds its local id's bin,
  // plus one, to the global one (the bench's histogram's shape): an index bounded only by the
  // largest group, counted per thread in bins that cover every local id, whether the id is kept
  // as a size_t, an int or a uint. Groups of 300 run vector steps and the scalar remainder;
  // groups of 4096 reach the last local id (a bound too small would count past the thread's
  // bins). An index one past the local id is bounded one further (its bins start at 0).
  Env env;
  const char* source = R"(
    #define HISTOGRAM(name, id)                                                               \
      __kernel void name(__global const uchar* data, __global uint* bins) {                   \
        __local uint localBins[4096];                                                         \
        id lid = get_local_id(0), size = get_local_size(0);                                   \
        localBins[lid] = 0;                                                                   \
        barrier(CLK_LOCAL_MEM_FENCE);                                                         \
        size_t base = get_group_id(0) * size * 8 + lid;                                       \
        for (int k = 0; k < 8; ++k)                                                           \
          atomic_inc(&localBins[data[base + k * size]]);                                      \
        barrier(CLK_LOCAL_MEM_FENCE);                                                         \
        atomic_add(&bins[lid], localBins[lid] + 1);                                           \
      }
    HISTOGRAM(histogram, size_t)
    HISTOGRAM(histogram_int, int)
    HISTOGRAM(histogram_uint, uint)
    __kernel void shifted(__global const uchar* data, __global uint* bins) {
      atomic_inc(&bins[(int)get_local_id(0) + 1]);
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  const char* kernels[] = {"histogram", "histogram_int", "histogram_uint"};
  for (const char* name : kernels) {
    INFO(name);
    REQUIRE(reportLine(log, name).find(": vectorized") != std::string::npos);
    REQUIRE(reportLine(log, name).find(
                "atomic adds to argument 1 counted per thread (4096 counters)") !=
            std::string::npos);
  }
  CHECK(reportLine(log, "shifted")
            .find("atomic adds to argument 1 counted per thread (4097 counters)") !=
        std::string::npos);
  Program program = buildProgram(env.context, env.device, source);
  const size_t global = 307200; // 8 bytes each
  std::vector<cl_uchar> bytes(8 * global);
  std::vector<cl_uint> counts(4096, 0);
  for (size_t i = 0; i < bytes.size(); ++i) {
    bytes[i] = static_cast<cl_uchar>((i * 2654435761u) >> 11);
    counts[bytes[i]] += 1;
  }
  Mem data = bufferOf(env.context, bytes);
  for (const char* name : {"histogram", "histogram_int", "histogram_uint", "shifted"}) {
    Kernel kernel = makeKernel(program, name);
    const bool shifted = std::string(name) == "shifted";
    for (const size_t local : {size_t(256), size_t(300), size_t(4096)}) {
      INFO(name << ", local " << local);
      Mem bins = bufferOf(env.context, std::vector<cl_uint>(4097, 3));
      setArgs(kernel, data, bins);
      for (cl_uint launches = 1; launches <= 2; ++launches) {
        REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0,
                                          nullptr, nullptr));
        std::vector<cl_uint> expected(4097, 3);
        for (size_t b = 0; b < 4096; ++b) {
          const cl_uint groups = b < local ? cl_uint(global / local) : 0;
          if (shifted)
            expected[b + 1] += launches * groups;
          else
            expected[b] += launches * (counts[b] + groups);
        }
        REQUIRE(readBuffer<cl_uint>(env.queue, bins, 4097) == expected);
      }
    }
  }
}

/// Where atomic adds (or, `down`, subtractions) of amounts to one counter that started at `start`
/// leave it, from each one's (old value, amount): checks that the old values tile the range, each
/// where another left off, as they do in some order of the work-items' atomics.
template <typename T> T tiledEnd(std::vector<std::pair<T, T>> spans, T start, bool down) {
  std::sort(spans.begin(), spans.end());
  if (down)
    std::reverse(spans.begin(), spans.end());
  T next = start;
  for (const auto& [old, amount] : spans) {
    REQUIRE(old == next);
    next = down ? next - amount : next + amount;
  }
  return next;
}

TEST_CASE("adds of every lane to one __global counter are combined, each work-item's old value "
          "its own",
          "[atomic][global][weft]") {
  // A step's lanes that all add to one address make one locked add of their sum; each lane gets
  // the returned value plus the operands of the lanes before it. The returned values must then be
  // what some order of the work-items' own adds gives: tickets 0..n-1 once each, and amounts
  // whose returned values tile the range from the start to the total. Masked lanes (n is not a
  // multiple of the groups) add nothing.
  Env env;
  const char* source = R"(
    __kernel void tickets(__global uint* counter, __global uint* out, uint n) {
      size_t i = get_global_id(0);
      if (i < n)
        out[i] = atomic_inc(counter);
    }
    __kernel void amounts(__global uint* total, __global const uint* amount, __global uint* out,
                          uint n) {
      size_t i = get_global_id(0);
      if (i < n)
        out[i] = atomic_add(&total[1], amount[i]);
    }
    __kernel void down(__global atomic_uint* counter, __global uint* out) {
      size_t i = get_global_id(0);
      out[i] = atomic_fetch_sub(counter, 2u);
    }
    #pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
    __kernel void gaps(__global ulong* total, __global const uint* amount, __global ulong* out,
                       uint n) {
      size_t i = get_global_id(0);
      out[i] = 0;
      if (i < n && i % 3 != 1)
        out[i] = atom_sub(total, (ulong)amount[i] << 32);
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source, "-cl-std=CL3.0");
  INFO(log);
  for (const char* kernel : {"tickets", "amounts", "down", "gaps"})
    CHECK(reportLine(log, kernel).find("1 atomic combined across lanes") != std::string::npos);
  Program program = buildProgram(env.context, env.device, source, "-cl-std=CL3.0");
  const cl_uint n = 10007;
  const size_t global = 10240;
  std::vector<cl_uint> amount(n);
  for (size_t i = 0; i < n; ++i)
    amount[i] = 1 + static_cast<cl_uint>((i * 2654435761u) >> 29);
  Mem amounts = bufferOf(env.context, amount);
  for (const size_t local : {size_t(0), size_t(1), size_t(7), size_t(64), size_t(256)}) {
    INFO("local " << local);
    const size_t* localSize = local ? &local : nullptr;
    {
      Kernel kernel = makeKernel(program, "tickets");
      Mem counter = bufferOf(env.context, std::vector<cl_uint>{5});
      Mem out = makeBuffer(env.context, global * sizeof(cl_uint));
      setArgs(kernel, counter, out, n);
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, localSize, 0,
                                        nullptr, nullptr));
      std::vector<cl_uint> got = readBuffer<cl_uint>(env.queue, out, n);
      std::sort(got.begin(), got.end());
      for (size_t i = 0; i < n; ++i)
        REQUIRE(got[i] == 5 + i);
      REQUIRE(readBuffer<cl_uint>(env.queue, counter, 1)[0] == 5 + n);
    }
    {
      Kernel kernel = makeKernel(program, "amounts");
      Mem total = bufferOf(env.context, std::vector<cl_uint>{0, 100, 0});
      Mem out = makeBuffer(env.context, global * sizeof(cl_uint));
      setArgs(kernel, total, amounts, out, n);
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, localSize, 0,
                                        nullptr, nullptr));
      const std::vector<cl_uint> got = readBuffer<cl_uint>(env.queue, out, n);
      std::vector<std::pair<cl_uint, cl_uint>> spans; // (old value, amount)
      for (size_t i = 0; i < n; ++i)
        spans.emplace_back(got[i], amount[i]);
      const cl_uint end = tiledEnd(spans, cl_uint(100), false);
      REQUIRE(readBuffer<cl_uint>(env.queue, total, 3) == std::vector<cl_uint>{0, end, 0});
    }
    {
      Kernel kernel = makeKernel(program, "down");
      const cl_uint start = 3 * global;
      Mem counter = bufferOf(env.context, std::vector<cl_uint>{start});
      Mem out = makeBuffer(env.context, global * sizeof(cl_uint));
      setArgs(kernel, counter, out);
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, localSize, 0,
                                        nullptr, nullptr));
      std::vector<cl_uint> got = readBuffer<cl_uint>(env.queue, out, global);
      std::sort(got.begin(), got.end());
      for (size_t i = 0; i < global; ++i)
        REQUIRE(got[i] == start - 2 * (global - 1 - i));
      REQUIRE(readBuffer<cl_uint>(env.queue, counter, 1)[0] == start - 2 * global);
    }
    {
      // Lanes off in the middle of a step (every third), 64-bit subtractions of varying amounts:
      // the values returned, largest first, step down by each one's own amount.
      Kernel kernel = makeKernel(program, "gaps");
      const cl_ulong start = cl_ulong(1) << 62;
      Mem total = bufferOf(env.context, std::vector<cl_ulong>{start});
      Mem out = makeBuffer(env.context, global * sizeof(cl_ulong));
      setArgs(kernel, total, amounts, out, n);
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, localSize, 0,
                                        nullptr, nullptr));
      const std::vector<cl_ulong> got = readBuffer<cl_ulong>(env.queue, out, global);
      std::vector<std::pair<cl_ulong, cl_ulong>> spans; // (old value, amount)
      for (size_t i = 0; i < global; ++i) {
        if (i < n && i % 3 != 1)
          spans.emplace_back(got[i], cl_ulong(amount[i]) << 32);
        else
          REQUIRE(got[i] == 0);
      }
      REQUIRE(readBuffer<cl_ulong>(env.queue, total, 1)[0] == tiledEnd(spans, start, true));
    }
  }
}
