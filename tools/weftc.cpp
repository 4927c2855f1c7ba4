// weftc: Weft's offline compiler. Compiles an OpenCL C file exactly as clBuildProgram would on this
// machine and shows what came out: the build log, a report per kernel (arguments, memory,
// whether its work-items run in SIMD lanes), and on request the optimized LLVM IR or the host
// assembly.
//
//   weftc [--emit-llvm | --emit-asm | --emit-spirv] [-o FILE] [build options...] FILE.cl
#include "compiler/compiler.hpp"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

const char* kUsage =
    "usage: weftc [--emit-llvm | --emit-asm | --emit-spirv] [-o FILE] [build options...] FILE.cl\n"
    "  Compiles FILE.cl for this machine's CPU as Weft's clBuildProgram does and prints the\n"
    "  build log and a report for each kernel.\n"
    "  --emit-llvm   also write the optimized LLVM IR of the work-group functions\n"
    "  --emit-asm    also write the host assembly\n"
    "  --emit-spirv  write the program as a SPIR-V module instead (for clCreateProgramWithIL)\n"
    "  -o FILE       write the IR or assembly to FILE instead of standard output (needed\n"
    "                with --emit-spirv)\n"
    "  Any other option is a build option (-D, -I, -cl-std=, -cl-fast-relaxed-math, ...).\n";

const char* argKindName(weft::compiler::ArgKind kind) {
  using weft::compiler::ArgKind;
  switch (kind) {
  case ArgKind::Value:
    return "value";
  case ArgKind::Aggregate:
    return "struct";
  case ArgKind::GlobalBuffer:
    return "__global buffer";
  case ArgKind::ConstantBuffer:
    return "__constant buffer";
  case ArgKind::LocalBuffer:
    return "__local buffer";
  case ArgKind::Sampler:
    return "sampler";
  case ArgKind::Image:
    return "image";
  case ArgKind::Pipe:
    return "pipe";
  }
  return "?";
}

void report(const weft::compiler::KernelInfo& kernel, std::ostream& out) {
  out << "kernel " << kernel.name << "\n";
  for (size_t i = 0; i < kernel.args.size(); ++i) {
    const auto& arg = kernel.args[i];
    out << "  arg " << i << ": " << arg.typeName << (arg.name.empty() ? "" : " ") << arg.name
        << " (" << argKindName(arg.kind) << ", " << arg.size << " bytes at offset " << arg.offset
        << ")\n";
  }
  out << "  __local memory: " << kernel.staticLocalMemSize << " bytes declared in the kernel\n";
  out << "  private memory: " << kernel.privateMemSize << " bytes per work-item\n";
  out << "  work-items: "
      << (kernel.vectorization.empty() ? std::string("not vectorized (-cl-opt-disable)")
                                       : kernel.vectorization)
      << "\n";
  if (kernel.reqdWorkGroupSize[0])
    out << "  reqd_work_group_size: " << kernel.reqdWorkGroupSize[0] << "x"
        << kernel.reqdWorkGroupSize[1] << "x" << kernel.reqdWorkGroupSize[2] << "\n";
}

} // namespace

int main(int argc, char** argv) {
  bool emitLlvm = false, emitAsm = false, emitSpirv = false;
  std::string output, input, options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::cout << kUsage;
      return 0;
    } else if (arg == "--emit-llvm") {
      emitLlvm = true;
    } else if (arg == "--emit-asm") {
      emitAsm = true;
    } else if (arg == "--emit-spirv") {
      emitSpirv = true;
    } else if (arg == "-o" && i + 1 < argc) {
      output = argv[++i];
    } else if (!arg.empty() && arg[0] == '-') {
      options += (options.empty() ? "" : " ") + arg;
      // Options that take their value as the next word.
      if ((arg == "-D" || arg == "-I") && i + 1 < argc)
        options += std::string(" ") + argv[++i];
    } else if (input.empty()) {
      input = arg;
    } else {
      std::cerr << "weftc: more than one input file\n" << kUsage;
      return 2;
    }
  }
  if (input.empty() || emitLlvm + emitAsm + emitSpirv > 1 || (emitSpirv && output.empty())) {
    std::cerr << kUsage;
    return 2;
  }
  std::ifstream file(input, std::ios::binary);
  if (!file) {
    std::cerr << "weftc: cannot read " << input << ": " << std::strerror(errno) << "\n";
    return 1;
  }
  std::stringstream source;
  source << file.rdbuf();

  if (emitSpirv) {
    weft::compiler::CompileResult spirv = weft::compiler::compileToSpirv(source.str(), options);
    std::cerr << spirv.log;
    if (spirv.status != weft::compiler::Status::Ok) {
      std::cerr << "weftc: " << input << ": the build failed\n";
      return 1;
    }
    std::ofstream out(output, std::ios::binary | std::ios::trunc);
    out << spirv.bitcode;
    if (!out) {
      std::cerr << "weftc: cannot write " << output << "\n";
      return 1;
    }
    return 0;
  }

  weft::compiler::Inspection result = weft::compiler::inspect(source.str(), options);
  std::cerr << result.log;
  if (result.status != weft::compiler::Status::Ok) {
    std::cerr << "weftc: " << input << ": the build failed\n";
    return 1;
  }
  for (const auto& kernel : result.kernels)
    report(kernel, std::cerr);

  const std::string* text = emitLlvm ? &result.optimizedIR : emitAsm ? &result.assembly : nullptr;
  if (!text)
    return 0;
  if (output.empty()) {
    std::cout << *text;
    return 0;
  }
  std::ofstream out(output, std::ios::binary | std::ios::trunc);
  out << *text;
  if (!out) {
    std::cerr << "weftc: cannot write " << output << "\n";
    return 1;
  }
  return 0;
}
