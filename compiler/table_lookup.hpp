// Lookups in small constant tables as permutes instead of gathers. A vector of work-items that
// reads `table[i]` from a __constant (or const) array of at most two host vectors (16 doubles or
// 32 floats, ints or longs with AVX-512) gets each lane's element from the whole table held in
// registers: vpermi2pd / vpermi2ps (or vpermpd / vpermps for one vector's worth) pick one element
// per lane in a cycle or three, where a gather loads every lane apart (eight to sixteen loads).
// The library's math keeps its reductions' tables this small where it can (exp's 2^(j/16)).
//
// After the optimizer, on the vectorized code: a masked gather whose addresses are the table's
// base (one global, constant, with its initializer known) plus a vector of indices. An index
// outside the table, which the source may not read, picks some element of it (the permute uses
// the index's low bits); a lane the gather's mask leaves off gets the gather's pass-through value.
#pragma once

namespace llvm {
class Function;
class Type;
class Value;
} // namespace llvm

namespace weft::compiler {

/// Whether `base` is a table lowerSmallTableGathers holds in registers for loads of `element`: a
/// constant global array of `element`, its initializer known, of at most two host vectors
/// (`vectorBytes` each; AVX-512's 64 only). The SPMD vectorizer's report counts such gathers
/// apart.
bool isSmallConstantTable(const llvm::Value* base, llvm::Type* element, unsigned vectorBytes);

/// Rewrites `function`'s gathers from small constant tables as described above. `vectorBytes` is
/// the host's vector size: only AVX-512's (64) has the two-table permutes of every element size.
/// Returns true if it changed anything.
bool lowerSmallTableGathers(llvm::Function& function, unsigned vectorBytes);

} // namespace weft::compiler
