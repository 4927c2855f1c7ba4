// The kernel cache: an in-memory map of recent entries in front of a directory of files.
//
// Entry layout (little endian): magic[8] | u32 format | key (64 hex) | u64 payloadSize | payload |
// SHA-256 of payload[32]. The payload holds the kernels' descriptions, the build log, the
// bitcode and the code (packParts: a part per piece of the build, optimized bitcode whose object
// code, once generated, is an entry of its own, keyed on that bitcode).
#include "compiler/kernel_cache.hpp"
#include "compiler/build_thread.hpp"

#include "common/fork_safety.hpp"
#include "common/settings.hpp"
#include "compiler/byte_stream.hpp"
#include "compiler/language_features.hpp"
#include "compiler/pipeline.hpp"
#include "compiler/source_hash.hpp"
#include "compiler/stages.hpp"

#include <llvm/ADT/ArrayRef.h>
#include <llvm/ADT/StringExtras.h>
#include <llvm/Support/SHA256.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <list>
#include <mutex>
#include <random>
#include <sstream>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <unordered_map>

namespace weft::compiler {
namespace {

constexpr char kMagic[8] = {'W', 'E', 'F', 'T', 'K', 'C', 'A', '\0'};
/// 10: wholeVectors; 9: quickCode; 8: countBinsBytes; 7: readsArgumentBits; 6:
/// workGroupStateBytes; 5: the code is a list of parts
constexpr uint32_t kFormat = 10;
/// Recent entries kept in memory, in bytes: a few programs' worth, not a second disk cache. A hit
/// here saves reading a file the page cache most likely holds (microseconds, against the
/// milliseconds of loading the code), so the budget is small: at 64 MB a soak run's resident
/// memory grew by 120 MB as the entries, freed and allocated on 16 threads' malloc arenas,
/// fragmented them (issue 16).
constexpr size_t kMemoryBudget = size_t(16) << 20;
/// A file in the cache directory whose modification time says when it was last trimmed; not an
/// entry (no .wkc).
constexpr char kTrimMarker[] = "trimmed";
/// A process trims the directory when its last trim is this old, or when the process itself has
/// written an eighth of the limit since its own last trim: a directory of 30,000 entries takes
/// tens of milliseconds to list, too much for every build of short programs.
constexpr time_t kTrimIntervalSeconds = 3600;
/// A temporary file this old was left by a writer that died.
constexpr time_t kStaleTemporarySeconds = 3600;

std::array<uint8_t, 32> sha256(std::string_view bytes) {
  llvm::SHA256 hash;
  hash.update(llvm::StringRef(bytes.data(), bytes.size()));
  return hash.final();
}

void putKernel(ByteWriter& out, const KernelInfo& kernel) {
  out.putString(kernel.name);
  out.put(static_cast<uint64_t>(kernel.args.size()));
  for (const KernelArg& arg : kernel.args) {
    out.put(static_cast<uint8_t>(arg.kind));
    out.put(arg.size);
    out.put(arg.offset);
    out.put(static_cast<uint8_t>(arg.addressQualifier));
    out.put(static_cast<uint8_t>(arg.accessQualifier));
    out.put(arg.typeQualifiers);
    out.putString(arg.typeName);
    out.putString(arg.name);
  }
  out.put(kernel.argBlockSize);
  out.put(kernel.argBlockAlign);
  out.put(kernel.staticLocalMemSize);
  out.put(kernel.privateMemSize);
  for (uint64_t size : kernel.reqdWorkGroupSize)
    out.put(size);
  for (uint64_t size : kernel.workGroupSizeHint)
    out.put(size);
  out.putString(kernel.vecTypeHint);
  out.putString(kernel.attributes);
  out.put(static_cast<uint8_t>(kernel.hasArgInfo));
  out.putString(kernel.vectorization);
  out.put(kernel.workItemStateBytes);
  out.put(kernel.workGroupStateBytes);
  out.put(static_cast<uint8_t>(kernel.usesPrintf));
  out.put(static_cast<uint8_t>(kernel.uniformWorkGroups));
  out.put(static_cast<uint8_t>(kernel.readsArgumentBits));
  out.put(kernel.countBinsBytes);
  out.put(static_cast<uint8_t>(kernel.quickCode));
  out.put(kernel.wholeVectors);
}

KernelInfo getKernel(ByteReader& in) {
  KernelInfo kernel;
  kernel.name = in.getString();
  const uint64_t count = in.get<uint64_t>();
  for (uint64_t i = 0; i < count && !in.failed(); ++i) {
    KernelArg arg;
    arg.kind = static_cast<ArgKind>(in.get<uint8_t>());
    arg.size = in.get<uint32_t>();
    arg.offset = in.get<uint32_t>();
    arg.addressQualifier = static_cast<AddressQualifier>(in.get<uint8_t>());
    arg.accessQualifier = static_cast<AccessQualifier>(in.get<uint8_t>());
    arg.typeQualifiers = in.get<uint8_t>();
    arg.typeName = in.getString();
    arg.name = in.getString();
    kernel.args.push_back(std::move(arg));
  }
  kernel.argBlockSize = in.get<uint32_t>();
  kernel.argBlockAlign = in.get<uint32_t>();
  kernel.staticLocalMemSize = in.get<uint64_t>();
  kernel.privateMemSize = in.get<uint64_t>();
  for (uint64_t& size : kernel.reqdWorkGroupSize)
    size = in.get<uint64_t>();
  for (uint64_t& size : kernel.workGroupSizeHint)
    size = in.get<uint64_t>();
  kernel.vecTypeHint = in.getString();
  kernel.attributes = in.getString();
  kernel.hasArgInfo = in.get<uint8_t>() != 0;
  kernel.vectorization = in.getString();
  kernel.workItemStateBytes = in.get<uint64_t>();
  kernel.workGroupStateBytes = in.get<uint64_t>();
  kernel.usesPrintf = in.get<uint8_t>() != 0;
  kernel.uniformWorkGroups = in.get<uint8_t>() != 0;
  kernel.readsArgumentBits = in.get<uint8_t>() != 0;
  kernel.countBinsBytes = in.get<uint32_t>();
  kernel.quickCode = in.get<uint8_t>() != 0;
  kernel.wholeVectors = in.get<uint32_t>();
  return kernel;
}

/// Off with WEFT_CACHE=0, while WEFT_DUMP_IR asks to see the IR of every build, and while
/// WEFT_SPMD=0 builds code the cache's key does not tell apart. Read at each build, so a process
/// may turn any of them on and off.
bool cacheEnabled() {
  const char* value = weft::setting(weft::Setting::Cache);
  if (value && (std::string(value) == "0" || std::string(value) == "off"))
    return false;
  if (!spmdEnabled())
    return false;
  const char* dump = weft::setting(weft::Setting::DumpIr);
  return !(dump && *dump);
}

/// Makes `path` and its parents, as `mkdir -p` does.
bool makeDirectories(const std::string& path) {
  for (size_t slash = path.find('/', 1);; slash = path.find('/', slash + 1)) {
    const std::string prefix = path.substr(0, slash);
    if (mkdir(prefix.c_str(), 0755) != 0 && errno != EEXIST)
      return false;
    if (slash == std::string::npos)
      return true;
  }
}

/// Recent entries by key, oldest first, within kMemoryBudget.
class MemoryCache {
public:
  /// A child made by fork finds the cache whole (a lookup or an insert under way in another
  /// thread of the parent ends before the fork).
  MemoryCache() { holdAcrossFork(m_mutex); }

