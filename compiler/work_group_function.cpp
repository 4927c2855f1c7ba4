#include "compiler/work_group_function.hpp"

#include "compiler/barrier_regions.hpp"

#include "devices/work_group_abi.hpp"

#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>

#include <cassert>
#include <cstddef>

namespace weft::compiler {
namespace {

// The x loop's identity: its memory accesses are independent across iterations (work-items run
// in any order without barriers), and vectorizing it is what we want.
llvm::MDNode* parallelLoopMetadata(llvm::LLVMContext& context, llvm::MDNode* accessGroup) {
  llvm::Metadata* parallel[] = {llvm::MDString::get(context, "llvm.loop.parallel_accesses"),
                                accessGroup};
  llvm::Metadata* vectorize[] = {
      llvm::MDString::get(context, "llvm.loop.vectorize.enable"),
      llvm::ConstantAsMetadata::get(llvm::ConstantInt::getTrue(context))};
  auto self = llvm::MDNode::getTemporary(context, llvm::None);
  llvm::Metadata* operands[] = {self.get(), llvm::MDNode::get(context, parallel),
                                llvm::MDNode::get(context, vectorize)};
  llvm::MDNode* loop = llvm::MDNode::getDistinct(context, operands);
  loop->replaceOperandWith(0, loop);
  return loop;
}

// The value a kernel parameter receives from its slot in the argument block.
llvm::Value* loadArgument(llvm::IRBuilderBase& builder, const llvm::Argument& param,
                          const KernelArg& arg, llvm::Value* args, llvm::Value* ctx) {
  llvm::Value* slot = builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), args, arg.offset);
  llvm::Type* type = param.getType();
  switch (arg.kind) {
  case ArgKind::Aggregate:
    // byval: the callee copies the aggregate if it writes to it, so the slot itself is passed.
    return slot;
  case ArgKind::LocalBuffer: {
    llvm::Value* offset = builder.CreateAlignedLoad(builder.getInt64Ty(), slot, llvm::Align(8));
    llvm::Value* base =
        loadContextField(builder, ctx, offsetof(WorkGroupContext, localMemory), builder.getPtrTy());
    llvm::Value* pointer = builder.CreateInBoundsGEP(builder.getInt8Ty(), base, offset);
    return builder.CreateAddrSpaceCast(pointer, type);
  }
  default:
    // The runtime aligns the block to argBlockAlign; the slot's own alignment is not relied on
    // so that a misaligned block costs speed, not correctness.
    return builder.CreateAlignedLoad(type, slot, llvm::Align(1));
  }
}

/// Moves `value`, an address computed from values of the entry block and constants, before
/// `before` in the entry block, its operands first.
void hoistAddress(llvm::Instruction* value, llvm::Instruction* before) {
  if (value->getParent() == before->getParent())
    return;
  for (llvm::Value* operand : value->operands())
    if (auto* instruction = llvm::dyn_cast<llvm::Instruction>(operand))
      hoistAddress(instruction, before);
  value->moveBefore(before);
}

/// Copies the group's values a region wrote (at `written`) over those the next one reads (at
/// `read`): each value with its own type, where the split kernel says they lie
/// (kGroupStateMetadata), so that the next region's loads get what these stores hold forwarded.
/// Volatile, so that code generation does not merge neighbours into one wider copy.
void copyGroupState(llvm::IRBuilder<>& builder, const llvm::Function& kernel, llvm::Value* read,
                    llvm::Value* written) {
  const llvm::MDNode* layout = kernel.getMetadata(kGroupStateMetadata);
  assert(layout && "splitAtBarriers describes every kernel's group values");
  for (unsigned entry = 0; entry + 1 < layout->getNumOperands(); entry += 2) {
    const uint64_t offset =
        llvm::mdconst::extract<llvm::ConstantInt>(layout->getOperand(entry))->getZExtValue();
    llvm::Type* type =
        llvm::cast<llvm::ConstantAsMetadata>(layout->getOperand(entry + 1))->getType();
    const llvm::Align align = llvm::commonAlignment(llvm::Align(16), offset);
    llvm::Value* from = builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), written, offset);
    llvm::Value* to = builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), read, offset);
    builder.CreateAlignedStore(builder.CreateAlignedLoad(type, from, align, /*isVolatile=*/true),
                               to, align, /*isVolatile=*/true);
  }
}

} // namespace

