# Warnings for Weft's own targets; CI builds with WEFT_WERROR=ON.
function(weft_target_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wno-unused-parameter)
  if(WEFT_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

if(WEFT_SANITIZE)
  add_compile_options(-fsanitize=${WEFT_SANITIZE} -fno-omit-frame-pointer)
  add_link_options(-fsanitize=${WEFT_SANITIZE})
endif()

# Fuzzing (tests/fuzz): Weft's own code carries libFuzzer's coverage counters; the harnesses link
# libFuzzer's main.
if(WEFT_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "WEFT_FUZZ needs Clang: configure with -DCMAKE_CXX_COMPILER=clang++-15")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
