#include "compiler/work_item_builtins.hpp"

#include "compiler/work_group_function.hpp"
#include "devices/work_group_abi.hpp"

#include <llvm/ADT/StringSwitch.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <cstddef>
#include <map>
#include <optional>

namespace weft::compiler {
namespace {

enum class Builtin {
  GlobalId,
  LocalId,
  LocalSize,
  EnqueuedLocalSize,
  GroupId,
  NumGroups,
  GlobalSize,
  GlobalOffset,
  WorkDim,
  GlobalLinearId,
  LocalLinearId,
  WorkGroupScratch,
  ToGlobal,
  ToLocal,
  ToPrivate,
  GetFence,
  SamplerInitializer,
};

std::optional<Builtin> builtinFor(std::string_view name) {
  return llvm::StringSwitch<std::optional<Builtin>>(llvm::StringRef(name.data(), name.size()))
      .Case("_Z13get_global_idj", Builtin::GlobalId)
      .Case("_Z12get_local_idj", Builtin::LocalId)
      .Case("_Z14get_local_sizej", Builtin::LocalSize)
      .Case("_Z23get_enqueued_local_sizej", Builtin::EnqueuedLocalSize)
      .Case("_Z12get_group_idj", Builtin::GroupId)
      .Case("_Z14get_num_groupsj", Builtin::NumGroups)
      .Case("_Z15get_global_sizej", Builtin::GlobalSize)
      .Case("_Z17get_global_offsetj", Builtin::GlobalOffset)
      .Case("_Z12get_work_dimv", Builtin::WorkDim)
      .Case("_Z20get_global_linear_idv", Builtin::GlobalLinearId)
      .Case("_Z19get_local_linear_idv", Builtin::LocalLinearId)
      .Case("__weft_work_group_scratch", Builtin::WorkGroupScratch)
      // OpenCL C 2.0's address-space queries on generic pointers, as Clang calls them.
      .Case("__to_global", Builtin::ToGlobal)
      .Case("__to_local", Builtin::ToLocal)
      .Case("__to_private", Builtin::ToPrivate)
      .Case("_Z9get_fencePU3AS4v", Builtin::GetFence)
      .Case("_Z9get_fencePU3AS4Kv", Builtin::GetFence)
      // A sampler_t initialized in the source: its bits, as the pointer a sampler is
      // (devices/image_abi.h).
      .Case("__translate_sampler_initializer", Builtin::SamplerInitializer)
      .Default(std::nullopt);
}

// Builds the replacements. Values that do not depend on the work-item are built once, in the
// entry block; the rest at the call.
class Lowering {
public:
  explicit Lowering(WorkGroupFunction& wg)
      : m_wg(wg), m_entry(wg.entry->getTerminator()),
        m_i64(llvm::Type::getInt64Ty(wg.function->getContext())) {}