  std::optional<std::string> find(const std::string& key) {
    std::lock_guard<std::mutex> lock(m_mutex);
    auto it = m_index.find(key);
    if (it == m_index.end())
      return std::nullopt;
    m_entries.splice(m_entries.end(), m_entries, it->second); // now the most recent
    return it->second->second;
  }

  void clear() {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_entries.clear();
    m_index.clear();
    m_bytes = 0;
  }

  void insert(const std::string& key, std::string entry) {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_index.count(key) || entry.size() > kMemoryBudget / 4)
      return;
    entry.shrink_to_fit(); // the budget counts what the entry really holds
    m_bytes += entry.capacity() + key.capacity();
    m_entries.emplace_back(key, std::move(entry));
    m_index[key] = std::prev(m_entries.end());
    while (m_bytes > kMemoryBudget) {
      m_bytes -= m_entries.front().second.capacity() + m_entries.front().first.capacity();
      m_index.erase(m_entries.front().first);
      m_entries.pop_front();
    }
  }

private:
  std::mutex m_mutex;
  std::list<std::pair<std::string, std::string>> m_entries;
  std::unordered_map<std::string, std::list<std::pair<std::string, std::string>>::iterator> m_index;
  size_t m_bytes = 0;
};

std::atomic<uint64_t> gMemoryHits{0}, gDiskHits{0}, gMisses{0};
/// Bytes this process wrote to the directory since it last trimmed it.
std::atomic<uint64_t> gWrittenSinceTrim{0};

MemoryCache& memoryCache() {
  static MemoryCache* cache = new MemoryCache(); // outlives every static destructor that builds
  return *cache;
}

std::optional<std::string> readFile(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file)
    return std::nullopt;
  std::ostringstream bytes;
  bytes << file.rdbuf();
  return bytes.str();
}

