// SPIR-V input (issue 17, item 4): a module of OpenCL's SPIR-V environment read into LLVM IR by the
// Khronos translator packaged for LLVM 15 (libLLVMSPIRVLib), with OpenCL C builtins named as
// Clang names them, so that the module continues exactly as a compiled OpenCL C program does:
// the same linking with the builtin library, the same SPMD pipeline, the same kernel cache.
#include "common/settings.hpp"
#include "compiler/build_thread.hpp"
#include "compiler/compiler.hpp"
#include "compiler/spirv_rewrite.hpp"

#include <LLVMSPIRVLib.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <memory>
#include <sstream>
#include <unordered_map>

#include <dlfcn.h>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

namespace weft::compiler {
namespace {

constexpr uint32_t kSpirvMagic = 0x07230203;
constexpr size_t kHeaderWords = 5;

uint32_t word(std::string_view il, size_t index) {
  uint32_t value;
  std::memcpy(&value, il.data() + 4 * index, sizeof value);
  return value;
}

SPIRV::TranslatorOpts translatorOptions(const std::vector<SpecConstant>& specConstants) {
  SPIRV::TranslatorOpts options;
  options.setDesiredBIsRepresentation(SPIRV::BIsRepresentation::OpenCL20);
  // Kernel argument info (clGetKernelArgInfo) travels with SPIR-V: names from OpName, and the
  // OpenCL C type names as the strings the writer adds (SPIR-V's own types lose typedef names,
  // and pointee types where pointers are opaque).
  options.setGenKernelArgNameMDEnabled(true);
  options.setPreserveOCLKernelArgTypeMetadataThroughString(true);
  for (const SpecConstant& constant : specConstants)
    if (constant.set)
      options.setSpecConst(constant.id, constant.value);
  return options;
}

bool writeAll(int fd, const char* data, size_t size) {
  while (size > 0) {
    const ssize_t written = ::write(fd, data, size);
    if (written < 0 && errno == EINTR)
      continue;
    if (written <= 0)
      return false;
    data += written;
    size -= static_cast<size_t>(written);
  }
  return true;
}

template <class T> void append(std::string& out, const T& value) {
  out.append(reinterpret_cast<const char*>(&value), sizeof value);
}

template <class T> bool take(std::string_view& in, T& value) {
  if (in.size() < sizeof value)
    return false;
  std::memcpy(&value, in.data(), sizeof value);
  in.remove_prefix(sizeof value);
  return true;
}

/// The translator ends the process (exit, abort) on many malformed modules rather than returning
/// an error, and nothing outside it can change that: the translation runs in a helper process,
/// weft-spirv, started with posix_spawn (no fork of this multithreaded process: a lock another
/// thread held would stay locked in the child). The module goes in through a memory file on its
/// stdin, the result comes back on its stdout, what it prints on stderr goes into the build log.
/// A helper that ends any other way, or takes longer than kTranslationSeconds, fails the build.
constexpr int kTranslationSeconds = 60;

/// WEFT_SPIRV_HELPER, or weft-spirv beside the shared library (or program) this code was
/// linked into.
std::string helperPath() {
  if (const char* chosen = setting(Setting::SpirvHelper))
    return chosen;
  std::string path;
  Dl_info info;
  if (dladdr(reinterpret_cast<void*>(&compileSpirv), &info) && info.dli_fname &&
      std::strstr(info.dli_fname, ".so")) {
    path = info.dli_fname;
  } else {
    char self[4096];
    const ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length > 0)
      path.assign(self, static_cast<size_t>(length));
  }
  const size_t slash = path.rfind('/');
  return (slash == std::string::npos ? std::string(".") : path.substr(0, slash)) + "/weft-spirv";
}

/// The helper's last lines on stderr, for the build log.
std::string lastLines(const std::string& text, size_t keep = 6) {
  size_t begin = text.size();
  for (size_t lines = 0; begin > 0 && lines <= keep;)
    if (text[--begin] == '\n' && begin + 1 < text.size())
      ++lines;
  std::string tail = text.substr(begin);
  while (!tail.empty() && (tail[0] == '\n'))
    tail.erase(0, 1);
  if (!tail.empty() && tail.back() != '\n')
    tail += '\n';
  return tail;
}

CompileResult translateInHelper(std::string_view il,
                                const std::vector<SpecConstant>& specConstants) {
  CompileResult result;
  result.status = Status::CompileFailed;
  const std::string helper = helperPath();
  if (access(helper.c_str(), X_OK) != 0) {
    result.log = "error: the SPIR-V translator helper " + helper + " is missing\n";
    return result;
  }
  const int input = memfd_create("weft-spirv-module", MFD_CLOEXEC);
  int out[2] = {-1, -1}, err[2] = {-1, -1};
  if (input < 0 || pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0) {
    for (int fd : {input, out[0], out[1], err[0], err[1]})
      if (fd >= 0)
        close(fd);
    result.log = "error: no pipe for the SPIR-V translator\n";
    return result;
  }
  const std::string request = encodeSpirvRequest(il, specConstants);
  const bool written =
      writeAll(input, request.data(), request.size()) && lseek(input, 0, SEEK_SET) == 0;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
  // The helper starts with default signal handling and no blocked signals, whatever the
  // application set for itself.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t none, all;
  sigemptyset(&none);
  sigfillset(&all);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setsigdefault(&attributes, &all);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  char name[] = "weft-spirv";
  char* argv[] = {name, nullptr};
  pid_t child = -1;
  const int spawned =
      written ? posix_spawn(&child, helper.c_str(), &actions, &attributes, argv, environ) : -1;
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  close(input);
  close(out[1]);
  close(err[1]);
  if (spawned != 0) {
    close(out[0]);
    close(err[0]);
    result.log = "error: the SPIR-V translator helper " + helper + " could not be started\n";
    return result;
  }

  std::string message, errors;
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(kTranslationSeconds);
  bool timedOut = false;
  pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
  char buffer[1 << 16];
  while (fds[0].fd >= 0 || fds[1].fd >= 0) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      timedOut = true;
      break;
    }
    const int ready = poll(fds, 2, static_cast<int>(left.count()));
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0) {
      timedOut = ready == 0;
      break;
    }
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      const ssize_t got = read(fds[i].fd, buffer, sizeof buffer);
      if (got < 0 && errno == EINTR)
        continue;
      if (got <= 0) {
        close(fds[i].fd);
        fds[i].fd = -1;
        continue;
      }
      // What the helper says on stderr is kept to its last 64 KiB.
      std::string& sink = i == 0 ? message : errors;
      sink.append(buffer, static_cast<size_t>(got));
      if (i == 1 && errors.size() > (1u << 16))
        errors.erase(0, errors.size() - (1u << 16));
    }
  }
  for (const pollfd& fd : fds)
    if (fd.fd >= 0)
      close(fd.fd);
  if (timedOut)
    kill(child, SIGKILL);
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  const bool whole =
      WIFEXITED(status) && WEXITSTATUS(status) == 0 && decodeSpirvResult(message, result);
  if (!whole) {
    std::string how =
        timedOut              ? "took longer than " + std::to_string(kTranslationSeconds) + " s"
        : WIFSIGNALED(status) ? "stopped with signal " + std::to_string(WTERMSIG(status))
        : WIFEXITED(status)   ? "ended with exit status " + std::to_string(WEXITSTATUS(status))
                              : "ended";
    result.status = Status::CompileFailed;
    result.bitcode.clear();
    result.log = "error: the SPIR-V translator " + how +
                 " on this module, which it cannot read (a malformed or unsupported module)\n" +
                 lastLines(errors);
  }
  return result;
}

} // namespace