  llvm::Value* replacement(Builtin builtin, llvm::CallInst& call) {
    llvm::IRBuilder<> builder(&call);
    llvm::Value* dim = call.arg_size() > 0 ? call.getArgOperand(0) : nullptr;
    switch (builtin) {
    case Builtin::LocalId:
      return perDimension(builder, dim, 0, [&](llvm::IRBuilderBase&, unsigned d) {
        return static_cast<llvm::Value*>(m_wg.localId[d]);
      });
    case Builtin::GlobalId:
      return perDimension(builder, dim, 0, [&](llvm::IRBuilderBase& b, unsigned d) {
        return b.CreateAdd(groupBase(d), m_wg.localId[d]);
      });
    case Builtin::LocalSize:
      return field(builder, dim, offsetof(WorkGroupContext, localSize), 1);
    case Builtin::EnqueuedLocalSize:
      return field(builder, dim, offsetof(WorkGroupContext, enqueuedLocalSize), 1);
    case Builtin::GroupId:
      return field(builder, dim, offsetof(WorkGroupContext, groupId), 0);
    case Builtin::NumGroups:
      return field(builder, dim, offsetof(WorkGroupContext, numGroups), 1);
    case Builtin::GlobalSize:
      return field(builder, dim, offsetof(WorkGroupContext, globalSize), 1);
    case Builtin::GlobalOffset:
      return field(builder, dim, offsetof(WorkGroupContext, globalOffset), 0);
    case Builtin::WorkDim:
      return invariant(offsetof(WorkGroupContext, workDim), builder.getInt32Ty());
    case Builtin::LocalLinearId: {
      // (z * sizeY + y) * sizeX + x
      llvm::Value* zy =
          builder.CreateAdd(builder.CreateMul(m_wg.localId[2], m_wg.localSize[1]), m_wg.localId[1]);
      return builder.CreateAdd(builder.CreateMul(zy, m_wg.localSize[0]), m_wg.localId[0]);
    }
    case Builtin::GlobalLinearId: {
      // ((gz - oz) * globalSizeY + (gy - oy)) * globalSizeX + (gx - ox); group base minus offset
      // is group id times enqueued size.
      auto relative = [&](unsigned d) { return builder.CreateAdd(groupStart(d), m_wg.localId[d]); };
      llvm::Value* zy = builder.CreateAdd(
          builder.CreateMul(relative(2), invariant(globalSizeOffset(1), m_i64)), relative(1));
      return builder.CreateAdd(builder.CreateMul(zy, invariant(globalSizeOffset(0), m_i64)),
                               relative(0));
    }
    case Builtin::WorkGroupScratch:
      return workGroupScratch(*call.getModule());
    case Builtin::ToGlobal:
    case Builtin::ToLocal:
    case Builtin::ToPrivate:
    case Builtin::GetFence:
      return addressSpaceQuery(builtin, builder, call.getArgOperand(0));
    case Builtin::SamplerInitializer:
      return builder.CreateIntToPtr(builder.CreateZExt(call.getArgOperand(0), m_i64),
                                    call.getType());
    }
    return nullptr;
  }

private:
  // to_global, to_local, to_private and get_fence: every address space is the host's memory, so a
  // generic pointer is told apart by where it points. __local memory is the group's block, private
  // memory the running thread's stack and the work-items' saved state; global memory is the
  // rest (a generic pointer never points to __constant). The pointer itself, or null.
  llvm::Value* addressSpaceQuery(Builtin builtin, llvm::IRBuilderBase& builder,
                                 llvm::Value* pointer) {
    llvm::Value* address = builder.CreatePtrToInt(pointer, m_i64);
    auto within = [&](size_t baseOffset, llvm::Value* bytes) {
      llvm::Value* base = invariant(baseOffset, m_i64);
      return builder.CreateICmpULT(builder.CreateSub(address, base), bytes);
    };
    llvm::Value* local = within(offsetof(WorkGroupContext, localMemory),
                                invariant(offsetof(WorkGroupContext, localMemoryBytes), m_i64));
    llvm::Value* stackBytes = stackBytesInvariant(); // high - low, loaded once
    llvm::Value* priv =
        builder.CreateOr(within(offsetof(WorkGroupContext, stackLow), stackBytes),
                         within(offsetof(WorkGroupContext, workItemState),
                                invariant(offsetof(WorkGroupContext, workItemStateBytes), m_i64)));
    if (builtin == Builtin::GetFence) {
      // get_fence: the fence for where the pointer points, none for private memory.
      constexpr uint64_t kLocalFence = 1, kGlobalFence = 2; // CLK_LOCAL_MEM_FENCE, CLK_GLOBAL_...
      return builder.CreateSelect(
          local, builder.getInt32(kLocalFence),
          builder.CreateSelect(priv, builder.getInt32(0), builder.getInt32(kGlobalFence)));
    }
    llvm::Value* keep = nullptr;
    switch (builtin) {
    case Builtin::ToLocal:
      keep = local;
      break;
    case Builtin::ToPrivate:
      keep = priv;
      break;
    default:
      keep = builder.CreateAnd(builder.CreateIsNotNull(address),
                               builder.CreateNot(builder.CreateOr(local, priv)));
      break;
    }
    return builder.CreateSelect(keep, pointer, llvm::Constant::getNullValue(pointer->getType()));
  }

  llvm::Value* stackBytesInvariant() {
    if (!m_stackBytes) {
      llvm::IRBuilder<> builder(m_entry);
      m_stackBytes = builder.CreateSub(invariant(offsetof(WorkGroupContext, stackHigh), m_i64),
                                       invariant(offsetof(WorkGroupContext, stackLow), m_i64));
    }
    return m_stackBytes;
  }

  // The __local array the library's work-group functions share (builtins/opencl/work_group.cl):
  // one 8-byte slot per work-item and one for the group's result. A __local variable of the
  // module, so lowerLocalVariables gives it a place in the group's __local memory.
  static llvm::Value* workGroupScratch(llvm::Module& module) {
    constexpr const char* kName = "__weft.work_group_scratch";
    constexpr unsigned kLocalAddressSpace = 3;
    if (llvm::GlobalVariable* existing = module.getNamedGlobal(kName))
      return existing;
    auto* type =
        llvm::ArrayType::get(llvm::Type::getInt64Ty(module.getContext()), kMaxWorkGroupSize + 1);
    auto* scratch = new llvm::GlobalVariable(
        module, type, false, llvm::GlobalValue::InternalLinkage, llvm::UndefValue::get(type), kName,
        nullptr, llvm::GlobalValue::NotThreadLocal, kLocalAddressSpace);
    scratch->setAlignment(llvm::Align(16));
    return scratch;
  }

