// The kernel compiler's interface (DESIGN.md §7). It knows nothing of cl_* objects: the runtime
// hands it sources, options and bitcode, and gets back logs, kernel descriptions and entry points.
//
// Pipeline: OpenCL C --(Clang, in-process, spir64)--> bitcode --(link with builtins, retarget to
// the host, work-group functions, O3, ORC JIT)--> one WorkGroupFn per kernel.
// Every function here is thread-safe: each build has its own LLVMContext.
//
// Introspection: with WEFT_DUMP_IR=<directory> in the environment, link() writes each program's
// optimized host IR to <directory>/<first kernel's name>.ll; <16 x float> accesses there show
// that the work-item loop vectorized.
#pragma once

#include "devices/image_abi.h"
#include "devices/work_group_abi.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace weft::compiler {

enum class Status {
  Ok,
  InvalidOptions,  ///< an option the spec does not name, or a malformed one
  CompileFailed,   ///< the front end reported an error; the log says which
  LinkFailed,      ///< unresolved symbols, duplicate kernels, bad bitcode; the log says which
  InvalidBinary,   ///< bytes that are not a Weft program binary
  OutOfHostMemory, ///< an allocation failed during the build; the log says so
};

/// How a kernel argument is passed; decides what clSetKernelArg accepts and what the slot holds.
enum class ArgKind : uint8_t {
  Value,          ///< scalar or vector by value: the slot holds `size` bytes
  Aggregate,      ///< struct/union by value: the slot holds `size` bytes (passed byval)
  GlobalBuffer,   ///< __global pointer: the slot holds a host pointer (8 bytes), may be null
  ConstantBuffer, ///< __constant pointer: as GlobalBuffer
  LocalBuffer,    ///< __local pointer: the slot holds a uint64 offset into
                  ///< WorkGroupContext::localMemory
  Sampler,        ///< sampler_t: the slot holds the sampler's WEFT_SAMPLER_* bits
                  ///< (devices/image_abi.h) as a pointer-sized value
  Image,          ///< image types: the slot holds a pointer to the image's WeftImage
  Pipe,           ///< pipe (not supported yet)
};

enum class AddressQualifier : uint8_t { Private, Global, Constant, Local };
enum class AccessQualifier : uint8_t { None, ReadOnly, WriteOnly, ReadWrite };
/// Bit set, as the kernel_arg_type_qual metadata says.
enum TypeQualifier : uint8_t {
  kTypeConst = 1,
  kTypeRestrict = 2,
  kTypeVolatile = 4,
  kTypePipe = 8
};

struct KernelArg {
  ArgKind kind = ArgKind::Value;
  uint32_t size = 0;   ///< bytes clSetKernelArg must be given (pointers: 8; __local: any size)
  uint32_t offset = 0; ///< where the slot starts in the argument block
  AddressQualifier addressQualifier = AddressQualifier::Private;
  AccessQualifier accessQualifier = AccessQualifier::None;
  uint8_t typeQualifiers = 0; ///< TypeQualifier bits
  std::string typeName;       ///< e.g. "float*", "int4" (kernel_arg_type)
  std::string name;           ///< empty unless built with -cl-kernel-arg-info
};

struct KernelInfo {
  std::string name;
  std::vector<KernelArg> args;
  uint32_t argBlockSize = 0; ///< bytes of the argument block, every slot included
  uint32_t argBlockAlign = 16;
  uint64_t staticLocalMemSize = 0; ///< bytes of the kernel's own __local variables
  uint64_t privateMemSize = 0;     ///< bytes of stack a work-item may use (best estimate)
  std::array<uint64_t, 3> reqdWorkGroupSize{0, 0, 0}; ///< all zero when not given
  std::array<uint64_t, 3> workGroupSizeHint{0, 0, 0};
  std::string vecTypeHint; ///< e.g. "float4"; empty when not given
  std::string attributes;  ///< the kernel's attributes as source text (CL_KERNEL_ATTRIBUTES)
  bool hasArgInfo = false; ///< names and type names are known (-cl-kernel-arg-info)
  /// What the SPMD vectorizer did with the work-item loop: "vectorized 16-wide (SPMD)", or
  /// "not SPMD-vectorized: <reason>" (LLVM's loop vectorizer may still widen it); empty when
  /// built with -cl-opt-disable.
  std::string vectorization;
  /// Bytes each work-item keeps across barriers (WorkGroupContext::workItemState); 0 without
  /// barriers.
  uint64_t workItemStateBytes = 0;
  /// Bytes the group keeps across barriers besides, after the work-items' (values the same in
  /// every work-item); 0 without barriers.
  uint64_t workGroupStateBytes = 0;
  bool usesPrintf = false; ///< its work-items call printf (WorkGroupContext::printfBuffer)
  /// Its code reads the launch's argument bits (WorkGroupContext::streamingStores,
  /// exclusiveArguments), which a launch of any other kernel need not work out.
  bool readsArgumentBits = false;
  /// Bytes of WorkGroupContext::countBins its code counts in (group_counts.hpp); 0 for none.
  uint32_t countBinsBytes = 0;
  /// Its language requires uniform work-groups: OpenCL C 1.x, or -cl-uniform-work-group-size
  /// at its compile (Clang's "uniform-work-group-size" attribute, which linking keeps). A
  /// SPIR-V kernel has no such attribute and may run partial work-groups.
  bool uniformWorkGroups = false;
  /// Its code is a quick first build's (link(), build() and buildBinary() with `quick`): one
  /// vector of work-items per step where the full build makes wider steps. Built again in full
  /// (specializeKernel) once its launches show that the code generation pays.
  bool quickCode = false;
  /// 0, or the width of the vectors its quick code steps by when that code has no scalar loop
  /// for the work-items past the last whole vector in x: it runs groups whose x size is a
  /// multiple of this only, and a launch of other groups runs the kernel's code with that loop
  /// (specializeKernel with `scalarTail`). The loop was a quarter of bench/'s medium program's
  /// build.
  uint32_t wholeVectors = 0;
};

