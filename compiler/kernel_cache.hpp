// The kernel cache (DESIGN.md §7.4): what a build produced (the kernels' descriptions and each
// part's optimized code), and each part's native code once generated as an entry of its own, kept
// in memory and on disk under keys that hash everything that affects the code, so that building
// the same program again, in this process or another, compiles nothing.
//
// Disk entries live in $WEFT_CACHE_DIR, else $XDG_CACHE_HOME/weft, else ~/.cache/weft; WEFT_CACHE=0
// turns the cache off, and so does WEFT_DUMP_IR (a cached build has no IR to show). Each entry is
// written to a temporary file and renamed into place, so many processes (MPI ranks) can share a
// directory; an entry that does not check out (truncated, corrupt, another format) is ignored and
// rebuilt. The directory is kept within WEFT_CACHE_SIZE (default 1 GiB): a hit refreshes its
// entry's modification time, and the entries used least recently go first.
#pragma once

#include "compiler/compiler.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace weft::compiler {

/// What a successful build leaves behind: enough to recreate its LinkResult without compiling.
struct CachedProgram {
  std::vector<KernelInfo> kernels;
  std::string log;
  std::string bitcode; ///< the program binary's payload
  std::string object;  ///< the work-group functions' code (packParts), or one part's object
};

/// A hex SHA-256 of `parts`, Weft's and LLVM's versions, a hash of the compiler's own sources, and
/// the host CPU and its features.
std::string cacheKey(std::string_view kind, const std::vector<std::string_view>& parts);

/// The entry format, exposed for tests: serialize, and parse back (false when it does not check
/// out; `verify` false skips the payload's hash, for bytes this process made or checked).
std::string serializeCachedProgram(std::string_view key, const CachedProgram& program);
bool parseCachedProgram(std::string_view bytes, std::string_view key, CachedProgram& program,
                        bool verify = true);

/// Looks `key` up in memory, then on disk; a miss runs `produce`, which fills `object` with the
/// native code of a successful result, and stores that result. A hit whose code cannot be loaded
/// counts as a miss. Thread-safe.
LinkResult cachedLink(const std::string& key,
                      const std::function<LinkResult(std::string& object)>& produce);

/// The object code generated earlier (in this process or another) for a part's optimized
/// bitcode, under `key` (cacheKey("object", {bitcode})), which storeObject kept; not counted in
/// cacheStatistics. Thread-safe.
std::optional<std::string> cachedObject(const std::string& key);
void storeObject(const std::string& key, const std::string& object);

/// The directory disk entries go to; empty when the disk cache is off. Read from the environment
/// once per process.
std::string cacheDirectory();

/// The most the disk entries may hold, in bytes: WEFT_CACHE_SIZE (a number of bytes, or with the
/// suffix K, M or G), else kDefaultCacheSize.
constexpr uint64_t kDefaultCacheSize = uint64_t(1) << 30;
uint64_t cacheSizeLimit();

/// What trimCacheDirectory found and left.
struct CacheTrim {
  uint64_t bytesBefore = 0; ///< entries and temporary files
  uint64_t bytesAfter = 0;
  size_t removed = 0; ///< files
};

/// When the entries of `directory` hold more than `limit` bytes, removes the least recently used
/// (oldest modification time first) until they hold at most nine tenths of it; temporary files
/// older than an hour (a writer that died) go too. Nothing else in the directory is touched. Safe
/// while other processes read, write and trim it: an entry removed under a reader is a miss.
CacheTrim trimCacheDirectory(const std::string& directory, uint64_t limit);

/// How builds were served since the process started.
struct CacheStatistics {
  uint64_t memoryHits = 0;
  uint64_t diskHits = 0;
  uint64_t misses = 0;
};
CacheStatistics cacheStatistics();

/// Forgets the entries kept in memory (the disk keeps its own), as a new process would start.
void dropMemoryCache();

} // namespace weft::compiler