/// Writes a temporary file next to `path` and renames it into place: readers see the old entry,
/// no entry, or the whole new one, never a part.
void writeFileAtomically(const std::string& path, const std::string& bytes) {
  static std::mutex randomMutex;
  static const bool randomHeldAcrossFork = holdAcrossFork(randomMutex); // a child writes too
  (void)randomHeldAcrossFork;
  static std::mt19937_64 random{std::random_device{}()};
  uint64_t nonce;
  {
    std::lock_guard<std::mutex> lock(randomMutex);
    nonce = random();
  }
  const std::string temporary =
      path + ".tmp." + std::to_string(getpid()) + "." + llvm::utohexstr(nonce);
  {
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    if (!file)
      return;
    file.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!file.flush()) {
      file.close();
      std::remove(temporary.c_str());
      return;
    }
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0)
    std::remove(temporary.c_str());
}

/// The entry of `key`; `count` says whether a hit counts in cacheStatistics (a program's, not
/// the object of one of its parts).
std::optional<CachedProgram> lookup(const std::string& key, bool count = true) {
  std::optional<std::string> bytes = memoryCache().find(key);
  const bool inMemory = bytes.has_value();
  const std::string directory = cacheDirectory();
  const std::string path = directory.empty() ? "" : directory + "/" + key + ".wkc";
  if (!bytes && !path.empty())
    bytes = readFile(path);
  if (!bytes)
    return std::nullopt;
  CachedProgram program;
  // What the memory holds was made here or checked when read from the disk.
  if (!parseCachedProgram(*bytes, key, program, !inMemory)) {
    // Corrupt or of another format: it is rebuilt and overwritten.
    if (!path.empty())
      std::remove(path.c_str());
    return std::nullopt;
  }
  if (count)
    (inMemory ? gMemoryHits : gDiskHits).fetch_add(1);
  if (!inMemory) {
    // Used now: the trim keeps what is used and removes what is not (a read-only directory
    // just keeps the old time).
    if (!path.empty())
      utimensat(AT_FDCWD, path.c_str(), nullptr, 0);
    memoryCache().insert(key, std::move(*bytes));
  }
  return program;
}

/// After this process wrote `written` bytes to `directory`: trims it when that is due (see
/// kTrimIntervalSeconds).
void trimWhenDue(const std::string& directory, uint64_t limit, size_t written) {
  const uint64_t sinceTrim = gWrittenSinceTrim.fetch_add(written) + written;
  const std::string marker = directory + "/" + kTrimMarker;
  struct stat status {};
  const bool due = stat(marker.c_str(), &status) != 0 ||
                   time(nullptr) - status.st_mtime >= kTrimIntervalSeconds || sinceTrim > limit / 8;
  if (!due)
    return;
  static std::mutex trimming; // one trim at a time in this process
  std::unique_lock<std::mutex> lock(trimming, std::try_to_lock);
  if (!lock.owns_lock())
    return;
  // Other processes that look now see a fresh marker and leave the trim to this one.
  if (const int fd = open(marker.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644); fd >= 0) {
    futimens(fd, nullptr);
    close(fd);
  }
  gWrittenSinceTrim.store(0);
  try {
    trimCacheDirectory(directory, limit);
  } catch (const std::bad_alloc&) {
    // The next store tries again.
  }
}

