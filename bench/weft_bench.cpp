// weft_bench: runs the same benchmarks on several OpenCL platforms, each in a process of its own
// (isolation.hpp), and prints them side by side, beside a hand-written C++ version of the same
// computation (the "native" column). The platforms and the native version take turns within every
// benchmark, in A,B,N then N,B,A order, so that a noisy neighbour on a shared machine or a clock
// that drifts hits all of them alike; each figure is the median of its repetitions.
#include "bench_cl.hpp"
#include "benchmarks.hpp"
#include "check.hpp"
#include "isolation.hpp"
#include "native_kernels.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <exception>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

constexpr const char* kUsage =
    "usage: weft_bench [--platforms NAME,NAME...] [--only KEY,KEY...] [--reps N] [--quick]\n"
    "                  [--one-at-a-time] [--no-native] [--markdown] [--list] [--check FILE]\n"
    "                  [--one-process] [--sample-ms MS] [--pause-ms MS]\n"
    "       weft_bench --vectorization [--expect FILE] [--only KEY,KEY...]\n"
    "  --platforms  platforms to compare, by part of their name, ignoring case; the first is the\n"
    "               one the ratios speak for (default: Weft,Intel(R) OpenCL,Portable Computing\n"
    "               Language; one the loader lacks is left out with a warning)\n"
    "  --only       run only these benchmarks: copy triad saxpy transfers (or transfers/write,\n"
    "               transfers/read, transfers/copy, transfers/fill) stencil convolution reduction\n"
    "               histogram global-histogram\n"
    "               window image (or image/resize, image/filter, image/write)\n"
    "               mandelbrot matmul matmul-tiled nbody blackscholes blackscholes-double\n"
    "               special-double spirv (or spirv/source, spirv/il)\n"
    "               scalar-vs-vector (or scalar-vs-vector/float, .../float16, .../columns) hash\n"
    "               runs (or runs/float3, runs/vload4, runs/gaps)\n"
    "               builtins (or builtins/sin-cos, builtins/integer, ...)\n"
    "               latency throughput ooo (or ooo/in-order, ooo/out-of-order)\n"
    "               build first-result rebuild cached-build\n"
    "  --one-at-a-time  add a column of the first platform, Weft, with WEFT_SPMD=0 while\n"
    "               each benchmark builds: its work-items one at a time, not in SIMD lanes\n"
    "  --no-native  leave out the native C++ column\n"
    "  --reps       measure every benchmark N times per column (default 5-9, --quick 2-3)\n"
    "  --quick      small sizes and few repetitions, a smoke test of about fifteen seconds\n"
    "  --markdown   print the table as Markdown (for bench/RESULTS.md)\n"
    "  --list       list the platforms the ICD loader sees and exit\n"
    "  --check FILE compare every ratio with the newest one recorded in FILE (bench/RESULTS.md)\n"
    "               and name each that lost more than a quarter; exit status 3 if any did\n"
    "  --sample-ms MS  run a kernel (or native step) back to back until a sample lasts MS\n"
    "               milliseconds, and report the mean rate: workers awake after the first step\n"
    "               (default: one step per sample, each after the pause before every turn)\n"
    "  --pause-ms MS  one column only: after the first timed turn, pause MS milliseconds\n"
    "               before each turn and no more: an application's host work between launches,\n"
    "               which a runtime's workers may spin through (WEFT_WORKER_SPIN); by default\n"
    "               each turn also waits until every column's process is quiet\n"
    "  --one-process  open every platform in this process instead of one process each (two\n"
    "               runtimes in one process share its thread pools and slow each other)\n"
    "  --vectorization  build every benchmark on Weft (quick sizes) and print, per kernel, the\n"
    "               vectorization its build report shows, without the lane counts; with --expect\n"
    "               FILE, compare with FILE and exit with status 4 when they differ\n";

struct Options {
  std::vector<std::string> platforms{"Weft", "Intel(R) OpenCL", "Portable Computing Language"};
  std::vector<std::string> only;
  int repetitions = 0; ///< 0 keeps each benchmark's own count.
  bool quick = false;
  bool native = true;
  bool oneAtATime = false;
  bool markdown = false;
  bool list = false;
  bool oneProcess = false; ///< every platform in this process, as before process isolation
  std::string check;       ///< a results file to compare the ratios with, or empty
  /// With --pause-ms: the pause before every timed turn but the first, without waitForQuiet.
  std::chrono::milliseconds pause{0};
  bool vectorization = false;
  std::string expect; ///< with vectorization: the expected report
};

