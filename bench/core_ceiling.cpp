// weft_core_ceiling: what the machine's cores give when nothing is shared but the cores
// themselves. One thread per CPU of the affinity mask (taskset), each pinned to its CPU, runs
// either independent chains of vector FMAs in registers (the widest the CPU has) or a scalar
// integer loop, and the program prints the rate per thread. Compute-bound rows of the scaling
// table cannot scale better from 1 to N cores than this does: a virtual machine's CPUs may share
// physical cores or slow down as more of them run.
//
//   weft_core_ceiling [SECONDS]     (0.5 by default)
#include <pthread.h>
#include <sched.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

/// Eight chains of FMAs on vectors of type V (a GCC vector of floats), enough in flight to fill
/// two FMA ports of latency 4. Inlined into the functions below, which enable V's instruction set;
/// `chain * scale + add` becomes one FMA there (CMakeLists.txt builds this file with
/// -ffp-contract=fast).
template <typename V>
__attribute__((always_inline)) inline uint64_t fmaChains(const std::atomic<bool>& stop,
                                                         float* sink) {
  constexpr int kLanes = sizeof(V) / sizeof(float);
  V chain[8];
#pragma GCC unroll 8
  for (int i = 0; i < 8; ++i)
    chain[i] = V{} + (1.0f + static_cast<float>(i) * 1e-3f);
  const V scale = V{} + 0.999999f;
  const V add = V{} + 1e-7f;
  uint64_t flops = 0;
  while (!stop.load(std::memory_order_relaxed)) {
    for (int round = 0; round < 1024; ++round)
#pragma GCC unroll 8
      for (int i = 0; i < 8; ++i)
        chain[i] = chain[i] * scale + add;
    flops += 1024 * 8 * kLanes * 2;
  }
#pragma GCC unroll 8
  for (int i = 1; i < 8; ++i)
    chain[0] += chain[i];
  *sink = chain[0][0];
  return flops;
}

using Wide = float __attribute__((vector_size(64)));
using Narrow = float __attribute__((vector_size(32)));

__attribute__((target("avx512f"))) uint64_t fmaWide(const std::atomic<bool>& stop, float* sink) {
  return fmaChains<Wide>(stop, sink);
}

/// The same with 8-lane AVX2 FMAs, where AVX-512 is missing.
__attribute__((target("avx2,fma"))) uint64_t fmaNarrow(const std::atomic<bool>& stop, float* sink) {
  return fmaChains<Narrow>(stop, sink);
}

/// Four independent scalar integer chains (multiplies, shifts, xors): no vector unit involved.
uint64_t scalar(const std::atomic<bool>& stop, float* sink) {
  uint64_t a = 1, b = 3, c = 5, d = 7, steps = 0;
  while (!stop.load(std::memory_order_relaxed)) {
    for (int round = 0; round < 1024; ++round) {
      a = a * 6364136223846793005ULL + 1;
      b = b * 2862933555777941757ULL + 3;
      c ^= c << 13;
      c ^= c >> 7;
      d += a ^ b;
      __asm__ volatile("" : "+r"(a), "+r"(b), "+r"(c), "+r"(d));
    }
    steps += 1024;
  }
  *sink = static_cast<float>(a + b + c + d);
  return steps;
}

/// Runs `work` on one thread per CPU of `cpus` for `seconds`; the mean rate per thread.
double perThread(const std::vector<int>& cpus, double seconds,
                 uint64_t (*work)(const std::atomic<bool>&, float*)) {
  std::atomic<bool> stop{false};
  std::atomic<int> ready{0};
  std::vector<uint64_t> counts(cpus.size());
  std::vector<float> sinks(cpus.size());
  std::vector<std::thread> threads;
  for (size_t i = 0; i < cpus.size(); ++i)
    threads.emplace_back([&, i] {
      cpu_set_t set;
      CPU_ZERO(&set);
      CPU_SET(cpus[i], &set);
      pthread_setaffinity_np(pthread_self(), sizeof set, &set);
      ready.fetch_add(1);
      while (ready.load() < static_cast<int>(cpus.size()))
        std::this_thread::yield();
      counts[i] = work(stop, &sinks[i]);
    });
  while (ready.load() < static_cast<int>(cpus.size()))
    std::this_thread::yield();
  const Clock::time_point start = Clock::now();
  std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
  stop.store(true);
  for (std::thread& thread : threads)
    thread.join();
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  uint64_t total = 0;
  for (uint64_t count : counts)
    total += count;
  return static_cast<double>(total) / elapsed / static_cast<double>(cpus.size());
}

} // namespace

int main(int argc, char** argv) {
  const double seconds = argc > 1 ? std::atof(argv[1]) : 0.5;
  cpu_set_t mask;
  if (sched_getaffinity(0, sizeof mask, &mask) != 0) {
    std::perror("sched_getaffinity");
    return 1;
  }
  std::vector<int> cpus;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
    if (CPU_ISSET(cpu, &mask))
      cpus.push_back(cpu);
  const bool wide = __builtin_cpu_supports("avx512f");
  if (!wide && !(__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))) {
    std::fprintf(stderr, "weft_core_ceiling: the CPU has no AVX2 FMA\n");
    return 1;
  }
  const double flops = perThread(cpus, seconds, wide ? fmaWide : fmaNarrow);
  const double steps = perThread(cpus, seconds, scalar);
  std::printf("%zu thread(s): %s FMA %.1f GFLOP/s per thread, scalar integer %.3f Gstep/s per "
              "thread\n",
              cpus.size(), wide ? "AVX-512" : "AVX2", flops / 1e9, steps / 1e9);
  return 0;
}
