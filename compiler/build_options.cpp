// Option parsing. Clang -cc1 spells most OpenCL options as the spec does, so a valid option is
// mostly forwarded as it is; the few that the later stages act on are recorded in BuildOptions.
#include "compiler/build_options.hpp"

#include "compiler/compiler.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace weft::compiler {
namespace {

// The -cl-std values clang 15 accepts for OpenCL C and C++ for OpenCL.
constexpr std::array<std::string_view, 9> kClStdValues = {
    "CL1.0", "CL1.1", "CL1.2", "CL2.0", "CL3.0", "CLC++", "CLC++1.0", "CLC++2021", "CL"};

// Math options valid at compile and at link time, with the clang -cc1 argument each becomes.
struct MathOption {
  std::string_view name;
  std::string_view clangArg;
  bool BuildOptions::*flag;
};
const std::array<MathOption, 5> kMathOptions = {{
    {"-cl-denorms-are-zero", "-fdenormal-fp-math-f32=preserve-sign", &BuildOptions::denormsAreZero},
    {"-cl-no-signed-zeros", "-cl-no-signed-zeros", &BuildOptions::noSignedZeros},
    {"-cl-unsafe-math-optimizations", "-cl-unsafe-math-optimizations", &BuildOptions::unsafeMath},
    {"-cl-finite-math-only", "-cl-finite-math-only", &BuildOptions::finiteMathOnly},
    {"-cl-fast-relaxed-math", "-cl-fast-relaxed-math", &BuildOptions::fastRelaxedMath},
}};

// Compile-only options clang takes unchanged.
constexpr std::array<std::string_view, 7> kForwardedOptions = {
    "-cl-single-precision-constant",
    "-cl-fp32-correctly-rounded-divide-sqrt",
    "-cl-mad-enable",
    "-cl-uniform-work-group-size",
    "-cl-kernel-arg-info",
    "-w",
    "-Werror"};

// Accepted and deliberately without effect: debug info is not generated yet, SPIR input flags
// describe the input only, -cl-strict-aliasing is a deprecated 1.x option, and subgroups have no
// independent forward progress to give up.
constexpr std::array<std::string_view, 3> kIgnoredOptions = {"-g", "-cl-strict-aliasing",
                                                             "-cl-no-subgroup-ifp"};

template <size_t N>
bool contains(const std::array<std::string_view, N>& list, std::string_view value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

bool applyMathOption(const std::string& word, BuildOptions& out) {
  for (const MathOption& option : kMathOptions) {
    if (word == option.name) {
      out.*option.flag = true;
      out.clangArgs.emplace_back(option.clangArg);
      return true;
    }
  }
  return false;
}

std::string invalid(std::string_view option, std::string_view why) {
  std::string message = "error: invalid build option '";
  message += option;
  message += "'";
  if (!why.empty()) {
    message += ": ";
    message += why;
  }
  message += "\n";
  return message;
}

} // namespace

std::vector<std::string> splitOptions(std::string_view options) {
  std::vector<std::string> words;
  std::string word;
  bool inWord = false;
  char quote = 0;
  for (char c : options) {
    if (quote) {
      if (c == quote)
        quote = 0;
      else
        word += c;
    } else if (c == '"' || c == '\'') {
      quote = c;
      inWord = true;
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      if (inWord)
        words.push_back(std::move(word));
      word.clear();
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord)
    words.push_back(std::move(word));
  return words;
}

std::string parseCompileOptions(std::string_view options, BuildOptions& out) {
  const std::vector<std::string> words = splitOptions(options);
  for (size_t i = 0; i < words.size(); ++i) {
    const std::string& word = words[i];
    // -D and -I take their value attached or as the next word.
    if (word.rfind("-D", 0) == 0 || word.rfind("-I", 0) == 0) {
      std::string value = word.substr(2);
      if (value.empty()) {
        if (i + 1 == words.size())
          return invalid(word, "missing value");
        value = words[++i];
      }
      if (word[1] == 'D' && (value.empty() || value[0] == '='))
        return invalid(word, "missing macro name");
      out.clangArgs.push_back(word.substr(0, 2));
      out.clangArgs.push_back(value);
    } else if (word.rfind("-cl-std=", 0) == 0) {
      const std::string value = word.substr(8);
      if (!contains(kClStdValues, value))
        return invalid(word, "unknown OpenCL C version");
      out.clStd = value == "CL" ? "CL1.0" : value;
    } else if (word == "-cl-opt-disable") {
      out.optDisable = true;
    } else if (word == "-x") {
      if (i + 1 == words.size() || words[i + 1] != "spir")
        return invalid(word, "only '-x spir' is accepted");
      ++i;
    } else if (word.rfind("-spir-std=", 0) == 0 || contains(kIgnoredOptions, word)) {
      continue;
    } else if (contains(kForwardedOptions, word)) {
      out.clangArgs.push_back(word);
      if (word == "-cl-uniform-work-group-size")
        out.uniformWorkGroupSize = true;
    } else if (!applyMathOption(word, out)) {
      return invalid(word, "");
    }
  }
  return {};
}

std::string parseLinkOptions(std::string_view options, BuildOptions& out) {
  for (const std::string& word : splitOptions(options)) {
    if (word == "-create-library")
      out.createLibrary = true;
    else if (word == "-enable-link-options")
      out.enableLinkOptions = true;
    else if (word == "-cl-no-subgroup-ifp")
      continue;
    else if (!applyMathOption(word, out))
      return invalid(word, "not a link option");
  }
  return {};
}

namespace {

ProgramOptions summary(std::string error, const BuildOptions& parsed) {
  ProgramOptions options;
  options.error = std::move(error);
  options.clStd = parsed.clStd;
  options.createLibrary = parsed.createLibrary;
  options.uniformWorkGroupSize = parsed.uniformWorkGroupSize;
  return options;
}

} // namespace

ProgramOptions readCompileOptions(std::string_view options) {
  BuildOptions parsed;
  std::string error = parseCompileOptions(options, parsed);
  return summary(std::move(error), parsed);
}

ProgramOptions readLinkOptions(std::string_view options) {
  BuildOptions parsed;
  std::string error = parseLinkOptions(options, parsed);
  return summary(std::move(error), parsed);
}

} // namespace weft::compiler
