// weft_bench --check: a run's ratios against the last ones recorded in bench/RESULTS.md, so that
// a change that makes Weft slower relative to its peers is named, not found months later.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace bench {

/// Ratios as RESULTS.md records them: for each benchmark title, each ratio column ("Weft/PoCL",
/// "Weft/native", ...) and its value, taken from the first table from the top (the newest) that
/// has the title with a number in that column.
using RecordedRatios = std::map<std::string, std::map<std::string, double>>;

/// Reads the Markdown tables of `path`. Throws bench::Failure when it cannot be read.
RecordedRatios readRecordedRatios(const std::string& path);

/// How much of its recorded ratio a benchmark may lose before the check names it.
constexpr double kAllowedLoss = 0.25;

struct Regression {
  std::string title;
  std::string ratio; ///< "Weft/PoCL"
  double recorded;
  double measured;
};

/// Compares one row's ratios with the record; appends a Regression for each that lost more than
/// kAllowedLoss of its recorded value.
void checkRow(const RecordedRatios& recorded, const std::string& title,
              const std::map<std::string, double>& measured, std::vector<Regression>& out);

} // namespace bench
