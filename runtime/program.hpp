// A cl_program: sources or binaries, the build state of its device, and the executable that
// kernels are created from.
#pragma once

#include "compiler/compiler.hpp"
#include "runtime/object.hpp"
#include "runtime/specialization.hpp"

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace weft {

class Context;
class Device;

class Program final : public ApiObject<_cl_program, ObjectKind::Program> {
public:
  /// From source (clCreateProgramWithSource).
  Program(Context& context, std::string source);
  /// From a binary already unpacked (clCreateProgramWithBinary, clLinkProgram results).
  Program(Context& context, compiler::BinaryKind kind, std::string bitcode);
  /// From a SPIR-V module whose header was checked (clCreateProgramWithIL).
  struct FromIL {};
  Program(Context& context, FromIL, std::string il);

  Context& context() const { return *m_context; }
  const std::string& source() const { return m_source; }
  bool fromSource() const { return m_fromSource; }
  /// The SPIR-V module of a program made from one, else empty (CL_PROGRAM_IL).
  const std::string& il() const { return m_il; }
  bool fromIL() const { return !m_il.empty(); }

  /// clSetProgramSpecializationConstant: CL_INVALID_SPEC_ID for an id the module does not
  /// declare, CL_INVALID_VALUE for a size that is not the constant's.
  Status setSpecConstant(cl_uint id, size_t size, const void* value);

  /// What the build state is, read under the program's lock.
  struct BuildState {
    cl_build_status status = CL_BUILD_NONE;
    cl_program_binary_type binaryType = CL_PROGRAM_BINARY_TYPE_NONE;
    std::string options;             ///< as given (CL_PROGRAM_BUILD_OPTIONS)
    bool linkOptions = false;        ///< `options` were clLinkProgram's
    compiler::ProgramOptions parsed; ///< as the compiler read them
    std::string log;
    std::string bitcode;
    std::shared_ptr<const compiler::Executable> executable;
  };
  BuildState state() const;

  /// clBuildProgram, clCompileProgram and the link half of clLinkProgram; each returns the
  /// compiler's status, and records log, options and result for the info queries.
  compiler::Status build(const std::string& options);
  compiler::Status compile(const std::string& options,
                           const std::vector<compiler::Header>& headers);
  compiler::Status linkFrom(const std::vector<std::string_view>& bitcodes,
                            const std::string& options);

  /// Records a build that did not start because its options are invalid: status CL_BUILD_ERROR
  /// and `message` as the log.
  void rejectOptions(const std::string& options, const std::string& message);

  /// Kernels hold the program; while any exists, building again is CL_INVALID_OPERATION.
  std::atomic<int>& kernelCount() { return m_kernelCount; }

  /// The code of a kernel of the built program for its launch's image formats and lanes'
  /// dimension, once compiled (runtime/specialization.hpp); null until then. `settled`: as
  /// KernelSpecializations::find's.
  std::shared_ptr<const SpecializedCode>
  specialized(const compiler::KernelInfo& info,
              const std::vector<compiler::ImageArgumentFormat>& formats, unsigned lanesDimension,
              uint64_t workItems, uint64_t privateLimit, bool* settled = nullptr);
  /// A kernel's full code, for a kernel of a quick first build (KernelSpecializations::full).
  std::shared_ptr<const SpecializedCode> full(const compiler::KernelInfo& info,
                                              uint64_t privateLimit,
                                              std::shared_ptr<KernelSpecializations::Entry>& runs,
                                              bool* settled = nullptr);
  /// A kernel's quick code with its scalar loop (KernelSpecializations::tail).
  std::shared_ptr<const SpecializedCode> tail(const compiler::KernelInfo& info,
                                              uint64_t privateLimit);

private:
  /// What the program's kernels are compiled again from (a copy, taken under the lock).
  SpecializationSource specializationSource() const;
  /// The specialization constants as set now (a copy, taken under the lock).
  std::vector<compiler::SpecConstant> specConstants() const;
  void record(compiler::Status status, const std::string& options, compiler::ProgramOptions parsed,
              std::string log, std::string bitcode,
              std::shared_ptr<const compiler::Executable> executable, cl_program_binary_type type);

  Ref<Context> m_context;
  std::string m_source;
  bool m_fromSource;
  std::string m_il;
  std::vector<compiler::SpecConstant> m_specConstants; ///< under m_mutex
  mutable std::mutex m_mutex;
  BuildState m_state;
  std::atomic<int> m_kernelCount{0};
  /// The built program's kernels for their launches' image formats. (The program cannot be built
  /// again while it has kernels, and a launch needs a kernel.)
  KernelSpecializations m_specializations;
};

Program* toProgram(cl_program program);

} // namespace weft
