// The SPMD vectorizer: plan first, then build. Everything that can make the pass give up is
// decided before the first instruction is created, so that giving up leaves the function as it
// was; the build then adds a new loop in front of the original x loop and touches the original
// only to branch around it.
//
// Vocabulary. A "level" is the x loop or one of its inner loops; its "nodes" are its own blocks
// and its immediate subloops (each named by its header), which form an acyclic graph once the
// back edges and exits are left out. A level runs in one of two modes:
//  - uniform: every lane of the vector iteration runs the block or none does; the block is
//    cloned with its branches, and nothing is masked;
//  - masked: the blocks run one after the other in topological order, each under a lane mask
//    computed from the masks of its incoming edges; phis become selects; subloops run while any
//    lane is active.
// A branch on a varying value in a uniform level starts a "region" that ends at the branch's
// post-dominator (the "join"): the region runs masked, the join is uniform again.
#include "compiler/spmd_vectorizer.hpp"
#include "compiler/fast_divide.hpp"

#include "common/settings.hpp"
#include "compiler/atomic_lowering.hpp"
#include "compiler/barrier_regions.hpp"
#include "compiler/clamp_versioning.hpp"
#include "compiler/compiler.hpp"
#include "compiler/group_prefetch.hpp"
#include "compiler/table_lookup.hpp"
#include "compiler/value_bound.hpp"
#include "compiler/work_group_function.hpp"
#include "devices/work_group_abi.hpp"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/LoopIterator.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/Analysis/VectorUtils.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/MDBuilder.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/LowerAtomic.h>

#include <cstdlib>
#include <limits>
#include <list>
#include <map>
#include <optional>
#include <set>

namespace weft::compiler {
namespace {

/// How a value varies across the lanes of one vector iteration. The lanes are one row of
/// work-items (x), or, when the vectorizer runs several rows (y) side by side, rows of lanes:
/// lane l is work-item x0 + l % W of row y0 + l / W.
struct Shape {
  enum Kind : uint8_t {
    Unset,   ///< not known yet (the analysis is optimistic)
    Strided, ///< lane l holds base + (l % W) * stride; stride 0 is uniform
    Varying,
  };
  Kind kind = Unset;
  /// Elements for integers, bytes for pointers.
  int64_t stride = 0;
  /// Strided with a base of its own in each row (a function of the row's y): computed once per
  /// row, as scalars.
  bool perRow = false;
  /// Strided through an integer extension whose operand may wrap: exact in every lane the
  /// kernel uses (see transfer()), but a lane masked off may hold a wrapped value, so lane 0
  /// cannot be the base of a masked access.
  bool extended = false;

  static Shape uniform() { return {Strided, 0, false, false}; }
  static Shape strided(int64_t stride, bool perRow = false, bool extended = false) {
    return {Strided, stride, perRow, extended};
  }
  static Shape varying() { return {Varying, 0, false, false}; }
  bool isUniform() const { return kind == Strided && stride == 0 && !perRow; }
  bool isVarying() const { return kind == Varying; }
  /// The same in every lane of a row.
  bool isRowUniform() const { return kind == Strided && stride == 0; }
  bool operator==(const Shape& other) const {
    return kind == other.kind && stride == other.stride && perRow == other.perRow &&
           extended == other.extended;
  }
  bool operator!=(const Shape& other) const { return !(*this == other); }
};

Shape join(Shape a, Shape b) {
  if (a.kind == Shape::Unset)
    return b;
  if (b.kind == Shape::Unset || a == b)
    return a;
  return Shape::varying();
}

/// Stride arithmetic that gives up (varying) on overflow.
Shape addStrides(Shape a, Shape b, bool subtract) {
  if (a.isVarying() || b.isVarying())
    return Shape::varying();
  if (a.kind == Shape::Unset || b.kind == Shape::Unset)
    return {};
  int64_t stride = 0;
  const bool overflow = subtract ? __builtin_sub_overflow(a.stride, b.stride, &stride)
                                 : __builtin_add_overflow(a.stride, b.stride, &stride);
  return overflow ? Shape::varying()
                  : Shape::strided(stride, a.perRow || b.perRow, a.extended || b.extended);
}

Shape scaleStride(Shape a, int64_t factor) {
  int64_t stride = 0;
  if (a.kind != Shape::Strided || __builtin_mul_overflow(a.stride, factor, &stride))
    return a.kind == Shape::Unset ? Shape{} : Shape::varying();
  return Shape::strided(stride, a.perRow, a.extended);
}

/// A block that only says "unreachable" (clang's default for the switch that ends a cleanup):
/// taking an edge there is undefined, so such edges are no exits.
bool isDeadEnd(const llvm::BasicBlock* block) {
  return llvm::isa<llvm::UnreachableInst>(block->front());
}

bool isScalarType(const llvm::Type* type) {
  return type->isIntegerTy() || type->isFloatingPointTy() || type->isPointerTy();
}

/// A type whose work-item-dependent values the pass widens: a scalar, or a vector of integers or
/// floats (the kernel's float4, int8...), which becomes one vector of every lane's components,
/// lane after lane: lane l's component c is element l * N + c, so that consecutive float4s in
/// memory load as one wide vector and bitcasts between vector types keep their meaning.
bool isLaneType(const llvm::Type* type) {
  if (const auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type))
    return vector->getElementType()->isIntegerTy() || vector->getElementType()->isFloatingPointTy();
  return isScalarType(type);
}

/// Components per lane: N for a vector of N, 1 for a scalar.
unsigned componentsOf(const llvm::Type* type) {
  const auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type);
  return vector ? vector->getNumElements() : 1;
}

/// Intrinsics that only carry information for the optimizer: dropping them is always correct.
bool isDroppable(const llvm::Instruction& instruction) {
  auto* intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(&instruction);
  if (!intrinsic)
    return false;
  switch (intrinsic->getIntrinsicID()) {
  case llvm::Intrinsic::assume:
  case llvm::Intrinsic::experimental_noalias_scope_decl:
  case llvm::Intrinsic::dbg_declare:
  case llvm::Intrinsic::dbg_value:
  case llvm::Intrinsic::dbg_label:
  case llvm::Intrinsic::dbg_addr:
  case llvm::Intrinsic::lifetime_start:
  case llvm::Intrinsic::lifetime_end:
    return true;
  default:
    return false;
  }
}

/// llvm.prefetch: a hint, which never faults and may be dropped or issued for any lane.
bool isPrefetch(const llvm::Instruction& instruction) {
  auto* intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(&instruction);
  return intrinsic && intrinsic->getIntrinsicID() == llvm::Intrinsic::prefetch;
}

/// A call without side effects that may run for inactive lanes too (host libm functions after
/// inlining: the builtins call them for what has no intrinsic).
bool isPureCall(const llvm::CallInst& call) {
  const llvm::Function* callee = call.getCalledFunction();
  return callee && !callee->isIntrinsic() && call.doesNotAccessMemory() && call.willReturn() &&
         call.doesNotThrow() && !call.isConvergent();
}

bool isWidenableIntrinsic(const llvm::CallInst& call) {
  const llvm::Function* callee = call.getCalledFunction();
  return callee && callee->isIntrinsic() && llvm::isTriviallyVectorizable(callee->getIntrinsicID());
}

/// The declaration of `id` whose signature is `type`, or null when it has none.
llvm::Function* intrinsicFor(llvm::Module& module, llvm::Intrinsic::ID id,
                             llvm::FunctionType* type) {
  llvm::SmallVector<llvm::Intrinsic::IITDescriptor, 8> table;
  llvm::Intrinsic::getIntrinsicInfoTableEntries(id, table);
  llvm::ArrayRef<llvm::Intrinsic::IITDescriptor> rest = table;
  llvm::SmallVector<llvm::Type*, 4> overloads;
  if (llvm::Intrinsic::matchIntrinsicSignature(type, rest, overloads) !=
      llvm::Intrinsic::MatchIntrinsicTypes_Match)
    return nullptr;
  return llvm::Intrinsic::getDeclaration(&module, id, overloads);
}

/// A level's acyclic graph.
struct LevelGraph {
  std::vector<llvm::BasicBlock*> order; ///< topological, the level's header first
  llvm::DenseMap<llvm::BasicBlock*, llvm::SmallVector<llvm::BasicBlock*, 4>> successors;
  llvm::DenseMap<llvm::BasicBlock*, llvm::SmallVector<llvm::BasicBlock*, 4>> predecessors;
  /// Nodes with an edge back to the level's header or out of the level.
  llvm::DenseSet<llvm::BasicBlock*> leaving;
};

/// A divergent branch's masked part: the nodes strictly between it and its join.
struct Region {
  std::vector<llvm::BasicBlock*> nodes; ///< topological
  llvm::BasicBlock* join = nullptr;
};

/// Thrown while planning to give up; caught at the top, before anything has changed.
struct GiveUp {
  std::string reason;
};

/// Whether `lanes` lanes of a value stepping by `stride` span less than a quarter of its `bits`
/// bits' range: then "the last lane lies beyond the first" (in either order, signed or not)
/// tells that no lane between them wrapped around.
bool spanFits(int64_t stride, unsigned lanes, unsigned bits) {
  if (stride == std::numeric_limits<int64_t>::min() || bits < 8 || bits > 64)
    return false;
  uint64_t span = 0;
  if (__builtin_mul_overflow(uint64_t(stride < 0 ? -stride : stride), uint64_t(lanes - 1), &span))
    return false;
  return (span >> (bits - 2)) == 0;
}

/// How deep allLanesFromEnds looks through a test's `and`s.
constexpr unsigned kMostTestDepth = 256;

class SpmdVectorizer {
public:
  /// `width` lanes per step: `rows` rows of work-items (y) of width / rows each (x).
  /// With `wholeGroup`, the group is known to be exactly one step: `rows` rows of
  /// width / rows work-items, nothing else.
  SpmdVectorizer(WorkGroupFunction& wg, unsigned width, unsigned rows = 1, bool wholeGroup = false)
      : m_wg(wg), m_width(width), m_rows(rows), m_rowWidth(width / rows), m_wholeGroup(wholeGroup),
        m_function(*wg.function), m_module(*m_function.getParent()),
        m_context(m_function.getContext()), m_layout(m_module.getDataLayout()),
        m_dominators(m_function), m_builder(m_context) {
    m_loops.analyze(m_dominators);
    m_maskType = llvm::FixedVectorType::get(llvm::Type::getInt1Ty(m_context), m_width);
    m_allTrue = llvm::Constant::getAllOnesValue(m_maskType);
    m_allFalse = llvm::Constant::getNullValue(m_maskType);
  }

  /// Makes run() refuse a kernel whose access groups would make values wider than
  /// kMaxWidenedBits, for a caller that can try fewer lanes.
  void refuseWideRuns() { m_refuseWideRuns = true; }
  /// The loop for groups whose x size is a multiple of the width (KernelInfo::wholeVectors): the
  /// scalar loop for the rest is left unreachable. For the only vectorized copy of the loop.
  void runWholeVectorsOnly() { m_wholeVectors = true; }

  /// Empty when vectorized, else why not.
  std::string run() {
    try {
      plan();
    } catch (const GiveUp& giveUp) {
      return giveUp.reason;
    }
    build();
    return {};
  }

  /// What the vector loop does with memory and calls, region by region for a kernel with
  /// barriers: "from the start: 2 wide loads; after barrier 1: masked, 1 gather". Empty before
  /// run().
  std::string statistics() const {
    std::string text;
    for (const auto& [region, stats] : m_stats) {
      std::vector<std::string> parts;
      if (stats.masked)
        parts.push_back("masked");
      auto count = [&](unsigned n, const char* one, const char* many) {
        if (n)
          parts.push_back(std::to_string(n) + " " + (n == 1 ? one : many));
      };
      count(stats.wideLoads, "wide load", "wide loads");
      count(stats.wideStores, "wide store", "wide stores");
      count(stats.gathers, "gather", "gathers");
      count(stats.tableLookups, "table lookup in registers", "table lookups in registers");
      count(stats.clampedRuns, "wide load unless clamped", "wide loads unless clamped");
      count(stats.scatters, "scatter", "scatters");
      count(stats.perLaneCalls, "call lane by lane", "calls lane by lane");
      count(stats.atomics, "atomic lane by lane", "atomics lane by lane");
      count(stats.combinedAtomics, "atomic combined across lanes", "atomics combined across lanes");
      count(stats.skips, "skip if no lane is on", "skips if no lane is on");
      count(stats.prefetches, "prefetch", "prefetches");
      if (parts.empty())
        parts.push_back("no memory access");
      std::string line = region < 0    ? std::string()
                         : region == 0 ? std::string("from the start: ")
                                       : "after barrier " + std::to_string(region) + ": ";
      for (size_t i = 0; i < parts.size(); ++i)
        line += (i ? ", " : "") + parts[i];
      text += (text.empty() ? "" : "; ") + line;
    }
    if (idleReturn())
      text += "; a region's steps stop at the first with a work-item that has nothing to do there";
    return text;
  }

  /// Whether the work-item loop has an atomic in a loop of the kernel's own (a histogram's loop
  /// over its elements) that runs lane by lane: all but adds to an address the work-items share
  /// from before the loop (emitCombinedAtomic).
  /// Needs no plan: only the loops.
  bool hasAtomicsInKernelLoops() const {
    const llvm::PHINode* localId = m_wg.localId[0];
    const llvm::Loop* x = localId ? m_loops.getLoopFor(localId->getParent()) : nullptr;
    if (!x)
      return false;
    for (const llvm::BasicBlock* block : x->blocks())
      if (m_loops.getLoopFor(block) != x)
        for (const llvm::Instruction& instruction : *block)
          if (const auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&instruction))
            if (!combinable(*rmw) || !x->isLoopInvariant(rmw->getPointerOperand()))
              return true;
    return false;
  }

  /// An atomic emitCombinedAtomic takes where its address is the same in every lane.
  static bool combinable(const llvm::AtomicRMWInst& rmw) {
    return isIntegerAdd(rmw) && !pointsToLocalMemory(rmw.getPointerOperand());
  }

  /// Whether run() would vectorize the loop, from the plan alone (no code is made).
  bool plans() {
    try {
      plan();
    } catch (const GiveUp&) {
      return false;
    }
    return true;
  }

  /// The loads and stores of the work-item loop that would be gathers and scatters, from the plan
  /// alone (no code is made); 0 when the loop cannot be vectorized.
  unsigned plannedScatteredAccesses() {
    if (!plans())
      return 0;
    unsigned count = 0;
    for (const llvm::BasicBlock* block : m_xLoop->blocks())
      for (const llvm::Instruction& instruction : *block) {
        if (m_groupOf.count(&instruction) || instruction.getMetadata(kWorkItemStateMetadata))
          continue;
        const llvm::Value* pointer = nullptr;
        llvm::Type* type = nullptr;
        if (const auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction)) {
          if (!shapeOf(load).isVarying())
            continue;
          pointer = load->getPointerOperand();
          type = load->getType();
        } else if (const auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction)) {
          pointer = store->getPointerOperand();
          type = store->getValueOperand()->getType();
        } else {
          continue;
        }
        const Shape address = operandShape(pointer, block);
        if (!address.isUniform() && !isConsecutive(pointer, address, type, m_allTrue))
          ++count;
      }
    return count;
  }

  /// Calls and atomics the vector loop makes lane by lane, and atomics it combines across lanes.
  /// Zero before run().
  unsigned laneByLane() const {
    unsigned count = 0;
    for (const auto& entry : m_stats)
      count += entry.second.perLaneCalls + entry.second.atomics + entry.second.combinedAtomics;
    return count;
  }

