// The kernel cache: its entry format, and builds served from memory and from disk, with corrupt
// entries detected and rebuilt. Runs with WEFT_CACHE_DIR set to a directory of its own (CTest).
#include "compiler/compiler.hpp"
#include "compiler/kernel_cache.hpp"
#include "compiler/stages.hpp"

#include <catch2/catch.hpp>

#include <dirent.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <random>
#include <sstream>
#include <thread>

using namespace weft::compiler;

namespace {

/// Runs a kernel `void k(__global int* out)` on `count` work-items in one group.
std::vector<int> runIntKernel(const Executable& executable, const std::string& name, size_t count) {
  weft::WorkGroupFn function = executable.workGroupFunction(name);
  REQUIRE(function);
  std::vector<int> out(count, -1);
  int* pointer = out.data();
  alignas(16) char args[16] = {};
  std::memcpy(args, &pointer, sizeof(pointer));
  weft::WorkGroupContext ctx{};
  ctx.workDim = 1;
  for (int d = 0; d < 3; ++d) {
    ctx.localSize[d] = ctx.enqueuedLocalSize[d] = ctx.globalSize[d] = d == 0 ? count : 1;
    ctx.numGroups[d] = 1;
  }
  function(args, &ctx);
  return out;
}

std::vector<std::string> entryFiles() {
  std::vector<std::string> files;
  const std::string directory = cacheDirectory();
  if (DIR* dir = opendir(directory.c_str())) {
    while (dirent* entry = readdir(dir)) {
      std::string name = entry->d_name;
      if (name.size() > 4 && name.substr(name.size() - 4) == ".wkc")
        files.push_back(directory + "/" + name);
    }
    closedir(dir);
  }
  return files;
}

/// A source no earlier run of this test built, so the first build is a miss.
std::string uniqueSource(int value) {
  static const std::string salt = std::to_string(std::random_device{}());
  return "// " + salt +
         "\n__kernel void k(__global int* out) { out[get_global_id(0)] = " + std::to_string(value) +
         " + (int)get_global_id(0); }\n";
}

std::string readAll(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream bytes;
  bytes << file.rdbuf();
  return bytes.str();
}

} // namespace

