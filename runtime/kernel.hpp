// A cl_kernel: one kernel of a built program and the arguments set on it so far.
#pragma once

#include "compiler/compiler.hpp"
#include "runtime/memory.hpp"
#include "runtime/object.hpp"
#include "runtime/program.hpp"
#include "runtime/streaming.hpp"

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

namespace weft {

class Kernel final : public ApiObject<_cl_kernel, ObjectKind::Kernel> {
public:
  /// `function` is the executable's work-group function of the kernel `info` describes.
  Kernel(Program& program, std::shared_ptr<const compiler::Executable> executable,
         const compiler::KernelInfo& info, WorkGroupFn function);
  /// clCloneKernel: the same kernel with the same arguments.
  Kernel(const Kernel& other);
  ~Kernel() override;

  Program& program() const { return *m_program; }
  const compiler::KernelInfo& info() const { return m_info; }
  WorkGroupFn function() const { return m_function; }
  /// Whether launches may have partial work-groups; fixed while the kernel exists, because its
  /// program cannot be rebuilt then.
  bool allowsNonUniform() const { return m_allowsNonUniform; }

  Status setArg(cl_uint index, size_t size, const void* value);

  /// Everything a launch needs from the kernel, copied so later clSetKernelArg calls do not
  /// change a command already enqueued.
  struct Snapshot {
    std::shared_ptr<const compiler::Executable> executable; ///< keeps the code alive
    WorkGroupFn function = nullptr;
    std::vector<Ref<MemObject>> buffers; ///< keeps the argument buffers alive
    std::unique_ptr<char[], void (*)(char*)> args{nullptr, nullptr};
    uint64_t localMemBytes = 0;
    /// The image arguments' formats, in argument order (Program::specialized).
    std::vector<compiler::ImageArgumentFormat> imageFormats;
    std::shared_ptr<const SpecializedCode> specialized; ///< keeps that code alive when it runs
    /// The bytes of the buffer arguments' buffers, and whether an image argument has bytes of
    /// its own too (runtime/streaming.hpp).
    std::vector<BufferBytes> bufferBytes;
    bool image = false;
  };
  /// CL_INVALID_KERNEL_ARGS when an argument was never set.
  Result<std::shared_ptr<Snapshot>> snapshot() const;
  /// The code with dimension `dimension` (1 or 2) in the lanes, for a launch of `workItems` with no
  /// image argument: the program's answer (Program::specialized), kept once it is final, so that
  /// the launches after it skip the program's lookup (a key, two locks and a map: the round trip
  /// of a launch in groups of 1 x 64 0.73 -> 0.69 us on the 2-core VM). Code kept runs on after
  /// WEFT_SPECIALIZE=0 is set (the setting stops compiles); until then the setting is read at
  /// each launch.
  std::shared_ptr<const SpecializedCode> lanesCode(unsigned dimension, uint64_t workItems,
                                                   uint64_t privateLimit);
  /// The full code of a kernel of a quick first build (Program::full), kept once final as
  /// lanesCode's; until then `runs` is what the launch reports its run time to.
  std::shared_ptr<const SpecializedCode>
  fullCode(uint64_t privateLimit, std::shared_ptr<KernelSpecializations::Entry>& runs);
  /// The quick code with its scalar loop, for a kernel whose quick code runs whole vectors only
  /// (Program::tail: compiled at the first call, which waits), kept as lanesCode's.
  std::shared_ptr<const SpecializedCode> tailCode(uint64_t privateLimit);
  /// __local bytes of the kernel's variables and of the __local arguments set so far.
  uint64_t localMemSize() const;

private:
  struct ArgState {
    bool set = false;
    /// For buffer and image arguments, null for a NULL buffer. Only the handle: an argument
    /// does not keep its buffer alive (a released buffer is destroyed, and its destructor callbacks
    /// run, once no command needs it); a launch looks it up again and holds it.
    cl_mem buffer = nullptr;
    uint64_t localBytes = 0;
    std::vector<char> value; ///< bytes of value arguments
  };

  Ref<Program> m_program;
  std::shared_ptr<const compiler::Executable> m_executable;
  const compiler::KernelInfo& m_info;
  WorkGroupFn m_function;
  bool m_allowsNonUniform;
  mutable std::mutex m_mutex;
  std::vector<ArgState> m_args;
  /// lanesCode's final answers, by dimension less one: `code` is written once, under m_mutex,
  /// before `settled` is set, and only read after.
  struct KeptCode {
    std::atomic<bool> settled{false};
    std::shared_ptr<const SpecializedCode> code;
  };
  KeptCode m_lanesCode[2];
  KeptCode m_fullCode;
  KeptCode m_tailCode;
  /// Keeps `code` in `kept` unless an answer is kept there already; returns the one kept.
  std::shared_ptr<const SpecializedCode> keep(KeptCode& kept,
                                              std::shared_ptr<const SpecializedCode> code);
  /// The entry fullCode's launches report their run time to, once known: set once, under
  /// m_mutex, before `m_counting`, and only read after.
  std::atomic<bool> m_counting{false};
  std::shared_ptr<KernelSpecializations::Entry> m_countingEntry;
};

Kernel* toKernel(cl_kernel kernel);

} // namespace weft