  static size_t globalSizeOffset(unsigned d) {
    return offsetof(WorkGroupContext, globalSize) + 8 * d;
  }

  // A context field loaded once in the entry block.
  llvm::Value* invariant(size_t offset, llvm::Type* type) {
    auto [it, inserted] = m_invariants.try_emplace(offset, nullptr);
    if (inserted) {
      llvm::IRBuilder<> builder(m_entry);
      it->second = loadContextField(builder, m_wg.ctx, offset, type);
    }
    return it->second;
  }

  // groupId * enqueuedLocalSize: the first global id of the group, less the global offset.
  llvm::Value* groupStart(unsigned d) {
    auto [it, inserted] = m_groupStarts.try_emplace(d, nullptr);
    if (inserted) {
      llvm::IRBuilder<> builder(m_entry);
      it->second = builder.CreateMul(
          invariant(offsetof(WorkGroupContext, groupId) + 8 * d, m_i64),
          invariant(offsetof(WorkGroupContext, enqueuedLocalSize) + 8 * d, m_i64));
    }
    return it->second;
  }

  // groupStart + globalOffset: the first global id of the group.
  llvm::Value* groupBase(unsigned d) {
    auto [it, inserted] = m_groupBases.try_emplace(d, nullptr);
    if (inserted) {
      llvm::IRBuilder<> builder(m_entry);
      it->second = builder.CreateAdd(
          groupStart(d), invariant(offsetof(WorkGroupContext, globalOffset) + 8 * d, m_i64));
    }
    return it->second;
  }

  // An array field of the context indexed by the dimension argument.
  llvm::Value* field(llvm::IRBuilderBase& builder, llvm::Value* dim, size_t offset,
                     uint64_t outOfRange) {
    return perDimension(builder, dim, outOfRange, [&](llvm::IRBuilderBase&, unsigned d) {
      return invariant(offset + 8 * d, m_i64);
    });
  }

  // The value for dimension `dim`: `valueFor(d)` for a constant d < 3, `outOfRange` for larger
  // constants (the spec's answer), and a select over the three dimensions otherwise.
  template <typename ValueFor>
  llvm::Value* perDimension(llvm::IRBuilderBase& builder, llvm::Value* dim, uint64_t outOfRange,
                            ValueFor valueFor) {
    llvm::Value* fallback = builder.getInt64(outOfRange);
    if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(dim)) {
      const uint64_t d = constant->getZExtValue();
      return d < 3 ? valueFor(builder, static_cast<unsigned>(d)) : fallback;
    }
    llvm::Value* result = fallback;
    for (int d = 2; d >= 0; --d)
      result = builder.CreateSelect(builder.CreateICmpEQ(dim, builder.getInt32(d)),
                                    valueFor(builder, static_cast<unsigned>(d)), result);
    return result;
  }

  WorkGroupFunction& m_wg;
  llvm::Instruction* m_entry;
  llvm::Type* m_i64;
  std::map<size_t, llvm::Value*> m_invariants;
  std::map<unsigned, llvm::Value*> m_groupStarts;
  std::map<unsigned, llvm::Value*> m_groupBases;
  llvm::Value* m_stackBytes = nullptr;
};

} // namespace

bool isWorkItemBuiltin(std::string_view name) { return builtinFor(name).has_value(); }

void lowerWorkItemBuiltins(WorkGroupFunction& wg) {
  Lowering lowering(wg);
  std::vector<std::pair<llvm::CallInst*, Builtin>> calls;
  for (llvm::Instruction& instruction : llvm::instructions(*wg.function)) {
    auto* call = llvm::dyn_cast<llvm::CallInst>(&instruction);
    llvm::Function* callee = call ? call->getCalledFunction() : nullptr;
    if (!callee)
      continue;
    if (auto builtin = builtinFor(callee->getName().str()))
      calls.emplace_back(call, *builtin);
  }
  for (auto [call, builtin] : calls) {
    llvm::Value* value = lowering.replacement(builtin, *call);
    llvm::IRBuilder<> builder(call);
    if (value->getType()->isPointerTy())
      value = builder.CreatePointerBitCastOrAddrSpaceCast(value, call->getType());
    else
      value = builder.CreateZExtOrTrunc(value, call->getType());
    call->replaceAllUsesWith(value);
    call->eraseFromParent();
  }
}

bool removeWorkItemBuiltins(llvm::Module& module) {
  bool allReplaced = true;
  for (llvm::Function& function : llvm::make_early_inc_range(module)) {
    if (!function.isDeclaration() || !isWorkItemBuiltin(function.getName().str()))
      continue;
    function.removeDeadConstantUsers();
    if (function.use_empty())
      function.eraseFromParent();
    else
      allReplaced = false;
  }
  return allReplaced;
}

} // namespace weft::compiler
