// Where a work-group function's memory accesses point, by kernel argument: the passes that change
// how one __global argument's buffer is written (streaming_stores.hpp, group_counts.hpp) must know
// that nothing else in the kernel reads or writes it. Called on a vectorized work-group function
// too: a gather's vector of addresses counts by its lanes' common base.
#pragma once

namespace llvm {
class Argument;
class DataLayout;
class Instruction;
class LoadInst;
class Value;
} // namespace llvm

namespace weft::compiler {

struct KernelInfo;
struct WorkGroupFunction;

/// Where a pointer points: into the buffer of a __global argument (`argument`), somewhere else
/// the kernel's buffers are not (private or __local memory, the argument block, a __constant
/// argument's buffer: `argument` -1), or nobody knows (`known` false).
struct Origin {
  bool known = false;
  int argument = -1;
};

/// The origins of the pointers of one work-group function.
class ArgumentOrigins {
public:
  ArgumentOrigins(const WorkGroupFunction& wg, const KernelInfo& info);
  Origin of(llvm::Value* pointer) const;
  /// The argument whose slot of the argument block `load` reads, in the work-group function or
  /// in a copy of it (which has an argument block of its own); -1 for any other load.
  int argumentOf(const llvm::LoadInst& load) const;

private:
  const KernelInfo& m_info;
  const llvm::DataLayout& m_layout;
  const llvm::Argument* m_args;
  const llvm::Value* m_ctx;
};

/// The address an instruction that may read memory reads at; null for those that read none of
/// the kernel's data (a prefetch, the optimizer's markers, a fence); `&instruction` itself for one
/// whose reads are not known (a call), which ArgumentOrigins::of then does not know.
llvm::Value* readPointer(llvm::Instruction& instruction);

/// The same for the address an instruction that may write memory writes at.
llvm::Value* writePointer(llvm::Instruction& instruction);

} // namespace weft::compiler