void hoistImageDescriptorLoads(WorkGroupFunction& wg,
                               const std::vector<ImageArgumentFormat>* formats) {
  llvm::Instruction* before = wg.entry->getTerminator();
  const llvm::DataLayout& layout = wg.function->getParent()->getDataLayout();
  struct Address {
    llvm::Instruction* value;
    int64_t offset; ///< bytes from the descriptor's start
    const WeftImage* format;
  };
  std::vector<Address> work;
  for (const auto& [index, descriptor] : wg.imageDescriptors) {
    const WeftImage* format = nullptr;
    for (size_t i = 0; formats && i < formats->size(); ++i)
      if ((*formats)[i].argIndex == index)
        format = &(*formats)[i].descriptor;
    work.push_back({descriptor, 0, format});
  }
  std::vector<Address> loads;
  // The descriptor's addresses: constant offsets and casts of the argument (as_ulong and back,
  // as the image builtins take it), never through a load (the texels' pointer is a field).
  while (!work.empty()) {
    const Address address = work.back();
    work.pop_back();
    for (llvm::User* user : address.value->users()) {
      auto* instruction = llvm::dyn_cast<llvm::Instruction>(user);
      if (!instruction)
        continue;
      if (auto* load = llvm::dyn_cast<llvm::LoadInst>(instruction)) {
        if (load->getPointerOperand() == address.value && load->isSimple())
          loads.push_back({load, address.offset, address.format});
      } else if (auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(instruction)) {
        llvm::APInt offset(layout.getIndexTypeSizeInBits(gep->getType()), 0);
        if (gep->getPointerOperand() == address.value &&
            gep->accumulateConstantOffset(layout, offset))
          work.push_back({gep, address.offset + offset.getSExtValue(), address.format});
      } else if (llvm::isa<llvm::BitCastInst, llvm::AddrSpaceCastInst, llvm::PtrToIntInst,
                           llvm::IntToPtrInst>(instruction)) {
        work.push_back({instruction, address.offset, address.format});
      }
    }
  }
  // The format's fields, which a kernel compiled for its launch's images reads as constants.
  const int64_t formatBegin = offsetof(WeftImage, imageType);
  const int64_t formatEnd = offsetof(WeftImage, mipLevels);
  for (const Address& address : loads) {
    auto* load = llvm::cast<llvm::LoadInst>(address.value);
    hoistAddress(load, before);
    load->setMetadata(llvm::LLVMContext::MD_invariant_load,
                      llvm::MDNode::get(load->getContext(), llvm::None));
    const int64_t bytes = int64_t(layout.getTypeStoreSize(load->getType()));
    if (!address.format || address.offset < formatBegin || address.offset + bytes > formatEnd ||
        !load->getType()->isIntOrIntVectorTy())
      continue;
    llvm::APInt value(unsigned(bytes * 8), 0);
    const auto* field = reinterpret_cast<const uint8_t*>(address.format) + address.offset;
    for (int64_t byte = bytes - 1; byte >= 0; --byte) // little endian, as the host
      value = (value << 8) | llvm::APInt(unsigned(bytes * 8), field[byte]);
    load->replaceAllUsesWith(llvm::ConstantExpr::getBitCast(
        llvm::ConstantInt::get(load->getContext(), value), load->getType()));
    load->eraseFromParent();
  }
}

void swapLanes(WorkGroupFunction& wg, unsigned lanesDimension) {
  std::swap(wg.localId[0], wg.localId[lanesDimension]);
  std::swap(wg.localSize[0], wg.localSize[lanesDimension]);
}

std::string workGroupFunctionName(std::string_view kernelName) {
  return "__weft_wg_" + std::string(kernelName);
}

llvm::Value* loadContextField(llvm::IRBuilderBase& builder, llvm::Value* ctx, size_t offset,
                              llvm::Type* type, llvm::Value* index) {
  llvm::Value* address = builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), ctx, offset);
  if (index)
    address = builder.CreateInBoundsGEP(builder.getInt64Ty(), address, index);
  const uint64_t bytes = type->isPointerTy() ? 8 : type->getPrimitiveSizeInBits() / 8;
  auto* load = builder.CreateAlignedLoad(type, address, llvm::Align(bytes));
  // The context never changes while the work-group function runs.
  load->setMetadata(llvm::LLVMContext::MD_invariant_load,
                    llvm::MDNode::get(builder.getContext(), llvm::None));
  return load;
}

