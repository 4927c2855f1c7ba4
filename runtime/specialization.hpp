// Kernels compiled again for the image formats they are launched with, and for groups one
// work-item wide in x (DESIGN.md §7.3: a launch never waits for a compile). A kernel built for
// any image decides each read and write by the image's format and channel order, read from its
// descriptor; a kernel's work-items run side by side in lanes along x, one at a time in groups
// of 1 x n. Once a kernel has run enough work-items with one set of formats or such groups, it
// is compiled again in the background, with those formats as constants and the groups' wide
// dimension in the lanes, and later launches like them run that code.
//
// A program is built quickly first (compiler::KernelInfo::quickCode): its kernels step one vector
// of work-items at a time, which leaves out most of the code to generate. A kernel whose launches
// have run kFullAfterNanoseconds is compiled again in full the same way, in the background, and
// its later launches run that code. (A kernel whose code is ready runs it from the launch after;
// a compile under way when the process forks is lost to the child, which keeps the quick code.)
// The quick code runs whole vectors of work-items in x only (KernelInfo::wholeVectors): the one
// launch that waits for a compile is one of groups of another width before the full code is
// there, which runs the quick code with its scalar loop, compiled then.
#pragma once

#include "compiler/compiler.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace weft {

/// A kernel's code for one set of image formats.
struct SpecializedCode {
  std::shared_ptr<const compiler::Executable> executable; ///< keeps the code alive
  WorkGroupFn function = nullptr;
  /// The code's own description: whether it reads the launch's argument bits, its counters'
  /// bins (the launch sets them up for the code it runs).
  const compiler::KernelInfo* info = nullptr;
};

/// What a specialization is compiled from: the program's linked bitcode and its options.
struct SpecializationSource {
  std::string bitcode;
  std::string options;
  bool linkOptions = false; ///< `options` are clLinkProgram's
};

/// One program's specialized kernels, by kernel, formats and lanes' dimension.
class KernelSpecializations {
public:
  /// The code of `kernel` (described by `info`) for `formats` and `lanesDimension` (0: x, the
  /// lanes of the kernel's own code), once compiled; null until then, and for good when the
  /// compile failed (or the code would need more than `privateLimit` bytes of private memory,
  /// the device's: a quick build's kernel needs less than its full code) or WEFT_SPECIALIZE=0.
  /// Counts `workItems` launched with them and starts the
  /// compile once they are kSpecializeAfterWorkItems, reading `source` then; with
  /// WEFT_SPECIALIZE=sync, compiles at the first launch and waits for it. Sets `settled` (when
  /// given) to whether the answer is final: the code compiled, the compile failed, or there is
  /// none to make; a caller may keep a final answer and ask no more.
  std::shared_ptr<const SpecializedCode>
  find(const compiler::KernelInfo& info, const std::vector<compiler::ImageArgumentFormat>& formats,
       unsigned lanesDimension, uint64_t workItems, uint64_t privateLimit,
       const std::function<SpecializationSource()>& source, bool* settled = nullptr);

  struct Entry;
  /// For a kernel of a quick first build (KernelInfo::quickCode): its full code, once compiled;
  /// null until then, and for good when the compile failed (or the code would need more than
  /// `privateLimit` bytes of private memory, the device's). Until then `runs` is set to what the
  /// launch reports its run time to (ran()); with WEFT_SPECIALIZE=sync the first launch compiles
  /// it and waits. `settled` as find()'s.
  std::shared_ptr<const SpecializedCode> full(const compiler::KernelInfo& info,
                                              uint64_t privateLimit,
                                              const std::function<SpecializationSource()>& source,
                                              std::shared_ptr<Entry>& runs,
                                              bool* settled = nullptr);
  /// A launch of the quick code `runs` counts ran `nanoseconds`: once they add up to
  /// kFullAfterNanoseconds, the full code's compile starts in the background (not while
  /// WEFT_SPECIALIZE=0: then the next launch past the mark tries again).
  static void ran(const std::shared_ptr<Entry>& runs, uint64_t nanoseconds);
  /// Whether the full code `runs` counts for is settled (compiled, or failed): then full() gives
  /// it. Without a lock, for the launches that count.
  static bool settled(const Entry& runs);
  /// For a kernel whose quick code runs whole vectors only (KernelInfo::wholeVectors): that code
  /// with its scalar loop, for groups of other widths. Compiled at the first call, whatever
  /// WEFT_SPECIALIZE says (the launch cannot run without it), which waits for it; calls meanwhile
  /// compile it too. Null when the compile failed (or the code would need more than
  /// `privateLimit` bytes of private memory).
  std::shared_ptr<const SpecializedCode> tail(const compiler::KernelInfo& info,
                                              uint64_t privateLimit,
                                              const std::function<SpecializationSource()>& source);

  /// WEFT_QUICK_BUILD as read now: 0 when programs are built in full at once (WEFT_QUICK_BUILD=0,
  /// WEFT_SPECIALIZE=0, WEFT_SPMD=0), else the quick code's run time in nanoseconds before the
  /// full compile (WEFT_QUICK_BUILD's milliseconds; kFullAfterNanoseconds when unset or not a
  /// number).
  static uint64_t quickBuildNanoseconds();

  /// Forgets every kernel's code and count: the program was built again. (A compile under way
  /// finishes into an entry nobody finds.)
  void clear();

  /// Work-items a kernel runs with one set of formats before it is compiled for them: enough
  /// that the compile (a fraction of a second) pays.
  static constexpr uint64_t kSpecializeAfterWorkItems = uint64_t{1} << 20;
  /// Run time of a kernel's quick code before it is compiled in full (WEFT_QUICK_BUILD=<ms> sets
  /// another): the compile takes some 5-100 ms of a background thread, and a kernel that ran a
  /// millisecond most likely runs on.
  static constexpr uint64_t kFullAfterNanoseconds = 1'000'000;

private:
  /// The entry under `key`, made if new.
  std::shared_ptr<Entry> entry(const std::string& key);

  /// What the full codes compile from, read once for them all (under m_mutex).
  std::shared_ptr<const SpecializationSource> m_source;

  std::mutex m_mutex;
  std::map<std::string, std::shared_ptr<Entry>> m_entries; ///< by kernel and formats
};

} // namespace weft