std::string checkSpirvHeader(std::string_view il) {
  if (il.size() < 4 * kHeaderWords || il.size() % 4 != 0)
    return "a SPIR-V module is a whole number of 32-bit words, at least its 5-word header";
  if (word(il, 0) != kSpirvMagic)
    return "the module does not begin with the SPIR-V magic number (in this machine's byte order)";
  const uint32_t version = word(il, 1);
  if (version < kSpirvVersionMin || version > kSpirvVersionMax)
    return "the module's SPIR-V version is not one the device reads (1.0 to 1.4)";
  return {};
}

std::vector<SpecConstant> spirvSpecConstants(std::string_view il) {
  // Read here, not by the translator, which ends the process on a malformed module: the
  // SpecId decorations, and the size of each decorated OpSpecConstant's type.
  std::vector<SpecConstant> constants;
  if (!checkSpirvHeader(il).empty())
    return constants;
  constexpr uint32_t kOpTypeBool = 20, kOpTypeInt = 21, kOpTypeFloat = 22, kOpDecorate = 71;
  constexpr uint32_t kOpSpecConstantTrue = 48, kOpSpecConstantFalse = 49, kOpSpecConstant = 50;
  constexpr uint32_t kDecorationSpecId = 1;
  std::unordered_map<uint32_t, uint32_t> specIds;    // result id -> SpecId
  std::unordered_map<uint32_t, uint32_t> typeBytes;  // type id -> bytes
  std::vector<std::pair<uint32_t, uint32_t>> values; // (result id, type id)
  const size_t words = il.size() / 4;
  for (size_t at = kHeaderWords; at < words;) {
    const uint32_t first = word(il, at);
    const uint32_t count = first >> 16, opcode = first & 0xffff;
    if (count == 0 || at + count > words)
      break; // malformed: what was read so far stands
    if (opcode == kOpDecorate && count >= 4 && word(il, at + 2) == kDecorationSpecId)
      specIds[word(il, at + 1)] = word(il, at + 3);
    else if ((opcode == kOpTypeInt || opcode == kOpTypeFloat) && count >= 3)
      typeBytes[word(il, at + 1)] = word(il, at + 2) / 8;
    else if (opcode == kOpTypeBool && count >= 2)
      typeBytes[word(il, at + 1)] = 1;
    else if ((opcode == kOpSpecConstant || opcode == kOpSpecConstantTrue ||
              opcode == kOpSpecConstantFalse) &&
             count >= 3)
      values.emplace_back(word(il, at + 2), word(il, at + 1));
    at += count;
  }
  for (const auto& [result, type] : values) {
    auto id = specIds.find(result);
    auto bytes = typeBytes.find(type);
    if (id != specIds.end() && bytes != typeBytes.end() && bytes->second >= 1 && bytes->second <= 8)
      constants.push_back({id->second, 0, bytes->second, false});
  }
  return constants;
}