void store(const std::string& key, const CachedProgram& program) {
  std::string bytes = serializeCachedProgram(key, program);
  const std::string directory = cacheDirectory();
  const uint64_t limit = cacheSizeLimit();
  if (!directory.empty() && limit > 0) {
    writeFileAtomically(directory + "/" + key + ".wkc", bytes);
    trimWhenDue(directory, limit, bytes.size());
  }
  memoryCache().insert(key, std::move(bytes));
}

bool endsWith(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

} // namespace

std::string cacheKey(std::string_view kind, const std::vector<std::string_view>& parts) {
  const TargetInfo& host = hostTarget();
  std::string material;
  ByteWriter writer(material);
  writer.putString(compilerVersion());
  writer.putString(WEFT_COMPILER_SOURCE_HASH);
  writer.putString(host.cpuName);
  writer.putString(host.features);
  // The extensions and features kernels see (WEFT_IMAGES changes them).
  writer.putString(clangExtensionArgument());
  writer.putString(kind);
  for (std::string_view part : parts)
    writer.putString(part);
  return llvm::toHex(sha256(material), /*LowerCase=*/true);
}

std::string serializeCachedProgram(std::string_view key, const CachedProgram& program) {
  std::string payload;
  ByteWriter body(payload);
  body.put(static_cast<uint64_t>(program.kernels.size()));
  for (const KernelInfo& kernel : program.kernels)
    putKernel(body, kernel);
  body.putString(program.log);
  body.putString(program.bitcode);
  body.putString(program.object);

  std::string entry(kMagic, sizeof(kMagic));
  ByteWriter out(entry);
  out.put(kFormat);
  out.putRaw(key);
  out.putString(payload);
  const auto digest = sha256(payload);
  out.putRaw(std::string_view(reinterpret_cast<const char*>(digest.data()), digest.size()));
  return entry;
}

bool parseCachedProgram(std::string_view bytes, std::string_view key, CachedProgram& program,
                        bool verify) {
  if (bytes.size() < sizeof(kMagic) ||
      bytes.substr(0, sizeof(kMagic)) != std::string_view(kMagic, sizeof(kMagic)))
    return false;
  ByteReader in(bytes.substr(sizeof(kMagic)));
  if (in.get<uint32_t>() != kFormat || in.getRaw(key.size()) != key)
    return false;
  const std::string payload = in.getString();
  const std::string_view digest = in.getRaw(32);
  if (!in.finished())
    return false;
  if (verify) {
    const auto expected = sha256(payload);
    if (digest != std::string_view(reinterpret_cast<const char*>(expected.data()), expected.size()))
      return false;
  }

  ByteReader body(payload);
  CachedProgram parsed;
  const uint64_t kernels = body.get<uint64_t>();
  for (uint64_t i = 0; i < kernels && !body.failed(); ++i)
    parsed.kernels.push_back(getKernel(body));
  parsed.log = body.getString();
  parsed.bitcode = body.getString();
  parsed.object = body.getString();
  if (!body.finished())
    return false;
  program = std::move(parsed);
  return true;
}

std::optional<std::string> cachedObject(const std::string& key) {
  if (!cacheEnabled() || key.empty())
    return std::nullopt;
  std::optional<CachedProgram> hit;
  {
    NoJumpScope noJump; // the memory cache's lock
    hit = lookup(key, false);
  }
  if (!hit || hit->object.empty())
    return std::nullopt;
  return std::move(hit->object);
}

void storeObject(const std::string& key, const std::string& object) {
  if (!cacheEnabled() || key.empty())
    return;
  CachedProgram entry;
  entry.object = object;
  NoJumpScope noJump; // the memory cache's lock
  store(key, entry);
}

uint64_t cacheSizeLimit() {
  const char* value = weft::setting(weft::Setting::CacheSize);
  if (!value)
    return kDefaultCacheSize;
  char* end = nullptr;
  errno = 0;
  const unsigned long long number = std::strtoull(value, &end, 10);
  if (end == value || errno == ERANGE || *value == '-')
    return kDefaultCacheSize;
  unsigned shift = 0;
  switch (std::toupper(static_cast<unsigned char>(*end))) {
  case '\0':
    break;
  case 'K':
    shift = 10;
    break;
  case 'M':
    shift = 20;
    break;
  case 'G':
    shift = 30;
    break;
  default:
    return kDefaultCacheSize;
  }
  if (*end != '\0' && end[1] != '\0')
    return kDefaultCacheSize;
  if (number > (UINT64_MAX >> shift))
    return UINT64_MAX;
  return uint64_t(number) << shift;
}