TEST_CASE("cache entries round-trip and damaged ones are refused") {
  CachedProgram program;
  KernelInfo kernel;
  kernel.name = "k";
  KernelArg arg;
  arg.kind = ArgKind::LocalBuffer;
  arg.size = 8;
  arg.offset = 16;
  arg.addressQualifier = AddressQualifier::Local;
  arg.accessQualifier = AccessQualifier::ReadOnly;
  arg.typeQualifiers = kTypeConst | kTypeVolatile;
  arg.typeName = "float4*";
  arg.name = "tile";
  kernel.args = {arg};
  kernel.argBlockSize = 24;
  kernel.argBlockAlign = 32;
  kernel.staticLocalMemSize = 4096;
  kernel.privateMemSize = 12;
  kernel.reqdWorkGroupSize = {16, 2, 1};
  kernel.workGroupSizeHint = {8, 1, 1};
  kernel.vecTypeHint = "float4";
  kernel.attributes = "reqd_work_group_size(16,2,1)";
  kernel.hasArgInfo = true;
  kernel.vectorization = "vectorized 16-wide (SPMD)";
  kernel.workItemStateBytes = 48;
  kernel.workGroupStateBytes = 32;
  kernel.usesPrintf = true;
  kernel.readsArgumentBits = true;
  kernel.countBinsBytes = 1088;
  program.kernels = {kernel};
  program.log = "warning: something\n";
  program.bitcode = std::string("BC\xC0\xDE", 4) + "bits";
  program.object = std::string("\x7f"
                               "ELF\0\1",
                               6);
  const std::string key = cacheKey("test", {"a", "b"});
  const std::string bytes = serializeCachedProgram(key, program);

  CachedProgram parsed;
  REQUIRE(parseCachedProgram(bytes, key, parsed));
  REQUIRE(parsed.kernels.size() == 1);
  const KernelInfo& k = parsed.kernels[0];
  CHECK(k.name == "k");
  REQUIRE(k.args.size() == 1);
  CHECK(k.args[0].kind == ArgKind::LocalBuffer);
  CHECK(k.args[0].size == 8);
  CHECK(k.args[0].offset == 16);
  CHECK(k.args[0].addressQualifier == AddressQualifier::Local);
  CHECK(k.args[0].accessQualifier == AccessQualifier::ReadOnly);
  CHECK(k.args[0].typeQualifiers == (kTypeConst | kTypeVolatile));
  CHECK(k.args[0].typeName == "float4*");
  CHECK(k.args[0].name == "tile");
  CHECK(k.argBlockSize == 24);
  CHECK(k.argBlockAlign == 32);
  CHECK(k.staticLocalMemSize == 4096);
  CHECK(k.privateMemSize == 12);
  CHECK(k.reqdWorkGroupSize == kernel.reqdWorkGroupSize);
  CHECK(k.workGroupSizeHint == kernel.workGroupSizeHint);
  CHECK(k.vecTypeHint == "float4");
  CHECK(k.attributes == kernel.attributes);
  CHECK(k.hasArgInfo);
  CHECK(k.vectorization == kernel.vectorization);
  CHECK(k.workItemStateBytes == 48);
  CHECK(k.workGroupStateBytes == 32);
  CHECK(k.usesPrintf);
  CHECK(k.readsArgumentBits);
  CHECK(k.countBinsBytes == 1088);
  CHECK(parsed.log == program.log);
  CHECK(parsed.bitcode == program.bitcode);
  CHECK(parsed.object == program.object);

  // Another key, a truncated entry, and any flipped byte are refused.
  CHECK_FALSE(parseCachedProgram(bytes, cacheKey("test", {"a", "c"}), parsed));
  CHECK_FALSE(parseCachedProgram(bytes.substr(0, bytes.size() - 1), key, parsed));
  CHECK_FALSE(parseCachedProgram(bytes + "x", key, parsed));
  for (size_t at : {size_t(0), size_t(9), bytes.size() / 2, bytes.size() - 40, bytes.size() - 1}) {
    std::string damaged = bytes;
    damaged[at] ^= 0x20;
    INFO("byte " << at);
    CHECK_FALSE(parseCachedProgram(damaged, key, parsed));
  }
}

TEST_CASE("keys change with everything that changes the code") {
  const std::string base = cacheKey("build", {"source", "-cl-std=CL3.0"});
  CHECK(base.size() == 64);
  CHECK(base == cacheKey("build", {"source", "-cl-std=CL3.0"}));
  CHECK(base != cacheKey("build", {"source ", "-cl-std=CL3.0"}));
  CHECK(base != cacheKey("build", {"source", "-cl-std=CL1.2"}));
  CHECK(base != cacheKey("link", {"source", "-cl-std=CL3.0"}));
  // Length-prefixed parts: moving a character across a boundary is another key.
  CHECK(cacheKey("build", {"ab", "c"}) != cacheKey("build", {"a", "bc"}));
}

TEST_CASE("a second build is served from memory, then from disk in a new process") {
  REQUIRE_FALSE(cacheDirectory().empty());
  const std::string source = uniqueSource(100);
  const CacheStatistics before = cacheStatistics();
  const size_t filesBefore = entryFiles().size();

  LinkResult first = build(source, "");
  REQUIRE(first.status == Status::Ok);
  CHECK(cacheStatistics().misses == before.misses + 1);
  CHECK(entryFiles().size() == filesBefore + 1);
  CHECK(runIntKernel(*first.executable, "k", 5) == std::vector<int>{100, 101, 102, 103, 104});

  LinkResult second = build(source, "");
  REQUIRE(second.status == Status::Ok);
  CHECK(cacheStatistics().memoryHits == before.memoryHits + 1);
  CHECK(second.bitcode == first.bitcode);
  CHECK(second.log == first.log);
  CHECK(runIntKernel(*second.executable, "k", 3) == std::vector<int>{100, 101, 102});

  dropMemoryCache();
  LinkResult third = build(source, "");
  REQUIRE(third.status == Status::Ok);
  CHECK(cacheStatistics().diskHits == before.diskHits + 1);
  CHECK(runIntKernel(*third.executable, "k", 2) == std::vector<int>{100, 101});

  // Other options are another program.
  LinkResult optimizedOff = build(source, "-cl-opt-disable");
  REQUIRE(optimizedOff.status == Status::Ok);
  CHECK(cacheStatistics().misses == before.misses + 2);
}

