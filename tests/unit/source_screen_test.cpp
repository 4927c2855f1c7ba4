// The screen in front of Clang (compiler/source_screen.hpp): which `\N` it refuses, and that it
// reads the source as the compiler does (comments, literals, escaped backslashes, line splices,
// trigraphs).
#include "compiler/source_screen.hpp"

#include <catch2/catch.hpp>

#include <string>

using weft::compiler::findMalformedNamedEscape;

namespace {
std::string screen(const std::string& source) { return findMalformedNamedEscape(source, "k.cl"); }
} // namespace

TEST_CASE("a \\N without a braced name is refused where it is", "[source_screen]") {
  CHECK(screen("printf(\"%d\\N\", n);") ==
        "k.cl:1:11: error: '\\N' must be followed by a character name in braces, as in "
        "'\\N{LATIN SMALL LETTER A}'; write '\\\\N' for a backslash and an N\n");
  CHECK(screen("int a;\n  char c = '\\N';").rfind("k.cl:2:13: error:", 0) == 0);
  for (const char* bad : {"\"\\N\"", "\"\\Nx\"", "\"\\N{\"", "\"\\N{}\"", "\"\\N{A\"", "\"\\N{A\"}",
                          "\"\\N{A\\}\"", "int a\\N;", "u8\"\\N\"", "\"\\N"}) {
    INFO(bad);
    CHECK_FALSE(screen(bad).empty());
  }
}

TEST_CASE("whole named escapes and everything that is not one pass", "[source_screen]") {
  for (const char* good :
       {"", "kernel void k() {}", "\"\\N{LATIN SMALL LETTER A}\"", "'\\N{DIGIT ZERO}'", "\"\\\\N\"",
        "'\\\\' N", "// \\N in a comment\n", "/* \\N */ int a;", "\"\\n\\t\\\"N\"", "\"N\\\\\"",
        "#define A(x) x \\\n  + 1\n"}) {
    INFO(good);
    CHECK(screen(good).empty());
  }
}

TEST_CASE("the source is read after line splices and trigraphs", "[source_screen]") {
  // Phase 2 comes before escapes: a backslash-newline inside an escape disappears.
  CHECK_FALSE(screen("\"\\\\\nN\"").empty()); // '\', then a splice, then 'N': \N
  CHECK(screen("\"\\\nN\"").empty());         // only a splice: "N"
  CHECK(screen("\"\\N{A\\\n}\"").empty());    // a splice inside a whole \N{A}
  CHECK(screen("\"\\N{A\\  \n}\"").empty());  // one with spaces before the newline
  CHECK_FALSE(screen("\"?\?/N\"").empty());   // the trigraph ??/ is a backslash
  CHECK(screen("\"?\?/?\?/N\"").empty());     // two of them, an escaped backslash
  // A line comment that a splice continues still hides what follows on the next line.
  CHECK(screen("// comment \\\n \"\\N\"\nint a;").empty());
  CHECK_FALSE(screen("// comment\n \"\\N\"\nint a;").empty());
}
