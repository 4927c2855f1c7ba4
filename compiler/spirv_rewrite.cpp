// The module is read as words into instructions, the few the translator lacks are replaced by
// sequences it reads, and the module is written back with its id bound raised for the new ids.
#include "compiler/spirv_rewrite.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

namespace weft::compiler {
namespace {

constexpr size_t kHeaderWords = 5;

// The opcodes, capabilities and operand bits used here (SPIR-V 1.4 specification, §3).
enum Op : uint32_t {
  OpUndef = 1,
  OpExtInst = 12,
  OpMemoryModel = 14,
  OpCapability = 17,
  OpTypeBool = 20,
  OpTypeInt = 21,
  OpTypeFloat = 22,
  OpTypeVector = 23,
  OpTypeArray = 28,
  OpTypeStruct = 30,
  OpTypePointer = 32,
  OpConstant = 43,
  OpFunction = 54,
  OpFunctionParameter = 55,
  OpFunctionCall = 57,
  OpVariable = 59,
  OpLoad = 61,
  OpCopyMemory = 63,
  OpCopyMemorySized = 64,
  OpCompositeConstruct = 80,
  OpCompositeExtract = 81,
  OpCopyObject = 83,
  OpSConvert = 114,
  OpConvertPtrToU = 117,
  OpISub = 130,
  OpSDiv = 135,
  OpSelect = 169,
  OpIEqual = 170,
  OpINotEqual = 171,
  OpPhi = 245,
  OpCopyLogical = 400,
  OpPtrEqual = 401,
  OpPtrNotEqual = 402,
  OpPtrDiff = 403,
  OpDecorateString = 5632,
  OpMemberDecorateString = 5633,
};
constexpr uint32_t kCapabilityInt64 = 11;
constexpr uint32_t kAddressingPhysical32 = 1;
constexpr uint32_t kMemoryAccessAligned = 0x2, kMemoryAccessMakeAvailable = 0x8,
                   kMemoryAccessMakeVisible = 0x10;

using Words = std::vector<uint32_t>;

Words instruction(uint32_t opcode, std::initializer_list<uint32_t> operands) {
  Words words;
  words.push_back(static_cast<uint32_t>((operands.size() + 1) << 16) | opcode);
  words.insert(words.end(), operands);
  return words;
}

/// Whether an instruction of `opcode` has a result type (word 1) and a result id (word 2): the
/// ones whose values this rewriter may need the type of.
bool hasTypedResult(uint32_t opcode) {
  if ((opcode >= 109 && opcode <= 152) || (opcode >= 164 && opcode <= 202) ||
      (opcode >= 41 && opcode <= 52 && opcode != 47) || (opcode >= 65 && opcode <= 70) ||
      (opcode >= 77 && opcode <= 84) || (opcode >= 400 && opcode <= 403))
    return true;
  switch (opcode) {
  case OpUndef:
  case OpExtInst:
  case OpFunction:
  case OpFunctionParameter:
  case OpFunctionCall:
  case OpVariable:
  case OpLoad:
  case OpPhi:
    return true;
  default:
    return false;
  }
}

class Rewriter {
public:
  explicit Rewriter(std::string_view il) : m_il(il) {}

  std::string run() {
    if (!parse())
      return std::string(m_il);
    collect();
    std::vector<Words> body;
    bool changed = false;
    for (const Words& inst : m_instructions) {
      std::optional<std::vector<Words>> replacement = rewrite(inst);
      if (replacement) {
        changed = true;
        for (Words& words : *replacement)
          body.push_back(std::move(words));
      } else {
        body.push_back(inst);
      }
    }
    if (!changed)
      return std::string(m_il);
    return assemble(body);
  }

private:
  bool parse() {
    const size_t words = m_il.size() / 4;
    m_header.resize(kHeaderWords);
    std::memcpy(m_header.data(), m_il.data(), 4 * kHeaderWords);
    for (size_t at = kHeaderWords; at < words;) {
      uint32_t first;
      std::memcpy(&first, m_il.data() + 4 * at, 4);
      const uint32_t count = first >> 16;
      if (count == 0 || at + count > words)
        return false;
      Words inst(count);
      std::memcpy(inst.data(), m_il.data() + 4 * at, 4 * count);
      m_instructions.push_back(std::move(inst));
      at += count;
    }
    m_bound = m_header[3];
    return true;
  }

