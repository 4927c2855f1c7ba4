// compiler/spirv_rewrite: what it rewrites is gone from the module, a module without such
// instructions comes back unchanged, and no input, however broken, makes it read or write out of
// bounds (thousands of mutated modules, checked under the sanitizer builds).
#include "compiler/spirv_rewrite.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string readModule(const std::string& name) {
  std::ifstream file(std::string(WEFT_TEST_SPIRV_DIR) + "/" + name, std::ios::binary);
  REQUIRE(file);
  std::ostringstream bytes;
  bytes << file.rdbuf();
  REQUIRE(bytes.str().size() > 20);
  return bytes.str();
}

std::vector<uint32_t> words(const std::string& module) {
  std::vector<uint32_t> out(module.size() / 4);
  std::memcpy(out.data(), module.data(), 4 * out.size());
  return out;
}

/// The opcodes of the module's instructions; empty when it is malformed.
std::multiset<uint32_t> opcodes(const std::string& module) {
  std::vector<uint32_t> w = words(module);
  std::multiset<uint32_t> seen;
  for (size_t at = 5; at < w.size();) {
    const uint32_t count = w[at] >> 16;
    if (count == 0 || at + count > w.size())
      return {};
    seen.insert(w[at] & 0xffff);
    at += count;
  }
  return seen;
}

} // namespace

TEST_CASE("the SPIR-V 1.4 instructions are rewritten away", "[spirv]") {
  const std::string module = readModule("instructions_1_4.spv");
  const std::multiset<uint32_t> before = opcodes(module);
  for (uint32_t op : {400u, 401u, 402u, 403u, 63u, 5632u, 5633u})
    CHECK(before.count(op) > 0);
  const std::string rewritten = weft::compiler::rewriteSpirvForTranslator(module);
  const std::multiset<uint32_t> after = opcodes(rewritten);
  REQUIRE_FALSE(after.empty());
  for (uint32_t op : {400u, 401u, 402u, 403u, 63u, 5632u, 5633u})
    CHECK(after.count(op) == 0);
  // OpCopyMemorySized for each copy, OpConvertPtrToU for each pointer compared or subtracted.
  CHECK(after.count(64) == 4);
  CHECK(after.count(117) == 14);
  // New ids come from above the old bound.
  CHECK(words(rewritten)[3] > words(module)[3]);
}

TEST_CASE("a module without such instructions comes back unchanged", "[spirv]") {
  for (const char* name : {"kernels.spv", "instructions_1_0.spv"}) {
    const std::string module = readModule(name);
    CHECK(weft::compiler::rewriteSpirvForTranslator(module) == module);
  }
}

TEST_CASE("broken modules are rewritten without reading out of bounds", "[spirv]") {
  const std::vector<uint32_t> original = words(readModule("instructions_1_4.spv"));
  std::mt19937 random(17);
  for (int round = 0; round < 20000; ++round) {
    std::vector<uint32_t> mutated = original;
    const int changes = 1 + static_cast<int>(random() % 4);
    for (int c = 0; c < changes && mutated.size() > 5; ++c) {
      const size_t at = 5 + random() % (mutated.size() - 5);
      switch (random() % 4) {
      case 0: // another word count
        mutated[at] = (mutated[at] & 0xffff) | ((random() % 8) << 16);
        break;
      case 1: // another operand
        mutated[at] = static_cast<uint32_t>(random() % 128);
        break;
      case 2: // another opcode
        mutated[at] = (mutated[at] & 0xffff0000u) | (400 + random() % 4);
        break;
      default: // a shorter module
        mutated.resize(std::max<size_t>(5, at));
        break;
      }
    }
    std::string bytes(reinterpret_cast<const char*>(mutated.data()), 4 * mutated.size());
    std::string out = weft::compiler::rewriteSpirvForTranslator(bytes);
    CHECK(out.size() % 4 == 0);
  }
}
