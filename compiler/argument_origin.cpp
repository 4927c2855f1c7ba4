// Where a work-group function's memory accesses point, by kernel argument (argument_origin.hpp).
#include "compiler/argument_origin.hpp"
#include "compiler/compiler.hpp"
#include "compiler/work_group_function.hpp"

#include <llvm/Analysis/ValueTracking.h>
#include <llvm/Analysis/VectorUtils.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/IntrinsicsX86.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>

#include <cstddef>
#include <cstdint>

namespace weft::compiler {
namespace {

/// Memory intrinsics: `pointer` the one they touch, or none of the kernel's data (`known` with
/// a null pointer); a call whose effects are not listed here is not `known`.
struct IntrinsicAccess {
  bool known = false;
  llvm::Value* pointer = nullptr;
};

IntrinsicAccess intrinsicAccess(llvm::Instruction& instruction, bool write) {
  auto* call = llvm::dyn_cast<llvm::IntrinsicInst>(&instruction);
  if (!call)
    return {};
  switch (call->getIntrinsicID()) {
  case llvm::Intrinsic::masked_load:
  case llvm::Intrinsic::masked_gather:
  case llvm::Intrinsic::masked_expandload:
    return {true, write ? nullptr : call->getArgOperand(0)};
  case llvm::Intrinsic::masked_store:
  case llvm::Intrinsic::masked_scatter:
  case llvm::Intrinsic::masked_compressstore:
    return {true, write ? call->getArgOperand(1) : nullptr};
  case llvm::Intrinsic::memcpy:
  case llvm::Intrinsic::memmove:
    return {true, call->getArgOperand(write ? 0 : 1)};
  case llvm::Intrinsic::memset:
    return {true, write ? call->getArgOperand(0) : nullptr};
  case llvm::Intrinsic::prefetch:
  case llvm::Intrinsic::assume:
  case llvm::Intrinsic::experimental_noalias_scope_decl:
  case llvm::Intrinsic::lifetime_start:
  case llvm::Intrinsic::lifetime_end:
  case llvm::Intrinsic::x86_sse_sfence: // streaming_stores.hpp's, at a streaming group's end
    return {true, nullptr};
  default:
    return {};
  }
}

/// The address `instruction` reads at (or writes at, with `write`), in readPointer's terms.
llvm::Value* accessPointer(llvm::Instruction& instruction, bool write) {
  if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction))
    return write ? nullptr : load->getPointerOperand();
  if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction))
    return write ? store->getPointerOperand() : nullptr;
  if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&instruction))
    return rmw->getPointerOperand();
  if (auto* exchange = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(&instruction))
    return exchange->getPointerOperand();
  if (llvm::isa<llvm::FenceInst>(instruction))
    return nullptr;
  if (const IntrinsicAccess access = intrinsicAccess(instruction, write); access.known)
    return access.pointer;
  if (auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction))
    if (call->doesNotAccessMemory() || call->onlyAccessesInaccessibleMemory() ||
        (write ? call->onlyReadsMemory() : call->onlyWritesMemory()))
      return nullptr;
  const bool accesses = write ? instruction.mayWriteToMemory() : instruction.mayReadFromMemory();
  return accesses ? &instruction : nullptr;
}

} // namespace

llvm::Value* readPointer(llvm::Instruction& instruction) {
  return accessPointer(instruction, false);
}

llvm::Value* writePointer(llvm::Instruction& instruction) {
  return accessPointer(instruction, true);
}

ArgumentOrigins::ArgumentOrigins(const WorkGroupFunction& wg, const KernelInfo& info)
    : m_info(info), m_layout(wg.function->getParent()->getDataLayout()),
      m_args(wg.function->getArg(0)), m_ctx(wg.ctx) {}

Origin ArgumentOrigins::of(llvm::Value* pointer) const {
  // A gather's vector of addresses: its lanes' common base, where one shows (a vector GEP from a
  // pointer or from a splat of one); a lane's address taken out of such a vector: the same.
  llvm::Value* object = nullptr;
  for (unsigned depth = 0; !object && depth < 16; ++depth) {
    if (auto* extract = llvm::dyn_cast<llvm::ExtractElementInst>(pointer)) {
      pointer = extract->getVectorOperand();
    } else if (!pointer->getType()->isVectorTy()) {
      object = llvm::getUnderlyingObject(pointer, 0);
      if (llvm::isa<llvm::ExtractElementInst>(object)) {
        pointer = object;
        object = nullptr;
      }
    } else if (auto* gep = llvm::dyn_cast<llvm::GEPOperator>(pointer)) {
      pointer = gep->getPointerOperand();
    } else if (auto* cast = llvm::dyn_cast<llvm::AddrSpaceCastOperator>(pointer)) {
      pointer = cast->getPointerOperand();
    } else if (llvm::Value* splat = llvm::getSplatValue(pointer)) {
      pointer = splat;
    } else {
      return {};
    }
  }
  if (!object)
    return {};
  if (llvm::isa<llvm::AllocaInst, llvm::GlobalVariable>(object) || object == m_args ||
      object == m_ctx)
    return {true, -1};
  const auto* load = llvm::dyn_cast<llvm::LoadInst>(object);
  if (!load)
    return {};
  const int argument = argumentOf(*load);
  if (argument < 0) {
    int64_t offset = 0;
    const llvm::Value* base =
        llvm::GetPointerBaseWithConstantOffset(load->getPointerOperand(), offset, m_layout);
    if (base == m_ctx)
      return {true, -1}; // __local memory, a kernel's work-item state
    return {};
  }
  switch (m_info.args[size_t(argument)].kind) {
  case ArgKind::GlobalBuffer:
    return {true, argument};
  case ArgKind::ConstantBuffer:
    return {true, -1}; // read-only: written by none of the kernel's stores
  default:
    return {};
  }
}

int ArgumentOrigins::argumentOf(const llvm::LoadInst& load) const {
  int64_t offset = 0;
  const llvm::Value* base =
      llvm::GetPointerBaseWithConstantOffset(load.getPointerOperand(), offset, m_layout);
  if (base != load.getFunction()->getArg(0))
    return -1;
  for (size_t i = 0; i < m_info.args.size(); ++i)
    if (int64_t(m_info.args[i].offset) == offset && m_info.args[i].size > 0)
      return int(i);
  return -1;
}

} // namespace weft::compiler