/// A header given to clCompileProgram (input_headers + header_include_names).
struct Header {
  std::string name;
  std::string source;
};

/// Result of the front end: a module in bitcode plus the log.
struct CompileResult {
  Status status = Status::Ok;
  std::string log;
  std::string bitcode; ///< spir64 LLVM bitcode, empty unless Ok
  /// The front end asked the disk (a header, `__has_include`): the result depends on files.
  bool readFiles = false;
};

/// A linked, JIT-compiled program: entry points live as long as this object.
class Executable {
public:
  virtual ~Executable() = default;
  virtual const std::vector<KernelInfo>& kernels() const = 0;
  /// The work-group function of a kernel, its native code generated now if it has none yet; null
  /// when the program has no kernel of that name, or its code generation failed
  /// (codeGenerationLog says why). Thread-safe.
  virtual WorkGroupFn workGroupFunction(std::string_view kernelName) const = 0;
  /// Generates every kernel's native code that is not generated yet, in parallel, as for a
  /// program whose kernels are all about to be asked for. Thread-safe.
  virtual void prepare() const {}
  /// What failed code generations logged.
  virtual std::string codeGenerationLog() const { return {}; }
};

struct LinkResult {
  Status status = Status::Ok;
  std::string log;
  std::string bitcode; ///< the linked module before code generation (the program binary's payload)
  std::unique_ptr<Executable> executable; ///< null when linking with -create-library or on error
  /// Built from files read from disk besides its source (CompileResult::readFiles): never cached.
  bool readFiles = false;
};

/// A program's build options as the runtime needs them, read by the compiler's one parser
/// (compiler/build_options.cpp); the runtime keeps this, never the string, to decide by.
struct ProgramOptions {
  std::string error; ///< the log message for the first invalid option; empty when all are valid
  std::string clStd = "CL1.2";       ///< -cl-std, or the spec's default
  bool createLibrary = false;        ///< -create-library (link)
  bool uniformWorkGroupSize = false; ///< -cl-uniform-work-group-size
};
/// Reads options of clBuildProgram / clCompileProgram (the spec's list).
ProgramOptions readCompileOptions(std::string_view options);
/// Reads options of clLinkProgram (-create-library, -enable-link-options, the math options).
ProgramOptions readLinkOptions(std::string_view options);

/// OpenCL C source to bitcode, in-process. `options` are the spec's build options.
CompileResult compileSource(std::string_view source, std::string_view options,
                            const std::vector<Header>& headers = {});

/// Links compiled modules with the builtin library and, unless `-create-library` is among
/// `options`, generates the work-group functions and native code for the host CPU. With `quick`,
/// a first build whose kernels step one vector of work-items at a time (KernelInfo::quickCode).
LinkResult link(const std::vector<std::string_view>& bitcodes, std::string_view options,
                bool quick = false);

/// An image argument's format, for a kernel compiled for the images it is launched with: the
/// fields of its descriptor from imageType to srgb (devices/image_abi.h) become constants, so
/// that the image builtins' choices of format and channel order vanish from the code.
struct ImageArgumentFormat {
  uint32_t argIndex = 0;
  WeftImage descriptor{}; ///< only the format's fields are read
};

/// The format's part of a descriptor, as bytes: what a specialization is keyed on.
std::string_view imageFormatBytes(const WeftImage& descriptor);