CacheTrim trimCacheDirectory(const std::string& directory, uint64_t limit) {
  CacheTrim trim;
  DIR* dir = opendir(directory.c_str());
  if (!dir)
    return trim;
  struct Entry {
    timespec used;
    uint64_t bytes;
    std::string name;
  };
  std::vector<Entry> entries;
  const int fd = dirfd(dir);
  const time_t now = time(nullptr);
  while (const dirent* file = readdir(dir)) {
    const std::string_view name = file->d_name;
    const bool entry = endsWith(name, ".wkc");
    if (!entry && name.find(".wkc.tmp.") == std::string_view::npos)
      continue;
    struct stat status {};
    if (fstatat(fd, file->d_name, &status, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(status.st_mode))
      continue;
    const uint64_t bytes = static_cast<uint64_t>(status.st_size);
    trim.bytesBefore += bytes;
    if (entry)
      entries.push_back({status.st_mtim, bytes, std::string(name)});
    else if (now - status.st_mtime >= kStaleTemporarySeconds && unlinkat(fd, file->d_name, 0) == 0)
      ++trim.removed;
    else
      trim.bytesAfter += bytes; // being written now
  }
  for (const Entry& entry : entries)
    trim.bytesAfter += entry.bytes;
  if (trim.bytesAfter > limit) {
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
      return a.used.tv_sec != b.used.tv_sec ? a.used.tv_sec < b.used.tv_sec
                                            : a.used.tv_nsec < b.used.tv_nsec;
    });
    const uint64_t target = limit / 10 * 9;
    for (const Entry& entry : entries) {
      if (trim.bytesAfter <= target)
        break;
      // Gone already when another process trimmed it first.
      if (unlinkat(fd, entry.name.c_str(), 0) == 0 || errno == ENOENT) {
        trim.bytesAfter -= entry.bytes;
        ++trim.removed;
      }
    }
  }
  closedir(dir);
  return trim;
}

CacheStatistics cacheStatistics() {
  CacheStatistics statistics;
  statistics.memoryHits = gMemoryHits.load();
  statistics.diskHits = gDiskHits.load();
  statistics.misses = gMisses.load();
  return statistics;
}

void dropMemoryCache() { memoryCache().clear(); }

std::string cacheDirectory() {
  static const std::string directory = []() -> std::string {
    std::string path;
    if (const char* explicitDir = weft::setting(weft::Setting::CacheDir);
        explicitDir && *explicitDir)
      path = explicitDir;
    else if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
      path = std::string(xdg) + "/weft";
    else if (const char* home = std::getenv("HOME"); home && *home)
      path = std::string(home) + "/.cache/weft";
    if (path.empty() || !makeDirectories(path) || access(path.c_str(), W_OK) != 0)
      return {};
    return path;
  }();
  return directory;
}

LinkResult cachedLink(const std::string& key,
                      const std::function<LinkResult(std::string& object)>& produce) {
  if (cacheEnabled()) {
    std::optional<CachedProgram> hit;
    {
      NoJumpScope noJump; // the memory cache's lock
      hit = lookup(key);
    }
    if (hit) {
      std::string log;
      std::unique_ptr<Executable> executable =
          loadExecutable(hit->object, std::move(hit->kernels), log);
      if (executable) {
        LinkResult result;
        result.log = std::move(hit->log);
        result.bitcode = std::move(hit->bitcode);
        result.executable = std::move(executable);
        return result;
      }
    }
  }
  gMisses.fetch_add(1);
  std::string object;
  LinkResult result = produce(object);
  if (cacheEnabled() && result.status == Status::Ok && result.executable && !object.empty() &&
      !result.readFiles) {
    NoJumpScope noJump; // the memory cache's lock
    store(key, CachedProgram{result.executable->kernels(), result.log, result.bitcode, object});
  }
  return result;
}

} // namespace weft::compiler
