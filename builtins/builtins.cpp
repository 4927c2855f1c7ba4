// Accessor for the library that builtins_data.S embeds with .incbin.
#include "builtins/builtins.hpp"

extern "C" const char weft_builtins_bitcode_begin[];
extern "C" const char weft_builtins_bitcode_end[];

namespace weft {

std::string_view builtinsLibrary() {
  return {weft_builtins_bitcode_begin,
          static_cast<size_t>(weft_builtins_bitcode_end - weft_builtins_bitcode_begin)};
}

} // namespace weft
