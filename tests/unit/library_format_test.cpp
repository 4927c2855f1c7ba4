// The embedded builtin library's container (builtins/library_format.hpp): pieces found by name,
// and anything that is not a whole library read as no library, never past its end.
#include "builtins/builtins.hpp"
#include "builtins/library_format.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace weft;

TEST_CASE("pieces are found by the names they define", "[library]") {
  const std::vector<LibraryPiece> pieces = {
      {"_Z4sqrtf", "BC\xc0\xde one"}, {"abc", std::string(13, 'x')}, {"", "empty name"}};
  const std::string packed = packLibrary(pieces);
  const auto index = indexLibrary(packed);
  REQUIRE(index.size() == pieces.size());
  for (const LibraryPiece& piece : pieces) {
    INFO(piece.name);
    REQUIRE(index.count(piece.name) == 1);
    CHECK(index.at(piece.name) == piece.bitcode);
    // Every module starts on an 8-byte boundary, as the bitcode reader wants.
    CHECK((index.at(piece.name).data() - packed.data()) % 8 == 0);
  }
}

TEST_CASE("a damaged library reads as none", "[library]") {
  const std::string packed = packLibrary({{"f", "12345678"}, {"g", "abc"}});
  CHECK(indexLibrary("").empty());
  CHECK(indexLibrary("WEFTLIB0" + packed.substr(8)).empty());
  // Cut anywhere: no index that points past the end.
  for (size_t size = 0; size < packed.size(); ++size) {
    INFO("cut at " << size);
    const std::string cut = packed.substr(0, size);
    for (const auto& [name, bitcode] : indexLibrary(cut)) {
      CHECK(name.data() + name.size() <= cut.data() + cut.size());
      CHECK(bitcode.data() + bitcode.size() <= cut.data() + cut.size());
    }
  }
}

TEST_CASE("the embedded library defines the builtins", "[library]") {
  const auto index = indexLibrary(builtinsLibrary());
  REQUIRE(index.size() > 1000);
  for (const char* name : {"_Z4sqrtf", "_Z6vload2mPU3AS1Ki", "_Z21work_group_reduce_addi",
                           "_Z10vload_halfmPU3AS1KDh"}) {
    INFO(name);
    REQUIRE(index.count(name) == 1);
    CHECK(index.at(name).substr(0, 4) == "BC\xc0\xde");
  }
}