private:
  // ---- Planning ------------------------------------------------------------------------------

  void plan() {
    if (m_width < 2)
      throw GiveUp{"the target has no vector registers"};
    llvm::PHINode* localId = m_wg.localId[0];
    m_xLoop = localId ? m_loops.getLoopFor(localId->getParent()) : nullptr;
    if (!m_xLoop || m_xLoop->getHeader() != localId->getParent())
      throw GiveUp{"the work-item loop was not found"};
    m_latch = m_xLoop->getLoopLatch();
    auto* latchBranch =
        m_latch ? llvm::dyn_cast<llvm::BranchInst>(m_latch->getTerminator()) : nullptr;
    if (!latchBranch || !latchBranch->isConditional() || !m_xLoop->getLoopPreheader())
      throw GiveUp{"the work-item loop is not in its original shape"};
    m_exit = latchBranch->getSuccessor(latchBranch->getSuccessor(0) == m_xLoop->getHeader());
    llvm::SmallVector<llvm::Loop::Edge, 4> exits;
    m_xLoop->getExitEdges(exits);
    for (const llvm::Loop::Edge& exit : exits)
      if (exit.first != m_latch && !isDeadEnd(exit.second))
        throw GiveUp{"the work-item loop is not in its original shape"};
    if (!m_exit->phis().empty())
      throw GiveUp{"the work-item loop's exit has phis"};
    if (m_rows > 1)
      planRows();
    checkPrivateMemory();

    // Shapes decide which branches diverge, and divergence makes phis varying: iterate until the
    // plan stops changing (it only ever grows).
    for (int round = 0;; ++round) {
      if (round > 32)
        throw GiveUp{"the shape analysis did not settle"};
      computeShapes();
      auto masked = m_masked;
      auto joins = m_joins;
      auto maskedLoops = m_maskedLoops;
      makePlan();
      if (round > 0 && masked == m_masked && joins == m_joins && maskedLoops == m_maskedLoops)
        break;
    }
    checkInstructions();
    planAccessGroups();
    computeUnclampedShapes();
  }

  /// The shapes values would have if every clamp of a lane-stepping value by a uniform bound
  /// (smax, smin, umax, umin: a stencil's `max(x - 1, 0)`) let its value through: what a load
  /// whose address goes through a clamp reads where no lane of a row is clamped (loadUnclamped).
  /// Empty when the loop has no such clamp.
  void computeUnclampedShapes() {
    m_unclamped.clear();
    bool any = false;
    for (const llvm::BasicBlock* block : m_xLoop->blocks())
      for (const llvm::Instruction& instruction : *block)
        any = any || clampedOperand(instruction) != nullptr;
    if (!any)
      return;
    auto real = m_shapes;
    m_unclampedShapes = true;
    computeShapes();
    m_unclampedShapes = false;
    m_unclamped = std::move(m_shapes);
    m_shapes = std::move(real);
  }

  /// For a clamp of a value that steps from lane to lane by a bound the same in every lane of a
  /// row, the stepping operand; otherwise null. With `unclamped`, the operand's step is its
  /// unclamped shape's (computeUnclampedShapes), so that a clamp of a clamp counts too:
  /// OpenCL's clamp(x + dx, 0, w - 1) is min(max(x + dx, 0), w - 1).
  const llvm::Value* clampedOperand(const llvm::Instruction& instruction,
                                    bool unclamped = false) const {
    if (!isMinMax(instruction))
      return nullptr;
    const auto* call = llvm::cast<llvm::IntrinsicInst>(&instruction);
    const llvm::BasicBlock* at = call->getParent();
    for (unsigned i = 0; i < 2; ++i) {
      const auto known = unclamped ? m_unclamped.find(call->getArgOperand(i)) : m_unclamped.end();
      const Shape value =
          known != m_unclamped.end() ? known->second : operandShape(call->getArgOperand(i), at);
      const Shape bound = operandShape(call->getArgOperand(1 - i), at);
      if (value.kind == Shape::Strided && value.stride != 0 && !value.perRow &&
          bound.isRowUniform())
        return call->getArgOperand(i);
    }
    return nullptr;
  }

  /// Accesses that together read or write each lane's run of `count` consecutive elements, a
  /// lane's run right after the previous lane's (vload4, vstore8, the fields of an array of
  /// structs, the x, y and z of a float3 in its 16 bytes): each alone is strided, a gather or
  /// scatter; together they are `count` wide accesses and shuffles. A load group may leave
  /// elements of the run out (a float3's padding): those before the first lane's first member
  /// and after the last lane's last are not read.
  struct AccessGroup {
    llvm::Type* element = nullptr;
    llvm::Align align;
    /// By element of the run: the member that accesses each lane's element `c`, or none.
    std::vector<llvm::Instruction*> members;
    llvm::Instruction* first = nullptr; ///< in program order
    llvm::Instruction* last = nullptr;
    /// How many bytes after the address of the member where the group is emitted (the first
    /// load, the last store) lane 0's run starts.
    int64_t start = 0;

    bool stores() const { return llvm::isa<llvm::StoreInst>(first); }
    /// The member where the group is emitted: its address is known there.
    llvm::Instruction* emittedAt() const { return stores() ? last : first; }
    /// Bit `c` set when no member accesses element `c` of the run.
    uint64_t missing() const {
      uint64_t bits = 0;
      for (size_t c = 0; c < members.size(); ++c)
        bits |= members[c] ? 0 : uint64_t{1} << c;
      return bits;
    }
  };

  /// `a | b` with no bit set on both sides, which InstCombine makes of 2 * i + 1: a sum.
  bool isDisjointSum(const llvm::Instruction& instruction) const {
    return instruction.getOpcode() == llvm::Instruction::Or &&
           llvm::haveNoCommonBitsSet(instruction.getOperand(0), instruction.getOperand(1),
                                     m_layout);
  }

  /// An address as a root pointer, a variable index that `scale` bytes multiply (or none) and
  /// constant bytes: p + 4 * i + 8 and (p + 4 * i) + 8 alike.
  struct Decomposed {
    const llvm::Value* root = nullptr;
    const llvm::Value* index = nullptr;
    uint64_t scale = 0;
    int64_t bytes = 0;
  };

  Decomposed decompose(const llvm::Value* pointer) const {
    llvm::APInt offset(m_layout.getIndexTypeSizeInBits(pointer->getType()), 0);
    Decomposed parts;
    parts.root = pointer->stripAndAccumulateConstantOffsets(m_layout, offset, true);
    parts.bytes = offset.getSExtValue();
    const auto* gep = llvm::dyn_cast<llvm::GEPOperator>(parts.root);
    if (!gep || gep->getNumIndices() != 1)
      return parts;
    parts.scale = m_layout.getTypeAllocSize(gep->getSourceElementType()).getFixedSize();
    parts.index = gep->getOperand(1);
    parts.root = gep->getPointerOperand();
    // An index plus a constant, or with bits set that the rest has clear (2 * i + 1).
    if (const auto* sum = llvm::dyn_cast<llvm::BinaryOperator>(parts.index)) {
      const auto* constant = llvm::dyn_cast<llvm::ConstantInt>(sum->getOperand(1));
      const bool adds = sum->getOpcode() == llvm::Instruction::Add || isDisjointSum(*sum);
      if (constant && adds && constant->getBitWidth() <= 64) {
        parts.bytes += constant->getSExtValue() * int64_t(parts.scale);
        parts.index = sum->getOperand(0);
      }
    }
    return parts;
  }

  /// Finds the groups, block by block: members of one type whose addresses are one base plus
  /// constant offsets, stepping by `count` elements from lane to lane, that cover one run (loads:
  /// more than half of it; fewer are cheaper as gathers); and nothing between the first and the
  /// last that could write (for loads) or touch (for stores) memory, since the group reads at
  /// its first member and writes at its last.
  void planAccessGroups() {
    for (llvm::BasicBlock* block : m_xLoop->blocks()) {
      using Key = std::tuple<const llvm::Value*, const llvm::Value*, uint64_t, llvm::Type*, bool>;
      std::map<Key, std::map<int64_t, llvm::Instruction*>> candidates;
      for (llvm::Instruction& instruction : *block) {
        auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction);
        auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction);
        if (!(load && load->isSimple()) && !(store && store->isSimple()))
          continue;
        if (instruction.getMetadata(kWorkItemStateMetadata))
          continue;
        llvm::Value* pointer = llvm::getLoadStorePointerOperand(&instruction);
        llvm::Type* type = llvm::getLoadStoreType(&instruction);
        const Shape address = operandShape(pointer, block);
        const int64_t size = int64_t(m_layout.getTypeStoreSize(type));
        if (type->isVectorTy() || type->isAggregateType() ||
            size != int64_t(m_layout.getTypeAllocSize(type)) || address.kind != Shape::Strided ||
            (address.extended && !lanesExact(pointer)) || address.stride <= size ||
            address.stride % size != 0 || address.stride / size > 16)
          continue;
        const Decomposed parts = decompose(pointer);
        auto& members = candidates[{parts.root, parts.index, parts.scale, type, store != nullptr}];
        // Two accesses of one place: not a group.
        if (!members.emplace(parts.bytes, &instruction).second)
          members.emplace(INT64_MIN, nullptr);
      }
      for (auto& [key, members] : candidates) {
        llvm::Instruction* any = members.begin()->second;
        if (!any)
          continue;
        llvm::Type* type = std::get<3>(key);
        const int64_t size = int64_t(m_layout.getTypeStoreSize(type));
        const Shape address = operandShape(llvm::getLoadStorePointerOperand(any), block);
        const size_t count = size_t(address.stride / size);
        const int64_t low = members.begin()->first;
        const bool stores = std::get<4>(key);
        // (A store of a run with gaps needs a mask, which AVX2 makes slower than scatters.)
        if (members.size() < 2 || members.size() * 2 <= count ||
            (stores && members.size() < count) ||
            members.rbegin()->first - low > int64_t(count - 1) * size ||
            std::any_of(members.begin(), members.end(),
                        [&](const auto& member) { return (member.first - low) % size != 0; }))
          continue;
        AccessGroup group;
        group.element = type;
        group.align = llvm::getLoadStoreAlignment(members.begin()->second);
        group.members.assign(count, nullptr);
        for (auto& [offset, member] : members) {
          group.members[size_t((offset - low) / size)] = member;
          if (!group.first || member->comesBefore(group.first))
            group.first = member;
          if (!group.last || group.last->comesBefore(member))
            group.last = member;
        }
        for (auto& [offset, member] : members)
          if (member == group.emittedAt())
            group.start = members.begin()->first - offset;
        bool clear = true;
        for (auto it = group.first->getIterator(); &*it != group.last && clear; ++it)
          clear = std::count(group.members.begin(), group.members.end(), &*it) || isPrefetch(*it) ||
                  !(stores ? it->mayReadOrWriteMemory() : it->mayWriteToMemory());
        if (!clear)
          continue;
        // Each lane's run side by side is one value: no wider than any other while fewer
        // vectors per step remain to try (with AVX2, vload4 + vstore4 at four vectors of 8
        // lanes per step ran 2.8 ns per work-item, at two 1.2, PoCL 1.3). At one vector per
        // step it is still better than gathers; rows side by side load row by row.
        if (m_refuseWideRuns && m_rows == 1 &&
            m_width * count * uint64_t(size) * 8 > kMaxWidenedBits)
          throw GiveUp{"each work-item's run of " + std::to_string(count) + " elements of " +
                       describe(*group.first) + " is too wide for " + std::to_string(m_width) +
                       " lanes"};
        m_groups.push_back(std::move(group));
      }
    }
    for (AccessGroup& group : m_groups)
      for (llvm::Instruction* member : group.members)
        if (member)
          m_groupOf[member] = &group;
  }

  /// Rows side by side need the y loop as the work-group function made it (its header's one phi
  /// the y id, its exit without phis), a kernel that uses y, and every value of the row computed
  /// inside the x loop, where each row gets its own.
  void planRows() {
    llvm::PHINode* rowId = m_wg.localId[1];
    m_yLoop = rowId ? m_loops.getLoopFor(rowId->getParent()) : nullptr;
    if (!m_yLoop || m_yLoop->getHeader() != rowId->getParent() || !m_yLoop->getLoopLatch() ||
        !m_yLoop->getExitBlock() || !m_yLoop->getExitBlock()->phis().empty() ||
        &*m_yLoop->getHeader()->phis().begin() != rowId ||
        std::next(m_yLoop->getHeader()->phis().begin()) != m_yLoop->getHeader()->phis().end())
      throw GiveUp{"the y loop is not in its original shape"};
    bool usesRow = false;
    std::set<const llvm::Value*> checked;
    for (llvm::BasicBlock* block : m_xLoop->blocks())
      for (llvm::Instruction& instruction : *block)
        for (const llvm::Value* operand : instruction.operands()) {
          if (operand == rowId) {
            usesRow = true;
            continue;
          }
          if (!inXLoop(operand) && dependsOnRow(operand, checked))
            throw GiveUp{"a value of the row is computed outside the x loop"};
        }
    if (!usesRow)
      throw GiveUp{"the kernel does not use its y id"};
  }

  /// Whether `value`, from outside the x loop, is computed from the y id.
  bool dependsOnRow(const llvm::Value* value, std::set<const llvm::Value*>& checked) const {
    const auto* instruction = llvm::dyn_cast<llvm::Instruction>(value);
    if (!instruction || !m_yLoop->contains(instruction) || !checked.insert(value).second)
      return false;
    if (instruction == m_wg.localId[1])
      return true;
    for (const llvm::Value* operand : instruction->operands())
      if (dependsOnRow(operand, checked))
        return true;
    return false;
  }

  // Private arrays that survived SROA live in the one stack frame all work-items share: a lane
  // each would need its own copy.
  void checkPrivateMemory() {
    for (llvm::Instruction& instruction : llvm::instructions(m_function)) {
      auto* alloca = llvm::dyn_cast<llvm::AllocaInst>(&instruction);
      if (!alloca)
        continue;
      const std::string name =
          alloca->hasName() ? "private array `" + alloca->getName().str() + "`" : "private memory";
      if (m_xLoop->contains(alloca))
        throw GiveUp{name + " allocated in the work-item loop"};
      llvm::SmallVector<const llvm::Value*, 8> work{alloca};
      llvm::DenseSet<const llvm::Value*> seen;
      while (!work.empty()) {
        const llvm::Value* value = work.pop_back_val();
        if (!seen.insert(value).second)
          continue;
        for (const llvm::User* user : value->users()) {
          auto* userInstruction = llvm::dyn_cast<llvm::Instruction>(user);
          if (!userInstruction || m_xLoop->contains(userInstruction))
            throw GiveUp{name + " used in the work-item loop"};
          if (llvm::isa<llvm::GetElementPtrInst, llvm::CastInst, llvm::PHINode, llvm::SelectInst>(
                  userInstruction))
            work.push_back(userInstruction);
          else if (auto* store = llvm::dyn_cast<llvm::StoreInst>(userInstruction);
                   store && store->getValueOperand() == value)
            throw GiveUp{name + " escapes"};
          else if (llvm::isa<llvm::CallBase>(userInstruction) &&
                   !userInstruction->isLifetimeStartOrEnd())
            throw GiveUp{name + " escapes"};
        }
      }
    }
  }

  bool inXLoop(const llvm::Value* value) const {
    auto* instruction = llvm::dyn_cast<llvm::Instruction>(value);
    return instruction && m_xLoop->contains(instruction);
  }

  /// The node of `level` that `block` belongs to.
  llvm::BasicBlock* nodeOf(llvm::BasicBlock* block, const llvm::Loop* level) const {
    llvm::Loop* loop = m_loops.getLoopFor(block);
    if (loop == level)
      return block;
    while (loop && loop->getParentLoop() != level)
      loop = loop->getParentLoop();
    return loop ? loop->getHeader() : nullptr;
  }

  /// The immediate subloop of `level` that `node` stands for, or null for a block.
  llvm::Loop* subloopAt(llvm::BasicBlock* node, const llvm::Loop* level) const {
    llvm::Loop* loop = m_loops.getLoopFor(node);
    return loop != level && loop->getHeader() == node ? loop : nullptr;
  }

  const LevelGraph& graphOf(llvm::Loop* level) {
    auto [it, inserted] = m_graphs.try_emplace(level);
    if (!inserted)
      return it->second;
    LevelGraph& graph = it->second;
    std::vector<llvm::BasicBlock*> nodes;
    for (llvm::BasicBlock* block : level->blocks())
      if (nodeOf(block, level) == block)
        nodes.push_back(block);
    for (llvm::BasicBlock* node : nodes) {
      auto& successors = graph.successors[node];
      if (llvm::Loop* subloop = subloopAt(node, level)) {
        if (!subloop->getLoopPredecessor())
          throw GiveUp{"a loop with several entries"};
        llvm::SmallVector<llvm::BasicBlock*, 4> exits;
        subloop->getUniqueExitBlocks(exits);
        for (llvm::BasicBlock* exit : exits) {
          if (isDeadEnd(exit))
            continue;
          if (m_loops.getLoopFor(exit) != level)
            throw GiveUp{"a jump out of several nested loops at once"};
          successors.push_back(exit);
        }
        continue;
      }
      if (node == m_latch)
        continue; // the work-item loop's own back edge and exit
      for (llvm::BasicBlock* successor : llvm::successors(node)) {
        if (isDeadEnd(successor))
          continue;
        if (successor == level->getHeader() || !level->contains(successor)) {
          graph.leaving.insert(node);
          continue;
        }
        llvm::BasicBlock* target = nodeOf(successor, level);
        if (target != successor)
          throw GiveUp{"irreducible control flow"};
        if (!llvm::is_contained(successors, target))
          successors.push_back(target);
      }
    }
    if (level == m_xLoop)
      graph.leaving.insert(m_latch);
    for (llvm::BasicBlock* node : nodes)
      for (llvm::BasicBlock* successor : graph.successors[node])
        graph.predecessors[successor].push_back(node);

    // Depth-first post order from the header; a path back to a node still on the stack is a cycle
    // LoopInfo did not see as a loop.
    llvm::DenseMap<llvm::BasicBlock*, int> state; // 1 on the stack, 2 done
    std::vector<llvm::BasicBlock*> postOrder;
    std::vector<std::pair<llvm::BasicBlock*, unsigned>> stack{{level->getHeader(), 0}};
    state[level->getHeader()] = 1;
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      auto& successors = graph.successors[node];
      if (next < successors.size()) {
        llvm::BasicBlock* successor = successors[next++];
        int& mark = state[successor];
        if (mark == 1)
          throw GiveUp{"irreducible control flow"};
        if (mark == 0) {
          mark = 1;
          stack.emplace_back(successor, 0);
        }
        continue;
      }
      state[node] = 2;
      postOrder.push_back(node);
      stack.pop_back();
    }
    graph.order.assign(postOrder.rbegin(), postOrder.rend());
    return graph;
  }

  // ---- Shapes --------------------------------------------------------------------------------

  /// The shape `user` (in block `at`) sees `value` with: a value from inside a loop that lanes
  /// leave at different times is, outside it, the value each lane had when it left.
  Shape operandShape(const llvm::Value* value, const llvm::BasicBlock* at) const {
    if (!inXLoop(value))
      return outsideShape(value);
    const auto* definition = llvm::cast<llvm::Instruction>(value);
    for (const llvm::Loop* loop = m_loops.getLoopFor(definition->getParent());
         loop && loop != m_xLoop; loop = loop->getParentLoop())
      if (m_maskedLoops.count(loop) && !loop->contains(at))
        return Shape::varying();
    auto it = m_shapes.find(value);
    return it == m_shapes.end() ? Shape{} : it->second;
  }

  Shape shapeOf(const llvm::Value* value) const {
    auto it = m_shapes.find(value);
    return inXLoop(value) ? (it == m_shapes.end() ? Shape{} : it->second) : outsideShape(value);
  }

  /// A value from outside the x loop is the same in every lane, except the row's y when rows
  /// run side by side.
  Shape outsideShape(const llvm::Value* value) const {
    return isRowId(value) ? Shape::strided(0, true) : Shape::uniform();
  }

  bool isRowId(const llvm::Value* value) const { return m_rows > 1 && value == m_wg.localId[1]; }

  bool isMaskedLoopHeader(const llvm::BasicBlock* block) const {
    const llvm::Loop* loop = m_loops.getLoopFor(block);
    return loop != m_xLoop && loop->getHeader() == block && m_maskedLoops.count(loop);
  }

  /// Phis that become selects on the masks of their incoming edges.
  bool mergesByMask(const llvm::BasicBlock* block) const {
    return (m_masked.count(block) && !isMaskedLoopHeader(block)) || m_joins.count(block);
  }

  Shape phiShape(const llvm::PHINode& phi) const {
    const llvm::BasicBlock* block = phi.getParent();
    if (isMaskedLoopHeader(block)) {
      const llvm::Loop* loop = m_loops.getLoopFor(block);
      Shape shape;
      const llvm::Value* fromLatch = nullptr;
      for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i) {
        const llvm::Value* incoming = phi.getIncomingValue(i);
        if (loop->contains(phi.getIncomingBlock(i))) {
          if (fromLatch && fromLatch != incoming)
            return Shape::varying();
          fromLatch = incoming;
        }
        shape = join(shape, operandShape(incoming, block));
      }
      return shape;
    }
    if (mergesByMask(block)) {
      const llvm::Value* only = phi.hasConstantValue();
      return only ? operandShape(only, block) : Shape::varying();
    }
    Shape shape;
    for (const llvm::Value* incoming : phi.incoming_values())
      shape = join(shape, operandShape(incoming, block));
    return shape;
  }

  /// The most `value` can be, taken as unsigned, where it is computed from the local ids and
  /// sizes (no group is larger than kMaxWorkGroupSize) without wrapping; none where it may be
  /// anything. (A local id is bounded by twice the largest group: a step's lanes past a group's
  /// end.) An extension of such a value is exact in every lane.
  std::optional<uint64_t> idBound(const llvm::Value* value) const {
    return valueBound(value, [&](const llvm::Value* leaf) -> std::optional<uint64_t> {
      for (unsigned d = 0; d < 3; ++d) {
        if (leaf == m_wg.localId[d])
          return 2 * kMaxWorkGroupSize - 1;
        if (leaf == m_wg.localSize[d])
          return kMaxWorkGroupSize;
      }
      return std::nullopt;
    });
  }

  /// Whether `value` is below 2^bits in every work-item, by idBound().
  bool boundedBelow(const llvm::Value* value, unsigned bits) const {
    const std::optional<uint64_t> bound = idBound(value);
    return bound && bits < 64 && *bound >> bits == 0;
  }

  /// The shape of `instruction` from its operands'. Integer arithmetic is modular, so strides
  /// survive add, sub, mul, shl and trunc exactly; through an extension they survive only if no
  /// two lanes of one vector straddle the wrap-around point, which an index would have to be
  /// within `width` of 2^31 or 2^32 for, far beyond any buffer it indexes. That is assumed, as
  /// LLVM's loop vectorizer assumes it from nsw flags.
  Shape transfer(const llvm::Instruction& instruction) const {
    const Shape shape = transferShape(instruction);
    // Values per row are scalars of each row, computed where they are defined: a phi of them, or
    // a vector, is kept per lane.
    if (shape.perRow &&
        (llvm::isa<llvm::PHINode>(instruction) || !isScalarType(instruction.getType())))
      return Shape::varying();
    return shape;
  }

  Shape transferShape(const llvm::Instruction& instruction) const {
    const llvm::BasicBlock* at = instruction.getParent();
    if (auto* phi = llvm::dyn_cast<llvm::PHINode>(&instruction))
      return phiShape(*phi);
    if (llvm::isa<llvm::AtomicRMWInst, llvm::AtomicCmpXchgInst>(instruction))
      return Shape::varying();
    auto operand = [&](unsigned index) { return operandShape(instruction.getOperand(index), at); };
    Shape all = Shape::uniform();
    for (const llvm::Use& use : instruction.operands()) {
      if (llvm::isa<llvm::BasicBlock>(use.get()))
        continue;
      const Shape shape = operandShape(use.get(), at);
      if (shape.kind == Shape::Unset)
        return {};
      if (!shape.isRowUniform())
        all = Shape::varying();
      else if (shape.perRow && !all.isVarying())
        all = Shape::strided(0, true);
    }
    switch (instruction.getOpcode()) {
    case llvm::Instruction::Add:
      return addStrides(operand(0), operand(1), false);
    case llvm::Instruction::Or:
      if (isDisjointSum(instruction))
        return addStrides(operand(0), operand(1), false);
      return all;
    case llvm::Instruction::And: {
      // InstCombine's zero extension in a register, x & 0xffffffff (of a 64-bit value truncated
      // to 32 bits and extended again): an extension that may wrap, as ZExt below.
      auto* low = llvm::dyn_cast<llvm::ConstantInt>(instruction.getOperand(1));
      Shape shape = operand(0);
      if (low && low->getValue().isMask() && low->getValue().countTrailingOnes() >= 32 &&
          shape.kind == Shape::Strided) {
        if (shape.stride != 0 &&
            !boundedBelow(instruction.getOperand(0), low->getValue().countTrailingOnes()))
          shape.extended = true;
        return shape;
      }
      return all;
    }
    case llvm::Instruction::Sub:
      return addStrides(operand(0), operand(1), true);
    case llvm::Instruction::Mul:
    case llvm::Instruction::Shl: {
      auto* constant = llvm::dyn_cast<llvm::ConstantInt>(instruction.getOperand(1));
      auto* left = llvm::dyn_cast<llvm::ConstantInt>(instruction.getOperand(0));
      const bool shift = instruction.getOpcode() == llvm::Instruction::Shl;
      if (constant && constant->getBitWidth() <= 64) {
        if (shift && constant->getZExtValue() >= 62)
          return all;
        return scaleStride(operand(0), shift ? int64_t(1) << constant->getZExtValue()
                                             : constant->getSExtValue());
      }
      if (!shift && left && left->getBitWidth() <= 64)
        return scaleStride(operand(1), left->getSExtValue());
      return all;
    }
    case llvm::Instruction::AShr:
    case llvm::Instruction::LShr: {
      // InstCombine's sign and zero extension in a register: (x << c) >> c; and an extension
      // times a power of two, (x << c) >> d with d < c (a 32-bit index of floats: c 32, d 30).
      // Either wraps as an extension does: a step's lanes may straddle the wrap.
      auto* shift = llvm::dyn_cast<llvm::ConstantInt>(instruction.getOperand(1));
      auto* inner = llvm::dyn_cast<llvm::BinaryOperator>(instruction.getOperand(0));
      if (!shift || !inner || inner->getOpcode() != llvm::Instruction::Shl)
        return all;
      auto* left = llvm::dyn_cast<llvm::ConstantInt>(inner->getOperand(1));
      if (!left || left->getZExtValue() < shift->getZExtValue() || left->getZExtValue() >= 62)
        return all;
      // Exact where the shifted value's bits all stay (and, for ashr, its sign bit is clear).
      const unsigned bits = instruction.getType()->getScalarSizeInBits();
      const bool exact = boundedBelow(
          inner->getOperand(0), bits - unsigned(left->getZExtValue()) -
                                    (instruction.getOpcode() == llvm::Instruction::AShr ? 1 : 0));
      if (left == shift) {
        Shape shape = operandShape(inner->getOperand(0), at);
        if (shape.kind == Shape::Strided && shape.stride != 0 && !exact)
          shape.extended = true;
        return shape;
      }
      Shape shape = scaleStride(operandShape(inner->getOperand(0), at),
                                int64_t(1) << (left->getZExtValue() - shift->getZExtValue()));
      if (shape.kind == Shape::Strided && shape.stride != 0 && !exact)
        shape.extended = true;
      return shape;
    }
    case llvm::Instruction::ZExt:
    case llvm::Instruction::SExt: {
      // An operand that cannot wrap (nuw for a zero, nsw for a sign extension) extends exactly
      // in every lane; otherwise only the lanes the kernel uses are known not to.
      Shape shape = operand(0);
      auto* source = llvm::dyn_cast<llvm::OverflowingBinaryOperator>(instruction.getOperand(0));
      const bool zext = instruction.getOpcode() == llvm::Instruction::ZExt;
      const unsigned from = instruction.getOperand(0)->getType()->getScalarSizeInBits();
      const bool exact =
          (source && (zext ? source->hasNoUnsignedWrap() : source->hasNoSignedWrap())) ||
          boundedBelow(instruction.getOperand(0), zext ? from : from - 1);
      if (shape.kind == Shape::Strided && shape.stride != 0 && !exact)
        shape.extended = true;
      return shape;
    }
    case llvm::Instruction::Trunc:
    case llvm::Instruction::AddrSpaceCast:
      return operand(0);
    case llvm::Instruction::BitCast:
      return instruction.getType()->isPointerTy() ? operand(0) : all;
    case llvm::Instruction::GetElementPtr: {
      auto& gep = llvm::cast<llvm::GetElementPtrInst>(instruction);
      if (gep.getType()->isVectorTy())
        return all;
      Shape shape = operand(0);
      auto type = llvm::gep_type_begin(gep);
      for (unsigned i = 1; i < gep.getNumOperands(); ++i, ++type) {
        const Shape index = operand(i);
        if (type.isStruct() || index.isUniform())
          continue;
        const uint64_t size = m_layout.getTypeAllocSize(type.getIndexedType()).getFixedSize();
        shape = addStrides(shape, scaleStride(index, int64_t(size)), false);
      }
      return shape;
    }
    case llvm::Instruction::Select:
      return operand(0).isUniform() ? join(operand(1), operand(2)) : Shape::varying();
    case llvm::Instruction::Call:
      if (isAllWorkItems(instruction))
        return Shape::uniform(); // one answer for the whole step
      if (m_unclampedShapes)
        if (const llvm::Value* value = clampedOperand(instruction))
          return operandShape(value, at);
      return all;
    case llvm::Instruction::Load: {
      auto& load = llvm::cast<llvm::LoadInst>(instruction);
      if (load.isSimple() && load.getMetadata(kGroupUniformMetadata))
        return Shape::uniform(); // every work-item's element holds the same value
      if (load.isSimple() && operand(0).isRowUniform())
        return operand(0); // one load per row where the rows' addresses differ
      return Shape::varying();
    }
    default:
      return all;
    }
  }

  void computeShapes() {
    m_shapes.clear();
    m_shapes[m_wg.localId[0]] = Shape::strided(1);
    llvm::LoopBlocksRPO order(m_xLoop);
    order.perform(&m_loops);
    for (bool changed = true; changed;) {
      changed = false;
      for (llvm::BasicBlock* block : order)
        for (llvm::Instruction& instruction : *block) {
          if (&instruction == m_wg.localId[0])
            continue;
          Shape& current = m_shapes[&instruction];
          const Shape next = join(current, transfer(instruction));
          if (next != current) {
            current = next;
            changed = true;
          }
        }
    }
  }

  // ---- Plan ----------------------------------------------------------------------------------

  enum class LevelResult { Ok, NeedsMask };

  void makePlan() {
    m_masked.clear();
    m_joins.clear();
    m_maskedLoops.clear();
    m_regions.clear();
    m_regionMembers.clear();
    if (planLevel(m_xLoop, false) == LevelResult::NeedsMask) {
      m_joins.clear();
      m_regions.clear();
      m_regionMembers.clear();
      planLevel(m_xLoop, true);
    }
  }

  bool branchDiverges(llvm::BasicBlock* block) const {
    if (block == m_latch)
      return false;
    auto* branch = llvm::dyn_cast<llvm::BranchInst>(block->getTerminator());
    if (branch && branch->isConditional())
      return !shapeOf(branch->getCondition()).isUniform();
    if (auto* switchInst = llvm::dyn_cast<llvm::SwitchInst>(block->getTerminator()))
      return !shapeOf(switchInst->getCondition()).isUniform();
    return false;
  }

  /// True when some lanes may leave `loop` in an iteration others stay for.
  bool exitsDiverge(llvm::Loop* loop) const {
    llvm::SmallVector<llvm::BasicBlock*, 4> exiting;
    loop->getExitingBlocks(exiting);
    for (llvm::BasicBlock* block : exiting)
      if (branchDiverges(block) || m_masked.count(block))
        return true;
    return false;
  }

  void planMaskedLoop(llvm::Loop* loop) {
    m_maskedLoops.insert(loop);
    planLevel(loop, true);
  }

  LevelResult planLevel(llvm::Loop* level, bool masked) {
    const LevelGraph& graph = graphOf(level);
    if (masked) {
      for (llvm::BasicBlock* node : graph.order) {
        if (llvm::Loop* subloop = subloopAt(node, level))
          planMaskedLoop(subloop);
        else
          m_masked.insert(node);
      }
      return LevelResult::Ok;
    }
    for (llvm::BasicBlock* node : graph.order) {
      if (m_regionMembers.count(node))
        continue;
      bool divergent = false;
      if (llvm::Loop* subloop = subloopAt(node, level)) {
        bool needsMask = exitsDiverge(subloop);
        if (!needsMask)
          needsMask = planLevel(subloop, false) == LevelResult::NeedsMask || exitsDiverge(subloop);
        if (needsMask) {
          planMaskedLoop(subloop);
          const auto& exits = graph.successors.find(node)->second;
          if (exits.size() == 1) {
            // All lanes leave through the one exit: it is where they meet again.
            for (llvm::BasicBlock* predecessor : llvm::predecessors(exits[0]))
              if (!subloop->contains(predecessor))
                return LevelResult::NeedsMask;
            m_joins.insert(exits[0]);
          } else {
            divergent = true;
          }
        }
      } else {
        divergent = branchDiverges(node);
      }
      if (divergent && !planRegion(level, graph, node))
        return LevelResult::NeedsMask;
    }
    return LevelResult::Ok;
  }

  /// Plans the region of a divergent `start`; false when it has no single join to end at.
  bool planRegion(llvm::Loop* level, const LevelGraph& graph, llvm::BasicBlock* start) {
    auto successorsOf = [&](llvm::BasicBlock* node) -> llvm::ArrayRef<llvm::BasicBlock*> {
      auto it = graph.successors.find(node);
      return it == graph.successors.end() ? llvm::ArrayRef<llvm::BasicBlock*>()
                                          : llvm::ArrayRef<llvm::BasicBlock*>(it->second);
    };
    // The nodes reachable from `start` without passing `avoid`; false if one of them leaves the
    // level or ends the kernel (then `avoid` does not post-dominate `start`).
    auto reach = [&](llvm::BasicBlock* avoid, llvm::DenseSet<llvm::BasicBlock*>& seen) {
      std::vector<llvm::BasicBlock*> work(successorsOf(start).begin(), successorsOf(start).end());
      bool closed = !graph.leaving.count(start);
      while (!work.empty()) {
        llvm::BasicBlock* node = work.back();
        work.pop_back();
        if (node == avoid || !seen.insert(node).second)
          continue;
        if (graph.leaving.count(node) || successorsOf(node).empty())
          closed = false;
        for (llvm::BasicBlock* successor : successorsOf(node))
          work.push_back(successor);
      }
      return closed;
    };
    llvm::DenseSet<llvm::BasicBlock*> reachable;
    reach(nullptr, reachable);
    auto position = llvm::find(graph.order, start);
    for (auto it = std::next(position); it != graph.order.end(); ++it) {
      llvm::BasicBlock* join = *it;
      llvm::DenseSet<llvm::BasicBlock*> inside;
      if (!reachable.count(join) || !reach(join, inside))
        continue;
      // The first post-dominator in topological order is the immediate one. The region must be
      // entered only through `start` and left only through `join`, and the join must be a
      // block, so that its phis merge only edges this region decides.
      if (subloopAt(join, level))
        return false;
      auto onlyFrom = [&](llvm::BasicBlock* node) {
        auto found = graph.predecessors.find(node);
        if (found == graph.predecessors.end())
          return true;
        for (llvm::BasicBlock* predecessor : found->second)
          if (predecessor != start && !inside.count(predecessor))
            return false;
        return true;
      };
      if (!onlyFrom(join))
        return false;
      Region region;
      region.join = join;
      for (llvm::BasicBlock* node : graph.order)
        if (inside.count(node)) {
          if (!onlyFrom(node))
            return false;
          region.nodes.push_back(node);
        }
      for (llvm::BasicBlock* node : region.nodes) {
        m_regionMembers.insert(node);
        if (llvm::Loop* subloop = subloopAt(node, level))
          planMaskedLoop(subloop);
        else
          m_masked.insert(node);
      }
      m_joins.insert(join);
      m_regions[start] = std::move(region);
      return true;
    }
    return false;
  }

  // ---- What the build handles ----------------------------------------------------------------

  std::string describe(const llvm::Value& value) const {
    std::string text;
    llvm::raw_string_ostream out(text);
    if (value.hasName())
      out << "`" << value.getName() << "`";
    else
      value.printAsOperand(out, false);
    return text;
  }

  void checkInstructions() {
    for (llvm::BasicBlock* block : m_xLoop->blocks()) {
      const bool masked = m_masked.count(block) != 0;
      for (llvm::Instruction& instruction : *block) {
        const Shape shape = shapeOf(&instruction);
        for (const llvm::User* user : instruction.users())
          if (!m_xLoop->contains(llvm::cast<llvm::Instruction>(user)))
            throw GiveUp{"a value of the work-item loop is used after it"};
        if (shape.kind == Shape::Unset)
          throw GiveUp{"the shape analysis did not reach " + describe(instruction)};
        if (shape.isVarying() && !instruction.getType()->isVoidTy() &&
            !isLaneType(instruction.getType()))
          throw GiveUp{"work-item-dependent value " + describe(instruction) + " of aggregate type"};
        if (shape.isVarying() && instruction.getType()->isVectorTy() &&
            m_width * m_layout.getTypeSizeInBits(instruction.getType()) > kMaxWidenedBits)
          throw GiveUp{"work-item-dependent vector " + describe(instruction) + " is too wide for " +
                       std::to_string(m_width) + " lanes"};
        checkLiveOut(instruction);
        if (auto* phi = llvm::dyn_cast<llvm::PHINode>(&instruction)) {
          if (block == m_xLoop->getHeader() && phi != m_wg.localId[0])
            throw GiveUp{"a phi in the work-item loop's header, " + describe(instruction)};
          continue;
        }
        if (instruction.isTerminator()) {
          if (!llvm::isa<llvm::BranchInst, llvm::SwitchInst, llvm::UnreachableInst>(instruction))
            throw GiveUp{std::string("a `") + instruction.getOpcodeName() + "` terminator"};
          continue;
        }
        checkInstruction(instruction, shape, masked);
      }
    }
  }

  /// A value read outside a masked loop is kept per lane in a vector.
  void checkLiveOut(const llvm::Instruction& instruction) const {
    for (const llvm::Loop* loop = m_loops.getLoopFor(instruction.getParent());
         loop && loop != m_xLoop; loop = loop->getParentLoop()) {
      if (!m_maskedLoops.count(loop))
        continue;
      for (const llvm::User* user : instruction.users())
        if (!loop->contains(llvm::cast<llvm::Instruction>(user)->getParent()) &&
            !isLaneType(instruction.getType()))
          throw GiveUp{"value " + describe(instruction) + " of aggregate type leaves " +
                       "a divergent loop"};
    }
  }

  void checkInstruction(const llvm::Instruction& instruction, Shape shape, bool masked) {
    const llvm::BasicBlock* at = instruction.getParent();
    if (llvm::isa<llvm::AllocaInst>(instruction))
      throw GiveUp{"private memory allocated in the work-item loop"};
    if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction)) {
      if (!load->isSimple())
        throw GiveUp{"a volatile or atomic load"};
      const uint64_t bytes = m_layout.getTypeStoreSize(load->getType()).getFixedSize();
      if (shape.isUniform() && masked && bytes > kScratchBytes)
        throw GiveUp{"a large load under a work-item-dependent condition"};
      return;
    }
    if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction)) {
      if (!store->isSimple())
        throw GiveUp{"a volatile or atomic store"};
      const bool uniform = operandShape(store->getPointerOperand(), at).isUniform() &&
                           operandShape(store->getValueOperand(), at).isUniform() && !masked;
      if (!uniform && !isLaneType(store->getValueOperand()->getType()))
        throw GiveUp{"a work-item-dependent store of an aggregate"};
      return;
    }
    if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&instruction)) {
      if (!isScalarType(rmw->getType()) || rmw->getAlign().value() > kScratchBytes)
        throw GiveUp{"an atomic of unusual type"};
      return;
    }
    if (llvm::isa<llvm::AtomicCmpXchgInst>(instruction))
      throw GiveUp{"atomic compare-exchange is not handled yet"};
    if (auto* call = llvm::dyn_cast<llvm::CallInst>(&instruction)) {
      if (isDroppable(*call) || isPrefetch(*call))
        return;
      const llvm::Function* callee = call->getCalledFunction();
      const std::string name = callee ? "`" + callee->getName().str() + "`" : "a function pointer";
      if (isWidenableIntrinsic(*call)) {
        if (!shape.isVarying())
          return;
        const llvm::Intrinsic::ID id = callee->getIntrinsicID();
        std::vector<llvm::Type*> types;
        for (unsigned i = 0; i < call->arg_size(); ++i) {
          const bool scalar = llvm::isVectorIntrinsicWithScalarOpAtArg(id, i);
          if (scalar && !operandShape(call->getArgOperand(i), at).isUniform())
            throw GiveUp{"a call to " + name + " with a work-item-dependent scalar operand"};
          types.push_back(scalar ? call->getArgOperand(i)->getType()
                                 : vectorType(call->getArgOperand(i)->getType()));
        }
        if (!intrinsicFor(m_module, id,
                          llvm::FunctionType::get(vectorType(call->getType()), types, false)))
          throw GiveUp{"a call to " + name + " that has no vector form"};
        return;
      }
      if (isPureCall(*call)) {
        for (const llvm::Value* arg : call->args())
          if (!isScalarType(arg->getType()))
            throw GiveUp{"a call to " + name + " with vector or aggregate operands"};
        return;
      }
      throw GiveUp{"a call to " + name};
    }
    if (llvm::isa<llvm::FenceInst>(instruction))
      return;
    if (!shape.isVarying())
      return;
    if (!llvm::isa<llvm::BinaryOperator, llvm::UnaryOperator, llvm::CmpInst, llvm::CastInst,
                   llvm::SelectInst, llvm::GetElementPtrInst, llvm::FreezeInst,
                   llvm::ExtractElementInst, llvm::InsertElementInst, llvm::ShuffleVectorInst>(
            instruction))
      throw GiveUp{std::string("a work-item-dependent `") + instruction.getOpcodeName() + "`"};
    if (llvm::isa<llvm::GetElementPtrInst>(instruction) && instruction.getType()->isVectorTy())
      throw GiveUp{"a work-item-dependent vector of pointers"};
    for (const llvm::Value* operand : instruction.operands())
      if (!isLaneType(operand->getType()))
        throw GiveUp{std::string("a work-item-dependent `") + instruction.getOpcodeName() +
                     "` of aggregate operands"};
  }

  llvm::Type* vectorType(llvm::Type* type) const {
    if (auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type))
      return llvm::FixedVectorType::get(vector->getElementType(),
                                        vector->getNumElements() * m_width);
    return type->isVoidTy() ? type : llvm::FixedVectorType::get(type, m_width);
  }

  /// Lane l's entry of `lanes` (a mask or one value per lane) repeated for each of its
  /// `components`: what selects on, or masks an access to, a value of that many components.
  llvm::Value* perComponent(llvm::Value* lanes, unsigned components) {
    if (components == 1)
      return lanes;
    // (As many lanes as `lanes` has: all of them, or one row's.)
    const unsigned count = llvm::cast<llvm::FixedVectorType>(lanes->getType())->getNumElements();
    llvm::SmallVector<int, 64> indices;
    for (unsigned lane = 0; lane < count; ++lane)
      indices.append(components, int(lane));
    return m_builder.CreateShuffleVector(lanes, indices);
  }

  /// `a` in the lanes `mask` is true for, `b` in the others.
  llvm::Value* selectLanes(llvm::Value* mask, llvm::Value* a, llvm::Value* b) {
    if (mask->getType()->isVectorTy())
      mask = perComponent(mask, componentsOf(a->getType()) / m_width);
    return m_builder.CreateSelect(mask, a, b);
  }

  // ---- Build ---------------------------------------------------------------------------------

  /// What a value of the original loop became: a scalar (uniform values, and the first lane of
  /// strided ones) or a vector.
  /// What one region's (or, without barriers, the kernel's: -1) vector code does.
  struct RegionStats {
    bool masked = false;
    unsigned wideLoads = 0, wideStores = 0, gathers = 0, scatters = 0, perLaneCalls = 0,
             atomics = 0, skips = 0, prefetches = 0;
    unsigned combinedAtomics = 0; ///< adds of every lane to one address in one (emitAtomic)
    unsigned tableLookups = 0;    ///< gathers from tables held in registers (table_lookup.hpp)
    unsigned clampedRuns = 0;     ///< loads wide where no lane's clamp holds (loadUnclamped)
  };

  struct Lowered {
    llvm::Value* scalar = nullptr;
    llvm::Value* vector = nullptr;
    /// A value per row: each row's scalar (its first lane's value).
    llvm::SmallVector<llvm::Value*, 4> rows;
    /// For a value per row that is affine in the row's y: what one row adds (bytes for
    /// pointers), so that row j is row 0 plus j steps.
    llvm::Value* rowStep = nullptr;
    /// For a value per row: what each lane of a row adds to its row's value.
    int64_t stride = 0;
  };

  llvm::BasicBlock* newBlock(const llvm::Twine& name) {
    return llvm::BasicBlock::Create(m_context, name, &m_function, m_xLoop->getHeader());
  }

  /// Where a uniform-mode node's code starts.
  llvm::BasicBlock* startOf(llvm::BasicBlock* node) {
    llvm::BasicBlock*& start = m_starts[node];
    if (!start) {
      start = newBlock("spmd." + node->getName());
      if (isDeadEnd(node))
        new llvm::UnreachableInst(m_context, start);
    }
    return start;
  }

  /// The regions of each block of the x loop, from the dispatch switch on the region number: a
  /// block belongs to every region whose start reaches it without leaving the loop (the code
  /// before a loop's first barrier runs in the region that enters the loop and in the one that
  /// goes round it again).
  void assignRegions() {
    llvm::SwitchInst* dispatch = nullptr;
    for (llvm::BasicBlock* block : m_xLoop->blocks())
      if (auto* branch = llvm::dyn_cast<llvm::SwitchInst>(block->getTerminator());
          branch && m_wg.region && branch->getCondition() == m_wg.region)
        dispatch = branch;
    if (!dispatch)
      return;
    std::vector<std::pair<int, llvm::BasicBlock*>> starts{{0, dispatch->getDefaultDest()}};
    for (const auto& entry : dispatch->cases())
      starts.emplace_back(int(entry.getCaseValue()->getSExtValue()), entry.getCaseSuccessor());
    for (const auto& [region, start] : starts) {
      m_stats[region];
      std::vector<llvm::BasicBlock*> work{start};
      std::set<llvm::BasicBlock*> seen;
      while (!work.empty()) {
        llvm::BasicBlock* block = work.back();
        work.pop_back();
        if (block == m_xLoop->getHeader() || !m_xLoop->contains(block) ||
            !seen.insert(block).second)
          continue;
        m_regionsOf[block].push_back(region);
        for (llvm::BasicBlock* successor : llvm::successors(block))
          work.push_back(successor);
      }
    }
  }

  void build() {
    assignRegions();
    if (m_stats.empty())
      m_stats[-1];
    if (m_rows > 1)
      return buildRows();
    llvm::BasicBlock* preheader = m_xLoop->getLoopPreheader();
    llvm::BasicBlock* header = m_xLoop->getHeader();
    llvm::BasicBlock* exit = m_exit;
    llvm::Value* localSize = m_wg.localSize[0];
    llvm::Type* sizeType = localSize->getType();
    llvm::Constant* width = llvm::ConstantInt::get(sizeType, m_width);

    // Where the work-items left to this loop start: 0, or where a wider loop before it stopped.
    llvm::PHINode* localId = m_wg.localId[0];
    llvm::Value* first = localId->getIncomingValueForBlock(preheader);
    m_builder.SetInsertPoint(preheader->getTerminator());
    llvm::Value* wide =
        m_builder.CreateICmpUGE(m_builder.CreateSub(localSize, first), width, "spmd.wide");
    llvm::Value* lastBase = m_builder.CreateSub(localSize, width, "spmd.last");

    llvm::BasicBlock* vectorHeader = startOf(header);
    m_builder.SetInsertPoint(vectorHeader);
    llvm::PHINode* base = m_builder.CreatePHI(sizeType, 2, "spmd.base");
    base->addIncoming(first, preheader);
    m_values[localId].scalar = base;
    m_wg.vectorBases.push_back({base, m_width});

    if (m_masked.count(header))
      emitMaskedChain(m_xLoop, graphOf(m_xLoop).order, m_allTrue);
    else
      emitUniformLevel(m_xLoop);
    // A barrier region where a work-item of this step had nothing to do: neither have those
    // after it in the row (kIdleRegionBit), so the loop stops after this step.
    if (llvm::Value* idle = someLaneIdle()) {
      llvm::BasicBlock* more = newBlock("spmd.more");
      m_builder.CreateCondBr(idle, exit, more);
      m_builder.SetInsertPoint(more);
    }

    // Another full vector of work-items, or the rest in the scalar loop.
    llvm::Value* next = m_builder.CreateNUWAdd(base, width, "spmd.next");
    llvm::BasicBlock* latchEnd = m_builder.GetInsertBlock();
    base->addIncoming(next, latchEnd);
    llvm::BasicBlock* vectorExit = newBlock("spmd.exit");
    llvm::BranchInst* backEdge =
        m_builder.CreateCondBr(m_builder.CreateICmpULE(next, lastBase), vectorHeader, vectorExit);
    backEdge->setMetadata(llvm::LLVMContext::MD_loop, noVectorizeMetadata());
    llvm::BasicBlock* remainder = newBlock("spmd.remainder");
    m_builder.SetInsertPoint(vectorExit);
    // Whole vectors only: the scalar loop stays, behind a branch on a constant, so that the
    // function is what the steps after this one expect (the x loop and its id still there); the
    // optimizer's first CFG simplification removes it. A group narrower than a vector, which the
    // launches never give this code, would skip its work-items, not run past them.
    m_builder.CreateCondBr(m_wholeVectors ? m_builder.getTrue()
                                          : m_builder.CreateICmpEQ(next, localSize),
                           exit, remainder);
    m_builder.SetInsertPoint(remainder);
    llvm::PHINode* start = m_builder.CreatePHI(sizeType, 2, "spmd.start");
    if (!m_wholeVectors)
      start->addIncoming(first, preheader);
    start->addIncoming(next, vectorExit);
    m_builder.CreateBr(header);

    fixRealPhis();
    llvm::Instruction* entry = preheader->getTerminator();
    m_builder.SetInsertPoint(entry);
    m_builder.CreateCondBr(wide, vectorHeader, m_wholeVectors ? exit : remainder);
    entry->eraseFromParent();
    localId->setIncomingValueForBlock(preheader, start);
    localId->replaceIncomingBlockWith(preheader, remainder);
    // The remainder runs fewer than `width` work-items: widening it again would only cost.
    m_latch->getTerminator()->setMetadata(llvm::LLVMContext::MD_loop, noVectorizeMetadata());
  }

  /// What the barrier regions returned, where it may carry kIdleRegionBit (a region that can
  /// tell its idle work-items); else null.
  llvm::Value* idleReturn() const {
    for (llvm::BasicBlock* block : m_xLoop->blocks())
      for (llvm::Instruction& instruction : *block)
        if (instruction.getMetadata(kNextRegionMetadata)) {
          llvm::Value* returned = llvm::cast<llvm::StoreInst>(instruction).getValueOperand();
          llvm::SmallPtrSet<const llvm::Value*, 16> seen;
          return mayCarryIdleBit(returned, seen) ? returned : nullptr;
        }
    return nullptr;
  }

  /// Whether `value` may have kIdleRegionBit set: not where it is made of constants without it.
  static bool mayCarryIdleBit(const llvm::Value* value,
                              llvm::SmallPtrSetImpl<const llvm::Value*>& seen) {
    if (const auto* constant = llvm::dyn_cast<llvm::ConstantInt>(value))
      return (constant->getSExtValue() & kIdleRegionBit) != 0;
    if (!seen.insert(value).second)
      return false; // a phi met again: decided where it was first met
    if (const auto* phi = llvm::dyn_cast<llvm::PHINode>(value))
      return llvm::any_of(phi->incoming_values(),
                          [&](const llvm::Value* in) { return mayCarryIdleBit(in, seen); });
    if (const auto* select = llvm::dyn_cast<llvm::SelectInst>(value))
      return mayCarryIdleBit(select->getTrueValue(), seen) ||
             mayCarryIdleBit(select->getFalseValue(), seen);
    return true;
  }

  /// Whether some lane's region returned kIdleRegionBit, so that every work-item after it in its
  /// row (the x loop's lanes are one row) has nothing to do either; null where no region can tell
  /// its idle work-items.
  llvm::Value* someLaneIdle() {
    llvm::Value* returned = idleReturn();
    if (!returned)
      return nullptr;
    llvm::Type* type = returned->getType();
    llvm::Constant* bit = llvm::ConstantInt::get(type, kIdleRegionBit);
    if (shapeOf(returned).isUniform())
      return m_builder.CreateICmpNE(m_builder.CreateAnd(scalarOf(returned), bit),
                                    llvm::Constant::getNullValue(type));
    llvm::Value* lanes = vectorOf(returned);
    return anyLane(m_builder.CreateICmpNE(
        m_builder.CreateAnd(
            lanes, llvm::ConstantVector::getSplat(llvm::ElementCount::getFixed(m_width), bit)),
        llvm::Constant::getNullValue(lanes->getType())));
  }

  /// Rows side by side: when the group is one vector wide, no x has been done yet and m_rows
  /// rows remain, one step runs them all and the y loop goes on m_rows rows later; otherwise the
  /// x loop runs as it was.
  void buildRows() {
    llvm::BasicBlock* preheader = m_xLoop->getLoopPreheader();
    llvm::BasicBlock* header = m_xLoop->getHeader();
    llvm::PHINode* localId = m_wg.localId[0];
    llvm::PHINode* rowId = m_wg.localId[1];
    llvm::Value* first = localId->getIncomingValueForBlock(preheader);
    llvm::Type* sizeType = m_wg.localSize[0]->getType();
    auto size = [&](uint64_t n) { return llvm::ConstantInt::get(sizeType, n); };

    m_builder.SetInsertPoint(preheader->getTerminator());
    for (unsigned row = 0; row < m_rows; ++row)
      m_rowIds.push_back(row ? m_builder.CreateNUWAdd(rowId, size(row), "spmd.row") : rowId);
    llvm::Value* rowsEnd = m_builder.CreateNUWAdd(rowId, size(m_rows), "spmd.rows.end");
    llvm::Value* rows =
        m_wholeGroup
            ? m_builder.getTrue()
            : m_builder.CreateAnd(
                  m_builder.CreateAnd(m_builder.CreateICmpEQ(first, size(0)),
                                      m_builder.CreateICmpEQ(m_wg.localSize[0], size(m_rowWidth))),
                  m_builder.CreateICmpULE(rowsEnd, m_wg.localSize[1]), "spmd.rows");

    llvm::BasicBlock* vectorHeader = startOf(header);
    m_builder.SetInsertPoint(vectorHeader);
    m_values[localId].scalar = first;
    if (m_masked.count(header))
      emitMaskedChain(m_xLoop, graphOf(m_xLoop).order, m_allTrue);
    else
      emitUniformLevel(m_xLoop);

    // The rows are done: on to the next rows, or out of the y loop.
    llvm::BasicBlock* rowsDone = m_builder.GetInsertBlock();
    m_builder.CreateCondBr(m_wholeGroup ? m_builder.getFalse()
                                        : m_builder.CreateICmpULT(rowsEnd, m_wg.localSize[1]),
                           m_yLoop->getHeader(), m_yLoop->getExitBlock());
    rowId->addIncoming(rowsEnd, rowsDone);

    // The x loop keeps a preheader of its own, for the vectorizations after this one.
    fixRealPhis();
    llvm::BasicBlock* remainder = newBlock("spmd.rows.else");
    llvm::BranchInst::Create(header, remainder);
    llvm::Instruction* entry = preheader->getTerminator();
    m_builder.SetInsertPoint(entry);
    m_builder.CreateCondBr(rows, vectorHeader, remainder);
    entry->eraseFromParent();
    localId->replaceIncomingBlockWith(preheader, remainder);
  }

  llvm::MDNode* noVectorizeMetadata() {
    auto flag = [&](const char* name, llvm::Constant* value) {
      llvm::Metadata* operands[] = {llvm::MDString::get(m_context, name),
                                    llvm::ConstantAsMetadata::get(value)};
      return llvm::MDNode::get(m_context, operands);
    };
    auto self = llvm::MDNode::getTemporary(m_context, llvm::None);
    llvm::Metadata* operands[] = {
        self.get(), flag("llvm.loop.vectorize.enable", llvm::ConstantInt::getFalse(m_context)),
        flag("llvm.loop.vectorize.width", m_builder.getInt32(1)),
        flag("llvm.loop.interleave.count", m_builder.getInt32(1))};
    llvm::MDNode* loop = llvm::MDNode::getDistinct(m_context, operands);
    loop->replaceOperandWith(0, loop);
    return loop;
  }

  /// A uniform level: blocks keep their branches; regions and masked loops are spliced in.
  void emitUniformLevel(llvm::Loop* level) {
    const LevelGraph& graph = graphOf(level);
    for (llvm::BasicBlock* node : graph.order) {
      if (m_regionMembers.count(node))
        continue;
      m_builder.SetInsertPoint(startOf(node));
      auto region = m_regions.find(node);
      if (llvm::Loop* subloop = subloopAt(node, level)) {
        if (!m_maskedLoops.count(subloop)) {
          emitUniformLevel(subloop);
          continue;
        }
        emitMaskedLoop(subloop, m_allTrue);
        if (region == m_regions.end()) {
          m_builder.CreateBr(startOf(graph.successors.find(node)->second.front()));
          continue;
        }
      } else {
        emitPhis(node);
        emitInstructions(node, m_allTrue);
        if (node == m_latch)
          return;
        if (region == m_regions.end()) {
          cloneTerminator(node);
          continue;
        }
        recordEdgeMasks(node, m_allTrue);
      }
      emitMaskedChain(level, region->second.nodes, nullptr);
      m_builder.CreateBr(startOf(region->second.join));
    }
  }

  void cloneTerminator(llvm::BasicBlock* block) {
    llvm::Instruction* terminator = block->getTerminator();
    if (auto* branch = llvm::dyn_cast<llvm::BranchInst>(terminator)) {
      if (branch->isConditional())
        m_builder.CreateCondBr(scalarOf(branch->getCondition()), startOf(branch->getSuccessor(0)),
                               startOf(branch->getSuccessor(1)));
      else
        m_builder.CreateBr(startOf(branch->getSuccessor(0)));
    } else if (auto* switchInst = llvm::dyn_cast<llvm::SwitchInst>(terminator)) {
      llvm::SwitchInst* copy =
          m_builder.CreateSwitch(scalarOf(switchInst->getCondition()),
                                 startOf(switchInst->getDefaultDest()), switchInst->getNumCases());
      for (auto& caseEntry : switchInst->cases())
        copy->addCase(caseEntry.getCaseValue(), startOf(caseEntry.getCaseSuccessor()));
    } else {
      m_builder.CreateUnreachable();
    }
    m_ends[block] = m_builder.GetInsertBlock();
  }

  /// Masked nodes in order. `headerMask` is the mask of the level's header when it is among
  /// them (a masked loop's body; its phis are built already), null otherwise.
  void emitMaskedChain(llvm::Loop* level, llvm::ArrayRef<llvm::BasicBlock*> nodes,
                       llvm::Value* headerMask) {
    for (llvm::BasicBlock* node : nodes) {
      if (llvm::Loop* subloop = subloopAt(node, level)) {
        llvm::Value* entry = edgeMask(subloop->getLoopPredecessor(), node);
        if (!entry)
          entry = m_allFalse;
        // A masked loop's body runs at least once, with no lane on if none entered.
        if (llvm::isa<llvm::Constant>(entry))
          emitMaskedLoop(subloop, entry);
        else
          unlessNoLane(entry, subloop->getBlocks(), [&] { emitMaskedLoop(subloop, entry); });
        continue;
      }
      llvm::Value* mask = headerMask;
      if (node != level->getHeader()) {
        mask = m_allFalse;
        for (llvm::BasicBlock* predecessor : llvm::predecessors(node))
          if (llvm::Value* edge = edgeMask(predecessor, node))
            mask = maskOr(mask, edge);
        emitPhis(node);
      }
      // (The edges' masks inside: the branch's condition is the block's own.)
      if (node != level->getHeader() && node != m_latch && !llvm::isa<llvm::Constant>(mask) &&
          (worthSkipping(*node) || (followsUniformBranch(*node) && node->size() > 1) ||
           followsRangeTest(*node))) {
        unlessNoLane(mask, {node}, [&] {
          emitInstructions(node, mask);
          recordEdgeMasks(node, mask);
        });
        continue;
      }
      emitInstructions(node, mask);
      if (node != m_latch)
        recordEdgeMasks(node, mask);
    }
  }

  /// Whether a block's only way in is a branch or switch on a value the same in every lane (a
  /// case of a switch on an image's format in a divergent region): its lanes are all of the
  /// branch's or none, so testing for none skips exactly the cases not taken.
  bool followsUniformBranch(const llvm::BasicBlock& block) const {
    const llvm::BasicBlock* from = block.getSinglePredecessor();
    if (!from)
      return false;
    const llvm::Instruction* terminator = from->getTerminator();
    const llvm::Value* condition = nullptr;
    if (const auto* branch = llvm::dyn_cast<llvm::BranchInst>(terminator))
      condition = branch->isConditional() ? branch->getCondition() : nullptr;
    else if (const auto* choice = llvm::dyn_cast<llvm::SwitchInst>(terminator))
      condition = choice->getCondition();
    return condition && operandShape(condition, from).isUniform();
  }

  /// Whether a block's only way in is a comparison of a value that steps from lane to lane (an
  /// id) with one the same in every lane: `if (lid < stride)` in a reduction tree. Its lanes are
  /// one run of consecutive work-items, so most vector steps have all of them on or none, and
  /// testing for none skips whole steps (in a tree's last levels, all but one).
  bool followsRangeTest(const llvm::BasicBlock& block) const {
    const llvm::BasicBlock* from = block.getSinglePredecessor();
    const auto* branch = from ? llvm::dyn_cast<llvm::BranchInst>(from->getTerminator()) : nullptr;
    const auto* compare = branch && branch->isConditional()
                              ? llvm::dyn_cast<llvm::ICmpInst>(branch->getCondition())
                              : nullptr;
    if (!compare)
      return false;
    const Shape a = operandShape(compare->getOperand(0), from);
    const Shape b = operandShape(compare->getOperand(1), from);
    auto steps = [](const Shape& shape) {
      return shape.kind == Shape::Strided && shape.stride != 0 && !shape.perRow;
    };
    return (steps(a) && b.isUniform()) || (a.isUniform() && steps(b));
  }

  /// Whether a masked block costs enough to test for no lane on first: a call (a library
  /// function's slow path, a call per lane), an atomic (one per lane) or a few dozen
  /// instructions.
  static bool worthSkipping(const llvm::BasicBlock& block) {
    unsigned cost = 0;
    for (const llvm::Instruction& instruction : block)
      cost += (llvm::isa<llvm::CallBase>(instruction) &&
               !llvm::isa<llvm::IntrinsicInst>(instruction)) ||
                      llvm::isa<llvm::AtomicRMWInst>(instruction)
                  ? kSkipCost
                  : 1;
    return cost >= kSkipCost;
  }

  /// Whether the source says `block` rarely runs: its way in, through blocks that only fall
  /// into one another, is a branch whose weights make it unlikely (`__builtin_expect`, as the
  /// builtins mark their rare paths: float sin's reduction in double for |x| >= 2^19).
  static bool expectedRare(const llvm::BasicBlock& block) {
    const llvm::BasicBlock* at = &block;
    for (int depth = 0; depth < 16; ++depth) {
      const llvm::BasicBlock* from = at->getSinglePredecessor();
      const auto* branch = from ? llvm::dyn_cast<llvm::BranchInst>(from->getTerminator()) : nullptr;
      if (!branch)
        return false;
      if (branch->isConditional()) {
        uint64_t taken = 0, notTaken = 0;
        if (!branch->extractProfMetadata(taken, notTaken))
          return false;
        const uint64_t toward = branch->getSuccessor(0) == at ? taken : notTaken;
        return toward * 16 < taken + notTaken;
      }
      at = from;
    }
    return false;
  }

  /// Branch on no lane on (BOSCC): runs `emit`, the code of `blocks` under `mask`, only when a
  /// lane of `mask` is on. Past it, what `blocks` define for later code (their lowered values
  /// and the masks of their edges out) are phis that are zero, no lane, on the way around:
  /// later code uses them only under masks within `mask`. Blocks the source expects to run
  /// rarely are weighted so: the backend then keeps the way around them free of their spills.
  template <typename Emit>
  void unlessNoLane(llvm::Value* mask, llvm::ArrayRef<llvm::BasicBlock*> blocks, Emit emit) {
    llvm::BasicBlock* before = m_builder.GetInsertBlock();
    llvm::BasicBlock* some = newBlock("spmd.some");
    llvm::BasicBlock* after = newBlock("spmd.none");
    llvm::BranchInst* skip = m_builder.CreateCondBr(anyLane(mask), some, after);
    if (llvm::all_of(blocks, [](const llvm::BasicBlock* b) { return expectedRare(*b); }))
      skip->setMetadata(llvm::LLVMContext::MD_prof,
                        llvm::MDBuilder(m_context).createBranchWeights(1, 1000));
    m_builder.SetInsertPoint(some);
    emit();
    for (RegionStats* stats : m_current)
      ++stats->skips;
    llvm::BasicBlock* end = m_builder.GetInsertBlock();
    m_builder.CreateBr(after);
    m_builder.SetInsertPoint(after);
    const std::set<const llvm::BasicBlock*> inside(blocks.begin(), blocks.end());
    llvm::DenseMap<llvm::Value*, llvm::Value*> joined;
    auto join = [&](llvm::Value*& value) {
      if (!value || !llvm::isa<llvm::Instruction>(value))
        return;
      llvm::Value*& phi = joined[value];
      if (!phi) {
        llvm::PHINode* merge = m_builder.CreatePHI(value->getType(), 2);
        merge->addIncoming(value, end);
        merge->addIncoming(llvm::Constant::getNullValue(value->getType()), before);
        phi = merge;
      }
      value = phi;
    };
    // Every value the blocks made, not only those used after them: later code also reads the
    // operands vectorOf() widens an extension from and the clamp a clamped load tests (a phi
    // that nothing reads is gone after the optimizer).
    for (const llvm::BasicBlock* block : blocks)
      for (const llvm::Instruction& instruction : *block) {
        auto lowered = m_values.find(&instruction);
        if (lowered == m_values.end())
          continue;
        join(lowered->second.scalar);
        join(lowered->second.vector);
        for (llvm::Value*& row : lowered->second.rows)
          join(row);
        join(lowered->second.rowStep);
      }
    for (auto& [edge, edgeMask] : m_edgeMasks)
      if (inside.count(edge.first) && !inside.count(edge.second))
        join(edgeMask);
  }

  void emitMaskedLoop(llvm::Loop* loop, llvm::Value* entryMask) {
    llvm::BasicBlock* header = loop->getHeader();
    llvm::BasicBlock* outside = loop->getLoopPredecessor();
    llvm::BasicBlock* before = m_builder.GetInsertBlock();

    struct HeaderPhi {
      llvm::PHINode* original;
      llvm::PHINode* phi;
    };
    std::vector<std::pair<llvm::PHINode*, llvm::Value*>> entries;
    for (llvm::PHINode& phi : header->phis())
      entries.emplace_back(&phi, lowerAs(phi.getIncomingValueForBlock(outside), shapeOf(&phi)));
    std::vector<llvm::Instruction*> liveOuts;
    for (llvm::BasicBlock* block : loop->blocks())
      for (llvm::Instruction& instruction : *block)
        for (const llvm::User* user : instruction.users())
          if (!loop->contains(llvm::cast<llvm::Instruction>(user)->getParent())) {
            liveOuts.push_back(&instruction);
            break;
          }
    llvm::SmallVector<llvm::Loop::Edge, 4> exits;
    loop->getExitEdges(exits);
    llvm::erase_if(exits, [](const llvm::Loop::Edge& exit) { return isDeadEnd(exit.second); });

    llvm::BasicBlock* body = newBlock("spmd.loop." + header->getName());
    m_builder.CreateBr(body);
    m_builder.SetInsertPoint(body);
    llvm::PHINode* active = m_builder.CreatePHI(m_maskType, 2, "spmd.active");
    active->addIncoming(entryMask, before);
    std::vector<llvm::PHINode*> left;
    for (size_t i = 0; i < exits.size(); ++i) {
      left.push_back(m_builder.CreatePHI(m_maskType, 2, "spmd.left"));
      left.back()->addIncoming(m_allFalse, before);
    }
    std::vector<llvm::PHINode*> kept;
    for (llvm::Instruction* value : liveOuts) {
      kept.push_back(m_builder.CreatePHI(vectorType(value->getType()), 2, "spmd.kept"));
      kept.back()->addIncoming(llvm::Constant::getNullValue(kept.back()->getType()), before);
    }
    std::vector<HeaderPhi> headerPhis;
    for (auto& [original, entry] : entries) {
      llvm::PHINode* phi = m_builder.CreatePHI(entry->getType(), 2, original->getName());
      phi->addIncoming(entry, before);
      headerPhis.push_back({original, phi});
      setLowered(original, phi);
    }

    emitMaskedChain(loop, graphOf(loop).order, active);

    // Lanes that take a back edge stay; the others leave by one exit each, and keep the values
    // they had when they left.
    llvm::Value* stay = m_allFalse;
    for (llvm::BasicBlock* predecessor : llvm::predecessors(header))
      if (loop->contains(predecessor))
        if (llvm::Value* edge = edgeMask(predecessor, header))
          stay = maskOr(stay, edge);
    llvm::Value* leaving = m_allFalse;
    for (const llvm::Loop::Edge& exit : exits)
      if (llvm::Value* edge = edgeMask(exit.first, exit.second))
        leaving = maskOr(leaving, edge);
    for (const HeaderPhi& headerPhi : headerPhis)
      headerPhi.phi->addIncoming(mergedLatchValue(*headerPhi.original, loop),
                                 m_builder.GetInsertBlock());
    std::vector<llvm::Value*> keptValues;
    for (size_t i = 0; i < liveOuts.size(); ++i)
      keptValues.push_back(selectLanes(leaving, vectorOf(liveOuts[i]), kept[i]));
    std::vector<llvm::Value*> leftValues;
    for (size_t i = 0; i < exits.size(); ++i) {
      llvm::Value* edge = edgeMask(exits[i].first, exits[i].second);
      leftValues.push_back(edge ? maskOr(left[i], edge) : left[i]);
    }
    llvm::BasicBlock* latchEnd = m_builder.GetInsertBlock();
    active->addIncoming(stay, latchEnd);
    for (size_t i = 0; i < liveOuts.size(); ++i)
      kept[i]->addIncoming(keptValues[i], latchEnd);
    for (size_t i = 0; i < exits.size(); ++i)
      left[i]->addIncoming(leftValues[i], latchEnd);
    llvm::BasicBlock* after = newBlock("spmd.after." + header->getName());
    m_builder.CreateCondBr(anyLane(stay), body, after);
    m_builder.SetInsertPoint(after);
    for (size_t i = 0; i < exits.size(); ++i)
      m_edgeMasks[{exits[i].first, exits[i].second}] = leftValues[i];
    for (size_t i = 0; i < liveOuts.size(); ++i)
      m_values[liveOuts[i]] = {nullptr, keptValues[i], {}};
  }

  /// The value a masked loop's header phi takes along the back edges.
  llvm::Value* mergedLatchValue(llvm::PHINode& phi, llvm::Loop* loop) {
    const Shape shape = shapeOf(&phi);
    llvm::Value* result = nullptr;
    for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i) {
      llvm::BasicBlock* from = phi.getIncomingBlock(i);
      if (!loop->contains(from))
        continue;
      llvm::Value* value = lowerAs(phi.getIncomingValue(i), shape);
      if (!result) {
        result = value;
        continue;
      }
      if (llvm::Value* edge = edgeMask(from, phi.getParent()))
        result = selectLanes(edge, value, result); // several latch values: a varying phi
    }
    return result;
  }

  void emitPhis(llvm::BasicBlock* block) {
    for (llvm::PHINode& phi : block->phis()) {
      if (&phi == m_wg.localId[0])
        continue;
      if (mergesByMask(block)) {
        // Each lane arrived along one edge: select its value by the edges' masks.
        if (llvm::Value* only = phi.hasConstantValue()) {
          alias(&phi, only);
          continue;
        }
        llvm::Value* result = nullptr;
        for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i) {
          llvm::Value* edge = edgeMask(phi.getIncomingBlock(i), block);
          if (!edge)
            continue;
          llvm::Value* value = vectorOf(phi.getIncomingValue(i));
          result = result ? selectLanes(edge, value, result) : value;
        }
        m_values[&phi] = {
            nullptr, result ? result : llvm::PoisonValue::get(vectorType(phi.getType())), {}};
        continue;
      }
      const Shape shape = shapeOf(&phi);
      llvm::Type* type = shape.isVarying() ? vectorType(phi.getType()) : phi.getType();
      llvm::PHINode* copy = m_builder.CreatePHI(type, phi.getNumIncomingValues(), phi.getName());
      setLowered(&phi, copy);
      m_realPhis.emplace_back(&phi, copy);
    }
  }

  /// Phis of uniform blocks get their incoming values once every block exists.
  void fixRealPhis() {
    for (auto [original, copy] : m_realPhis) {
      const Shape shape = shapeOf(original);
      for (unsigned i = 0; i < original->getNumIncomingValues(); ++i) {
        auto end = m_ends.find(original->getIncomingBlock(i));
        if (end == m_ends.end())
          continue;
        m_builder.SetInsertPoint(end->second->getTerminator());
        copy->addIncoming(lowerAs(original->getIncomingValue(i), shape), end->second);
      }
    }
  }

  void recordEdgeMasks(llvm::BasicBlock* block, llvm::Value* mask) {
    if (auto* switchInst = llvm::dyn_cast<llvm::SwitchInst>(block->getTerminator()))
      return recordSwitchMasks(*switchInst, mask);
    auto* branch = llvm::dyn_cast<llvm::BranchInst>(block->getTerminator());
    if (!branch)
      return; // unreachable: no lane goes on
    if (branch->isUnconditional() || branch->getSuccessor(0) == branch->getSuccessor(1)) {
      m_edgeMasks[{block, branch->getSuccessor(0)}] = mask;
      return;
    }
    llvm::Value* condition = vectorOf(branch->getCondition());
    m_edgeMasks[{block, branch->getSuccessor(0)}] = maskAnd(mask, condition);
    m_edgeMasks[{block, branch->getSuccessor(1)}] = maskAnd(mask, m_builder.CreateNot(condition));
  }

  /// Each lane takes the first case it matches, else the default.
  void recordSwitchMasks(llvm::SwitchInst& switchInst, llvm::Value* mask) {
    llvm::BasicBlock* block = switchInst.getParent();
    llvm::Value* condition = vectorOf(switchInst.getCondition());
    std::map<llvm::BasicBlock*, llvm::Value*> edges;
    llvm::Value* matched = m_allFalse;
    for (auto& caseEntry : switchInst.cases()) {
      llvm::Value* equal = m_builder.CreateICmpEQ(
          condition, m_builder.CreateVectorSplat(m_width, caseEntry.getCaseValue()));
      llvm::Value*& edge = edges[caseEntry.getCaseSuccessor()];
      edge = maskOr(edge ? edge : m_allFalse, equal);
      matched = maskOr(matched, equal);
    }
    llvm::Value*& fallback = edges[switchInst.getDefaultDest()];
    fallback = maskOr(fallback ? fallback : m_allFalse, m_builder.CreateNot(matched));
    for (auto& [successor, edge] : edges)
      m_edgeMasks[{block, successor}] = maskAnd(mask, edge);
  }

  llvm::Value* edgeMask(llvm::BasicBlock* from, llvm::BasicBlock* to) const {
    auto it = m_edgeMasks.find({from, to});
    return it == m_edgeMasks.end() ? nullptr : it->second;
  }

  // Masks are built with selects, never with and/or: a lane's condition may be poison where
  // the lane is inactive, and a select keeps that out of the mask.
  llvm::Value* maskAnd(llvm::Value* a, llvm::Value* b) {
    if (a == m_allTrue)
      return b;
    if (b == m_allTrue)
      return a;
    if (a == m_allFalse || b == m_allFalse)
      return m_allFalse;
    return m_builder.CreateSelect(a, b, m_allFalse);
  }

  llvm::Value* maskOr(llvm::Value* a, llvm::Value* b) {
    if (a == m_allFalse)
      return b;
    if (b == m_allFalse)
      return a;
    if (a == m_allTrue || b == m_allTrue)
      return m_allTrue;
    return m_builder.CreateSelect(a, m_allTrue, b);
  }

  /// The value of `value` in the last lane.
  llvm::Value* lastLane(llvm::Value* value) {
    const unsigned n = componentsOf(value->getType());
    if (n == 1)
      return m_builder.CreateExtractElement(vectorOf(value), m_width - 1);
    llvm::SmallVector<int, 16> indices;
    for (unsigned c = 0; c < n; ++c)
      indices.push_back(int((m_width - 1) * n + c));
    return m_builder.CreateShuffleVector(vectorOf(value), indices);
  }

  /// The value of a one-component `value` in the highest lane `mask` has active (poison when
  /// none is).
  llvm::Value* lastActiveLane(llvm::Value* value, llvm::Value* mask) {
    const unsigned lanes = llvm::cast<llvm::FixedVectorType>(mask->getType())->getNumElements();
    llvm::Value* bits = m_builder.CreateBitCast(mask, m_builder.getIntNTy(lanes));
    llvm::Value* leading =
        m_builder.CreateBinaryIntrinsic(llvm::Intrinsic::ctlz, bits, m_builder.getFalse());
    llvm::Value* lane =
        m_builder.CreateSub(llvm::ConstantInt::get(bits->getType(), lanes - 1), leading);
    return m_builder.CreateExtractElement(
        vectorOf(value), m_builder.CreateZExtOrTrunc(lane, m_builder.getInt32Ty()));
  }

  /// Whether `holds` is true in every lane of the step, computed from the ends of the step where
  /// it is an `and` of comparisons of a value that steps from lane to lane with one the same in
  /// every lane: the first and the last lane both compare true and the lanes between did not
  /// wrap around (the last lies beyond the first in the comparison's order), so every lane's
  /// value lies between theirs. Null where `holds` has another form (the caller then asks every
  /// lane).
  llvm::Value* allLanesFromEnds(llvm::Value* holds, unsigned depth = 0) {
    if (llvm::isa<llvm::ConstantInt>(holds))
      return holds;
    auto* instruction = llvm::dyn_cast<llvm::Instruction>(holds);
    if (m_rows > 1 || depth > kMostTestDepth || !instruction || !inXLoop(instruction))
      return nullptr;
    if (instruction->getOpcode() == llvm::Instruction::And) {
      llvm::Value* left = allLanesFromEnds(instruction->getOperand(0), depth + 1);
      llvm::Value* right = left ? allLanesFromEnds(instruction->getOperand(1), depth + 1) : nullptr;
      return right ? m_builder.CreateAnd(left, right) : nullptr;
    }
    auto* compare = llvm::dyn_cast<llvm::ICmpInst>(instruction);
    if (!compare || compare->isEquality() || !compare->getOperand(0)->getType()->isIntegerTy())
      return nullptr;
    const llvm::BasicBlock* at = compare->getParent();
    llvm::Value* value = compare->getOperand(0);
    llvm::Value* bound = compare->getOperand(1);
    llvm::CmpInst::Predicate predicate = compare->getPredicate();
    if (!operandShape(bound, at).isUniform()) {
      std::swap(value, bound);
      predicate = llvm::CmpInst::getSwappedPredicate(predicate);
    }
    const Shape shape = operandShape(value, at);
    const unsigned bits = value->getType()->getIntegerBitWidth();
    if (shape.kind != Shape::Strided || shape.stride == 0 || shape.perRow || shape.extended ||
        !operandShape(bound, at).isUniform() || bits < 8 || bits > 64)
      return nullptr;
    if (!spanFits(shape.stride, m_width, bits))
      return nullptr;
    llvm::Value* first = scalarOf(value);
    llvm::Value* last = m_builder.CreateAdd(
        first, llvm::ConstantInt::get(value->getType(), shape.stride * int64_t(m_width - 1), true));
    llvm::Value* b = scalarOf(bound);
    const llvm::CmpInst::Predicate order =
        compare->isSigned() ? llvm::CmpInst::ICMP_SLE : llvm::CmpInst::ICMP_ULE;
    llvm::Value* unwrapped = shape.stride > 0 ? m_builder.CreateICmp(order, first, last)
                                              : m_builder.CreateICmp(order, last, first);
    return m_builder.CreateAnd(unwrapped,
                               m_builder.CreateAnd(m_builder.CreateICmp(predicate, first, b),
                                                   m_builder.CreateICmp(predicate, last, b)));
  }

  llvm::Value* anyLane(llvm::Value* mask) {
    llvm::Value* bits = maskBits(mask);
    return m_builder.CreateICmpNE(bits, llvm::Constant::getNullValue(bits->getType()));
  }

  llvm::Value* allLanes(llvm::Value* mask) {
    llvm::Value* bits = maskBits(mask);
    return m_builder.CreateICmpEQ(bits, llvm::Constant::getAllOnesValue(bits->getType()));
  }

  /// A mask's lanes as the bits of one integer.
  llvm::Value* maskBits(llvm::Value* mask) {
    const unsigned lanes = llvm::cast<llvm::FixedVectorType>(mask->getType())->getNumElements();
    return m_builder.CreateBitCast(mask, m_builder.getIntNTy(lanes));
  }

  // ---- Values --------------------------------------------------------------------------------

  void setLowered(const llvm::Value* original, llvm::Value* value) {
    Lowered& lowered = m_values[original];
    lowered = {};
    (value->getType() != original->getType() ? lowered.vector : lowered.scalar) = value;
  }

  void alias(const llvm::Value* original, llvm::Value* value) {
    if (inXLoop(value))
      m_values[original] = m_values[value];
    else if (isRowId(value))
      m_values[original] = Lowered{nullptr, nullptr, {m_rowIds.begin(), m_rowIds.end()}};
    else
      m_values[original] = Lowered{value, nullptr, {}};
  }

  llvm::Value* scalarOf(llvm::Value* value) {
    assert(!isRowId(value) && "a row's y used as a uniform value");
    if (!inXLoop(value))
      return outsideValue(value);
    llvm::Value* scalar = m_values[value].scalar;
    assert(scalar && "a varying value used as a uniform one");
    return scalar;
  }

  /// A value from outside the x loop as the vector loop sees it: rows run side by side only in
  /// groups one vector wide, so there the group's x size is that constant, which makes the
  /// rows' addresses (y + j) * size + x fold into one base and constant offsets.
  llvm::Value* outsideValue(llvm::Value* value) {
    if (m_rows > 1 && value == m_wg.localSize[0])
      return llvm::ConstantInt::get(value->getType(), m_rowWidth);
    return value;
  }

  /// What one row adds to `value` (bytes for a pointer): 0 for a value not per row, 1 for the
  /// y id, null when `value` is not affine in y.
  llvm::Value* rowStepOfValue(llvm::Value* value) {
    llvm::Type* type = value->getType();
    llvm::Type* stepType = type->isPointerTy() ? m_builder.getInt64Ty() : type;
    if (!stepType->isIntegerTy())
      return nullptr;
    if (isRowId(value))
      return llvm::ConstantInt::get(stepType, 1);
    // A value not per row (uniform, or stepping with x only) is the same in every row.
    if (!inXLoop(value) || m_values[value].rows.empty())
      return shapeOf(value).isVarying() ? nullptr : llvm::ConstantInt::get(stepType, 0);
    return m_values[value].rowStep;
  }

  /// The row step of a per-row instruction from its operands' (null when it has none): sums,
  /// differences, products and shifts by uniform values, extensions, truncations, addresses.
  llvm::Value* rowStepOf(llvm::Instruction& instruction) {
    auto step = [&](unsigned i) { return rowStepOfValue(instruction.getOperand(i)); };
    auto uniform = [&](unsigned i) { return shapeOf(instruction.getOperand(i)).isUniform(); };
    switch (instruction.getOpcode()) {
    case llvm::Instruction::Add:
    case llvm::Instruction::Sub: {
      llvm::Value *a = step(0), *b = step(1);
      if (!a || !b)
        return nullptr;
      return instruction.getOpcode() == llvm::Instruction::Add ? m_builder.CreateAdd(a, b)
                                                               : m_builder.CreateSub(a, b);
    }
    case llvm::Instruction::Mul:
      for (unsigned i = 0; i < 2; ++i)
        if (uniform(1 - i))
          if (llvm::Value* a = step(i))
            return m_builder.CreateMul(a, scalarOf(instruction.getOperand(1 - i)));
      return nullptr;
    case llvm::Instruction::Shl:
      if (llvm::Value* a = step(0); a && uniform(1))
        return m_builder.CreateShl(a, scalarOf(instruction.getOperand(1)));
      return nullptr;
    case llvm::Instruction::Trunc: // exact: arithmetic modulo the narrower width
      if (llvm::Value* a = step(0))
        return m_builder.CreateTrunc(a, instruction.getType());
      return nullptr;
    case llvm::Instruction::SExt:
      // Exact unless the rows' narrow values straddle the signed wrap-around, which an int index
      // would have to be within a few rows of 2^31 for. A zero extension has no step: row 0 of
      // `(uint)(y * w + x) - w` wraps below zero at y = 0 (a lane masked off) while row 1's does
      // not, so each row is extended on its own.
      if (llvm::Value* a = step(0);
          a && instruction.getOperand(0)->getType()->getScalarSizeInBits() >= 32)
        return m_builder.CreateSExt(a, instruction.getType());
      return nullptr;
    case llvm::Instruction::GetElementPtr: {
      auto& gep = llvm::cast<llvm::GetElementPtrInst>(instruction);
      llvm::Value* total = step(0);
      auto type = llvm::gep_type_begin(gep);
      for (unsigned i = 1; total && i < gep.getNumOperands(); ++i, ++type) {
        if (type.isStruct())
          continue;
        llvm::Value* index = step(i);
        if (!index)
          return nullptr;
        const uint64_t size = m_layout.getTypeAllocSize(type.getIndexedType()).getFixedSize();
        total = m_builder.CreateAdd(
            total, m_builder.CreateMul(m_builder.CreateSExtOrTrunc(index, total->getType()),
                                       llvm::ConstantInt::get(total->getType(), size)));
      }
      return total;
    }
    default:
      return nullptr;
    }
  }

  /// Row `row` of a value affine in y whose row 0 is `first`.
  llvm::Value* offsetRows(llvm::Value* first, llvm::Value* step, unsigned row) {
    llvm::Value* offset = m_builder.CreateMul(step, llvm::ConstantInt::get(step->getType(), row));
    if (first->getType()->isPointerTy())
      return m_builder.CreateGEP(m_builder.getInt8Ty(), first, offset);
    return m_builder.CreateAdd(first, offset);
  }

  /// Row `row`'s scalar of a uniform or per-row value.
  llvm::Value* rowOf(llvm::Value* value, unsigned row) {
    if (isRowId(value))
      return m_rowIds[row];
    if (inXLoop(value) && !m_values[value].rows.empty()) {
      const Lowered& lowered = m_values[value];
      // Rows of an affine value are made where they are used: row 0 plus a constant folds into
      // the address of the access, where a value made at the definition would be kept in a
      // register (or on the stack) until then.
      if (lowered.rowStep && row > 0)
        return offsetRows(lowered.rows.front(), lowered.rowStep, row);
      return lowered.rows[row];
    }
    return scalarOf(value);
  }

  /// The lanes of row `row` of a mask.
  llvm::Value* rowMask(llvm::Value* mask, unsigned row) {
    if (mask == m_allTrue)
      return llvm::Constant::getAllOnesValue(
          llvm::FixedVectorType::get(m_builder.getInt1Ty(), m_rowWidth));
    llvm::SmallVector<int, 16> lanes;
    for (unsigned lane = 0; lane < m_rowWidth; ++lane)
      lanes.push_back(int(row * m_rowWidth + lane));
    return m_builder.CreateShuffleVector(mask, lanes);
  }

  llvm::Value* lowerAs(llvm::Value* value, Shape shape) {
    return shape.isVarying() ? vectorOf(value) : scalarOf(value);
  }

  /// The components `picked` of every lane of `lanes` (`n` components per lane), lane after lane;
  /// one pick makes a scalar per lane.
  llvm::Value* components(llvm::Value* lanes, unsigned n, llvm::ArrayRef<int> picked) {
    llvm::SmallVector<int, 64> indices;
    for (unsigned lane = 0; lane < m_width; ++lane)
      for (int c : picked)
        indices.push_back(int(lane * n) + c);
    return m_builder.CreateShuffleVector(lanes, indices);
  }

  /// A uniform vector's components in every lane.
  llvm::Value* replicate(llvm::Value* vector) {
    const unsigned components = componentsOf(vector->getType());
    llvm::SmallVector<int, 64> indices;
    for (unsigned lane = 0; lane < m_width; ++lane)
      for (unsigned c = 0; c < components; ++c)
        indices.push_back(int(c));
    return m_builder.CreateShuffleVector(vector, indices);
  }

  llvm::Value* vectorOf(llvm::Value* value) {
    if (isRowId(value))
      return spreadRows(m_rowIds, 0);
    if (!inXLoop(value))
      return value->getType()->isVectorTy()
                 ? replicate(value)
                 : m_builder.CreateVectorSplat(m_width, outsideValue(value));
    Lowered lowered = m_values[value];
    if (lowered.vector)
      return lowered.vector;
    const Shape shape = shapeOf(value);
    // A value computed from an extension that may wrap in a lane no one uses: each lane's own
    // value, computed lane by lane, where lane 0's (or a row's first) plus steps could be far off.
    if (shape.extended)
      if (llvm::Value* exact = vectorOfOperands(value))
        return exact;
    if (!lowered.rows.empty()) {
      // (The lowering's own stride: a phi aliased to a per-row value is varying itself.)
      std::vector<llvm::Value*> rows;
      for (unsigned row = 0; row < m_rows; ++row)
        rows.push_back(rowOf(value, row));
      return spreadRows(rows, lowered.stride);
    }
    assert(lowered.scalar && "a value used before it is defined");
    if (value->getType()->isVectorTy())
      return replicate(lowered.scalar);
    llvm::Value* splat = m_builder.CreateVectorSplat(m_width, lowered.scalar);
    if (shape.isUniform())
      return splat;
    // Extensions are strided only as long as no lane wraps around (see transfer()); widening
    // them keeps the lanes' values exact even then.
    if (auto* cast = llvm::dyn_cast<llvm::CastInst>(value);
        cast && (llvm::isa<llvm::ZExtInst>(cast) || llvm::isa<llvm::SExtInst>(cast)))
      return m_builder.CreateCast(cast->getOpcode(), vectorOf(cast->getOperand(0)),
                                  vectorType(cast->getType()));
    if (auto* shift = llvm::dyn_cast<llvm::BinaryOperator>(value);
        shift && (shift->getOpcode() == llvm::Instruction::AShr ||
                  shift->getOpcode() == llvm::Instruction::LShr))
      return m_builder.CreateBinOp(shift->getOpcode(), vectorOf(shift->getOperand(0)),
                                   vectorOf(shift->getOperand(1)));
    return addSteps(splat, shape.stride);
  }

  /// `value` (an add, sub, mul, shift, extension or GEP) computed on its operands' lanes; null
  /// for anything else.
  llvm::Value* vectorOfOperands(llvm::Value* value) {
    if (auto* binary = llvm::dyn_cast<llvm::BinaryOperator>(value))
      return m_builder.CreateBinOp(binary->getOpcode(), vectorOf(binary->getOperand(0)),
                                   vectorOf(binary->getOperand(1)));
    if (auto* cast = llvm::dyn_cast<llvm::CastInst>(value))
      return m_builder.CreateCast(cast->getOpcode(), vectorOf(cast->getOperand(0)),
                                  vectorType(cast->getType()));
    if (auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(value)) {
      std::vector<llvm::Value*> indices;
      for (llvm::Use& index : gep->indices())
        indices.push_back(shapeOf(index.get()).isUniform() ? scalarOf(index.get())
                                                           : vectorOf(index.get()));
      llvm::Value* base = gep->getPointerOperand();
      return m_builder.CreateGEP(gep->getSourceElementType(),
                                 shapeOf(base).isUniform() ? scalarOf(base) : vectorOf(base),
                                 indices);
    }
    return nullptr;
  }

  /// `lanes` plus each lane's x offset times `stride` (bytes for pointers).
  llvm::Value* addSteps(llvm::Value* lanes, int64_t stride) {
    if (stride == 0)
      return lanes;
    llvm::Type* type = lanes->getType()->getScalarType();
    llvm::Type* stepType = type->isPointerTy() ? m_builder.getInt64Ty() : type;
    std::vector<llvm::Constant*> steps;
    for (unsigned lane = 0; lane < m_width; ++lane)
      steps.push_back(llvm::ConstantInt::get(stepType, uint64_t(stride) * (lane % m_rowWidth)));
    llvm::Constant* step = llvm::ConstantVector::get(steps);
    if (type->isPointerTy())
      return m_builder.CreateGEP(m_builder.getInt8Ty(), lanes, step);
    return m_builder.CreateAdd(lanes, step);
  }

  /// Every lane of a per-row value from the rows' scalars.
  /// (Each row's value broadcast, side by side: a broadcast load stays one instruction, where a
  /// vector built element by element invites the SLP vectorizer to make a gather of the loads.)
  llvm::Value* spreadRows(llvm::ArrayRef<llvm::Value*> rows, int64_t stride) {
    std::vector<llvm::Value*> splats;
    for (llvm::Value* row : rows)
      splats.push_back(m_builder.CreateVectorSplat(m_rowWidth, row));
    return addSteps(concatenate(splats), stride);
  }

  /// Where an inactive lane's load goes instead: zeros that nothing writes, shared by all
  /// threads (read-only, so its cache line is never contended).
  llvm::Constant* scratch(unsigned addressSpace) {
    if (!m_scratch) {
      m_scratch = m_module.getNamedGlobal("__weft_spmd_scratch");
      if (!m_scratch) {
        auto* type = llvm::ArrayType::get(m_builder.getInt8Ty(), kScratchBytes);
        auto* global =
            new llvm::GlobalVariable(m_module, type, false, llvm::GlobalValue::InternalLinkage,
                                     llvm::Constant::getNullValue(type), "__weft_spmd_scratch");
        global->setAlignment(llvm::Align(kScratchBytes));
        m_scratch = global;
      }
    }
    if (addressSpace == m_scratch->getType()->getPointerAddressSpace())
      return m_scratch;
    return llvm::ConstantExpr::getAddrSpaceCast(m_scratch,
                                                llvm::PointerType::get(m_context, addressSpace));
  }

  /// A slot on the thread's stack for what inactive lanes would write to __local memory: no other
  /// thread sees it, so it may be written without atomics.
  llvm::Value* stackScratch(unsigned addressSpace) {
    if (!m_stackScratch) {
      llvm::BasicBlock& entry = m_function.getEntryBlock();
      auto* type = llvm::ArrayType::get(m_builder.getInt8Ty(), kScratchBytes);
      auto* slot = new llvm::AllocaInst(type, m_layout.getAllocaAddrSpace(), nullptr,
                                        llvm::Align(kScratchBytes), "spmd.scratch",
                                        &*entry.getFirstInsertionPt());
      m_stackScratch = slot;
    }
    if (addressSpace == m_stackScratch->getType()->getPointerAddressSpace())
      return m_stackScratch;
    return m_builder.CreateAddrSpaceCast(m_stackScratch,
                                         llvm::PointerType::get(m_context, addressSpace));
  }

  /// A stack slot of one pointer per lane (emitAtomic), made once per function.
  llvm::Value* laneSlot() {
    if (!m_laneSlot) {
      llvm::BasicBlock& entry = m_function.getEntryBlock();
      auto* type = llvm::ArrayType::get(m_builder.getInt64Ty(), m_width);
      m_laneSlot = new llvm::AllocaInst(type, m_layout.getAllocaAddrSpace(), nullptr,
                                        llvm::Align(kLaneSlotAlign), "spmd.lanes",
                                        &*entry.getFirstInsertionPt());
    }
    return m_laneSlot;
  }

  void emitInstructions(llvm::BasicBlock* block, llvm::Value* mask) {
    m_current.clear();
    if (auto regions = m_regionsOf.find(block); regions != m_regionsOf.end()) {
      for (int region : regions->second)
        m_current.push_back(&m_stats[region]);
    } else if (m_stats.count(-1)) {
      m_current.push_back(&m_stats[-1]);
    }
    for (RegionStats* stats : m_current)
      stats->masked |= mask != m_allTrue;
    for (llvm::Instruction& instruction : *block) {
      if (llvm::isa<llvm::PHINode>(instruction) || instruction.isTerminator() ||
          isDroppable(instruction))
        continue;
      emitInstruction(instruction, mask);
    }
  }

  void emitInstruction(llvm::Instruction& instruction, llvm::Value* mask) {
    const llvm::BasicBlock* at = instruction.getParent();
    if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction))
      return emitStore(*store, mask);
    if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&instruction))
      return emitAtomic(*rmw, mask);
    if (auto* fence = llvm::dyn_cast<llvm::FenceInst>(&instruction)) {
      m_builder.Insert(fence->clone());
      return;
    }
    if (isPrefetch(instruction))
      return emitPrefetch(llvm::cast<llvm::CallInst>(instruction));
    const Shape shape = shapeOf(&instruction);
    if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction))
      return emitLoad(*load, shape, mask);
    auto* call = llvm::dyn_cast<llvm::CallInst>(&instruction);
    if (call && isAllWorkItems(*call)) {
      // True when its operand is in every lane of the step, lanes off counting as true.
      llvm::Value* holds = call->getArgOperand(0);
      llvm::Value* all = mask == m_allTrue ? allLanesFromEnds(holds) : nullptr;
      if (!all) {
        llvm::Value* lanes = operandShape(holds, at).isUniform()
                                 ? m_builder.CreateVectorSplat(m_width, scalarOf(holds))
                                 : vectorOf(holds);
        if (mask != m_allTrue)
          lanes = m_builder.CreateOr(lanes, m_builder.CreateNot(mask));
        all = allLanes(lanes);
      }
      m_values[&instruction].scalar = all;
      return;
    }
    if (!shape.isVarying()) {
      // Once, or once per row for a value of the row: row 0 and a step for the others when the
      // value is affine in y (an address: base and constant offsets), else a copy per row.
      Lowered lowered;
      llvm::Value* step = shape.perRow ? rowStepOf(instruction) : nullptr;
      for (unsigned row = 0; row < (step ? 1 : shape.perRow ? m_rows : 1); ++row) {
        llvm::Instruction* copy = instruction.clone();
        for (llvm::Use& use : copy->operands())
          if (!llvm::isa<llvm::BasicBlock>(use.get()) &&
              !(call && use.get() == call->getCalledOperand()))
            use.set(shape.perRow ? rowOf(use.get(), row) : scalarOf(use.get()));
        if (mask != m_allTrue) {
          // The block may run with no lane active, on values no lane computed.
          copy->dropPoisonGeneratingFlags();
          if (isDivision(instruction))
            copy->setOperand(
                1, m_builder.CreateSelect(anyLane(shape.perRow ? rowMask(mask, row) : mask),
                                          copy->getOperand(1),
                                          llvm::ConstantInt::get(copy->getType(), 1)));
        }
        copy->setName(instruction.getName());
        m_builder.Insert(copy);
        if (shape.perRow)
          lowered.rows.push_back(copy);
        else
          lowered.scalar = copy;
      }
      lowered.rowStep = step; // the other rows: rowOf
      lowered.stride = shape.stride;

      m_values[&instruction] = lowered;
      return;
    }
    llvm::Value* result = nullptr;
    if (call) {
      result = emitCall(*call);
    } else if (auto* binary = llvm::dyn_cast<llvm::BinaryOperator>(&instruction)) {
      llvm::Value* divisor = vectorOf(binary->getOperand(1));
      if (isDivision(instruction) && mask != m_allTrue)
        divisor = selectLanes(mask, divisor, llvm::ConstantInt::get(divisor->getType(), 1));
      result = m_builder.CreateBinOp(binary->getOpcode(), vectorOf(binary->getOperand(0)), divisor);
    } else if (auto* unary = llvm::dyn_cast<llvm::UnaryOperator>(&instruction)) {
      result = m_builder.CreateUnOp(unary->getOpcode(), vectorOf(unary->getOperand(0)));
    } else if (auto* compare = llvm::dyn_cast<llvm::CmpInst>(&instruction)) {
      result = m_builder.CreateCmp(compare->getPredicate(), vectorOf(compare->getOperand(0)),
                                   vectorOf(compare->getOperand(1)));
    } else if (auto* cast = llvm::dyn_cast<llvm::CastInst>(&instruction)) {
      result = m_builder.CreateCast(cast->getOpcode(), vectorOf(cast->getOperand(0)),
                                    vectorType(cast->getType()));
    } else if (auto* select = llvm::dyn_cast<llvm::SelectInst>(&instruction)) {
      llvm::Value* condition = operandShape(select->getCondition(), at).isUniform()
                                   ? scalarOf(select->getCondition())
                                   : vectorOf(select->getCondition());
      llvm::Value* trueValue = vectorOf(select->getTrueValue());
      // A vector condition selects component by component; a scalar one whole lanes.
      if (condition->getType()->isVectorTy() && !select->getCondition()->getType()->isVectorTy())
        result = selectLanes(condition, trueValue, vectorOf(select->getFalseValue()));
      else
        result = m_builder.CreateSelect(condition, trueValue, vectorOf(select->getFalseValue()));
    } else if (auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(&instruction)) {
      std::vector<llvm::Value*> indices;
      for (llvm::Value* index : gep->indices())
        indices.push_back(operandShape(index, at).isUniform() ? scalarOf(index) : vectorOf(index));
      result = m_builder.CreateGEP(gep->getSourceElementType(), vectorOf(gep->getPointerOperand()),
                                   indices, "", gep->isInBounds());
    } else if (auto* freeze = llvm::dyn_cast<llvm::FreezeInst>(&instruction)) {
      result = m_builder.CreateFreeze(vectorOf(freeze->getOperand(0)));
    } else if (auto* extract = llvm::dyn_cast<llvm::ExtractElementInst>(&instruction)) {
      const unsigned n = componentsOf(extract->getVectorOperandType());
      llvm::Value* vector = vectorOf(extract->getVectorOperand());
      llvm::Value* index = extract->getIndexOperand();
      if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(index)) {
        result = components(vector, n, {int(constant->getZExtValue())});
      } else {
        // A component chosen by a variable: each lane's, by a chain of selects on the index
        // (an index out of range, whose result is poison, gives component 0).
        llvm::Value* indices = vectorOf(index);
        result = components(vector, n, {0});
        for (unsigned c = 1; c < n; ++c)
          result = m_builder.CreateSelect(
              m_builder.CreateICmpEQ(indices, llvm::ConstantInt::get(indices->getType(), c)),
              components(vector, n, {int(c)}), result);
      }
    } else if (auto* insert = llvm::dyn_cast<llvm::InsertElementInst>(&instruction)) {
      // Component c of every lane from the scalar's lanes, the rest from the vector; for a
      // variable c, each lane's by comparing c with every component's number.
      const unsigned n = componentsOf(insert->getType());
      llvm::Value* scalars = perComponent(vectorOf(insert->getOperand(1)), n);
      llvm::Value* index = insert->getOperand(2);
      if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(index)) {
        const unsigned c = unsigned(constant->getZExtValue());
        llvm::SmallVector<int, 64> indices;
        for (unsigned i = 0; i < m_width * n; ++i)
          indices.push_back(int(i % n == c ? m_width * n + i : i));
        result = m_builder.CreateShuffleVector(vectorOf(insert->getOperand(0)), scalars, indices);
      } else {
        llvm::SmallVector<llvm::Constant*, 64> numbers;
        for (unsigned i = 0; i < m_width * n; ++i)
          numbers.push_back(llvm::ConstantInt::get(index->getType(), i % n));
        llvm::Value* chosen = m_builder.CreateICmpEQ(perComponent(vectorOf(index), n),
                                                     llvm::ConstantVector::get(numbers));
        result = m_builder.CreateSelect(chosen, scalars, vectorOf(insert->getOperand(0)));
      }
    } else if (auto* shuffle = llvm::dyn_cast<llvm::ShuffleVectorInst>(&instruction)) {
      // Each lane's components picked from that lane's components of the two operands.
      const unsigned n = componentsOf(shuffle->getOperand(0)->getType());
      llvm::SmallVector<int, 64> indices;
      for (unsigned lane = 0; lane < m_width; ++lane)
        for (int picked : shuffle->getShuffleMask())
          indices.push_back(picked < 0             ? -1
                            : unsigned(picked) < n ? int(lane * n + picked)
                                                   : int(m_width * n + lane * n + picked - n));
      result = m_builder.CreateShuffleVector(vectorOf(shuffle->getOperand(0)),
                                             vectorOf(shuffle->getOperand(1)), indices);
    }
    if (auto* widened = llvm::dyn_cast_or_null<llvm::Instruction>(result)) {
      if (!call)
        widened->copyIRFlags(&instruction);
      // A division the kernel's source let be inexact stays so (fast_divide.hpp).
      if (llvm::MDNode* fast = instruction.getMetadata(kFastDivideMetadata))
        widened->setMetadata(kFastDivideMetadata, fast);
      widened->setName(instruction.getName());
    }
    if (result)
      m_values[&instruction] = {nullptr, result, {}};
  }

  static bool isDivision(const llvm::Instruction& instruction) {
    switch (instruction.getOpcode()) {
    case llvm::Instruction::UDiv:
    case llvm::Instruction::SDiv:
    case llvm::Instruction::URem:
    case llvm::Instruction::SRem:
      return true;
    default:
      return false;
    }
  }

  /// Widened intrinsics and pure calls may run for inactive lanes: no mask needed.
  llvm::Value* emitCall(llvm::CallInst& call) {
    llvm::Function* callee = call.getCalledFunction();
    const llvm::BasicBlock* at = call.getParent();
    if (isWidenableIntrinsic(call)) {
      const llvm::Intrinsic::ID id = callee->getIntrinsicID();
      std::vector<llvm::Value*> args;
      std::vector<llvm::Type*> types;
      for (unsigned i = 0; i < call.arg_size(); ++i) {
        llvm::Value* arg = call.getArgOperand(i);
        args.push_back(llvm::isVectorIntrinsicWithScalarOpAtArg(id, i) ? scalarOf(arg)
                                                                       : vectorOf(arg));
        types.push_back(args.back()->getType());
      }
      llvm::Function* wide = intrinsicFor(
          m_module, id, llvm::FunctionType::get(vectorType(call.getType()), types, false));
      llvm::CallInst* result = m_builder.CreateCall(wide, args);
      if (llvm::isa<llvm::FPMathOperator>(call))
        result->setFastMathFlags(call.getFastMathFlags());
      return result;
    }
    // A pure function without a vector form: once per lane.
    countAccess(&RegionStats::perLaneCalls);
    std::vector<llvm::Value*> vectors;
    for (llvm::Value* arg : call.args())
      vectors.push_back(operandShape(arg, at).isUniform() ? nullptr : vectorOf(arg));
    llvm::Value* result =
        call.getType()->isVoidTy() ? nullptr : llvm::PoisonValue::get(vectorType(call.getType()));
    for (unsigned lane = 0; lane < m_width; ++lane) {
      std::vector<llvm::Value*> args;
      for (unsigned i = 0; i < call.arg_size(); ++i)
        args.push_back(vectors[i] ? m_builder.CreateExtractElement(vectors[i], lane)
                                  : scalarOf(call.getArgOperand(i)));
      llvm::CallInst* copy = m_builder.CreateCall(call.getFunctionType(), callee, args);
      copy->setAttributes(call.getAttributes());
      copy->setCallingConv(call.getCallingConv());
      if (llvm::isa<llvm::FPMathOperator>(call))
        copy->setFastMathFlags(call.getFastMathFlags());
      if (result)
        result = m_builder.CreateInsertElement(result, copy, lane);
    }
    return result;
  }

  /// A prefetch, whatever the mask (a hint never faults): one for a uniform address, one per
  /// cache line the lanes' addresses fall in for addresses a constant stride apart; one with
  /// addresses of no pattern is dropped.
  void emitPrefetch(llvm::CallInst& call) {
    llvm::Value* pointer = call.getArgOperand(0);
    const Shape address = operandShape(pointer, call.getParent());
    if (address.isVarying())
      return;
    countAccess(&RegionStats::prefetches);
    auto issue = [&](llvm::Value* at) {
      llvm::SmallVector<llvm::Value*, 4> args{at};
      for (unsigned i = 1; i < call.arg_size(); ++i)
        args.push_back(call.getArgOperand(i));
      m_builder.CreateCall(call.getFunctionType(), call.getCalledOperand(), args);
    };
    if (address.isUniform()) {
      issue(scalarOf(pointer));
      return;
    }
    // Lanes a line or less apart: a prefetch every line from lane 0 through the last lane; lanes
    // farther apart: one per lane. At most kMaxPrefetches per row either way.
    const int64_t stride = address.stride;
    const uint64_t distance = uint64_t(stride < 0 ? -stride : stride);
    const bool perLane = distance > kCacheLineBytes;
    const uint64_t count = std::min<uint64_t>(
        perLane ? m_rowWidth : distance * (m_rowWidth - 1) / kCacheLineBytes + 1, kMaxPrefetches);
    const int64_t step = perLane      ? stride
                         : stride < 0 ? -int64_t(kCacheLineBytes)
                                      : kCacheLineBytes;
    for (unsigned row = 0; row < (address.perRow ? m_rows : 1); ++row) {
      llvm::Value* start = rowStart(pointer, row);
      for (uint64_t i = 0; i < count; ++i)
        issue(i == 0 ? start
                     : m_builder.CreateGEP(m_builder.getInt8Ty(), start,
                                           m_builder.getInt64(int64_t(i) * step)));
    }
  }

  void emitLoad(llvm::LoadInst& load, Shape shape, llvm::Value* mask) {
    llvm::Value* pointer = load.getPointerOperand();
    const Shape address = operandShape(pointer, load.getParent());
    llvm::Type* type = load.getType();
    if (!shape.isVarying()) {
      // One load, or one per row from the row's address.
      Lowered lowered;
      for (unsigned row = 0; row < (shape.perRow ? m_rows : 1); ++row) {
        // (A value the same in every work-item may be read from any of theirs: row 0's.)
        llvm::Value* from =
            shape.perRow || address.perRow ? rowOf(pointer, row) : scalarOf(pointer);
        if (mask != m_allTrue)
          from = m_builder.CreateSelect(anyLane(shape.perRow ? rowMask(mask, row) : mask), from,
                                        scratch(pointer->getType()->getPointerAddressSpace()));
        llvm::LoadInst* copy =
            m_builder.CreateAlignedLoad(type, from, load.getAlign(), load.getName());
        copy->copyMetadata(load, {llvm::LLVMContext::MD_tbaa});
        if (shape.perRow)
          lowered.rows.push_back(copy);
        else
          lowered.scalar = copy;
      }
      lowered.stride = shape.stride;
      m_values[&load] = lowered;
      return;
    }
    if (auto group = m_groupOf.find(&load); group != m_groupOf.end()) {
      const AccessGroup& members = *group->second;
      countAccess(&RegionStats::wideLoads, &load);
      if (&load != members.first)
        return;
      // At the first member, every member's lanes.
      const unsigned n = unsigned(members.members.size());
      llvm::Value* runs = loadRuns(
          members.element, n, [&](unsigned row) { return runStart(members, row, mask); },
          members.align, mask, *members.first, members.missing());
      for (unsigned c = 0; c < n; ++c) {
        if (!members.members[c])
          continue;
        llvm::Value* component = components(runs, n, {int(c)});
        component->setName(members.members[c]->getName());
        m_values[members.members[c]] = {nullptr, component, {}};
      }
      return;
    }
    const unsigned n = componentsOf(type);
    llvm::Value* result = nullptr;
    const bool consecutive = isConsecutive(pointer, address, type, mask);
    llvm::Value* runs = !consecutive && n == 1 ? loadUnclamped(load, mask) : nullptr;
    // A gather from a small constant table becomes permutes after the optimizer.
    const bool inRegisters =
        n == 1 && isSmallConstantTable(llvm::getUnderlyingObject(pointer), type->getScalarType(),
                                       hostTarget().vectorBytes);
    countAccess(consecutive   ? &RegionStats::wideLoads
                : runs        ? &RegionStats::clampedRuns
                : inRegisters ? &RegionStats::tableLookups
                              : &RegionStats::gathers,
                &load);
    if (consecutive) {
      result = loadRuns(
          type->getScalarType(), n,
          [&](unsigned row) { return consecutiveStart(pointer, address, mask, row); },
          load.getAlign(), mask, load);
    } else if (runs) {
      result = runs;
    } else {
      result = m_builder.CreateMaskedGather(vectorType(type), componentPointers(pointer, type),
                                            componentAlign(load.getAlign(), type),
                                            perComponent(mask, n));
    }
    result->setName(load.getName());
    m_values[&load] = {nullptr, result, {}};
  }

  /// A load whose address is consecutive but for clamps (`in[y * w + max(x - 1, 0)]`): in a step
  /// where no lane of a row is clamped (every step but the border's), one wide load per row from
  /// the address the row's first lane would have unclamped; elsewhere the gather. Null when the
  /// address is not of that form.
  llvm::Value* loadUnclamped(llvm::LoadInst& load, llvm::Value* mask) {
    llvm::Value* pointer = load.getPointerOperand();
    llvm::Type* type = load.getType();
    auto it = m_unclamped.find(pointer);
    if (it == m_unclamped.end() || it->second.kind != Shape::Strided || it->second.extended ||
        it->second.stride != int64_t(m_layout.getTypeAllocSize(type)) ||
        m_layout.getTypeStoreSize(type) != m_layout.getTypeAllocSize(type))
      return nullptr;
    std::vector<llvm::IntrinsicInst*> clamps;
    if (!collectClamps(pointer, clamps) || clamps.empty())
      return nullptr;
    // No lane of a row clamped: max(v, b) lets v through if v's least lane is at least b, min
    // if its greatest is at most b (v steps by its stride across the row's lanes, and does not
    // wrap around between them in the clamp's order: its least lies below its greatest).
    llvm::Value* unclamped = m_builder.getTrue();
    for (unsigned row = 0; row < m_rows; ++row)
      for (llvm::IntrinsicInst* clamp : clamps) {
        llvm::Value* value = const_cast<llvm::Value*>(clampedOperand(*clamp, true));
        llvm::Value* bound =
            clamp->getArgOperand(0) == value ? clamp->getArgOperand(1) : clamp->getArgOperand(0);
        auto stepping = m_unclamped.find(value);
        if (stepping == m_unclamped.end())
          return nullptr;
        const int64_t stride = stepping->second.stride;
        llvm::Value* first = unclampedLaneZero(value, row);
        llvm::Value* limit = rowStart(bound, row);
        if (!first || !limit || !first->getType()->isIntegerTy() ||
            !spanFits(stride, m_rowWidth, first->getType()->getIntegerBitWidth()))
          return nullptr;
        llvm::Value* last = m_builder.CreateAdd(
            first, llvm::ConstantInt::get(first->getType(), stride * int64_t(m_rowWidth - 1)));
        llvm::Value* least = stride > 0 ? first : last;
        llvm::Value* greatest = stride > 0 ? last : first;
        llvm::Value* lets = nullptr;
        llvm::Value* unwrapped = nullptr;
        switch (clamp->getIntrinsicID()) {
        case llvm::Intrinsic::smax:
          lets = m_builder.CreateICmpSGE(least, limit);
          unwrapped = m_builder.CreateICmpSLE(least, greatest);
          break;
        case llvm::Intrinsic::umax:
          lets = m_builder.CreateICmpUGE(least, limit);
          unwrapped = m_builder.CreateICmpULE(least, greatest);
          break;
        case llvm::Intrinsic::smin:
          lets = m_builder.CreateICmpSLE(greatest, limit);
          unwrapped = m_builder.CreateICmpSLE(least, greatest);
          break;
        default:
          lets = m_builder.CreateICmpULE(greatest, limit);
          unwrapped = m_builder.CreateICmpULE(least, greatest);
          break;
        }
        unclamped = m_builder.CreateAnd(unclamped, m_builder.CreateAnd(lets, unwrapped));
      }
    // The lanes' addresses for the gather, made here where every later use of them can see
    // them (the optimizer sinks them into the gather's block when nothing else needs them).
    llvm::Value* addresses = vectorOf(pointer);
    llvm::BasicBlock* wide = newBlock("spmd.unclamped");
    llvm::BasicBlock* gather = newBlock("spmd.clamped");
    llvm::BasicBlock* after = newBlock("spmd.loaded");
    m_builder.CreateCondBr(unclamped, wide, gather,
                           llvm::MDBuilder(m_context).createBranchWeights(1000, 1));

    m_builder.SetInsertPoint(wide);
    auto* rowType = llvm::FixedVectorType::get(type, m_rowWidth);
    std::vector<llvm::Value*> rows;
    for (unsigned row = 0; row < m_rows; ++row) {
      llvm::Value* from = unclampedLaneZero(pointer, row);
      if (mask == m_allTrue) {
        auto* copy = m_builder.CreateAlignedLoad(rowType, from, load.getAlign());
        copy->copyMetadata(load, {llvm::LLVMContext::MD_tbaa});
        rows.push_back(copy);
      } else {
        rows.push_back(
            m_builder.CreateMaskedLoad(rowType, from, load.getAlign(), rowMask(mask, row)));
      }
    }
    llvm::Value* fromRuns = concatenate(rows);
    llvm::BasicBlock* wideEnd = m_builder.GetInsertBlock();
    m_builder.CreateBr(after);

    m_builder.SetInsertPoint(gather);
    llvm::Value* gathered =
        m_builder.CreateMaskedGather(vectorType(type), addresses, load.getAlign(), mask);
    llvm::BasicBlock* gatherEnd = m_builder.GetInsertBlock();
    m_builder.CreateBr(after);

    m_builder.SetInsertPoint(after);
    llvm::PHINode* merged = m_builder.CreatePHI(vectorType(type), 2);
    merged->addIncoming(fromRuns, wideEnd);
    merged->addIncoming(gathered, gatherEnd);
    return merged;
  }

  /// The clamps (clampedOperand) an address goes through, through arithmetic, casts and
  /// GEPs that are varying only because of them; false if anything else makes it varying.
  bool collectClamps(llvm::Value* value, std::vector<llvm::IntrinsicInst*>& clamps, int depth = 0) {
    if (!inXLoop(value) || !shapeOf(value).isVarying())
      return true;
    auto* instruction = llvm::dyn_cast<llvm::Instruction>(value);
    if (!instruction || depth > 12)
      return false;
    if (const llvm::Value* passed = clampedOperand(*instruction, true)) {
      if (std::find(clamps.begin(), clamps.end(), instruction) == clamps.end())
        clamps.push_back(llvm::cast<llvm::IntrinsicInst>(instruction));
      return collectClamps(const_cast<llvm::Value*>(passed), clamps, depth + 1);
    }
    if (!instruction->isBinaryOp() && !llvm::isa<llvm::CastInst>(instruction) &&
        !llvm::isa<llvm::GetElementPtrInst>(instruction))
      return false;
    for (llvm::Value* operand : instruction->operands())
      if (!collectClamps(operand, clamps, depth + 1))
        return false;
    return true;
  }

  /// A row's first lane's value of `value` with every clamp on its way letting its value
  /// through (a scalar of the row, computed here); null where collectClamps would say false.
  llvm::Value* unclampedLaneZero(llvm::Value* value, unsigned row) {
    if (!inXLoop(value) || !shapeOf(value).isVarying())
      return rowStart(value, row);
    auto* instruction = llvm::dyn_cast<llvm::Instruction>(value);
    if (!instruction)
      return nullptr;
    if (const llvm::Value* passed = clampedOperand(*instruction, true))
      return unclampedLaneZero(const_cast<llvm::Value*>(passed), row);
    if (!instruction->isBinaryOp() && !llvm::isa<llvm::CastInst>(instruction) &&
        !llvm::isa<llvm::GetElementPtrInst>(instruction))
      return nullptr;
    llvm::Instruction* copy = instruction->clone();
    for (unsigned i = 0; i < copy->getNumOperands(); ++i) {
      llvm::Value* operand = unclampedLaneZero(instruction->getOperand(i), row);
      if (!operand) {
        copy->deleteValue();
        return nullptr;
      }
      copy->setOperand(i, operand);
    }
    // Computed also for steps whose clamps hold: no flag may turn such a lane's value into
    // poison that the guard's comparison would read.
    copy->dropPoisonGeneratingFlags();
    return m_builder.Insert(copy);
  }

  /// Lane 0's value of `pointer` in a row of lanes (with one row, in the only one).
  llvm::Value* rowStart(llvm::Value* pointer, unsigned row) {
    return m_rows > 1 ? rowOf(pointer, row) : scalarOf(pointer);
  }

  /// Where lane 0's run of a group starts in a row of lanes.
  llvm::Value* runStart(const AccessGroup& group, unsigned row, llvm::Value* mask) {
    llvm::Value* pointer = llvm::getLoadStorePointerOperand(group.emittedAt());
    llvm::Value* from =
        consecutiveStart(pointer, operandShape(pointer, group.emittedAt()->getParent()), mask, row);
    return m_builder.CreateGEP(m_builder.getInt8Ty(), from, m_builder.getInt64(group.start));
  }

  /// Each lane's run of `n` elements, lane after lane, a row's lanes one wide load from
  /// `start(row)`: a consecutive value (`n` its components) and an access group alike. The
  /// elements `missing` has a bit for (never the first: a group's run starts at its lowest
  /// member) are poison: with every lane on, the load ends at the last lane's last element
  /// there (the gaps before it lie between two elements that the kernel reads); else the mask
  /// leaves out every one.
  llvm::Value* loadRuns(llvm::Type* element, unsigned n,
                        llvm::function_ref<llvm::Value*(unsigned row)> start, llvm::Align align,
                        llvm::Value* mask, const llvm::Instruction& like, uint64_t missing = 0) {
    assert(n < 64 && !(missing & 1) && "a run of at most 63 elements, its first one there");
    auto* rowType = llvm::FixedVectorType::get(element, m_rowWidth * n);
    const unsigned trail =
        n - 1 - llvm::findLastSet(~missing & llvm::maskTrailingOnes<uint64_t>(n));
    std::vector<llvm::Value*> rows;
    for (unsigned row = 0; row < m_rows; ++row) {
      if (mask == m_allTrue) {
        const unsigned span = m_rowWidth * n - trail;
        auto* load = m_builder.CreateAlignedLoad(llvm::FixedVectorType::get(element, span),
                                                 start(row), align);
        load->copyMetadata(like, {llvm::LLVMContext::MD_tbaa});
        llvm::Value* runs = load;
        if (span != m_rowWidth * n) {
          llvm::SmallVector<int, 64> indices;
          for (unsigned i = 0; i < m_rowWidth * n; ++i)
            indices.push_back(i < span ? int(i) : -1);
          runs = m_builder.CreateShuffleVector(load, indices);
        }
        rows.push_back(runs);
      } else {
        rows.push_back(
            m_builder.CreateMaskedLoad(rowType, start(row), align, runMask(mask, row, n, missing)));
      }
    }
    return concatenate(rows);
  }

  /// Writes `runs`, each lane's `n` elements lane after lane, a row's lanes with one wide store
  /// at `start(row)`.
  void storeRuns(llvm::Value* runs, unsigned n,
                 llvm::function_ref<llvm::Value*(unsigned row)> start, llvm::Align align,
                 llvm::Value* mask, const llvm::Instruction& like) {
    for (unsigned row = 0; row < m_rows; ++row) {
      llvm::Value* part = runs;
      if (m_rows > 1) {
        llvm::SmallVector<int, 64> indices;
        for (unsigned i = 0; i < m_rowWidth * n; ++i)
          indices.push_back(int(row * m_rowWidth * n + i));
        part = m_builder.CreateShuffleVector(runs, indices);
      }
      if (mask == m_allTrue) {
        auto* store = m_builder.CreateAlignedStore(part, start(row), align);
        store->copyMetadata(like, {llvm::LLVMContext::MD_tbaa});
      } else {
        m_builder.CreateMaskedStore(part, start(row), align, runMask(mask, row, n, 0));
      }
    }
  }

  /// Which of a row's lanes' `n` elements each are accessed: those of the lanes `mask` has on,
  /// except the elements `missing` has a bit for.
  llvm::Value* runMask(llvm::Value* mask, unsigned row, unsigned n, uint64_t missing) {
    llvm::Value* lanes = perComponent(m_rows > 1 ? rowMask(mask, row) : mask, n);
    if (!missing)
      return lanes;
    llvm::SmallVector<llvm::Constant*, 64> present;
    for (unsigned i = 0; i < m_rowWidth * n; ++i)
      present.push_back(m_builder.getInt1(!(missing >> (i % n) & 1)));
    return m_builder.CreateAnd(lanes, llvm::ConstantVector::get(present));
  }

  /// A store group's members' values as each lane's run, lane after lane.
  llvm::Value* groupRuns(const AccessGroup& group) {
    const unsigned n = unsigned(group.members.size());
    std::vector<llvm::Value*> parts;
    for (llvm::Instruction* member : group.members)
      parts.push_back(vectorOf(llvm::cast<llvm::StoreInst>(member)->getValueOperand()));
    // (concatenate pairs equal halves: three parts get a fourth that no index picks.)
    while (parts.size() & (parts.size() - 1))
      parts.push_back(llvm::PoisonValue::get(parts.front()->getType()));
    llvm::SmallVector<int, 64> indices;
    for (unsigned lane = 0; lane < m_width; ++lane)
      for (unsigned c = 0; c < n; ++c)
        indices.push_back(int(c * m_width + lane));
    return m_builder.CreateShuffleVector(concatenate(parts), indices);
  }

  void countAccess(unsigned RegionStats::*counter, const llvm::Instruction* access = nullptr) {
    if (!(access && access->getMetadata(kWorkItemStateMetadata)))
      for (RegionStats* stats : m_current)
        ++(stats->*counter);
  }

  /// Vectors of equal type side by side, in order.
  llvm::Value* concatenate(std::vector<llvm::Value*> parts) {
    while (parts.size() > 1) {
      std::vector<llvm::Value*> joined;
      for (size_t i = 0; i + 1 < parts.size(); i += 2) {
        const unsigned n = llvm::cast<llvm::FixedVectorType>(parts[i]->getType())->getNumElements();
        llvm::SmallVector<int, 64> indices;
        for (unsigned k = 0; k < 2 * n; ++k)
          indices.push_back(int(k));
        joined.push_back(m_builder.CreateShuffleVector(parts[i], parts[i + 1], indices));
      }
      if (parts.size() % 2)
        joined.push_back(parts.back());
      parts = std::move(joined);
    }
    return parts.front();
  }

  /// The address of every lane's every component of a `type` at `pointer`, lane after lane.
  llvm::Value* componentPointers(llvm::Value* pointer, llvm::Type* type) {
    const unsigned n = componentsOf(type);
    llvm::Value* lanes = vectorOf(pointer);
    if (n == 1)
      return lanes;
    llvm::SmallVector<llvm::Constant*, 64> offsets;
    for (unsigned i = 0; i < m_width * n; ++i)
      offsets.push_back(m_builder.getInt64(i % n));
    return m_builder.CreateGEP(type->getScalarType(), perComponent(lanes, n),
                               llvm::ConstantVector::get(offsets));
  }

  /// The alignment each component of a `type` accessed with `align` keeps.
  llvm::Align componentAlign(llvm::Align align, llvm::Type* type) const {
    return std::min(align, m_layout.getABITypeAlign(type->getScalarType()));
  }

  /// Whether the lanes' accesses through `pointer` are one after the other. Under a mask, an
  /// address through an extension that may wrap is, only where each active lane's own address is
  /// at hand to find the start (see consecutiveStart()).
  bool isConsecutive(const llvm::Value* pointer, Shape address, llvm::Type* type,
                     llvm::Value* mask) const {
    const uint64_t size = m_layout.getTypeAllocSize(type).getFixedSize();
    return address.kind == Shape::Strided && size == m_layout.getTypeStoreSize(type) &&
           address.stride == int64_t(size) &&
           (mask == m_allTrue || !address.extended || lanesExact(pointer));
  }

  /// Whether vectorOf(value) gives each lane its own value (the extensions widened lane by lane,
  /// see vectorOfOperands()), not lane 0's plus steps, which may differ where a lane wraps.
  bool lanesExact(const llvm::Value* value, int depth = 0) const {
    if (!inXLoop(value) || !shapeOf(value).extended)
      return true;
    if (depth > 16 ||
        !(llvm::isa<llvm::BinaryOperator>(value) || llvm::isa<llvm::CastInst>(value) ||
          llvm::isa<llvm::GetElementPtrInst>(value)))
      return false;
    for (const llvm::Use& operand : llvm::cast<llvm::User>(value)->operands())
      if (!lanesExact(operand.get(), depth + 1))
        return false;
    return true;
  }

  /// Where a row's consecutive access starts: lane 0's address. Under a mask, an address through
  /// an extension that may wrap is exact only in the lanes that are on (lane 0's may be a wrapped
  /// value no lane uses): the row's first active lane's address, less its steps. (With no lane
  /// on, any lane's: nothing is accessed.)
  llvm::Value* consecutiveStart(llvm::Value* pointer, Shape address, llvm::Value* mask,
                                unsigned row) {
    if (!address.extended || mask == m_allTrue)
      return rowStart(pointer, row);
    llvm::Value* bits =
        m_builder.CreateBitCast(rowMask(mask, row), m_builder.getIntNTy(m_rowWidth));
    llvm::Value* first = m_builder.CreateAnd(
        m_builder.CreateBinaryIntrinsic(llvm::Intrinsic::cttz, bits, m_builder.getFalse()),
        llvm::ConstantInt::get(bits->getType(), m_rowWidth - 1));
    first = m_builder.CreateZExtOrTrunc(first, m_builder.getInt64Ty());
    llvm::Value* lane = m_builder.CreateExtractElement(
        vectorOf(pointer), m_builder.CreateAdd(first, m_builder.getInt64(row * m_rowWidth)));
    return m_builder.CreateGEP(m_builder.getInt8Ty(), lane,
                               m_builder.CreateMul(first, m_builder.getInt64(-address.stride)));
  }

  void emitStore(llvm::StoreInst& store, llvm::Value* mask) {
    const llvm::BasicBlock* at = store.getParent();
    llvm::Value* pointer = store.getPointerOperand();
    llvm::Value* value = store.getValueOperand();
    const Shape address = operandShape(pointer, at);
    const Shape stored = operandShape(value, at);
    llvm::Instruction* result = nullptr;
    if (auto group = m_groupOf.find(&store); group != m_groupOf.end()) {
      // At the last member, every member's values.
      countAccess(&RegionStats::wideStores, &store);
      const AccessGroup& members = *group->second;
      if (&store == members.last)
        storeRuns(
            groupRuns(members), unsigned(members.members.size()),
            [&](unsigned row) { return runStart(members, row, mask); }, members.align, mask,
            *members.last);
      return;
    }
    if (address.isUniform() &&
        (mask == m_allTrue || stored.isUniform() || componentsOf(value->getType()) == 1)) {
      // Every active lane writes the same place: the last active lane's (the last work-item's)
      // value stays, and with no lane active nothing is written. One store, not a scatter whose
      // lanes all go to one address (a kernel of 64 such stores took 30 s to build).
      llvm::Value* data = stored.isUniform()  ? scalarOf(value)
                          : mask == m_allTrue ? lastLane(value)
                                              : lastActiveLane(value, mask);
      if (mask == m_allTrue) {
        result = m_builder.CreateAlignedStore(data, scalarOf(pointer), store.getAlign());
      } else {
        llvm::Value* any = anyLane(mask);
        llvm::Value* lanes = nullptr;
        if (auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(data->getType())) {
          lanes = m_builder.CreateVectorSplat(vector->getNumElements(), any);
        } else {
          data = m_builder.CreateInsertElement(
              llvm::PoisonValue::get(llvm::FixedVectorType::get(data->getType(), 1)), data,
              uint64_t(0));
          lanes = m_builder.CreateVectorSplat(1, any);
        }
        result = m_builder.CreateMaskedStore(data, scalarOf(pointer), store.getAlign(), lanes);
      }
    } else if (address.perRow && address.isRowUniform() && mask == m_allTrue) {
      // Each row writes its own place, rows in order: its last work-item's value stays.
      const unsigned n = componentsOf(value->getType());
      for (unsigned row = 0; row < m_rows; ++row) {
        const unsigned lastLane = (row + 1) * m_rowWidth - 1;
        llvm::Value* last = nullptr;
        if (stored.isRowUniform()) {
          last = rowOf(value, row);
        } else if (n == 1) {
          last = m_builder.CreateExtractElement(vectorOf(value), lastLane);
        } else {
          llvm::SmallVector<int, 16> indices;
          for (unsigned c = 0; c < n; ++c)
            indices.push_back(int(lastLane * n + c));
          last = m_builder.CreateShuffleVector(vectorOf(value), indices);
        }
        result = m_builder.CreateAlignedStore(last, rowOf(pointer, row), store.getAlign());
        result->copyMetadata(store, {llvm::LLVMContext::MD_tbaa});
      }
    } else if (isConsecutive(pointer, address, value->getType(), mask)) {
      // The lanes' values one after the other: a wide store per row, rows in order.
      countAccess(&RegionStats::wideStores, &store);
      storeRuns(
          vectorOf(value), componentsOf(value->getType()),
          [&](unsigned row) { return consecutiveStart(pointer, address, mask, row); },
          store.getAlign(), mask, store);
      return;
    } else {
      // Scatters write lane by lane in order, as the scalar loop would.
      countAccess(&RegionStats::scatters, &store);
      llvm::Type* type = value->getType();
      result = m_builder.CreateMaskedScatter(vectorOf(value), componentPointers(pointer, type),
                                             componentAlign(store.getAlign(), type),
                                             perComponent(mask, componentsOf(type)));
    }
    if (llvm::isa<llvm::StoreInst>(result))
      result->copyMetadata(store, {llvm::LLVMContext::MD_tbaa});
  }

  /// Whether one lane's value of `value`, used by `user`, can be computed anew as a scalar
  /// there, its chain short and cheap: values the same in the lane's row, casts, integer and
  /// address arithmetic (no division), and loads of __global or __constant elements that the
  /// lanes read one after the other (each lane then loads its own), in `user`'s block with
  /// nothing that may write memory between the load and `user` (the element read again is the
  /// one read first). With every lane on only: an inactive lane's element may lie outside what
  /// the kernel may read.
  bool laneChainFits(const llvm::Value* value, const llvm::Instruction& user, int depth = 0) const {
    const llvm::BasicBlock* at = user.getParent();
    if (operandShape(value, at).isRowUniform())
      return true;
    const auto* instruction = llvm::dyn_cast<llvm::Instruction>(value);
    if (!instruction || depth > 8)
      return false;
    if (const auto* load = llvm::dyn_cast<llvm::LoadInst>(instruction)) {
      const unsigned space = load->getPointerAddressSpace();
      const llvm::Value* pointer = load->getPointerOperand();
      if (!load->isSimple() || !load->getType()->isIntegerTy() || (space != 1 && space != 2) ||
          load->getParent() != at ||
          !isConsecutive(pointer, operandShape(pointer, at), load->getType(), m_allTrue))
        return false;
      for (const llvm::Instruction* next = load->getNextNode(); next != &user;
           next = next->getNextNode())
        if (!next || (next->mayWriteToMemory() && !isPrefetch(*next)))
          return false;
      return true;
    }
    const bool arithmetic = llvm::isa<llvm::BinaryOperator>(instruction) &&
                            !instruction->isIntDivRem() && instruction->getType()->isIntegerTy();
    if (!arithmetic && !llvm::isa<llvm::CastInst>(instruction) &&
        !llvm::isa<llvm::GetElementPtrInst>(instruction))
      return false;
    for (const llvm::Value* operand : instruction->operands())
      if (!laneChainFits(operand, user, depth + 1))
        return false;
    return true;
  }

  /// One lane's value of a `value` that laneChainFits(), computed anew.
  llvm::Value* laneValue(llvm::Value* value, const llvm::BasicBlock* at, unsigned lane) {
    const Shape shape = operandShape(value, at);
    const unsigned row = lane / m_rowWidth;
    if (shape.isRowUniform())
      return shape.perRow ? rowOf(value, row) : scalarOf(value);
    if (auto* load = llvm::dyn_cast<llvm::LoadInst>(value)) {
      llvm::Value* pointer = load->getPointerOperand();
      const Shape address = operandShape(pointer, load->getParent());
      const uint64_t offset = (lane % m_rowWidth) * uint64_t(address.stride);
      llvm::Value* element = m_builder.CreateConstInBoundsGEP1_64(m_builder.getInt8Ty(),
                                                                  rowStart(pointer, row), offset);
      llvm::LoadInst* copy = m_builder.CreateAlignedLoad(
          load->getType(), element, llvm::commonAlignment(load->getAlign(), offset));
      copy->copyMetadata(*load, {llvm::LLVMContext::MD_tbaa});
      return copy;
    }
    auto* instruction = llvm::cast<llvm::Instruction>(value);
    llvm::Instruction* copy = instruction->clone();
    for (unsigned i = 0; i < instruction->getNumOperands(); ++i)
      copy->setOperand(i, laneValue(instruction->getOperand(i), at, lane));
    return m_builder.Insert(copy);
  }

  /// What `emit` makes, in a block of its own that runs where `on` holds; poison where it does
  /// not.
  llvm::Value* emitWhere(llvm::Value* on, const char* name, llvm::Type* type,
                         llvm::function_ref<llvm::Value*()> emit) {
    llvm::BasicBlock* run = newBlock(name);
    llvm::BasicBlock* next = newBlock("spmd.atomic.next");
    llvm::BasicBlock* from = m_builder.GetInsertBlock();
    m_builder.CreateCondBr(on, run, next);
    m_builder.SetInsertPoint(run);
    llvm::Value* value = emit();
    llvm::BasicBlock* ran = m_builder.GetInsertBlock();
    m_builder.CreateBr(next);
    m_builder.SetInsertPoint(next);
    llvm::PHINode* merged = m_builder.CreatePHI(type, 2);
    merged->addIncoming(value, ran);
    merged->addIncoming(llvm::PoisonValue::get(type), from);
    return merged;
  }

  /// Atomics run lane by lane, in the scalar loop's order; an inactive lane's does nothing. Adds
  /// to one address the same in every lane are one add (emitCombinedAtomic).
  void emitAtomic(llvm::AtomicRMWInst& rmw, llvm::Value* mask) {
    const llvm::BasicBlock* at = rmw.getParent();
    llvm::Value* pointer = rmw.getPointerOperand();
    llvm::Value* operand = rmw.getValOperand();
    llvm::Value* pointers = operandShape(pointer, at).isUniform() ? nullptr : vectorOf(pointer);
    llvm::Value* operands = operandShape(operand, at).isUniform() ? nullptr : vectorOf(operand);
    // On __local memory, which only this thread can see while the group runs, each lane's
    // atomic is a plain load, operation and store (lowerLocalAtomics); inactive lanes use a
    // slot on this thread's stack.
    const bool local = !rmw.isVolatile() && pointsToLocalMemory(pointer);
    if (!pointers && combinable(rmw) && m_width <= kMaxCombinedLanes) {
      emitCombinedAtomic(rmw, mask, operands);
      return;
    }
    countAccess(&RegionStats::atomics);
    const unsigned addressSpace = pointer->getType()->getPointerAddressSpace();
    llvm::Value* result = llvm::PoisonValue::get(vectorType(rmw.getType()));
    // Each lane's address of a __local atomic is read back from a stack copy of the vector,
    // not moved out of the vector register: on AMD Zen 3 cores a chain of read-modify-writes
    // whose addresses came by vmovq/vpextrq ran at about 6 ns each (the scalar loop: 0.6 ns).
    // The loads are volatile, else LLVM folds them back into extracts.
    // Where each lane's __local address is a short chain from an element the lanes read one
    // after the other (a histogram's bins[data[i]]), each lane computes it anew from its own
    // element: a scalar load and the atomic, as a work-item alone runs (the __local histogram:
    // 2.4 -> 2.7 GB/s, no addresses through the stack). A __global atomic's locked instruction
    // outweighs that: its addresses come out of the vector as before (the __global histogram
    // lost 10% with them computed anew).
    const bool ownAddresses = local && pointers && mask == m_allTrue && laneChainFits(pointer, rmw);
    llvm::Value* laneAddresses = nullptr;
    if (local && pointers && !ownAddresses) {
      laneAddresses = laneSlot();
      m_builder.CreateAlignedStore(pointers, laneAddresses, llvm::Align(kLaneSlotAlign));
    }
    for (unsigned lane = 0; lane < m_width; ++lane) {
      llvm::Value* address = nullptr;
      if (ownAddresses) {
        // The lane's element load stays after the previous lane's atomic: the code generator
        // would otherwise move every lane's load ahead of the atomics and spill the addresses.
        if (lane > 0)
          m_builder.CreateFence(llvm::AtomicOrdering::AcquireRelease,
                                llvm::SyncScope::SingleThread);
        address = laneValue(pointer, at, lane);
      } else if (laneAddresses) {
        llvm::Type* type = pointer->getType();
        llvm::LoadInst* load = m_builder.CreateAlignedLoad(
            type, m_builder.CreateConstInBoundsGEP1_32(type, laneAddresses, lane),
            m_layout.getABITypeAlign(type));
        load->setVolatile(true);
        address = load;
      } else {
        address = pointers ? m_builder.CreateExtractElement(pointers, lane) : scalarOf(pointer);
      }
      // An inactive lane's __local atomic goes to the stack slot; its __global one is branched
      // around: a locked instruction on one shared scratch line from every thread bounced that
      // line between cores (the CTS's thread_dimensions kernel, whose work-items mostly fall
      // outside its window, ran 10x slower in lanes than one work-item at a time).
      auto laneAtomic = [&]() -> llvm::Value* {
        llvm::Value* value =
            operands ? m_builder.CreateExtractElement(operands, lane) : scalarOf(operand);
        if (!local) {
          llvm::AtomicRMWInst* copy =
              m_builder.CreateAtomicRMW(rmw.getOperation(), address, value, rmw.getAlign(),
                                        rmw.getOrdering(), rmw.getSyncScopeID());
          copy->setVolatile(rmw.isVolatile());
          return copy;
        }
        if (rmw.getOrdering() != llvm::AtomicOrdering::Monotonic)
          m_builder.CreateFence(llvm::AtomicOrdering::AcquireRelease,
                                llvm::SyncScope::SingleThread);
        llvm::Value* old = m_builder.CreateAlignedLoad(rmw.getType(), address, rmw.getAlign());
        m_builder.CreateAlignedStore(
            llvm::buildAtomicRMWValue(rmw.getOperation(), m_builder, old, value), address,
            rmw.getAlign());
        if (rmw.getOrdering() != llvm::AtomicOrdering::Monotonic)
          m_builder.CreateFence(llvm::AtomicOrdering::AcquireRelease,
                                llvm::SyncScope::SingleThread);
        return old;
      };
      llvm::Value* old = nullptr;
      if (mask == m_allTrue) {
        old = laneAtomic();
      } else if (local) {
        address = m_builder.CreateSelect(m_builder.CreateExtractElement(mask, lane), address,
                                         stackScratch(addressSpace));
        old = laneAtomic();
      } else {
        old = emitWhere(m_builder.CreateExtractElement(mask, lane), "spmd.atomic.lane",
                        rmw.getType(), laneAtomic);
      }
      result = m_builder.CreateInsertElement(result, old, lane);
    }
    m_values[&rmw] = {nullptr, result, {}};
  }

  /// The widest step whose adds to one address are combined (a scan of log2(lanes) shuffles).
  static constexpr unsigned kMaxCombinedLanes = 64;

  /// Every lane's add (or subtraction) to one __global address, a counter that hands out
  /// tickets, as one locked instruction: the active lanes' operands summed, and each lane's old
  /// value the one returned plus the operands of the lanes before it. That is the lanes' atomics
  /// one after the other in lane order, as the scalar loop runs them, with nothing of another
  /// thread's between them: a locked add per step instead of one per lane.
  void emitCombinedAtomic(llvm::AtomicRMWInst& rmw, llvm::Value* mask, llvm::Value* operands) {
    countAccess(&RegionStats::combinedAtomics);
    auto* type = llvm::cast<llvm::FixedVectorType>(vectorType(rmw.getType()));
    llvm::Value* zero = llvm::Constant::getNullValue(type);
    llvm::Value* values =
        operands ? operands : m_builder.CreateVectorSplat(m_width, scalarOf(rmw.getValOperand()));
    if (mask != m_allTrue)
      values = m_builder.CreateSelect(mask, values, zero);
    // Prefix sums by doubling shifts: lane i gets the operands of lanes 0..i.
    llvm::Value* through = values;
    for (unsigned shift = 1; shift < m_width; shift *= 2) {
      llvm::SmallVector<int, 64> from(m_width);
      for (unsigned lane = 0; lane < m_width; ++lane)
        from[lane] = lane < shift ? int(m_width) : int(lane - shift); // zero's first element
      through = m_builder.CreateAdd(through, m_builder.CreateShuffleVector(through, zero, from));
    }
    llvm::Value* total = m_builder.CreateExtractElement(through, m_width - 1);
    llvm::Value* before = m_builder.CreateSub(through, values);
    auto lockedAdd = [&]() -> llvm::Value* {
      return m_builder.CreateAtomicRMW(rmw.getOperation(), scalarOf(rmw.getPointerOperand()), total,
                                       rmw.getAlign(), rmw.getOrdering(), rmw.getSyncScopeID());
    };
    // No lane on: no atomic, as in the scalar loop.
    llvm::Value* old = mask == m_allTrue ? lockedAdd()
                                         : emitWhere(anyLane(mask), "spmd.atomic.combined",
                                                     rmw.getType(), lockedAdd);
    llvm::Value* base = m_builder.CreateVectorSplat(m_width, old);
    m_values[&rmw] = {nullptr,
                      rmw.getOperation() == llvm::AtomicRMWInst::Add
                          ? m_builder.CreateAdd(base, before)
                          : m_builder.CreateSub(base, before),
                      {}};
  }

  static constexpr uint64_t kScratchBytes = 64;
  /// The most prefetches one prefetch of a row of lanes becomes.
  static constexpr uint64_t kMaxPrefetches = 16;
  /// What a call counts for in worthSkipping, and what a block must cost to be skipped.
  static constexpr unsigned kSkipCost = 24;
  static constexpr uint64_t kLaneSlotAlign = 64;

  WorkGroupFunction& m_wg;
  const unsigned m_width;
  /// Rows of work-items per step, each m_rowWidth lanes: 1, or several when a group as wide as
  /// a vector runs its rows side by side.
  const unsigned m_rows;
  const unsigned m_rowWidth;
  /// Whether the group is exactly the one step of m_rows rows (vectorizeWholeGroup).
  const bool m_wholeGroup;
  bool m_refuseWideRuns = false;
  bool m_wholeVectors = false;
  /// The y of each row, when m_rows > 1.
  std::vector<llvm::Value*> m_rowIds;
  llvm::Function& m_function;
  llvm::Module& m_module;
  llvm::LLVMContext& m_context;
  const llvm::DataLayout& m_layout;
  llvm::DominatorTree m_dominators;
  llvm::LoopInfo m_loops;
  llvm::Loop* m_xLoop = nullptr;
  llvm::Loop* m_yLoop = nullptr;
  llvm::BasicBlock* m_latch = nullptr;
  llvm::BasicBlock* m_exit = nullptr;
  std::map<const llvm::Loop*, LevelGraph> m_graphs;

  llvm::DenseMap<const llvm::Value*, Shape> m_shapes;
  /// computeUnclampedShapes' shapes, and whether computeShapes is computing them.
  llvm::DenseMap<const llvm::Value*, Shape> m_unclamped;
  bool m_unclampedShapes = false;
  std::set<const llvm::BasicBlock*> m_masked;
  std::set<const llvm::BasicBlock*> m_joins;
  std::set<const llvm::Loop*> m_maskedLoops;
  std::map<const llvm::BasicBlock*, Region> m_regions; ///< by the divergent node that starts it
  std::set<const llvm::BasicBlock*> m_regionMembers;

  llvm::IRBuilder<> m_builder;
  llvm::FixedVectorType* m_maskType = nullptr;
  llvm::Constant* m_allTrue = nullptr;
  llvm::Constant* m_allFalse = nullptr;
  llvm::GlobalVariable* m_scratch = nullptr;
  std::map<int, RegionStats> m_stats;
  llvm::DenseMap<const llvm::BasicBlock*, llvm::SmallVector<int, 2>> m_regionsOf;
  llvm::SmallVector<RegionStats*, 2> m_current;
  llvm::AllocaInst* m_stackScratch = nullptr;
  llvm::AllocaInst* m_laneSlot = nullptr;
  llvm::DenseMap<const llvm::Value*, Lowered> m_values;
  /// Loads and stores that run side by side (planAccessGroups); std::list keeps them in place.
  std::list<AccessGroup> m_groups;
  llvm::DenseMap<const llvm::Instruction*, AccessGroup*> m_groupOf;
  std::map<std::pair<llvm::BasicBlock*, llvm::BasicBlock*>, llvm::Value*> m_edgeMasks;
  llvm::DenseMap<llvm::BasicBlock*, llvm::BasicBlock*> m_starts;
  llvm::DenseMap<llvm::BasicBlock*, llvm::BasicBlock*> m_ends;
  std::vector<std::pair<llvm::PHINode*, llvm::PHINode*>> m_realPhis;
};

