// The builtin library as the compiler embeds it: one bitcode module per definition and an index
// by name, so that a build reads only what its program calls (builtins/split_library.cpp writes
// it, compiler/linker.cpp reads it).
//   "WEFTLIB1", u64 count, count x {u64 name offset, u64 name size, u64 data offset, u64 data
//   size}, then the names and the modules; offsets from the start, modules on 8-byte boundaries.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace weft {

struct LibraryPiece {
  std::string name;    ///< the symbol it defines
  std::string bitcode; ///< a module with that definition and declarations of what it uses
};

inline constexpr std::string_view kLibraryMagic = "WEFTLIB1";

/// The function attribute every library function carries.
inline constexpr const char* kLibraryAttribute = "weft-library";

inline std::string packLibrary(const std::vector<LibraryPiece>& pieces) {
  auto put = [](std::string& out, size_t at, uint64_t value) {
    std::memcpy(&out[at], &value, sizeof value);
  };
  const size_t header = kLibraryMagic.size() + 8 + pieces.size() * 32;
  std::string out(header, '\0');
  std::memcpy(&out[0], kLibraryMagic.data(), kLibraryMagic.size());
  put(out, kLibraryMagic.size(), pieces.size());
  for (size_t i = 0; i < pieces.size(); ++i) {
    const size_t entry = kLibraryMagic.size() + 8 + i * 32;
    put(out, entry, out.size());
    put(out, entry + 8, pieces[i].name.size());
    out += pieces[i].name;
    out.resize((out.size() + 7) / 8 * 8, '\0');
    put(out, entry + 16, out.size());
    put(out, entry + 24, pieces[i].bitcode.size());
    out += pieces[i].bitcode;
    out.resize((out.size() + 7) / 8 * 8, '\0');
  }
  return out;
}

/// The pieces of a packed library by name; empty when `bytes` is not one.
inline std::unordered_map<std::string_view, std::string_view> indexLibrary(std::string_view bytes) {
  std::unordered_map<std::string_view, std::string_view> index;
  auto get = [&](size_t at, uint64_t& value) {
    if (at + sizeof value > bytes.size())
      return false;
    std::memcpy(&value, bytes.data() + at, sizeof value);
    return true;
  };
  uint64_t count = 0;
  if (bytes.substr(0, kLibraryMagic.size()) != kLibraryMagic || !get(kLibraryMagic.size(), count))
    return {};
  for (uint64_t i = 0; i < count; ++i) {
    const size_t entry = kLibraryMagic.size() + 8 + i * 32;
    uint64_t nameAt, nameSize, dataAt, dataSize;
    if (!get(entry, nameAt) || !get(entry + 8, nameSize) || !get(entry + 16, dataAt) ||
        !get(entry + 24, dataSize) || nameAt > bytes.size() || nameSize > bytes.size() - nameAt ||
        dataAt > bytes.size() || dataSize > bytes.size() - dataAt)
      return {};
    index.emplace(bytes.substr(nameAt, nameSize), bytes.substr(dataAt, dataSize));
  }
  return index;
}

} // namespace weft