/// One kernel of a built program (`bitcode`, the linked program a LinkResult holds; `options`,
/// its build options, or its link options when `linkOptions`) compiled again for the image
/// formats of its launch, and with `lanesDimension` (1 or 2) for groups one work-item wide in
/// the dimensions before it: that dimension's work-items run side by side in SIMD lanes. The
/// executable has that kernel alone, its work-group function as the program's. With
/// `scalarTail` (no formats, no lanes' dimension), the kernel's quick code with its scalar loop
/// instead (KernelInfo::wholeVectors): for the launches of groups its quick code does not run.
LinkResult specializeKernel(std::string_view bitcode, std::string_view options, bool linkOptions,
                            const std::string& kernel,
                            const std::vector<ImageArgumentFormat>& formats,
                            unsigned lanesDimension = 0, bool scalarTail = false);

/// compileSource + link in one step, as clBuildProgram does (`quick` as link's).
LinkResult build(std::string_view source, std::string_view options, bool quick = false);

/// clBuildProgram of a program made from a binary: `options` are build options (any the spec
/// allows); those that still apply to a compiled program (-cl-opt-disable, the math options) are
/// applied to linking and code generation. `quick` as link's.
LinkResult buildBinary(std::string_view bitcode, std::string_view options, bool quick = false);

/// SPIR-V input (compiler/spirv_reader.cpp): the versions read, as the module header spells them.
constexpr uint32_t kSpirvVersionMin = 0x00010000; // 1.0
constexpr uint32_t kSpirvVersionMax = 0x00010400; // 1.4, the translator's newest

/// A specialization constant of a SPIR-V module: its id, the value set for it (if set: else the
/// module's default applies), and its size.
struct SpecConstant {
  uint32_t id;
  uint64_t value;
  uint32_t bytes;
  bool set = false;
};

/// Why `il` cannot be a SPIR-V module for the device (size, magic number, version); empty when
/// its header is fine.
std::string checkSpirvHeader(std::string_view il);

/// The specialization constants the module declares (values 0); empty for a module that does
/// not parse.
std::vector<SpecConstant> spirvSpecConstants(std::string_view il);

/// A SPIR-V module to spir64 bitcode, as compileSource makes from OpenCL C, with the given
/// specialization constants set.
CompileResult compileSpirv(std::string_view il, const std::vector<SpecConstant>& specConstants);

/// The translation compileSpirv runs in the weft-spirv helper process (tools/weft_spirv.cpp):
/// the translator may end the process that calls it.
CompileResult translateSpirvHere(std::string_view il,
                                 const std::vector<SpecConstant>& specConstants);
/// What goes to the helper (the specialization constants, then the module) and what comes back
/// (the result); the decoders return false on a message that is cut short or malformed.
std::string encodeSpirvRequest(std::string_view il, const std::vector<SpecConstant>& specConstants);
bool decodeSpirvRequest(std::string_view request, std::string& il,
                        std::vector<SpecConstant>& specConstants);
std::string encodeSpirvResult(const CompileResult& result);
bool decodeSpirvResult(std::string_view message, CompileResult& result);

/// OpenCL C to a SPIR-V module (in `bitcode`), for weftc --emit-spirv and the tests of SPIR-V
/// input.
CompileResult compileToSpirv(std::string_view source, std::string_view options);

/// The bytes of the program-scope __global variables of a linked program's bitcode
/// (CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE).
uint64_t globalVariableBytes(std::string_view bitcode);

/// A program as the code generator sees it, for kernel authors (weftc): the optimized LLVM IR of
/// its work-group functions, the host assembly, and the kernels with their vectorization reports.
struct Inspection {
  Status status = Status::Ok;
  std::string log;
  std::vector<KernelInfo> kernels;
  std::string optimizedIR;
  std::string assembly;
};

/// Compiles `source` as build() does, but keeps the IR and the assembly instead of running them.
/// Never served from the kernel cache.
Inspection inspect(std::string_view source, std::string_view options);

/// Program binaries (CL_PROGRAM_BINARIES, clCreateProgramWithBinary): a small header naming the
/// kind and the compiler version, then the bitcode.
enum class BinaryKind : uint8_t { CompiledObject = 1, Library = 2, Executable = 3 };
std::string packBinary(BinaryKind kind, std::string_view bitcode);
/// Status::InvalidBinary when `bytes` is not a binary this compiler wrote.
Status unpackBinary(std::string_view bytes, BinaryKind& kind, std::string& bitcode);

/// The host CPU as LLVM names it and the widest vector registers code will use (bytes).
struct TargetInfo {
  std::string cpuName;
  std::string features;
  unsigned vectorBytes = 16;
};
const TargetInfo& hostTarget();

/// Weft's and LLVM's versions, for build logs, binaries and the kernel cache key.
std::string_view compilerVersion();

} // namespace weft::compiler
