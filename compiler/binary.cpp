// Program binaries: a fixed header, the compiler version that wrote them, then LLVM bitcode.
// Layout (little endian): magic[8] | u32 format | u8 kind | u8[3] zero | u32 versionLength |
// version | u64 bitcodeSize | bitcode.
#include "compiler/compiler.hpp"

#include <cstring>

namespace weft::compiler {
namespace {

constexpr char kMagic[8] = {'W', 'E', 'F', 'T', 'B', 'I', 'N', '\0'};
constexpr uint32_t kFormat = 1;

template <typename T> void append(std::string& out, T value) {
  char bytes[sizeof(T)];
  std::memcpy(bytes, &value, sizeof(T));
  out.append(bytes, sizeof(T));
}

template <typename T> bool take(std::string_view& in, T& value) {
  if (in.size() < sizeof(T))
    return false;
  std::memcpy(&value, in.data(), sizeof(T));
  in.remove_prefix(sizeof(T));
  return true;
}

bool isBitcode(std::string_view bytes) {
  return bytes.size() >= 4 && bytes.substr(0, 4) == std::string_view("BC\xC0\xDE", 4);
}

} // namespace

std::string packBinary(BinaryKind kind, std::string_view bitcode) {
  const std::string_view version = compilerVersion();
  std::string out(kMagic, sizeof(kMagic));
  append(out, kFormat);
  append(out, static_cast<uint8_t>(kind));
  out.append(3, '\0');
  append(out, static_cast<uint32_t>(version.size()));
  out.append(version);
  append(out, static_cast<uint64_t>(bitcode.size()));
  out.append(bitcode);
  return out;
}

Status unpackBinary(std::string_view bytes, BinaryKind& kind, std::string& bitcode) {
  if (bytes.size() < sizeof(kMagic) || std::memcmp(bytes.data(), kMagic, sizeof(kMagic)) != 0)
    return Status::InvalidBinary;
  bytes.remove_prefix(sizeof(kMagic));
  uint32_t format = 0;
  uint8_t kindByte = 0;
  uint32_t versionLength = 0;
  uint64_t bitcodeSize = 0;
  if (!take(bytes, format) || format != kFormat || !take(bytes, kindByte) || bytes.size() < 3)
    return Status::InvalidBinary;
  bytes.remove_prefix(3);
  if (kindByte < static_cast<uint8_t>(BinaryKind::CompiledObject) ||
      kindByte > static_cast<uint8_t>(BinaryKind::Executable))
    return Status::InvalidBinary;
  // Bitcode from another LLVM may not load; another Weft version is rejected so a stale binary is
  // rebuilt from source rather than trusted.
  if (!take(bytes, versionLength) || bytes.size() < versionLength ||
      bytes.substr(0, versionLength) != compilerVersion())
    return Status::InvalidBinary;
  bytes.remove_prefix(versionLength);
  if (!take(bytes, bitcodeSize) || bytes.size() != bitcodeSize || !isBitcode(bytes))
    return Status::InvalidBinary;
  kind = static_cast<BinaryKind>(kindByte);
  bitcode.assign(bytes.data(), bytes.size());
  return Status::Ok;
}

} // namespace weft::compiler
