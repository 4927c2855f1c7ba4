// The caches the CPU device counts on (devices/cpu/cpu_topology.hpp), on machines hwloc makes up:
// HWLOC_SYNTHETIC is read when a topology loads, so each case sets it first.
#include "devices/cpu/cpu_topology.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>

namespace {

using weft::devices::cpu::outerCacheShare;
using weft::devices::cpu::runsUnderHypervisor;
using weft::devices::cpu::Topology;

constexpr uint64_t kMiB = 1 << 20;

/// The outer cache bytes of the machine `synthetic` describes (hwloc's synthetic syntax).
uint64_t outerCacheOf(const char* synthetic) {
  REQUIRE(setenv("HWLOC_SYNTHETIC", synthetic, 1) == 0);
  const auto topology = Topology::load();
  unsetenv("HWLOC_SYNTHETIC");
  REQUIRE_FALSE(topology->isThisSystem());
  return topology->caps().outerCacheBytes;
}

} // namespace

TEST_CASE("every L3 that holds one of the CPUs counts") {
  CHECK(outerCacheOf("pack:1 l3:1(size=8MiB) l2:2(size=1MiB) l1:1(size=32KiB) pu:1") == 8 * kMiB);
  CHECK(outerCacheOf("pack:2 l3:2(size=16MiB) l2:4(size=1MiB) l1:1(size=32KiB) pu:1") ==
        4 * 16 * kMiB);
}

TEST_CASE("a virtual machine's CPUs count their share of the host's cache") {
  // A virtual machine of 2 CPUs on a host whose L3 is 300 MiB reports all of it.
  CHECK(outerCacheShare(300 * kMiB, 2, true) == 2 * 12 * kMiB);
  CHECK(outerCacheShare(16 * kMiB, 2, true) == 16 * kMiB);
  // A bare machine's cache is its own: AMD parts with 256 MiB of L3 for 8 cores exist.
  CHECK(outerCacheShare(256 * kMiB, 16, false) == 256 * kMiB);
  // The topology applies it as this machine is.
  CHECK(outerCacheOf("pack:1 l3:1(size=300MiB) l2:2(size=2MiB) l1:1(size=48KiB) pu:1") ==
        outerCacheShare(300 * kMiB, 2, runsUnderHypervisor()));
}