namespace {

/// Runs this program's "[.fresh-process]" case in a new process that builds `source`, expecting
/// the build to have been served as `expected` says ("miss" or "disk"); its exit status.
int buildInFreshProcess(const std::string& source, const char* expected) {
  setenv("WEFT_TEST_FRESH_SOURCE", source.c_str(), 1);
  setenv("WEFT_TEST_FRESH_EXPECT", expected, 1);
  char self[] = "/proc/self/exe";
  char name[] = "a build in a fresh process";
  char* argv[] = {self, name, nullptr};
  pid_t child = -1;
  int status = -1;
  if (posix_spawn(&child, self, nullptr, nullptr, argv, environ) == 0)
    waitpid(child, &status, 0);
  unsetenv("WEFT_TEST_FRESH_SOURCE");
  unsetenv("WEFT_TEST_FRESH_EXPECT");
  return status;
}

} // namespace

// Run only by the case below, in a process of its own.
TEST_CASE("a build in a fresh process", "[.fresh-process]") {
  const char* source = std::getenv("WEFT_TEST_FRESH_SOURCE");
  const char* expected = std::getenv("WEFT_TEST_FRESH_EXPECT");
  REQUIRE(source);
  REQUIRE(expected);
  LinkResult result = build(source, "");
  REQUIRE(result.status == Status::Ok);
  CHECK(runIntKernel(*result.executable, "k", 2) == std::vector<int>{500, 501});
  const CacheStatistics statistics = cacheStatistics();
  if (std::string(expected) == "disk") {
    CHECK(statistics.diskHits == 1);
    CHECK(statistics.misses == 0);
  } else {
    CHECK(statistics.misses == 1);
  }
}

TEST_CASE("a fresh process is served from the disk without compiling") {
  // Before, a process whose first build was a disk hit had registered no LLVM target, so the
  // entry's code could not be loaded and the program was compiled and written again.
  const std::string source = uniqueSource(500);
  CHECK(buildInFreshProcess(source, "miss") == 0);
  CHECK(buildInFreshProcess(source, "disk") == 0);
}

TEST_CASE("a corrupt entry on disk is detected and rebuilt") {
  const std::string source = uniqueSource(200);
  const size_t filesBefore = entryFiles().size();
  REQUIRE(build(source, "").status == Status::Ok);
  std::vector<std::string> files = entryFiles();
  REQUIRE(files.size() == filesBefore + 1);
  // The newest entry is this build's: find it as the one that parses with this source's key.
  const std::string key = cacheKey("build", {source, ""});
  const std::string path = cacheDirectory() + "/" + key + ".wkc";
  std::string bytes = readAll(path);
  REQUIRE_FALSE(bytes.empty());
  bytes[bytes.size() / 2] ^= 0x55;
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;

  dropMemoryCache();
  const CacheStatistics before = cacheStatistics();
  LinkResult rebuilt = build(source, "");
  REQUIRE(rebuilt.status == Status::Ok);
  CHECK(cacheStatistics().misses == before.misses + 1);
  CHECK(runIntKernel(*rebuilt.executable, "k", 2) == std::vector<int>{200, 201});
  CachedProgram parsed;
  CHECK(parseCachedProgram(readAll(path), key, parsed));
}

