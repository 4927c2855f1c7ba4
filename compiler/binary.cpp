// Program binaries: a fixed header, the compiler version that wrote them, LLVM bitcode, and a
// SHA-256 of all that. Layout (little endian): magic[8] | u32 format | u8 kind | u8[3] zero |
// u32 versionLength | version | u64 bitcodeSize | bitcode | sha256[32].
//
// The digest is checked before LLVM reads a byte: LLVM's bitcode reader trusts counts in its
// input, and a corrupted binary made it ask for terabytes and abort the process (found by
// tests/fuzz/fuzz_binary). A truncated or damaged binary is CL_INVALID_BINARY instead.
#include "compiler/byte_stream.hpp"
#include "compiler/compiler.hpp"

#include <llvm/ADT/ArrayRef.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/Support/SHA256.h>

#include <array>
#include <cstring>

namespace weft::compiler {
namespace {

constexpr char kMagic[8] = {'W', 'E', 'F', 'T', 'B', 'I', 'N', '\0'};
constexpr uint32_t kFormat = 2;
constexpr size_t kDigestBytes = 32;

std::array<uint8_t, kDigestBytes> digestOf(std::string_view bytes) {
  llvm::SHA256 hash;
  hash.update(llvm::StringRef(bytes.data(), bytes.size()));
  return hash.final();
}

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
  const std::array<uint8_t, kDigestBytes> digest = digestOf(out);
  out.append(reinterpret_cast<const char*>(digest.data()), digest.size());
  return out;
}

Status unpackBinary(std::string_view bytes, BinaryKind& kind, std::string& bitcode) {
  if (bytes.size() < sizeof(kMagic) + kDigestBytes ||
      std::memcmp(bytes.data(), kMagic, sizeof(kMagic)) != 0)
    return Status::InvalidBinary;
  const std::string_view digest = bytes.substr(bytes.size() - kDigestBytes);
  bytes.remove_suffix(kDigestBytes);
  if (std::memcmp(digestOf(bytes).data(), digest.data(), kDigestBytes) != 0)
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