CompileResult compileSpirv(std::string_view il, const std::vector<SpecConstant>& specConstants) {
  return onBuildThread<CompileResult>([&] {
    CompileResult result;
    if (std::string error = checkSpirvHeader(il); !error.empty()) {
      result.status = Status::CompileFailed;
      result.log = "error: " + error + "\n";
      return result;
    }
    return translateInHelper(il, specConstants);
  });
}

CompileResult translateSpirvHere(std::string_view il,
                                 const std::vector<SpecConstant>& specConstants) {
  CompileResult result;
  llvm::LLVMContext context;
  // The translator for LLVM 15 reads into typed pointers (its printf and atomic paths assert on
  // opaque ones); the bitcode it writes is read back with opaque pointers like all other IR.
  context.setOpaquePointers(false);
  std::istringstream in(rewriteSpirvForTranslator(il), std::ios::binary);
  llvm::Module* raw = nullptr;
  std::string error;
  const bool read = llvm::readSpirv(context, translatorOptions(specConstants), in, raw, error);
  std::unique_ptr<llvm::Module> module(raw);
  if (!read || !module) {
    result.status = Status::CompileFailed;
    result.log = "error: the SPIR-V module cannot be read: " +
                 (error.empty() ? std::string("malformed module") : error) + "\n";
    return result;
  }
  llvm::raw_string_ostream log(result.log);
  if (llvm::verifyModule(*module, &log)) {
    log << "error: the SPIR-V module translates to invalid IR\n";
    log.flush();
    result.status = Status::CompileFailed;
    return result;
  }
  std::string typed;
  llvm::raw_string_ostream typedBitcode(typed);
  llvm::WriteBitcodeToFile(*module, typedBitcode);
  typedBitcode.flush();
  module.reset();
  // Read back into opaque pointers, as every other module of the pipeline has them.
  llvm::LLVMContext opaqueContext;
  opaqueContext.setOpaquePointers(true);
  auto opaque = llvm::parseBitcodeFile(
      llvm::MemoryBufferRef(llvm::StringRef(typed.data(), typed.size()), "spirv"), opaqueContext);
  if (!opaque) {
    log << "error: the translated SPIR-V module cannot be read back: "
        << llvm::toString(opaque.takeError()) << "\n";
    log.flush();
    result.status = Status::CompileFailed;
    return result;
  }
  llvm::raw_string_ostream bitcode(result.bitcode);
  llvm::WriteBitcodeToFile(**opaque, bitcode);
  bitcode.flush();
  log.flush();
  return result;
}