TEST_CASE("failed builds and programs with #include are not cached") {
  const CacheStatistics before = cacheStatistics();
  const size_t filesBefore = entryFiles().size();
  CHECK(build("__kernel void broken( { }", "").status == Status::CompileFailed);
  CHECK(entryFiles().size() == filesBefore);
  const std::string withInclude = "#include <nothing_here.h>\n" + uniqueSource(300);
  CHECK(build(withInclude, "").status == Status::CompileFailed);
  CHECK(cacheStatistics().memoryHits == before.memoryHits);
  CHECK(entryFiles().size() == filesBefore);
}

TEST_CASE("threads building the same program at once all get working code") {
  const std::string source = uniqueSource(400);
  std::vector<std::thread> threads;
  std::vector<int> ok(4, 0);
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      LinkResult result = build(source, "");
      ok[t] = result.status == Status::Ok && result.executable &&
              result.executable->workGroupFunction("k") != nullptr;
    });
  for (auto& thread : threads)
    thread.join();
  CHECK(ok == std::vector<int>{1, 1, 1, 1});
  LinkResult after = build(source, "");
  REQUIRE(after.status == Status::Ok);
  CHECK(runIntKernel(*after.executable, "k", 2) == std::vector<int>{400, 401});
}

TEST_CASE("a program's code is generated as its kernels are first asked for, and kept") {
  // A build optimizes every kernel; each part's native code is generated when one of its kernels
  // is first asked for (or all at once, prepare), and kept in the cache keyed on the part's own
  // code, so that a program with that kernel unchanged finds it.
  setenv("WEFT_BUILD_THREADS", "2", 1);
  // A value new to every run in every kernel's code: no earlier run's part is in the cache.
  static const int salt = static_cast<int>(std::random_device{}() % 100000);
  auto source = [&](int stamp) {
    const std::string s = std::to_string(salt);
    return "__kernel void a(__global int* out) { out[get_global_id(0)] = " + s +
           " + (int)get_global_id(0); }\n"
           "__kernel void b(__global int* out) { out[get_global_id(0)] = " +
           s +
           " - 20 * (int)get_global_id(0); }\n"
           "__kernel void c(__global int* out) { out[get_global_id(0)] = " +
           std::to_string(stamp) + " + (int)(get_global_id(0) / 1000000) * " + s + "; }\n";
  };
  const size_t filesBefore = entryFiles().size();
  LinkResult first = build(source(1), "");
  REQUIRE(first.status == Status::Ok);
  REQUIRE(first.executable->kernels().size() == 3);
  CHECK(entryFiles().size() == filesBefore + 1); // the program; no kernel's code yet
  CHECK(runIntKernel(*first.executable, "b", 3) == std::vector<int>{salt, salt - 20, salt - 40});
  CHECK(entryFiles().size() == filesBefore + 2); // and b's part
  first.executable->prepare();
  CHECK(entryFiles().size() == filesBefore + 4); // and a's and c's
  CHECK(runIntKernel(*first.executable, "a", 2) == std::vector<int>{salt, salt + 1});
  CHECK(runIntKernel(*first.executable, "c", 2) == std::vector<int>{1, 1});
  CHECK(first.executable->workGroupFunction("d") == nullptr);
  CHECK(first.executable->codeGenerationLog().empty());

  // Another program with a and b as before: only c's part is new.
  LinkResult second = build(source(2), "");
  REQUIRE(second.status == Status::Ok);
  second.executable->prepare();
  CHECK(entryFiles().size() == filesBefore + 6); // the program and c's part
  CHECK(runIntKernel(*second.executable, "a", 2) == std::vector<int>{salt, salt + 1});
  CHECK(runIntKernel(*second.executable, "c", 2) == std::vector<int>{2, 2});
  unsetenv("WEFT_BUILD_THREADS");
}