std::vector<std::string> splitCommas(const std::string& text) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t end = std::min(text.find(',', start), text.size());
    if (end > start)
      parts.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return parts;
}

/// Parses the command line; exits with the usage on a mistake.
Options parseOptions(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if ((arg == "--platforms" || arg == "--only") && i + 1 < argc) {
      (arg == "--platforms" ? options.platforms : options.only) = splitCommas(argv[++i]);
    } else if (arg == "--reps" && i + 1 < argc && std::atoi(argv[i + 1]) > 0) {
      options.repetitions = std::atoi(argv[++i]);
    } else if (arg == "--quick") {
      options.quick = true;
    } else if (arg == "--one-at-a-time") {
      options.oneAtATime = true;
    } else if (arg == "--no-native") {
      options.native = false;
    } else if (arg == "--vectorization") {
      options.vectorization = true;
    } else if (arg == "--expect" && i + 1 < argc) {
      options.expect = argv[++i];
    } else if (arg == "--check" && i + 1 < argc) {
      options.check = argv[++i];
    } else if (arg == "--markdown") {
      options.markdown = true;
    } else if (arg == "--list") {
      options.list = true;
    } else if (arg == "--sample-ms" && i + 1 < argc && std::atof(argv[i + 1]) > 0) {
      // Through the environment, so that every platform's process takes it too.
      setenv("WEFT_BENCH_SAMPLE_MS", argv[++i], 1);
    } else if (arg == "--pause-ms" && i + 1 < argc && std::atoi(argv[i + 1]) > 0) {
      options.pause = std::chrono::milliseconds(std::atoi(argv[++i]));
    } else if (arg == "--one-process") {
      options.oneProcess = true;
    } else if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      std::exit(0);
    } else {
      std::fprintf(stderr, "weft_bench: unknown option or missing value: %s\n%s", arg.c_str(),
                   kUsage);
      std::exit(2);
    }
  }
  if (options.platforms.empty()) {
    std::fputs(kUsage, stderr);
    std::exit(2);
  }
  return options;
}

/// One column's figure for one benchmark.
struct Cell {
  std::vector<double> samples;
  std::string failure;      ///< Empty unless the column failed this benchmark.
  bool unsupported = false; ///< The failure is a feature the platform says it lacks.
  bool absent = false;      ///< The benchmark has no version for this column (native launches).
};

/// A column of the table: an OpenCL platform or the native C++ version. `prepare` returns null
/// when the benchmark has nothing to run in this column.
struct Column {
  std::string label;
  std::function<std::unique_ptr<bench::Run>(const bench::Benchmark&)> prepare;
  /// The CPU time of the column's process so far, for a platform in a process of its own.
  std::function<uint64_t()> cpuNanoseconds = nullptr;
};

/// True when `--only` selects `key`: by the whole key, or by its group ("group/variant").
bool selected(const std::vector<std::string>& only, const std::string& key) {
  const std::string group = key.substr(0, key.find('/'));
  return std::find(only.begin(), only.end(), key) != only.end() ||
         std::find(only.begin(), only.end(), group) != only.end();
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const size_t mid = values.size() / 2;
  return values.size() % 2 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
}

/// Three significant figures without switching to exponents.
std::string formatFigure(double value) {
  char text[32];
  const char* format = value >= 100 ? "%.0f" : value >= 10 ? "%.1f" : value >= 1 ? "%.2f" : "%.3f";
  std::snprintf(text, sizeof text, format, value);
  return text;
}

/// Escapes the characters of a title (the `*` of `s*c[i]`) that Markdown would read as markup.
std::string markdownEscape(const std::string& text) {
  std::string escaped;
  for (char c : text) {
    if (c == '*' || c == '_' || c == '|')
      escaped += '\\';
    escaped += c;
  }
  return escaped;
}

