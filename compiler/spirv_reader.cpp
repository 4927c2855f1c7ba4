// SPIR-V input (issue 17, item 4): a module of OpenCL's SPIR-V environment read into LLVM IR by the
// Khronos translator packaged for LLVM 15 (libLLVMSPIRVLib), with OpenCL C builtins named as
// Clang names them, so that the module continues exactly as a compiled OpenCL C program does:
// the same linking with the builtin library, the same SPMD pipeline, the same kernel cache.
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

#include <fcntl.h>
#include <poll.h>
#include <stdio_ext.h>
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

/// The translation itself, in this process.
CompileResult translate(std::string_view il, const std::vector<SpecConstant>& specConstants) {
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

/// The translator ends the process (exit, abort) on many malformed modules rather than returning
/// an error, and nothing outside it can change that: the translation runs in a child process,
/// made by fork from this build thread alone, which sends the result back through a pipe. A
/// child that ends any other way, or takes longer than kTranslationSeconds, fails the build.
constexpr int kTranslationSeconds = 60;

CompileResult translateInChild(std::string_view il,
                               const std::vector<SpecConstant>& specConstants) {
  CompileResult result;
  result.status = Status::CompileFailed;
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) {
    result.log = "error: no pipe for the SPIR-V translator\n";
    return result;
  }
  const pid_t child = fork();
  if (child < 0) {
    close(fds[0]);
    close(fds[1]);
    result.log = "error: no process for the SPIR-V translator\n";
    return result;
  }
  if (child == 0) {
    // Only this thread exists here: nothing may jump back into the parent's build, and the
    // process ends without the parent's exit handlers.
    close(fds[0]);
    leaveBuildForChild();
    // The translator may call exit(), which runs the parent's exit handlers here and flushes
    // stdio: what the application had buffered must not come out twice.
    __fpurge(stdout);
    __fpurge(stderr);
    const CompileResult translated = translate(il, specConstants);
    std::string message(1, static_cast<char>(translated.status));
    const uint64_t logBytes = translated.log.size(), codeBytes = translated.bitcode.size();
    message.append(reinterpret_cast<const char*>(&logBytes), sizeof logBytes);
    message += translated.log;
    message.append(reinterpret_cast<const char*>(&codeBytes), sizeof codeBytes);
    message += translated.bitcode;
    _exit(writeAll(fds[1], message.data(), message.size()) ? 0 : 1);
  }
  close(fds[1]);
  std::string message;
  char buffer[1 << 16];
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(kTranslationSeconds);
  bool timedOut = false;
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) {
      timedOut = true;
      break;
    }
    pollfd wait = {fds[0], POLLIN, 0};
    const int ready = poll(&wait, 1, static_cast<int>(left.count()));
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0) {
      timedOut = ready == 0;
      break;
    }
    const ssize_t got = read(fds[0], buffer, sizeof buffer);
    if (got < 0 && errno == EINTR)
      continue;
    if (got <= 0)
      break;
    message.append(buffer, static_cast<size_t>(got));
  }
  close(fds[0]);
  if (timedOut)
    kill(child, SIGKILL);
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  // status byte, log length, log, bitcode length, bitcode
  uint64_t logBytes = 0, codeBytes = 0;
  const bool whole = WIFEXITED(status) && WEXITSTATUS(status) == 0 &&
                     message.size() >= 1 + 2 * sizeof(uint64_t) &&
                     (std::memcpy(&logBytes, message.data() + 1, sizeof logBytes), true) &&
                     logBytes <= message.size() - 1 - 2 * sizeof(uint64_t) &&
                     (std::memcpy(&codeBytes, message.data() + 1 + 8 + logBytes, sizeof codeBytes),
                      codeBytes == message.size() - 1 - 16 - logBytes);
  if (!whole) {
    std::string how =
        timedOut              ? "took longer than " + std::to_string(kTranslationSeconds) + " s"
        : WIFSIGNALED(status) ? "stopped with signal " + std::to_string(WTERMSIG(status))
        : WIFEXITED(status)   ? "ended with exit status " + std::to_string(WEXITSTATUS(status))
                              : "ended";
    result.log = "error: the SPIR-V translator " + how +
                 " on this module, which it cannot read (a malformed or unsupported module)\n";
    return result;
  }
  result.status = static_cast<Status>(message[0]);
  result.log = message.substr(1 + 8, logBytes);
  result.bitcode = message.substr(1 + 16 + logBytes, codeBytes);
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
    return translateInChild(il, specConstants);
  });
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