void writeReport(const WorkGroupFunction& wg, const std::string& report) {
  const char* directory = weft::setting(weft::Setting::DumpIr);
  if (!directory || !*directory)
    return;
  std::string kernel = wg.function->getName().str();
  const std::string prefix = workGroupFunctionName("");
  if (kernel.rfind(prefix, 0) == 0)
    kernel.erase(0, prefix.size());
  std::error_code error;
  llvm::raw_fd_ostream out(std::string(directory) + "/" + kernel + ".vec.txt", error,
                           llvm::sys::fs::OF_Text);
  if (!error)
    out << kernel << ": " << report << "\n";
}

/// LLVM's loop passes forget the scalar evolution of a whole loop nest each time they change one
/// of its loops, so the optimizer's time grows with the work-item loop's size times the loops
/// inside it, and each vectorized copy of the loop (four vectors per step, one vector, the scalar
/// remainder, all in the loops over y and z) adds one more such size. A kernel of 115k
/// instructions with 450 loops built in 31 s unvectorized, 99 s with the one-vector copy and
/// 220 s with both. The budgets are that size times (loops + 1): above the first only the
/// one-vector copy is made (no four-vector loop, no rows side by side), above the second none.
constexpr uint64_t kInterleaveBudget = 1'000'000;
constexpr uint64_t kVectorBudget = 3'000'000;
/// The wide copies (rows side by side, four vectors per step) multiply the code the backend
/// allocates registers for; above this many instructions in the work-item loop only the
/// one-vector copy is made. A kernel reading an image with a sampler inlines every format's
/// decoding: 11k instructions, built in 28 s with 8 rows side by side, 2.4 s without (the
/// benchmarks' kernels have at most 1.8k).
constexpr uint64_t kWideCopyInstructions = 4000;
/// Nor for a loop with more gathers and scatters than this: they are not cheaper side by side, and
/// each wide copy of one is a dozen instructions per vector to build. A 2D image read and write
/// with every format's code (60 gathers and 45 scatters for a bilinear read) built in 2.0 s with 8
/// rows side by side, 0.5 s without; the benchmarks' kernels have at most 12.
constexpr unsigned kWideCopyScatteredAccesses = 16;
/// Four vectors per step are for latency: a long body, or a loop inside, whose chains one vector
/// of work-items leaves the core waiting on. A work-item loop with no loop inside and at most this
/// many instructions already overlaps its steps in the core's reorder window, so it gets the
/// one-vector copy alone, which builds in a fraction of the time: a one-kernel program 13.3 ->
/// 10.6 ms, bench/'s medium program 180 -> 142 ms on two cores, with copy, triad, SAXPY, the
/// stencil and the float3 rows unchanged (builds alternating). Not with atomics, whose lanes go
/// one by one (the global histogram lost 11% at one vector per step), nor for the regions of a
/// kernel split at barriers, which run a group's few work-items per region (the sum row's tree:
/// 23-24 GB/s at two vectors per step, 21 at one).
constexpr uint64_t kShortLoopInstructions = 64;