/// Prints the table as aligned text or as Markdown, a row at a time so a long run shows progress.
class TablePrinter {
public:
  /// `titles` are the benchmark titles, which set the first column's width.
  TablePrinter(bool markdown, const std::vector<std::string>& labels,
               const std::vector<std::string>& titles)
      : m_markdown(markdown), m_columns{"benchmark", "unit"} {
    m_columns.insert(m_columns.end(), labels.begin(), labels.end());
    for (size_t i = 1; i < labels.size(); ++i)
      m_columns.push_back(labels[0] + "/" + labels[i] + " (>1: " + labels[0] + " better)");
    m_widths.push_back(m_columns[0].size());
    for (const std::string& title : titles)
      m_widths[0] = std::max(m_widths[0], title.size());
    // Figure columns are wide enough for "unsupported [n]", ratio columns for "0.123x".
    const size_t figuresEnd = 2 + labels.size();
    for (size_t i = 1; i < m_columns.size(); ++i) {
      const size_t least = i == 1 ? 8 : i < figuresEnd ? 15 : 10;
      m_widths.push_back(std::max(m_columns[i].size(), least));
    }
  }

  void header() const {
    row(m_columns);
    if (m_markdown) {
      std::string rule = "|---|---|";
      for (size_t i = 2; i < m_columns.size(); ++i)
        rule += "--:|";
      std::printf("%s\n", rule.c_str());
    }
  }

  void row(const std::vector<std::string>& cells) const {
    std::string line = m_markdown ? "|" : "";
    for (size_t i = 0; i < cells.size(); ++i) {
      if (m_markdown) {
        line += " " + markdownEscape(cells[i]) + " |";
        continue;
      }
      // Titles align left, figures right; two spaces between columns.
      const std::string pad(m_widths[i] > cells[i].size() ? m_widths[i] - cells[i].size() : 0, ' ');
      line += i == 0 ? cells[i] + pad : "  " + pad + cells[i];
    }
    std::printf("%s\n", line.c_str());
    std::fflush(stdout);
  }

private:
  bool m_markdown;
  std::vector<std::string> m_columns;
  std::vector<size_t> m_widths;
};

/// The pause before every timed turn. A runtime's idle worker threads may spin for a while before
/// they sleep (an OpenMP runtime such as libgomp for milliseconds): without a pause, the threads of
/// the column that just ran could take cores from the next. After it, every column starts its
/// turn with its workers asleep, as after any pause in an application.
constexpr std::chrono::milliseconds kTurnPause{20};
/// Some runtimes' workers spin far longer (Intel's CPU runtime: Weft's compute rows ran a third
/// slower right after its turns on the 2-core VM), so after the pause the turn also waits, up to
/// a second, until the columns' processes used under a tenth of a core in a 5 ms window. That
/// includes the turn's own: a runtime may be compiling in the background what its untimed turn
/// showed to be worth it (see runBenchmark).
constexpr std::chrono::milliseconds kQuietWindow{5};
constexpr std::chrono::milliseconds kQuietLimit{1000};
/// The wait before the first timed turn, after the untimed ones, may last longer: a compile in the
/// background of a kernel of 10k instructions (the tgamma row's, in double) takes 0.7 s of a core
/// alone and more beside the other columns' first runs.
constexpr std::chrono::milliseconds kFirstQuietLimit{10000};

/// Waits before a turn: the pause, then until the columns' processes are quiet.
void waitForQuiet(const std::vector<Column>& columns,
                  std::chrono::milliseconds limit = kQuietLimit) {
  std::this_thread::sleep_for(kTurnPause);
  auto busy = [&] {
    uint64_t total = 0;
    for (const Column& column : columns)
      if (column.cpuNanoseconds)
        total += column.cpuNanoseconds();
    return total;
  };
  const auto deadline = std::chrono::steady_clock::now() + limit;
  const uint64_t quiet =
      std::chrono::duration_cast<std::chrono::nanoseconds>(kQuietWindow).count() / 10;
  uint64_t before = busy();
  while (std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(kQuietWindow);
    const uint64_t after = busy();
    if (after - before <= quiet)
      return;
    before = after;
  }
}