WorkGroupFunction createWorkGroupFunction(llvm::Function& kernel, const KernelInfo& info,
                                          bool regions, unsigned lanesDimension) {
  llvm::Module& module = *kernel.getParent();
  llvm::LLVMContext& context = module.getContext();
  llvm::Type* ptr = llvm::PointerType::get(context, 0);
  llvm::Type* i64 = llvm::Type::getInt64Ty(context);
  llvm::Type* i32 = llvm::Type::getInt32Ty(context);
  auto* type = llvm::FunctionType::get(llvm::Type::getVoidTy(context), {ptr, ptr}, false);

  WorkGroupFunction wg;
  wg.function = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage,
                                       workGroupFunctionName(info.name), module);
  llvm::Function& function = *wg.function;
  // Target and floating-point attributes must match the kernel's for it to be inlined here.
  for (const llvm::Attribute& attribute : kernel.getAttributes().getFnAttrs())
    if (attribute.isStringAttribute())
      function.addFnAttr(attribute);
  function.addFnAttr(llvm::Attribute::NoUnwind);
  llvm::Argument* args = function.getArg(0);
  wg.ctx = function.getArg(1);
  args->setName("args");
  wg.ctx->setName("ctx");
  for (llvm::Argument* arg : {args, wg.ctx}) {
    arg->addAttr(llvm::Attribute::NoAlias);
    arg->addAttr(llvm::Attribute::NoCapture);
    arg->addAttr(llvm::Attribute::ReadOnly);
  }

  wg.entry = llvm::BasicBlock::Create(context, "entry", &function);
  llvm::IRBuilder<> builder(wg.entry);
  std::vector<llvm::Value*> callArgs;
  for (const KernelArg& arg : info.args) {
    const llvm::Argument& param = *kernel.getArg(callArgs.size());
    callArgs.push_back(loadArgument(builder, param, arg, args, wg.ctx));
    if (arg.kind == ArgKind::Image)
      wg.imageDescriptors.emplace_back(uint32_t(callArgs.size() - 1),
                                       llvm::cast<llvm::Instruction>(callArgs.back()));
  }
  llvm::Value* anyEmpty = builder.getFalse();
  for (unsigned dim = 0; dim < 3; ++dim) {
    wg.localSize[dim] = loadContextField(builder, wg.ctx, offsetof(WorkGroupContext, localSize),
                                         i64, builder.getInt64(dim));
    anyEmpty =
        builder.CreateOr(anyEmpty, builder.CreateICmpEQ(wg.localSize[dim], builder.getInt64(0)));
  }
  llvm::BasicBlock* exit = llvm::BasicBlock::Create(context, "exit", &function);

  // A kernel split at its barriers runs its regions one after another, each for every work-item,
  // until a region returns the end of the kernel: the loops below sit inside a dispatch loop.
  llvm::PHINode* region = nullptr;
  llvm::Value* state = nullptr;
  llvm::MDNode* stateAccess = llvm::MDNode::get(context, llvm::None);
  llvm::BasicBlock* preheader = wg.entry;
  if (regions) {
    state = loadContextField(builder, wg.ctx, offsetof(WorkGroupContext, workItemState), ptr);
    llvm::cast<llvm::Instruction>(state)->setMetadata(kWorkItemStateMetadata, stateAccess);
    llvm::BasicBlock* dispatch = llvm::BasicBlock::Create(context, "dispatch", &function);
    builder.CreateCondBr(anyEmpty, exit, dispatch);
    builder.SetInsertPoint(dispatch);
    region = builder.CreatePHI(i32, 2, "region");
    wg.region = region;
    region->addIncoming(builder.getInt32(0), wg.entry);
    preheader = dispatch;
  }

  // Bottom-tested loops z (outermost), y, x: the entry guard makes every trip count at least one.
  // The lanes' dimension, when not x, is the innermost loop instead (z, x, y or y, x, z).
  std::array<unsigned, 3> nesting{2, 1, 0}; // outermost first
  if (lanesDimension == 1)
    nesting = {2, 0, 1};
  else if (lanesDimension == 2)
    nesting = {1, 0, 2};
  std::array<llvm::BasicBlock*, 3> header{};
  for (const unsigned dim : nesting) {
    static constexpr const char* kNames[] = {"x", "y", "z"};
    header[dim] = llvm::BasicBlock::Create(context, std::string(kNames[dim]) + ".loop", &function);
    if (preheader == wg.entry)
      builder.CreateCondBr(anyEmpty, exit, header[dim]);
    else
      builder.CreateBr(header[dim]);
    builder.SetInsertPoint(header[dim]);
    wg.localId[dim] = builder.CreatePHI(i64, 2, std::string("local.id.") + kNames[dim]);
    wg.localId[dim]->addIncoming(builder.getInt64(0), preheader);
    preheader = header[dim];
  }
  if (regions) {
    callArgs.push_back(region);
    callArgs.push_back(state);
    // Each work-item writes the region it reaches next to its element of the state block's first
    // slot (kNextRegionSlot), an address consecutive across work-items that the vectorizers
    // handle; every work-item reaches the same barrier, so work-item 0's answer is everyone's.
    llvm::Value* workItem = builder.CreateAdd(
        wg.localId[0],
        builder.CreateMul(
            wg.localSize[0],
            builder.CreateAdd(wg.localId[1], builder.CreateMul(wg.localSize[1], wg.localId[2]))));
    llvm::Value* slot = builder.CreateInBoundsGEP(i32, state, workItem);
    llvm::StoreInst* store = builder.CreateStore(builder.CreateCall(&kernel, callArgs), slot);
    store->setMetadata(kWorkItemStateMetadata, stateAccess);
    store->setMetadata(kNextRegionMetadata, llvm::MDNode::get(context, llvm::None));
  } else {
    builder.CreateCall(&kernel, callArgs);
  }

  llvm::BranchInst* innermostLatch = nullptr;
  llvm::BasicBlock* latchBlock = header[nesting[2]];
  for (unsigned depth = 0; depth < 3; ++depth) {
    const unsigned dim = nesting[2 - depth];
    llvm::Value* next = builder.CreateNUWAdd(wg.localId[dim], builder.getInt64(1));
    wg.localId[dim]->addIncoming(next, latchBlock);
    llvm::BasicBlock* after =
        depth < 2
            ? llvm::BasicBlock::Create(context, "latch." + std::to_string(depth + 1), &function)
        : regions ? llvm::BasicBlock::Create(context, "region.done", &function)
                  : exit;
    auto* branch =
        builder.CreateCondBr(builder.CreateICmpULT(next, wg.localSize[dim]), header[dim], after);
    if (depth == 0)
      innermostLatch = branch;
    latchBlock = after;
    builder.SetInsertPoint(after);
  }
  if (regions) {
    if (const uint64_t half = info.workGroupStateBytes / 2) {
      // The group's values as the region left them become those the next region reads.
      llvm::Value* workItems =
          builder.CreateMul(wg.localSize[0], builder.CreateMul(wg.localSize[1], wg.localSize[2]));
      llvm::Value* read = builder.CreateInBoundsGEP(
          builder.getInt8Ty(), state,
          builder.CreateMul(builder.getInt64(info.workItemStateBytes), workItems));
      llvm::Value* written = builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), read, half);
      copyGroupState(builder, kernel, read, written);
    }
    auto* returned = builder.CreateLoad(i32, state, "returned");
    returned->setMetadata(kWorkItemStateMetadata, stateAccess);
    llvm::Value* next = builder.CreateAnd(returned, builder.getInt32(~kIdleRegionBit), "next");
    region->addIncoming(next, builder.GetInsertBlock());
    builder.CreateCondBr(builder.CreateICmpEQ(next, builder.getInt32(kEndOfKernel)), exit,
                         region->getParent());
    builder.SetInsertPoint(exit);
  }
  builder.CreateRetVoid();
  // The exit block was created early and sits before the loops; the order only affects reading.
  exit->moveAfter(&function.back());

  wg.accessGroup = llvm::MDNode::getDistinct(context, {});
  innermostLatch->setMetadata(llvm::LLVMContext::MD_loop,
                              parallelLoopMetadata(context, wg.accessGroup));
  return wg;
}

