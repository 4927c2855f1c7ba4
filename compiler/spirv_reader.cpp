// SPIR-V input (issue 17, item 4): a module of OpenCL's SPIR-V environment read into LLVM IR by the
// Khronos translator packaged for LLVM 15 (libLLVMSPIRVLib), with OpenCL C builtins named as
// Clang names them, so that the module continues exactly as a compiled OpenCL C program does:
// the same linking with the builtin library, the same SPMD pipeline, the same kernel cache.
#include "compiler/build_thread.hpp"
#include "compiler/compiler.hpp"

#include <LLVMSPIRVLib.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

#include <cstring>
#include <memory>
#include <sstream>

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
  for (const SpecConstant& constant : specConstants)
    if (constant.set)
      options.setSpecConst(constant.id, constant.value);
  return options;
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
  std::vector<SpecConstant> constants;
  if (!checkSpirvHeader(il).empty())
    return constants;
  std::istringstream in(std::string(il), std::ios::binary);
  std::vector<llvm::SpecConstInfoTy> infos;
  if (!llvm::getSpecConstInfo(in, infos))
    return constants;
  for (const auto& [id, bytes] : infos)
    constants.push_back({id, 0, bytes, false});
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
    llvm::LLVMContext context;
    std::istringstream in(std::string(il), std::ios::binary);
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
    llvm::raw_string_ostream bitcode(result.bitcode);
    llvm::WriteBitcodeToFile(*module, bitcode);
    bitcode.flush();
    log.flush();
    return result;
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