/// Prepares `benchmark` in every column, then measures it `repetitions` times in each, taking
/// turns: A,B,N on even repetitions and N,B,A on odd ones, each after waitForQuiet (or, with
/// `pause`, each but the first after that pause alone). A column that fails keeps its message
/// and is not measured again.
std::vector<Cell> runBenchmark(const bench::Benchmark& benchmark,
                               const std::vector<Column>& columns,
                               std::chrono::milliseconds pause) {
  std::vector<std::unique_ptr<bench::Run>> runs(columns.size());
  std::vector<Cell> cells(columns.size());
  auto attempt = [&](size_t c, auto&& action) {
    try {
      action();
    } catch (const bench::Unsupported& error) {
      cells[c].failure = error.what();
      cells[c].unsupported = true;
      runs[c].reset();
    } catch (const std::exception& error) {
      cells[c].failure = error.what();
      runs[c].reset();
    }
  };
  for (size_t c = 0; c < columns.size(); ++c) {
    attempt(c, [&] { runs[c] = columns[c].prepare(benchmark); });
    cells[c].absent = !runs[c] && cells[c].failure.empty();
  }
  // One untimed turn each: a runtime may compile again in the background what its first runs
  // showed to be worth it (Weft: a kernel once its quick first build's code has run a
  // millisecond, where the prepared run alone may not have), which the first timed turn then
  // waits for.
  for (size_t c = 0; c < columns.size(); ++c)
    if (runs[c])
      attempt(c, [&] { runs[c]->measure(); });
  bool first = true;
  for (int rep = 0; rep < benchmark.repetitions; ++rep) {
    for (size_t k = 0; k < columns.size(); ++k) {
      const size_t c = rep % 2 ? columns.size() - 1 - k : k;
      if (!runs[c])
        continue;
      if (first || pause.count() == 0)
        waitForQuiet(columns, first ? kFirstQuietLimit : kQuietLimit);
      else
        std::this_thread::sleep_for(pause);
      first = false;
      attempt(c, [&] { cells[c].samples.push_back(runs[c]->measure()); });
    }
  }
  return cells;
}

std::string oneLine(std::string text);

/// A line of Weft's build report ("weft: kernel 'k': vectorized 16-wide (SPMD), 4 vectors per step
/// while 64 work-items remain; 2 wide loads, 1 wide store") without what follows from the
/// machine's vector width: lane counts become N, the vectors per step go, and a group step's
/// loads prefetched ahead, where there is one per row of the group, are N too.
std::string vectorizationOf(std::string line) {
  static const std::regex perStep(", [0-9]+ vectors? per step while [0-9]+ work-items remain");
  static const std::regex lanes("[0-9]+-wide");
  static const std::regex groups("[0-9]+ rows side by side in groups [0-9]+ wide");
  static const std::regex oneStep("groups of ([0-9]+)x[0-9]+ in one step");
  line = std::regex_replace(line, perStep, "");
  line = std::regex_replace(line, lanes, "N-wide");
  line = std::regex_replace(line, groups, "rows side by side in groups N wide");
  std::smatch step;
  if (std::regex_search(line, step, oneStep))
    line = std::regex_replace(line, std::regex("\\b" + step[1].str() + " loads prefetched"),
                              "N loads prefetched");
  return std::regex_replace(line, oneStep, "groups of NxN in one step");
}

/// weft_bench --vectorization: every benchmark prepared on Weft with WEFT_BUILD_REPORT=1 (and
/// WEFT_QUICK_BUILD=0), and its kernels' reports printed (and compared with `expect`). Returns the
/// exit status.
int reportVectorization(const bench::Target& weft, const std::vector<bench::Benchmark>& benchmarks,
                        const std::string& expect) {
  std::vector<std::string> lines;
  std::set<std::string> seen;
  for (const bench::Benchmark& benchmark : benchmarks) {
    std::vector<bench::BuildLog> logs;
    bench::collectBuildLogs(&logs);
    try {
      benchmark.prepare(weft);
    } catch (const std::exception& error) {
      lines.push_back(benchmark.key + ": FAILED " + oneLine(error.what()));
    }
    bench::collectBuildLogs(nullptr);
    for (const bench::BuildLog& log : logs) {
      std::istringstream text(log.log);
      std::string line;
      while (std::getline(text, line)) {
        // Rows that share a program (copy, triad, saxpy; the build rows, salted) report it once,
        // under the first; other programs with the same report (the builtin rows' kernels
        // `chain`) each once.
        if (line.rfind("weft: kernel '", 0) != 0 ||
            !seen.insert(bench::unsalted(log.program) + line).second)
          continue;
        lines.push_back(benchmark.key + ": " + vectorizationOf(line.substr(6)));
      }
    }
  }
  for (const std::string& line : lines)
    std::printf("%s\n", line.c_str());
  if (expect.empty())
    return 0;
  std::ifstream file(expect);
  if (!file) {
    std::fprintf(stderr, "weft_bench: cannot read %s\n", expect.c_str());
    return 2;
  }
  std::vector<std::string> expected;
  for (std::string line; std::getline(file, line);)
    if (!line.empty() && line[0] != '#')
      expected.push_back(line);
  if (expected == lines) {
    std::printf("\nvectorization: as %s expects (%zu kernels)\n", expect.c_str(), lines.size());
    return 0;
  }
  std::printf("\nvectorization: DIFFERS from %s:\n", expect.c_str());
  for (size_t i = 0; i < std::max(expected.size(), lines.size()); ++i) {
    const std::string want = i < expected.size() ? expected[i] : "(nothing)";
    const std::string got = i < lines.size() ? lines[i] : "(nothing)";
    if (want != got)
      std::printf("  expected: %s\n  got:      %s\n", want.c_str(), got.c_str());
  }
  return 4;
}

