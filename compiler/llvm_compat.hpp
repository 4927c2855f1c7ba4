// Everything that changes between LLVM releases, in one place (DESIGN.md §3). Written for LLVM 15.
#pragma once

#include <llvm/ADT/StringMap.h>
#include <llvm/Passes/OptimizationLevel.h>
#include <llvm/Support/CodeGen.h>
#include <llvm/Support/Host.h>

#include <string>

namespace weft::compiler::compat {

using OptimizationLevel = llvm::OptimizationLevel;
/// The backend's -O2: -O3 (Aggressive) costs 13% more build instructions (callgrind, the
/// benchmark's medium program) for no measurable kernel speed.
inline constexpr llvm::CodeGenOpt::Level kCodeGenDefault = llvm::CodeGenOpt::Default;
/// LLVM 18 renames these to llvm::CodeGenFileType::AssemblyFile.
inline constexpr llvm::CodeGenFileType kAssemblyFile = llvm::CGFT_AssemblyFile;

/// The host's CPU features as a target-features string ("+avx512f,-amx-tile,…").
inline std::string hostCpuFeatures() {
  llvm::StringMap<bool> features;
  std::string result;
  if (!llvm::sys::getHostCPUFeatures(features))
    return result;
  for (const auto& feature : features) {
    if (!result.empty())
      result += ',';
    result += feature.second ? '+' : '-';
    result += feature.first().str();
  }
  return result;
}

} // namespace weft::compiler::compat