/// The work-item (x) loop's instructions times one more than the loops inside it; 0 without it.
/// `atomics` says whether it does atomic read-modify-writes.
uint64_t loopWork(const WorkGroupFunction& wg, uint64_t& instructions, uint64_t& loops,
                  bool& atomics) {
  llvm::DominatorTree dominators(*wg.function);
  llvm::LoopInfo info(dominators);
  const llvm::Loop* x = wg.localId[0] ? info.getLoopFor(wg.localId[0]->getParent()) : nullptr;
  instructions = 0;
  loops = 0;
  atomics = false;
  if (!x)
    return 0;
  for (const llvm::BasicBlock* block : x->blocks()) {
    instructions += block->size();
    for (const llvm::Instruction& instruction : *block)
      atomics = atomics || llvm::isa<llvm::AtomicRMWInst>(instruction) ||
                llvm::isa<llvm::AtomicCmpXchgInst>(instruction);
  }
  loops = x->getLoopsInPreorder().size() - 1;
  return instructions * (loops + 1);
}

} // namespace

std::string vectorizeWorkItemLoop(WorkGroupFunction& wg, unsigned width, unsigned interleave,
                                  unsigned rows, bool quick, bool* wider, bool wholeVectors) {
  // The wide loop first, the one-vector loop for what it leaves, the scalar loop last: each
  // vectorization puts its loop in front of the original loop, where the previous one left off.
  std::string reason, statistics;
  uint64_t instructions = 0, loops = 0;
  bool atomics = false;
  const uint64_t work = loopWork(wg, instructions, loops, atomics);
  const std::string size = std::to_string(instructions) + " instructions and " +
                           std::to_string(loops) + " loops in the work-item loop";
  if (work > kVectorBudget) {
    const std::string report =
        "not SPMD-vectorized: " + size + ", more than a vectorized copy's build time allows";
    writeReport(wg, report);
    return report;
  }
  std::string narrow; // why only the one-vector copy is made
  if (work > kInterleaveBudget || instructions > kWideCopyInstructions) {
    narrow = size;
  } else if (const unsigned scattered = SpmdVectorizer(wg, width).plannedScatteredAccesses();
             scattered > kWideCopyScatteredAccesses) {
    narrow = std::to_string(scattered) + " gathers and scatters";
  } else if (SpmdVectorizer(wg, width).hasAtomicsInKernelLoops()) {
    // Lane by lane, four vectors per step gain nothing and lose: the __local histogram's loop
    // of movzbl + incl per lane ran 2.6-2.7 GB/s over 64 lanes a step, 3.4 over 16 (one
    // work-item at a time: 3.6).
    narrow = "atomics lane by lane in a loop";
  }
  bool wideCopies = narrow.empty();

  if (!wideCopies ||
      (loops == 0 && instructions <= kShortLoopInstructions && !wg.region && !atomics))
    interleave = 1;
  // A first build leaves out the wide copies, most of the code to generate (Black-Scholes' four
  // vectors per step were 63% of its kernel's code generation), until the kernel's launches show
  // they pay. Rows side by side are refused for most kernels (a 1D kernel does not use its y
  // id): a quick build asks their plan first, so that a kernel whose full build is its quick
  // one is not built twice.
  bool sideBySide = rows > 1 && (rows & (rows - 1)) == 0 && wideCopies;
  if (sideBySide && quick && interleave == 1)
    sideBySide = SpmdVectorizer(wg, width * rows, rows).plans();
  const bool deferred = quick && wideCopies && (interleave > 1 || sideBySide);
  if (wider)
    *wider = deferred;
  if (deferred) {
    wideCopies = false;
    interleave = 1;
    narrow = "a quick first build, built again in full once its launches have run a while";
  }

  // Rows side by side first: for groups one vector wide (16x16 tiles), where four vectors of x
  // never fit in a row.
  bool rowsDone = false;
  if (sideBySide && wideCopies) {
    SpmdVectorizer vectorizer(wg, width * rows, rows);
    rowsDone = vectorizer.run().empty();
    if (rowsDone)
      statistics = vectorizer.statistics();
  }
  std::vector<unsigned> widths;
  // The widest step that fits (four vectors, else two), then one vector per step for what it
  // leaves. A refusal leaves the function as it was: fewer vectors per step may still fit what
  // more did not (the kernel's own float4s, the runs of vload4s).
  for (unsigned factor = interleave; factor > 0; factor /= 2) {
    if (!widths.empty() && factor > 1)
      continue;
    SpmdVectorizer vectorizer(wg, width * factor);
    if (factor > 1)
      vectorizer.refuseWideRuns();
    else if (deferred && wholeVectors)
      vectorizer.runWholeVectorsOnly();
    reason = vectorizer.run();
    if (!reason.empty())
      continue;
    widths.push_back(width * factor);
    // The one-vector loop's code is the four-vector loop's, a quarter as wide.
    if (statistics.empty())
      statistics = vectorizer.statistics();
  }
  std::string report;
  if (widths.empty())
    report = "not SPMD-vectorized: " + reason;
  else if (widths.size() == 1)
    report = "vectorized " + std::to_string(widths[0]) + "-wide (SPMD)" +
             (!wideCopies ? ", one vector per step (" + narrow + ")" : "");
  else
    report = "vectorized " + std::to_string(width) + "-wide (SPMD), " +
             std::to_string(widths[0] / width) + " vectors per step while " +
             std::to_string(widths[0]) + " work-items remain";
  if (rowsDone && !widths.empty())
    report += "; " + std::to_string(rows) + " rows side by side in groups " +
              std::to_string(width) + " wide";
  if (!widths.empty() && !statistics.empty())
    report += "; " + statistics;
  writeReport(wg, report);
  return report;
}