TEST_CASE("a part whose code cannot be generated fails its kernels, with the reason") {
  LinkResult built = build(uniqueSource(600), "");
  REQUIRE(built.status == Status::Ok);
  std::vector<KernelInfo> kernels = built.executable->kernels();
  CodePart part;
  part.kernels = {"k"};
  part.code = "not bitcode";
  std::string log;
  std::unique_ptr<Executable> broken = loadExecutable(packParts({part}), kernels, log);
  REQUIRE(broken);
  CHECK(broken->workGroupFunction("k") == nullptr);
  CHECK(broken->codeGenerationLog().find("invalid bitcode") != std::string::npos);
  CHECK(broken->workGroupFunction("k") == nullptr); // not tried again, still no code
  // Parts that leave a kernel out, or packed code cut short, are refused when loaded.
  part.kernels = {"other"};
  CHECK_FALSE(loadExecutable(packParts({part}), kernels, log));
  CHECK_FALSE(loadExecutable(packParts({}), kernels, log));
  CHECK(log.find("corrupt") != std::string::npos);
}

TEST_CASE("threads asking for a program's kernels at once all get their code") {
  std::string source = "// " + std::to_string(std::random_device{}()) + "\n";
  for (int k = 0; k < 6; ++k)
    source += "__kernel void k" + std::to_string(k) +
              "(__global int* out) { out[get_global_id(0)] = " + std::to_string(k) +
              " * 7 + (int)get_global_id(0); }\n";
  LinkResult built = build(source, "");
  REQUIRE(built.status == Status::Ok);
  // Catch's assertions are for the main thread: the threads only ask and keep the answers.
  std::vector<std::thread> threads;
  std::vector<weft::WorkGroupFn> functions(12, nullptr);
  for (int t = 0; t < 12; ++t)
    threads.emplace_back([&, t] {
      if (t == 11)
        built.executable->prepare();
      else
        functions[t] = built.executable->workGroupFunction("k" + std::to_string(t % 6));
    });
  for (auto& thread : threads)
    thread.join();
  for (int t = 0; t < 11; ++t) {
    INFO("thread " << t);
    CHECK(functions[t] == built.executable->workGroupFunction("k" + std::to_string(t % 6)));
    CHECK(runIntKernel(*built.executable, "k" + std::to_string(t % 6), 2) ==
          std::vector<int>{t % 6 * 7, t % 6 * 7 + 1});
  }
}

namespace {

/// Writes `bytes` bytes to `path` and sets its modification time `age` seconds back.
void writeAgedFile(const std::string& path, size_t bytes, time_t age) {
  std::ofstream(path, std::ios::binary) << std::string(bytes, 'x');
  const timespec then{time(nullptr) - age, 0};
  const timespec times[2] = {then, then};
  REQUIRE(utimensat(AT_FDCWD, path.c_str(), times, 0) == 0);
}

bool exists(const std::string& path) { return access(path.c_str(), F_OK) == 0; }

time_t modified(const std::string& path) {
  struct stat status {};
  REQUIRE(stat(path.c_str(), &status) == 0);
  return status.st_mtime;
}

} // namespace

TEST_CASE("WEFT_CACHE_SIZE reads bytes with K, M or G, and falls back on its default") {
  const std::pair<const char*, uint64_t> cases[] = {
      {"5000", 5000},
      {"3M", uint64_t(3) << 20},
      {"2g", uint64_t(2) << 30},
      {"64k", uint64_t(64) << 10},
      {"0", 0},
      {"junk", kDefaultCacheSize},
      {"-1", kDefaultCacheSize},
      {"12MB", kDefaultCacheSize},
      {"99999999999999999999", kDefaultCacheSize},
      {"99999999999G", UINT64_MAX},
  };
  for (const auto& [value, bytes] : cases) {
    setenv("WEFT_CACHE_SIZE", value, 1);
    CHECK(cacheSizeLimit() == bytes);
  }
  unsetenv("WEFT_CACHE_SIZE");
  CHECK(cacheSizeLimit() == kDefaultCacheSize);
}

