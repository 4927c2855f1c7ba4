#include "check.hpp"

#include "bench_cl.hpp"

#include <cstdlib>
#include <fstream>

namespace bench {
namespace {

/// The cells of a Markdown table row, unescaped (weft_bench --markdown escapes * _ |).
std::vector<std::string> cellsOf(const std::string& line) {
  std::vector<std::string> cells;
  std::string cell;
  bool inRow = false;
  for (size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '\\' && i + 1 < line.size()) {
      cell += line[++i];
    } else if (c == '|') {
      if (inRow)
        cells.push_back(cell);
      inRow = true;
      cell.clear();
    } else {
      cell += c;
    }
  }
  for (std::string& text : cells) {
    const size_t first = text.find_first_not_of(' ');
    const size_t last = text.find_last_not_of(' ');
    text = first == std::string::npos ? "" : text.substr(first, last - first + 1);
  }
  return cells;
}

/// "Weft/PoCL (>1: Weft better)" -> "Weft/PoCL"; other headers -> "".
std::string ratioName(const std::string& header) {
  const size_t paren = header.find(" (>1:");
  if (paren == std::string::npos || header.find('/') > paren)
    return "";
  return header.substr(0, paren);
}

} // namespace

RecordedRatios readRecordedRatios(const std::string& path) {
  std::ifstream in(path);
  if (!in)
    throw Failure("cannot read " + path);
  RecordedRatios recorded;
  std::vector<std::string> ratioColumns; // per column of the current table: its ratio name or ""
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("|", 0) != 0) {
      ratioColumns.clear(); // a table ends at the first line that is not a row
      continue;
    }
    const std::vector<std::string> cells = cellsOf(line);
    if (cells.empty() || cells[0].rfind("---", 0) == 0)
      continue;
    if (cells[0] == "benchmark") {
      ratioColumns.clear();
      for (const std::string& header : cells)
        ratioColumns.push_back(ratioName(header));
      continue;
    }
    for (size_t i = 1; i < cells.size() && i < ratioColumns.size(); ++i) {
      if (ratioColumns[i].empty() || cells[i].empty() || cells[i].back() != 'x')
        continue;
      char* end = nullptr;
      const double value = std::strtod(cells[i].c_str(), &end);
      if (end == cells[i].c_str() || value <= 0)
        continue;
      // The first table from the top that has it is the newest record: keep that one.
      recorded[cells[0]].emplace(ratioColumns[i], value);
    }
  }
  return recorded;
}

void checkRow(const RecordedRatios& recorded, const std::string& title,
              const std::map<std::string, double>& measured, std::vector<Regression>& out) {
  const auto row = recorded.find(title);
  if (row == recorded.end())
    return;
  for (const auto& [ratio, value] : measured) {
    const auto before = row->second.find(ratio);
    if (before != row->second.end() && value < before->second * (1 - kAllowedLoss))
      out.push_back({title, ratio, before->second, value});
  }
}

} // namespace bench