  /// Types, 32-bit constants, the types of values, the pointer size.
  void collect() {
    for (const Words& inst : m_instructions) {
      const uint32_t opcode = inst[0] & 0xffff;
      if (opcode >= OpTypeBool && opcode <= 38 && inst.size() >= 2)
        m_types[inst[1]] = inst;
      else if (opcode == OpConstant && inst.size() == 4)
        m_constants[inst[2]] = {inst[1], inst[3]};
      else if (opcode == OpMemoryModel && inst.size() >= 2)
        m_pointerBytes = inst[1] == kAddressingPhysical32 ? 4 : 8;
      else if (opcode == OpCapability && inst.size() >= 2 && inst[1] == kCapabilityInt64)
        m_hasInt64 = true;
      if (hasTypedResult(opcode) && inst.size() >= 3)
        m_valueTypes[inst[2]] = inst[1];
    }
  }

  uint32_t newId() { return m_bound++; }

  /// The unsigned integer type as wide as a pointer, declared if the module lacks it.
  uint32_t pointerIntType() {
    if (m_pointerInt)
      return m_pointerInt;
    for (const auto& [id, type] : m_types)
      if ((type[0] & 0xffff) == OpTypeInt && type.size() == 4 && type[2] == 8 * m_pointerBytes &&
          type[3] == 0)
        return m_pointerInt = id;
    m_pointerInt = newId();
    m_globals.push_back(instruction(OpTypeInt, {m_pointerInt, 8 * m_pointerBytes, 0}));
    m_types[m_pointerInt] = m_globals.back();
    m_needsInt64 = m_pointerBytes == 8 && !m_hasInt64;
    return m_pointerInt;
  }

  uint32_t pointerIntConstant(uint64_t value) {
    const uint32_t type = pointerIntType();
    const uint32_t id = newId();
    if (m_pointerBytes == 8)
      m_globals.push_back(instruction(OpConstant, {type, id, static_cast<uint32_t>(value),
                                                   static_cast<uint32_t>(value >> 32)}));
    else
      m_globals.push_back(instruction(OpConstant, {type, id, static_cast<uint32_t>(value)}));
    return id;
  }

  /// Bytes and alignment of a value of `type` in OpenCL C's layout; nullopt for types without one
  /// (or with no bytes, which a well-formed module's types never have).
  std::optional<std::pair<uint64_t, uint64_t>> layout(uint32_t type, int depth = 0) const {
    auto found = sizeAndAlignment(type, depth);
    if (!found || found->first == 0 || found->second == 0 || found->first > (uint64_t(1) << 40))
      return std::nullopt;
    return found;
  }

  std::optional<std::pair<uint64_t, uint64_t>> sizeAndAlignment(uint32_t type, int depth) const {
    auto found = m_types.find(type);
    if (found == m_types.end() || depth > 64)
      return std::nullopt;
    const Words& t = found->second;
    switch (t[0] & 0xffff) {
    case OpTypeInt:
    case OpTypeFloat: {
      if (t.size() < 3 || t[2] % 8 != 0 || t[2] == 0)
        return std::nullopt;
      const uint64_t bytes = t[2] / 8;
      return std::make_pair(bytes, bytes);
    }
    case OpTypePointer:
      return std::make_pair(uint64_t(m_pointerBytes), uint64_t(m_pointerBytes));
    case OpTypeVector: {
      auto element = t.size() >= 4 ? layout(t[2], depth + 1) : std::nullopt;
      if (!element || t[3] > 16)
        return std::nullopt;
      const uint64_t bytes = element->first * (t[3] == 3 ? 4 : t[3]);
      return std::make_pair(bytes, bytes);
    }
    case OpTypeArray: {
      auto element = t.size() >= 4 ? layout(t[2], depth + 1) : std::nullopt;
      auto length = t.size() >= 4 ? m_constants.find(t[3]) : m_constants.end();
      if (!element || length == m_constants.end() || length->second.second > (1u << 24))
        return std::nullopt;
      return std::make_pair(element->first * length->second.second, element->second);
    }
    case OpTypeStruct: {
      uint64_t offset = 0, align = 1;
      for (size_t i = 2; i < t.size(); ++i) {
        auto member = layout(t[i], depth + 1);
        if (!member)
          return std::nullopt;
        offset = (offset + member->second - 1) / member->second * member->second + member->first;
        align = std::max(align, member->second);
      }
      return std::make_pair((offset + align - 1) / align * align, align);
    }
    default:
      return std::nullopt;
    }
  }