void fixLocalSize(WorkGroupFunction& wg, const std::array<uint64_t, 3>& size) {
  for (unsigned dim = 0; dim < 3; ++dim) {
    auto* load = llvm::cast<llvm::Instruction>(wg.localSize[dim]);
    wg.localSize[dim] = llvm::ConstantInt::get(load->getType(), size[dim]);
    load->replaceAllUsesWith(wg.localSize[dim]);
    load->eraseFromParent();
  }
}

void callForLocalSize(WorkGroupFunction& wg, llvm::Function& whole,
                      const std::array<uint64_t, 3>& size) {
  llvm::BasicBlock* rest = wg.entry->splitBasicBlock(wg.entry->getTerminator(), "other.size");
  llvm::BasicBlock* call =
      llvm::BasicBlock::Create(wg.function->getContext(), "this.size", wg.function, rest);
  llvm::IRBuilder<> builder(call);
  builder.CreateCall(&whole, {wg.function->getArg(0), wg.ctx});
  builder.CreateRetVoid();
  llvm::Instruction* branch = wg.entry->getTerminator();
  builder.SetInsertPoint(branch);
  llvm::Value* match = builder.getTrue();
  for (unsigned dim = 0; dim < 3; ++dim)
    match = builder.CreateAnd(match,
                              builder.CreateICmpEQ(wg.localSize[dim], builder.getInt64(size[dim])));
  builder.CreateCondBr(match, call, rest);
  branch->eraseFromParent();
}

} // namespace weft::compiler