std::string encodeSpirvRequest(std::string_view il,
                               const std::vector<SpecConstant>& specConstants) {
  std::string request;
  append(request, static_cast<uint32_t>(specConstants.size()));
  for (const SpecConstant& constant : specConstants) {
    append(request, constant.id);
    append(request, constant.value);
    append(request, constant.bytes);
    append(request, static_cast<uint8_t>(constant.set));
  }
  request.append(il);
  return request;
}

bool decodeSpirvRequest(std::string_view request, std::string& il,
                        std::vector<SpecConstant>& specConstants) {
  uint32_t count = 0;
  if (!take(request, count) || count > request.size() / 17)
    return false;
  specConstants.resize(count);
  for (SpecConstant& constant : specConstants) {
    uint8_t set = 0;
    if (!take(request, constant.id) || !take(request, constant.value) ||
        !take(request, constant.bytes) || !take(request, set))
      return false;
    constant.set = set != 0;
  }
  il.assign(request);
  return true;
}

std::string encodeSpirvResult(const CompileResult& result) {
  std::string message(1, static_cast<char>(result.status));
  append(message, static_cast<uint64_t>(result.log.size()));
  message += result.log;
  append(message, static_cast<uint64_t>(result.bitcode.size()));
  message += result.bitcode;
  return message;
}

bool decodeSpirvResult(std::string_view message, CompileResult& result) {
  uint8_t status = 0;
  uint64_t logBytes = 0, codeBytes = 0;
  if (!take(message, status) || !take(message, logBytes) || logBytes > message.size())
    return false;
  result.log.assign(message.substr(0, logBytes));
  message.remove_prefix(logBytes);
  if (!take(message, codeBytes) || codeBytes != message.size())
    return false;
  result.bitcode.assign(message);
  result.status = static_cast<Status>(status);
  return true;
}

CompileResult compileToSpirv(std::string_view source, std::string_view options) {
  CompileResult compiled = compileSource(source, options);
  if (compiled.status != Status::Ok)
    return compiled;
  return onBuildThread<CompileResult>([&] {
    CompileResult result;
    result.log = compiled.log;
    llvm::LLVMContext context;
    auto module = llvm::parseBitcodeFile(
        llvm::MemoryBufferRef(llvm::StringRef(compiled.bitcode.data(), compiled.bitcode.size()),
                              "program"),
        context);
    std::string error;
    std::ostringstream out(std::ios::binary);
    if (!module || !llvm::writeSpirv(module->get(), translatorOptions({}), out, error)) {
      if (!module)
        error = llvm::toString(module.takeError());
      result.status = Status::CompileFailed;
      result.log += "error: the program cannot be written as SPIR-V: " + error + "\n";
      return result;
    }
    result.bitcode = out.str();
    return result;
  });
}

} // namespace weft::compiler
