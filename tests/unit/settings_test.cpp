// The WEFT_* settings: README.md's table names exactly the settings of common/settings.def, and
// setting() reads the environment as it is now.
#include "common/settings.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

TEST_CASE("README's table of settings is the list Weft reads", "[settings]") {
  std::ifstream readme(WEFT_README);
  REQUIRE(readme);
  std::set<std::string> documented;
  const std::regex row("^\\| `(WEFT_[A-Z_]+)=");
  for (std::string line; std::getline(readme, line);) {
    std::smatch match;
    if (std::regex_search(line, match, row))
      documented.insert(match[1]);
  }
  std::set<std::string> listed;
#define WEFT_SETTING(enumerator, name, meaning) listed.insert(name);
#include "common/settings.def"
#undef WEFT_SETTING
  CHECK(documented == listed);
}

TEST_CASE("setting() reads the environment at each call", "[settings]") {
  unsetenv("WEFT_CACHE");
  CHECK(weft::setting(weft::Setting::Cache) == nullptr);
  setenv("WEFT_CACHE", "", 1);
  CHECK(weft::setting(weft::Setting::Cache) == nullptr); // empty is unset
  setenv("WEFT_CACHE", "0", 1);
  REQUIRE(weft::setting(weft::Setting::Cache) != nullptr);
  CHECK(std::string(weft::setting(weft::Setting::Cache)) == "0");
  unsetenv("WEFT_CACHE");
  CHECK(std::string(weft::settingName(weft::Setting::SpirvHelper)) == "WEFT_SPIRV_HELPER");
}

TEST_CASE("settingCount() reads digits alone", "[settings]") {
  using weft::Setting;
  unsetenv("WEFT_WORKER_SPIN");
  CHECK_FALSE(weft::settingCount(Setting::WorkerSpin).has_value());
  setenv("WEFT_WORKER_SPIN", "250", 1);
  CHECK(weft::settingCount(Setting::WorkerSpin) == std::optional<uint64_t>(250));
  setenv("WEFT_WORKER_SPIN", "0", 1);
  CHECK(weft::settingCount(Setting::WorkerSpin) == std::optional<uint64_t>(0));
  for (const char* bad : {"-1", "1.5", "10ms", " 5", "99999999999999999999"}) {
    INFO(bad);
    setenv("WEFT_WORKER_SPIN", bad, 1);
    CHECK_FALSE(weft::settingCount(Setting::WorkerSpin).has_value());
  }
  unsetenv("WEFT_WORKER_SPIN");
}