/// Folds a multi-line message (a build log) into one line for the table's notes.
std::string oneLine(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  return text;
}

} // namespace

int main(int argc, char** argv) {
  // Modes for the build, not for people: the fresh-process build's child, a platform's process
  // (isolation.hpp), and a kernel's source written to a file (for weftc --emit-spirv).
  if (argc == 4 && std::string(argv[1]) == "--build-child")
    return bench::runBuildChild(argv[2], static_cast<cl_uint>(std::strtoul(argv[3], nullptr, 10)));
  if (argc == 4 && std::string(argv[1]) == "--kernel-source") {
    const char* source = bench::kernelSource(argv[2]);
    std::FILE* file = source ? std::fopen(argv[3], "w") : nullptr;
    if (!file || std::fputs(source, file) < 0 || std::fclose(file) != 0) {
      std::fprintf(stderr, "weft_bench: cannot write kernel %s to %s\n", argv[2], argv[3]);
      return 2;
    }
    return 0;
  }
  if (argc == 7 && std::string(argv[1]) == "--serve")
    return bench::servePlatform(argv[2], std::string(argv[3]) == "1", std::string(argv[4]) == "1",
                                std::atoi(argv[5]), std::atoi(argv[6]));
  const Options options = parseOptions(argc, argv);

  if (options.list) {
    try {
      for (const auto& platform : bench::listPlatforms())
        std::printf("%s\n", platform.second.c_str());
    } catch (const bench::Failure& failure) {
      std::fprintf(stderr, "weft_bench: %s\n", failure.what());
      return 2;
    }
    return 0;
  }

  // Platforms open in this process only for --one-process and --vectorization; otherwise each
  // is a child process (isolation.hpp) and this one runs the native column alone.
  bench::Selection selection;
  std::vector<std::unique_ptr<bench::PlatformProcess>> processes;
  const bool inProcess = options.oneProcess || options.vectorization;
  if (inProcess) {
    selection = bench::selectTargets(options.platforms);
  } else {
    for (const std::string& pattern : options.platforms) {
      std::string problem;
      auto process = bench::PlatformProcess::start(pattern, options.quick, false, &problem);
      if (process)
        processes.push_back(std::move(process));
      else
        selection.problems.push_back(problem);
    }
  }
  for (const std::string& problem : selection.problems)
    std::fprintf(stderr, "weft_bench: warning: %s\n", problem.c_str());
  const std::vector<bench::Target>& targets = selection.targets;
  if (targets.empty() && processes.empty()) {
    std::fprintf(stderr, "weft_bench: none of the requested platforms is available\n");
    return 2;
  }

  if (options.vectorization) {
    if (targets[0].label != "Weft") {
      std::fprintf(stderr, "weft_bench: --vectorization needs Weft as the first platform\n");
      return 2;
    }
    setenv("WEFT_BUILD_REPORT", "1", 1);
    // The full builds' reports, the code the benchmarks measure: a quick first build's kernels
    // step one vector at a time until their launches have run a while.
    setenv("WEFT_QUICK_BUILD", "0", 1);
    std::vector<bench::Benchmark> benchmarks = bench::makeBenchmarks(bench::sizesFor(true));
    if (!options.only.empty())
      benchmarks.erase(
          std::remove_if(benchmarks.begin(), benchmarks.end(),
                         [&](const bench::Benchmark& b) { return !selected(options.only, b.key); }),
          benchmarks.end());
    return reportVectorization(targets[0], benchmarks, options.expect);
  }

  bench::RecordedRatios recorded;
  if (!options.check.empty()) {
    try {
      recorded = bench::readRecordedRatios(options.check);
    } catch (const bench::Failure& failure) {
      std::fprintf(stderr, "weft_bench: %s\n", failure.what());
      return 2;
    }
  }
  std::vector<bench::Regression> regressions;

  const bench::Sizes sizes = bench::sizesFor(options.quick);
  std::vector<bench::Benchmark> benchmarks = bench::makeBenchmarks(sizes);
  for (bench::Benchmark& benchmark : benchmarks)
    if (options.repetitions > 0)
      benchmark.repetitions = options.repetitions;
  if (!options.only.empty()) {
    benchmarks.erase(
        std::remove_if(benchmarks.begin(), benchmarks.end(),
                       [&](const bench::Benchmark& b) { return !selected(options.only, b.key); }),
        benchmarks.end());
    if (benchmarks.empty()) {
      std::fprintf(stderr, "weft_bench: --only names no benchmark\n%s", kUsage);
      return 2;
    }
  }

  std::vector<Column> columns;
  const char* bullet = options.markdown ? "- " : "";
  for (const bench::Target& target : targets) {
    // This process's CPU time but this thread's (its runtimes' threads, the native kernels'),
    // with the first of the columns it holds.
    std::function<uint64_t()> cpu = nullptr;
    if (columns.empty())
      cpu = [] {
        timespec process{}, thread{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &process);
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &thread);
        return uint64_t((process.tv_sec - thread.tv_sec) * 1'000'000'000LL +
                        (process.tv_nsec - thread.tv_nsec));
      };
    columns.push_back(
        {target.label, [&target](const bench::Benchmark& b) { return b.prepare(target); }, cpu});
    std::printf("%s%s: platform \"%s\", device \"%s\"\n", bullet, target.label.c_str(),
                target.platformName.c_str(), target.deviceName.c_str());
  }
  for (const auto& process : processes) {
    bench::PlatformProcess* platform = process.get();
    columns.push_back({platform->label(),
                       [platform](const bench::Benchmark& b) { return platform->prepare(b.key); },
                       [platform] { return platform->cpuNanoseconds(); }});
    std::printf("%s%s: platform \"%s\", device \"%s\", in a process of its own\n", bullet,
                platform->label().c_str(), platform->platformName().c_str(),
                platform->deviceName().c_str());
  }
  const std::string firstLabel = columns.empty() ? "" : columns.front().label;
  if (options.oneAtATime) {
    if (firstLabel != "Weft") {
      std::fprintf(stderr, "weft_bench: --one-at-a-time needs Weft as the first platform\n");
      return 2;
    }
    if (inProcess) {
      // Weft's column and its 1-wide column share the process, whose WEFT_SPMD the latter sets
      // around its prepare: no full compile of a quick build may run then, reading it.
      setenv("WEFT_QUICK_BUILD", "0", 1);
      // WEFT_SPMD is read at each build, and every benchmark builds its kernels in prepare, but
      // the build rows build in their timed runs: those stay out of this column.
      columns.push_back({"Weft 1-wide", [&targets](const bench::Benchmark& b) {
                           if (b.key == "build" || b.key == "first-result" || b.key == "rebuild")
                             return std::unique_ptr<bench::Run>();
                           setenv("WEFT_SPMD", "0", 1);
                           std::unique_ptr<bench::Run> run;
                           try {
                             run = b.prepare(targets[0]);
                           } catch (...) {
                             unsetenv("WEFT_SPMD");
                             throw;
                           }
                           unsetenv("WEFT_SPMD");
                           return run;
                         }});
    } else {
      std::string problem;
      auto process = bench::PlatformProcess::start("Weft", options.quick, true, &problem);
      if (!process) {
        std::fprintf(stderr, "weft_bench: %s\n", problem.c_str());
        return 2;
      }
      bench::PlatformProcess* platform = process.get();
      processes.push_back(std::move(process));
      columns.push_back({"Weft 1-wide",
                         [platform](const bench::Benchmark& b) { return platform->prepare(b.key); },
                         [platform] { return platform->cpuNanoseconds(); }});
    }
    std::printf("%sWeft 1-wide: Weft with WEFT_SPMD=0 (work-items one at a time)\n", bullet);
  }
  if (options.native) {
    columns.push_back({"native", [](const bench::Benchmark& b) {
                         return b.prepareNative ? b.prepareNative() : std::unique_ptr<bench::Run>();
                       }});
    std::printf("%snative: %s\n", bullet, bench::native::description().c_str());
  }
  // Another column's turn in the pause would run beside the spinning workers it leaves running.
  if (options.pause.count() && columns.size() > 1) {
    std::fprintf(stderr, "weft_bench: --pause-ms measures one column: name one platform in "
                         "--platforms and add --no-native\n");
    return 2;
  }
  std::vector<std::string> labels;
  for (const Column& column : columns)
    labels.push_back(column.label);
  if (columns.size() > 1)
    std::printf("%sThe ratios say how many times better %s is: throughput %s/other, time "
                "other/%s.\n",
                bullet, labels[0].c_str(), labels[0].c_str(), labels[0].c_str());
  std::printf("%sEach figure is the median of the repetitions%s; the columns take turns.\n\n",
              bullet, options.quick ? " (--quick sizes)" : "");

  std::vector<std::string> titles;
  for (const bench::Benchmark& benchmark : benchmarks)
    titles.push_back(benchmark.title);
  TablePrinter printer(options.markdown, labels, titles);
  printer.header();
  std::vector<std::string> notes;
  bool failed = false;
  for (bench::Benchmark& benchmark : benchmarks) {
    const std::vector<Cell> cells = runBenchmark(benchmark, columns, options.pause);
    // The preparers hold the benchmark's host inputs and references (hundreds of MiB at full
    // sizes); let them go unless another row shares them.
    benchmark.prepare = nullptr;
    benchmark.prepareNative = nullptr;
    std::vector<std::string> row{benchmark.title, benchmark.unit};
    std::vector<double> figures(columns.size(), 0.0);
    for (size_t c = 0; c < columns.size(); ++c) {
      if (cells[c].absent) {
        row.push_back("-");
        continue;
      }
      if (!cells[c].failure.empty() || cells[c].samples.empty()) {
        // A feature the platform says it lacks is reported, but is not a failure of the run.
        failed = failed || !cells[c].unsupported;
        notes.push_back(columns[c].label + ", " + benchmark.key + ": " + oneLine(cells[c].failure));
        row.push_back((cells[c].unsupported ? "unsupported [" : "FAILED [") +
                      std::to_string(notes.size()) + "]");
        continue;
      }
      figures[c] = median(cells[c].samples);
      row.push_back(formatFigure(figures[c]));
    }
    std::map<std::string, double> ratios;
    for (size_t c = 1; c < columns.size(); ++c) {
      if (figures[0] <= 0 || figures[c] <= 0) {
        row.push_back("-");
        continue;
      }
      const double ratio =
          benchmark.higherIsBetter ? figures[0] / figures[c] : figures[c] / figures[0];
      row.push_back(formatFigure(ratio) + "x");
      ratios[labels[0] + "/" + labels[c]] = ratio;
    }
    printer.row(row);
    bench::checkRow(recorded, benchmark.title, ratios, regressions);
  }

  if (!notes.empty()) {
    std::printf("\n");
    for (size_t i = 0; i < notes.size(); ++i)
      std::printf("%s[%zu] %s\n", bullet, i + 1, notes[i].c_str());
  }
  if (!options.check.empty()) {
    std::printf("\n%scheck against %s: ", bullet, options.check.c_str());
    if (regressions.empty())
      std::printf("no ratio lost more than %.0f%% of its recorded value\n",
                  bench::kAllowedLoss * 100);
    else
      std::printf("%zu ratio(s) lost more than %.0f%% of their recorded values%s\n",
                  regressions.size(), bench::kAllowedLoss * 100,
                  options.quick ? " (--quick sizes: the record has full sizes)" : "");
    for (const bench::Regression& r : regressions)
      std::printf("%sREGRESSION %s: %s %sx, recorded %sx (%.0f%% lower)\n", bullet, r.title.c_str(),
                  r.ratio.c_str(), formatFigure(r.measured).c_str(),
                  formatFigure(r.recorded).c_str(), (1 - r.measured / r.recorded) * 100);
  }
  if (failed)
    return 1;
  return regressions.empty() ? 0 : 3;
}