  std::optional<std::vector<Words>> rewrite(const Words& inst) {
    const uint32_t opcode = inst[0] & 0xffff;
    switch (opcode) {
    case OpDecorateString:
    case OpMemberDecorateString:
      return std::vector<Words>{};
    case OpCopyMemory:
    case OpCopyMemorySized:
      return rewriteCopyMemory(inst, opcode == OpCopyMemorySized);
    case OpPtrEqual:
    case OpPtrNotEqual:
      if (inst.size() != 5)
        return std::nullopt;
      return comparePointers(inst, opcode == OpPtrEqual ? OpIEqual : OpINotEqual);
    case OpPtrDiff:
      if (inst.size() != 5)
        return std::nullopt;
      return pointerDifference(inst);
    case OpCopyLogical:
      if (inst.size() != 4)
        return std::nullopt;
      return copyLogical(inst);
    default:
      return std::nullopt;
    }
  }

  /// OpCopyMemory's operands after the pointers (and size): a memory-access mask with its extra
  /// operands for the target, then, from SPIR-V 1.4, another for the source, which is dropped.
  /// The translator cannot read OpCopyMemory at all: it becomes OpCopyMemorySized with the size
  /// of the target's type.
  std::optional<std::vector<Words>> rewriteCopyMemory(const Words& inst, bool sized) {
    const size_t fixed = sized ? 4 : 3;
    if (inst.size() < fixed)
      return std::nullopt;
    size_t keep = inst.size();
    if (inst.size() > fixed) {
      const uint32_t mask = inst[fixed];
      keep = std::min(inst.size(), fixed + 1 + ((mask & kMemoryAccessAligned) ? 1 : 0) +
                                       ((mask & kMemoryAccessMakeAvailable) ? 1 : 0) +
                                       ((mask & kMemoryAccessMakeVisible) ? 1 : 0));
    }
    Words out(inst.begin(), inst.begin() + static_cast<long>(keep));
    if (!sized) {
      auto pointee = pointeeLayout(inst[1]);
      if (!pointee)
        return std::nullopt;
      out.insert(out.begin() + 3, pointerIntConstant(pointee->first));
      out[0] = OpCopyMemorySized;
    } else if (keep == inst.size()) {
      return std::nullopt; // nothing to change
    }
    out[0] = static_cast<uint32_t>(out.size() << 16) | (out[0] & 0xffff);
    return std::vector<Words>{out};
  }

  /// The layout of what the pointer `value` points to.
  std::optional<std::pair<uint64_t, uint64_t>> pointeeLayout(uint32_t value) const {
    auto pointer = m_valueTypes.find(value);
    if (pointer == m_valueTypes.end())
      return std::nullopt;
    auto pointerType = m_types.find(pointer->second);
    if (pointerType == m_types.end() || (pointerType->second[0] & 0xffff) != OpTypePointer ||
        pointerType->second.size() < 4)
      return std::nullopt;
    auto element = layout(pointerType->second[3]);
    if (!element || element->first == 0)
      return std::nullopt;
    return element;
  }

  std::optional<std::vector<Words>> comparePointers(const Words& inst, uint32_t compare) {
    const uint32_t type = pointerIntType(), a = newId(), b = newId();
    return std::vector<Words>{instruction(OpConvertPtrToU, {type, a, inst[3]}),
                              instruction(OpConvertPtrToU, {type, b, inst[4]}),
                              instruction(compare, {inst[1], inst[2], a, b})};
  }

  std::optional<std::vector<Words>> pointerDifference(const Words& inst) {
    auto element = pointeeLayout(inst[3]);
    if (!element)
      return std::nullopt;
    const uint32_t type = pointerIntType(), a = newId(), b = newId();
    const bool sameType = inst[1] == type;
    std::vector<Words> out = {instruction(OpConvertPtrToU, {type, a, inst[3]}),
                              instruction(OpConvertPtrToU, {type, b, inst[4]})};
    uint32_t bytes = element->first == 1 && sameType ? inst[2] : newId();
    out.push_back(instruction(OpISub, {type, bytes, a, b}));
    uint32_t elements = bytes;
    if (element->first != 1) {
      elements = sameType ? inst[2] : newId();
      out.push_back(
          instruction(OpSDiv, {type, elements, bytes, pointerIntConstant(element->first)}));
    }
    if (!sameType)
      out.push_back(instruction(OpSConvert, {inst[1], inst[2], elements}));
    return out;
  }

