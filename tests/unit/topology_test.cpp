// The caches the CPU device counts on (devices/cpu/cpu_topology.hpp), on machines hwloc makes up:
// HWLOC_SYNTHETIC is read when a topology loads, so each case sets it first.
#define CATCH_CONFIG_MAIN
#include "devices/cpu/cpu_topology.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>

namespace {

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

TEST_CASE("a cache larger than any CPU gives its cores counts their share") {
  // A virtual machine of 2 CPUs on a host whose L3 is 300 MiB reports all of it.
  CHECK(outerCacheOf("pack:1 l3:1(size=300MiB) l2:2(size=2MiB) l1:1(size=48KiB) pu:1") ==
        2 * 12 * kMiB);
  // AMD's stacked-cache parts: 96 MiB for 8 cores, all of it.
  CHECK(outerCacheOf("pack:1 l3:1(size=96MiB) l2:8(size=1MiB) l1:1(size=32KiB) pu:1") == 96 * kMiB);
}
