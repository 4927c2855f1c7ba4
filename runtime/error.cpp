#include "runtime/error.hpp"
#include "runtime/context.hpp"

#include "common/cl_error_name.hpp"
#include "common/settings.hpp"

#include <cstdio>
#include <cstdlib>

namespace weft {
namespace {

/// WEFT_LOG=errors (or any non-empty value but "0") prints every error an entry point returns.
bool logErrors() {
  static const bool enabled = [] {
    const char* value = weft::setting(weft::Setting::Log);
    return value && *value && std::string(value) != "0";
  }();
  return enabled;
}

} // namespace

Error fail(cl_int code, const char* function, const std::string& message, Context* context) {
  if (logErrors())
    std::fprintf(stderr, "weft: %s: %s: %s\n", function, errorName(code), message.c_str());
  if (context)
    context->notify(std::string(function) + ": " + errorName(code) + ": " + message);
  return Error{code};
}

const char* errorName(cl_int code) { return clErrorName(code); }

} // namespace weft
