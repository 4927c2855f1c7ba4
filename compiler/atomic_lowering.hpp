// Lowers the __opencl_atomic_* library calls that Clang emits for the spir64 target (whose
// lock-free atomic width is 0) to LLVM atomic instructions, which every host supports natively.
#pragma once

namespace llvm {
class AtomicRMWInst;
class Function;
class Module;
class Value;
} // namespace llvm

namespace weft::compiler {

/// Replaces every call of __opencl_atomic_<op>_<bytes> in `module`. Returns true if it changed any.
bool lowerAtomicLibcalls(llvm::Module& module);

/// True when `pointer` is known to point into __local memory: it is, or is derived (by
/// address-space casts, bitcasts and GEPs) from, a pointer in the local address space.
bool pointsToLocalMemory(const llvm::Value* pointer);

/// A non-volatile atomic add or subtraction of an integer: several of them to one address sum to
/// one (the SPMD vectorizer's combined atomics, group_counts.hpp's counters).
bool isIntegerAdd(const llvm::AtomicRMWInst& rmw);

/// A work-group runs on one thread, and no other thread touches its __local memory while it runs
/// (DESIGN.md §7.4). So an atomic operation on __local memory needs no lock prefix: it becomes a
/// plain load, operation and store, ordered among the group's work-items by a single-thread fence
/// when its order is stronger than relaxed. Run after the SPMD vectorizer, which keeps the lanes'
/// atomics one after the other itself; returns true if it changed anything.
bool lowerLocalAtomics(llvm::Function& function);

} // namespace weft::compiler