uint64_t widestVectorBits(const llvm::Function& function) {
  const llvm::DataLayout& layout = function.getParent()->getDataLayout();
  uint64_t widest = 0;
  for (const llvm::Instruction& instruction : llvm::instructions(function))
    if (instruction.getType()->isVectorTy())
      widest = std::max<uint64_t>(widest, layout.getTypeSizeInBits(instruction.getType()));
  return widest;
}

void defineStoredPadding(llvm::Function& function) {
  for (llvm::Instruction& instruction : llvm::instructions(function)) {
    auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction);
    auto* type = store ? llvm::dyn_cast<llvm::FixedVectorType>(store->getValueOperand()->getType())
                       : nullptr;
    if (!type || !store->isSimple())
      continue;
    llvm::Value* value = store->getValueOperand();
    llvm::SmallVector<int, 16> elements;
    int defined = -1;
    for (unsigned i = 0; i < type->getNumElements(); ++i) {
      const llvm::Value* element = llvm::findScalarElement(value, i);
      const bool undefined = element && llvm::isa<llvm::UndefValue>(element);
      elements.push_back(undefined ? -1 : int(i));
      if (!undefined && defined < 0)
        defined = int(i);
    }
    if (defined < 0 || std::count(elements.begin(), elements.end(), -1) == 0)
      continue;
    std::replace(elements.begin(), elements.end(), -1, defined);
    llvm::IRBuilder<> builder(store);
    store->setOperand(0, builder.CreateShuffleVector(value, elements));
  }
}

bool vectorizeWholeGroup(WorkGroupFunction& wg, unsigned width, unsigned rows,
                         std::string& statistics) {
  SpmdVectorizer vectorizer(wg, width * rows, rows, true);
  if (!vectorizer.run().empty() || vectorizer.laneByLane() > 0)
    return false;
  // Division and remainder by a variable have no vector instructions: code generation makes one
  // call or division per lane, and a step of hundreds of them takes seconds to build.
  for (const llvm::Instruction& instruction : llvm::instructions(*wg.function))
    if (instruction.getType()->isVectorTy() && instruction.isBinaryOp() &&
        (instruction.isIntDivRem() || instruction.getOpcode() == llvm::Instruction::FRem) &&
        !llvm::isa<llvm::Constant>(instruction.getOperand(1)))
      return false;
  statistics = vectorizer.statistics();
  return true;
}

} // namespace weft::compiler
