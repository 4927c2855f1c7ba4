// SPIR-V 1.4 instructions the SPIR-V translator for LLVM 15 cannot read, rewritten into the
// SPIR-V 1.0 instructions that mean the same, before the translator sees the module.
#pragma once

#include <string>
#include <string_view>

namespace weft::compiler {

/// Returns `il` (a module whose header checkSpirvHeader accepted) with
///  - OpPtrEqual / OpPtrNotEqual as integer compares of OpConvertPtrToU,
///  - OpPtrDiff as the difference of OpConvertPtrToU divided by the element size,
///  - OpCopyLogical as OpCompositeExtract / OpCompositeConstruct member by member,
///  - OpCopyMemory as OpCopyMemorySized with the size of the target's type, and the second
///    memory-operand set of both dropped (it describes the source; one memory, nothing to order),
///  - OpDecorateString / OpMemberDecorateString dropped (UserSemantic: a note for tools).
/// An instruction it cannot rewrite (a type it cannot size, say) stays as it is, and a malformed
/// module comes back unchanged: the translator reports both.
std::string rewriteSpirvForTranslator(std::string_view il);

} // namespace weft::compiler
