// weft_bench --check (issue 16): the ratios recorded in bench/RESULTS.md are read back, newest
// first, and a measured ratio that lost more than a quarter of its record is named.
#define CATCH_CONFIG_RUNNER
#include "check.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <unistd.h>

namespace {

std::string gResultsPath; // bench/RESULTS.md, from the command line

std::string writeTemporary(const std::string& text) {
  char name[] = "/tmp/weft_bench_check_XXXXXX";
  const int fd = mkstemp(name);
  REQUIRE(fd >= 0);
  std::ofstream(name) << text;
  close(fd);
  return name;
}

} // namespace

TEST_CASE("the newest table's ratio is the record, escaped titles included", "[bench]") {
  const std::string path = writeTemporary(
      "# results\n\n## newest\n\n"
      "| benchmark | unit | Weft | PoCL | native | Weft/PoCL (>1: Weft better) | Weft/native (>1: "
      "Weft better) |\n|---|---|--:|--:|--:|--:|--:|\n"
      "| triad a\\[i\\]=b\\[i\\]+s\\*c\\[i\\] | GB/s | 24.5 | 32.8 | 25.3 | 0.747x | 0.966x |\n"
      "| only native | us | 1 | - | 2 | - | 2.00x |\n\n## older\n\n"
      "| benchmark | unit | Weft | PoCL | Weft/PoCL (>1: Weft better) |\n|---|---|--:|--:|--:|\n"
      "| triad a\\[i\\]=b\\[i\\]+s\\*c\\[i\\] | GB/s | 30 | 20 | 1.50x |\n"
      "| older only | GB/s | 3 | 1 | 3.00x |\n");
  const bench::RecordedRatios recorded = bench::readRecordedRatios(path);
  std::remove(path.c_str());
  const std::string triad = "triad a[i]=b[i]+s*c[i]";
  REQUIRE(recorded.count(triad));
  CHECK(recorded.at(triad).at("Weft/PoCL") == Approx(0.747));
  CHECK(recorded.at(triad).at("Weft/native") == Approx(0.966));
  CHECK(recorded.at("only native").count("Weft/PoCL") == 0);
  CHECK(recorded.at("older only").at("Weft/PoCL") == Approx(3.0));

  std::vector<bench::Regression> regressions;
  bench::checkRow(recorded, triad, {{"Weft/PoCL", 0.70}, {"Weft/native", 0.70}}, regressions);
  REQUIRE(regressions.size() == 1); // 0.70 is within a quarter of 0.747, not of 0.966
  CHECK(regressions[0].ratio == "Weft/native");
  CHECK(regressions[0].recorded == Approx(0.966));
  regressions.clear();
  bench::checkRow(recorded, "never recorded", {{"Weft/PoCL", 0.01}}, regressions);
  CHECK(regressions.empty());
}

TEST_CASE("bench/RESULTS.md has a record for the benchmarks weft_bench runs", "[bench]") {
  const bench::RecordedRatios recorded = bench::readRecordedRatios(gResultsPath);
  const std::string nbody = "n-body step, 4096 bodies, 20 FLOP/interaction";
  REQUIRE(recorded.count(nbody));
  CHECK(recorded.at(nbody).at("Weft/PoCL") > 1);
  CHECK(recorded.at(nbody).count("Weft/native"));
  CHECK(recorded.size() > 20);
}

int main(int argc, char** argv) {
  if (argc > 1 && argv[argc - 1][0] != '-') {
    gResultsPath = argv[argc - 1];
    --argc;
  }
  return Catch::Session().run(argc, argv);
}
