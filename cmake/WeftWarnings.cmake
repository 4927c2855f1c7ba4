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