TEST_CASE("a trim removes the entries used least recently, and only entries") {
  char pattern[] = "/tmp/weft-trim-XXXXXX";
  REQUIRE(mkdtemp(pattern));
  const std::string directory = pattern;
  auto entry = [&](int i) { return directory + "/e" + std::to_string(i) + ".wkc"; };
  for (int i = 0; i < 10; ++i)
    writeAgedFile(entry(i), 1000, 1000 - i); // e0 the oldest
  const std::string notes = directory + "/notes.txt";
  const std::string deadWriter = directory + "/e0.wkc.tmp.1.ab";
  const std::string writer = directory + "/e1.wkc.tmp.2.cd";
  writeAgedFile(notes, 5000, 7200);
  writeAgedFile(deadWriter, 700, 7200);
  writeAgedFile(writer, 100, 0);

  // Within the limit: only the dead writer's file goes.
  CacheTrim trim = trimCacheDirectory(directory, 20000);
  CHECK(trim.bytesBefore == 10800);
  CHECK(trim.bytesAfter == 10100);
  CHECK(trim.removed == 1);
  CHECK_FALSE(exists(deadWriter));
  for (int i = 0; i < 10; ++i)
    CHECK(exists(entry(i)));

  // Past it: the oldest entries go until nine tenths of the limit (5400) are left.
  trim = trimCacheDirectory(directory, 6000);
  CHECK(trim.bytesBefore == 10100);
  CHECK(trim.bytesAfter == 5100);
  CHECK(trim.removed == 5);
  for (int i = 0; i < 10; ++i)
    CHECK(exists(entry(i)) == (i >= 5));
  CHECK(exists(notes));
  CHECK(exists(writer));

  for (const std::string& path : {entry(5), entry(6), entry(7), entry(8), entry(9), notes, writer})
    std::remove(path.c_str());
  CHECK(rmdir(directory.c_str()) == 0);
  CHECK(trimCacheDirectory(directory, 0).bytesBefore == 0); // no directory: nothing to do
}

TEST_CASE("a hit marks its entries used") {
  const std::vector<std::string> before = entryFiles();
  const std::string source = uniqueSource(700);
  LinkResult first = build(source, "");
  REQUIRE(first.status == Status::Ok);
  first.executable->prepare();
  std::vector<std::string> made;
  for (const std::string& file : entryFiles())
    if (std::find(before.begin(), before.end(), file) == before.end())
      made.push_back(file);
  REQUIRE(made.size() == 2); // the program and its part's code
  const time_t twoDaysAgo = time(nullptr) - 2 * 86400;
  for (const std::string& file : made) {
    const timespec times[2] = {{twoDaysAgo, 0}, {twoDaysAgo, 0}};
    REQUIRE(utimensat(AT_FDCWD, file.c_str(), times, 0) == 0);
  }
  dropMemoryCache();
  LinkResult second = build(source, "");
  REQUIRE(second.status == Status::Ok);
  CHECK(runIntKernel(*second.executable, "k", 2) == std::vector<int>{700, 701});
  for (const std::string& file : made)
    CHECK(modified(file) > time(nullptr) - 600);
}

TEST_CASE("a build that stores past WEFT_CACHE_SIZE trims the directory") {
  // At one byte every entry is too many: the store that wrote them removes them again, and the
  // program is served all the same.
  setenv("WEFT_CACHE_SIZE", "1", 1);
  LinkResult result = build(uniqueSource(800), "");
  REQUIRE(result.status == Status::Ok);
  CHECK(runIntKernel(*result.executable, "k", 2) == std::vector<int>{800, 801});
  CHECK(entryFiles().empty());
  CHECK(exists(cacheDirectory() + "/trimmed"));

  // At zero nothing is written at all.
  setenv("WEFT_CACHE_SIZE", "0", 1);
  LinkResult unwritten = build(uniqueSource(801), "");
  REQUIRE(unwritten.status == Status::Ok);
  CHECK(runIntKernel(*unwritten.executable, "k", 1) == std::vector<int>{801});
  CHECK(entryFiles().empty());
  unsetenv("WEFT_CACHE_SIZE");
}
