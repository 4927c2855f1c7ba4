// What Weft checks in a source before Clang reads it: text that Clang 15 itself mishandles
// (issue 16). Clang 15 half-parses `\N`, the C++23 named-character escape: a `\N` without a name
// in braces at the end of a string literal (`printf("%d\N", n)`) makes it read past the literal
// and the end of the source (an over-read the build fuzzer found). Such a source is refused with
// a diagnostic of Clang's form before Clang sees it; Clang would have refused it anyway.
#pragma once

#include <string>
#include <string_view>

namespace weft::compiler {

/// The first `\N` in `source`, outside comments, that is not followed by a character name in
/// braces (`\N{LATIN SMALL LETTER A}`), as a diagnostic line "<fileName>:<line>:<column>: error:
/// …\n"; empty when there is none. Reads the source as the compiler does: line splices (a
/// backslash, optional spaces and a newline) joined and the trigraph `??/` read as a backslash.
std::string findMalformedNamedEscape(std::string_view source, std::string_view fileName);

} // namespace weft::compiler
