#include "compiler/source_screen.hpp"

#include <cstdint>
#include <vector>

namespace weft::compiler {
namespace {

/// The source after translation phases 1 and 2 as far as they matter here, each character with
/// the offset in the original text it came from.
struct LogicalSource {
  std::string text;
  std::vector<uint32_t> offsets;

  explicit LogicalSource(std::string_view source) {
    text.reserve(source.size());
    offsets.reserve(source.size());
    size_t i = 0;
    while (i < source.size()) {
      size_t width = backslashWidth(source, i);
      if (width != 0) {
        size_t end = spliceEnd(source, i + width);
        if (end != 0) {
          i = end; // a line splice: nothing of it remains
          continue;
        }
        push('\\', i);
        i += width;
        continue;
      }
      push(source[i], i);
      ++i;
    }
  }

  char at(size_t i) const { return i < text.size() ? text[i] : '\0'; }

private:
  void push(char c, size_t offset) {
    text.push_back(c);
    offsets.push_back(static_cast<uint32_t>(offset));
  }
  /// 1 for '\', 3 for the trigraph "??/", 0 for anything else.
  static size_t backslashWidth(std::string_view s, size_t i) {
    if (s[i] == '\\')
      return 1;
    if (s[i] == '?' && s.substr(i, 3) == "?\?/")
      return 3;
    return 0;
  }
  /// After a backslash at `i`: the end of a line splice (spaces or tabs, then a newline), or 0.
  static size_t spliceEnd(std::string_view s, size_t i) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\f' || s[i] == '\v'))
      ++i;
    if (i < s.size() && s[i] == '\r')
      ++i;
    return i < s.size() && s[i] == '\n' ? i + 1 : 0;
  }
};

bool isNameCharacter(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == ' ' ||
         c == '-' || c == '_';
}

/// Whether the `\N` at `i` is followed by a name in braces.
bool namedEscapeIsWhole(const LogicalSource& source, size_t i) {
  size_t j = i + 2;
  if (source.at(j) != '{')
    return false;
  size_t nameStart = ++j;
  while (isNameCharacter(source.at(j)))
    ++j;
  return j > nameStart && source.at(j) == '}';
}

std::string diagnostic(std::string_view original, std::string_view fileName, size_t offset) {
  size_t line = 1, lineStart = 0;
  for (size_t k = 0; k < offset; ++k)
    if (original[k] == '\n') {
      ++line;
      lineStart = k + 1;
    }
  return std::string(fileName) + ":" + std::to_string(line) + ":" +
         std::to_string(offset - lineStart + 1) +
         ": error: '\\N' must be followed by a character name in braces, as in "
         "'\\N{LATIN SMALL LETTER A}'; write '\\\\N' for a backslash and an N\n";
}

} // namespace

std::string findMalformedNamedEscape(std::string_view original, std::string_view fileName) {
  if (original.find('\\') == std::string_view::npos && original.find("?\?/") == std::string::npos)
    return {};
  const LogicalSource source(original);
  enum class State { Code, LineComment, BlockComment, Literal } state = State::Code;
  char quote = 0;
  for (size_t i = 0; i < source.text.size(); ++i) {
    const char c = source.text[i];
    switch (state) {
    case State::LineComment:
      if (c == '\n')
        state = State::Code;
      continue;
    case State::BlockComment:
      if (c == '*' && source.at(i + 1) == '/') {
        state = State::Code;
        ++i;
      }
      continue;
    case State::Code:
      if (c == '/' && source.at(i + 1) == '/') {
        state = State::LineComment;
        ++i;
      } else if (c == '/' && source.at(i + 1) == '*') {
        state = State::BlockComment;
        ++i;
      } else if (c == '"' || c == '\'') {
        state = State::Literal;
        quote = c;
      }
      break;
    case State::Literal:
      if (c == quote || c == '\n')
        state = State::Code;
      break;
    }
    // A backslash outside comments: an escape in a literal, a universal character name outside.
    if (c == '\\' && state != State::LineComment && state != State::BlockComment) {
      if (source.at(i + 1) == 'N' && !namedEscapeIsWhole(source, i))
        return diagnostic(original, fileName, source.offsets[i]);
      ++i; // the escaped character ends nothing
    }
  }
  return {};
}

} // namespace weft::compiler