  /// Copies `value` of type `from` into `result` of type `to`, member by member; false when the
  /// types do not match logically.
  bool copyMembers(uint32_t to, uint32_t from, uint32_t value, uint32_t result,
                   std::vector<Words>& out, int depth = 0) {
    if (to == from) {
      out.push_back(instruction(OpCopyObject, {to, result, value}));
      return true;
    }
    auto dst = m_types.find(to), src = m_types.find(from);
    if (dst == m_types.end() || src == m_types.end() || depth > 64)
      return false;
    const Words &d = dst->second, &s = src->second;
    const uint32_t kind = d[0] & 0xffff;
    if (kind != (s[0] & 0xffff))
      return false;
    std::vector<std::pair<uint32_t, uint32_t>> members; // (to, from) of each member
    if (kind == OpTypeStruct) {
      if (d.size() != s.size())
        return false;
      for (size_t i = 2; i < d.size(); ++i)
        members.emplace_back(d[i], s[i]);
    } else if (kind == OpTypeArray) {
      auto dl = m_constants.find(d[3]), sl = m_constants.find(s[3]);
      if (d.size() < 4 || s.size() < 4 || dl == m_constants.end() || sl == m_constants.end() ||
          dl->second.second != sl->second.second || dl->second.second > 4096)
        return false;
      members.assign(dl->second.second, {d[2], s[2]});
    } else {
      return false;
    }
    Words construct = {0, to, result};
    for (size_t i = 0; i < members.size(); ++i) {
      const uint32_t part = newId();
      out.push_back(instruction(OpCompositeExtract, {members[i].second, part, value, uint32_t(i)}));
      uint32_t copied = part;
      if (members[i].first != members[i].second) {
        copied = newId();
        if (!copyMembers(members[i].first, members[i].second, part, copied, out, depth + 1))
          return false;
      }
      construct.push_back(copied);
    }
    construct[0] = static_cast<uint32_t>(construct.size() << 16) | OpCompositeConstruct;
    out.push_back(construct);
    return true;
  }

  std::optional<std::vector<Words>> copyLogical(const Words& inst) {
    auto source = m_valueTypes.find(inst[3]);
    if (source == m_valueTypes.end())
      return std::nullopt;
    std::vector<Words> out;
    const uint32_t bound = m_bound;
    if (!copyMembers(inst[1], source->second, inst[3], inst[2], out)) {
      m_bound = bound;
      return std::nullopt;
    }
    return out;
  }

  std::string assemble(const std::vector<Words>& body) const {
    std::vector<uint32_t> words(m_header);
    words[3] = m_bound;
    bool globalsPlaced = false, capabilityPlaced = !m_needsInt64;
    for (const Words& inst : body) {
      const uint32_t opcode = inst[0] & 0xffff;
      if (!capabilityPlaced && opcode != OpCapability) {
        const Words capability = instruction(OpCapability, {kCapabilityInt64});
        words.insert(words.end(), capability.begin(), capability.end());
        capabilityPlaced = true;
      }
      if (!globalsPlaced && opcode == OpFunction) {
        for (const Words& global : m_globals)
          words.insert(words.end(), global.begin(), global.end());
        globalsPlaced = true;
      }
      words.insert(words.end(), inst.begin(), inst.end());
    }
    if (!globalsPlaced)
      for (const Words& global : m_globals)
        words.insert(words.end(), global.begin(), global.end());
    return std::string(reinterpret_cast<const char*>(words.data()), 4 * words.size());
  }

  std::string_view m_il;
  Words m_header;
  std::vector<Words> m_instructions;
  uint32_t m_bound = 0;
  uint32_t m_pointerBytes = 8;
  bool m_hasInt64 = false, m_needsInt64 = false;
  uint32_t m_pointerInt = 0;
  std::unordered_map<uint32_t, Words> m_types;                             // id -> declaration
  std::unordered_map<uint32_t, std::pair<uint32_t, uint32_t>> m_constants; // id -> (type, value)
  std::unordered_map<uint32_t, uint32_t> m_valueTypes;                     // id -> type id
  std::vector<Words> m_globals; // types and constants to declare before the first function
};

} // namespace

std::string rewriteSpirvForTranslator(std::string_view il) { return Rewriter(il).run(); }

} // namespace weft::compiler
