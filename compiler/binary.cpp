// Program binaries: a fixed header, the compiler version that wrote them, then LLVM bitcode.
// Layout (little endian): magic[8] | u32 format | u8 kind | u8[3] zero | u32 versionLength |
// version | u64 bitcodeSize | bitcode.
#include "compiler/byte_stream.hpp"
#include "compiler/compiler.hpp"

#include <cstring>

namespace weft::compiler {
namespace {

constexpr char kMagic[8] = {'W', 'E', 'F', 'T', 'B', 'I', 'N', '\0'};
constexpr uint32_t kFormat = 1;

bool isBitcode(std::string_view bytes) {
  return bytes.size() >= 4 && bytes.substr(0, 4) == std::string_view("BC\xC0\xDE", 4);
}

} // namespace

std::string packBinary(BinaryKind kind, std::string_view bitcode) {
  const std::string_view version = compilerVersion();
  std::string out(kMagic, sizeof(kMagic));
  ByteWriter writer(out);
  writer.put(kFormat);
  writer.put(static_cast<uint8_t>(kind));
  writer.putRaw(std::string_view("\0\0\0", 3));
  writer.put(static_cast<uint32_t>(version.size()));
  writer.putRaw(version);
  writer.put(static_cast<uint64_t>(bitcode.size()));
  writer.putRaw(bitcode);
  return out;
}

Status unpackBinary(std::string_view bytes, BinaryKind& kind, std::string& bitcode) {
  if (bytes.size() < sizeof(kMagic) || std::memcmp(bytes.data(), kMagic, sizeof(kMagic)) != 0)
    return Status::InvalidBinary;
  ByteReader reader(bytes.substr(sizeof(kMagic)));
  const uint32_t format = reader.get<uint32_t>();
  const uint8_t kindByte = reader.get<uint8_t>();
  reader.getRaw(3);
  if (reader.failed() || format != kFormat ||
      kindByte < static_cast<uint8_t>(BinaryKind::CompiledObject) ||
      kindByte > static_cast<uint8_t>(BinaryKind::Executable))
    return Status::InvalidBinary;
  // Bitcode from another LLVM may not load; another Weft version is rejected so a stale binary is
  // rebuilt from source rather than trusted.
  const uint32_t versionLength = reader.get<uint32_t>();
  if (reader.getRaw(versionLength) != compilerVersion() || reader.failed())
    return Status::InvalidBinary;
  const uint64_t bitcodeSize = reader.get<uint64_t>();
  std::string_view payload = reader.getRaw(bitcodeSize);
  if (!reader.finished() || !isBitcode(payload))
    return Status::InvalidBinary;
  kind = static_cast<BinaryKind>(kindByte);
  bitcode.assign(payload.data(), payload.size());
  return Status::Ok;
}

} // namespace weft::compiler
