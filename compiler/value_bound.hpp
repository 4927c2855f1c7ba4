// The most an integer value can be, from what bounds its leaves: the SPMD vectorizer bounds the
// local ids to call an int id's extension exact, the per-thread counters bound an index to size
// the bins (spmd_vectorizer.cpp, group_counts.cpp).
#pragma once

#include <llvm/ADT/STLFunctionalExtras.h>

#include <cstdint>
#include <optional>

namespace llvm {
class Value;
} // namespace llvm

namespace weft::compiler {

/// Bounds a leaf (a local id, a group's size) or says nothing of it (none).
using LeafBound = llvm::function_ref<std::optional<uint64_t>(const llvm::Value*)>;

/// The most `value` (an integer, or a vector of them: the most of any lane) can be, taken as
/// unsigned, where it is computed from constants and values `leaf` bounds by arithmetic that
/// cannot wrap within those bounds: sums, products, shifts, masks, unsigned divisions,
/// truncations and extensions, selects, splats and lanes. None where it may be anything.
/// Every bound is at most 2^62 and below 2^bits of the value's type; it says nothing of the
/// sign bit of a narrower type (an i32 -1 is bounded by 2^32 - 1). A splat's unused lanes
/// (undef) count as 0.
std::optional<uint64_t> valueBound(const llvm::Value* value, LeafBound leaf);

} // namespace weft::compiler
