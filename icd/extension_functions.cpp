// clGetExtensionFunctionAddress(ForPlatform): the addresses handed out are this library's own
// exported shells, so the lookup lives here, beside them, and the runtime below knows nothing of
// them.
#include "runtime/api.hpp"
#include "runtime/platform.hpp"

#include <cstring>

namespace weft::api {

void* clGetExtensionFunctionAddressForPlatform(cl_platform_id platform, const char* func_name) {
  // Unlike the info queries, this function names no default for a NULL platform.
  if (!platform || !fromHandle<Platform>(platform) || !func_name)
    return nullptr;
  return api::clGetExtensionFunctionAddress(func_name);
}

void* clGetExtensionFunctionAddress(const char* func_name) {
  if (!func_name)
    return nullptr;
  // Only extension functions are returned; core functions are reached through the dispatch table.
  if (std::strcmp(func_name, "clIcdGetPlatformIDsKHR") == 0)
    return reinterpret_cast<void*>(&::clIcdGetPlatformIDsKHR);
  // cl_khr_il_program's function is core clCreateProgramWithIL under another name.
  if (std::strcmp(func_name, "clCreateProgramWithILKHR") == 0)
    return reinterpret_cast<void*>(&::clCreateProgramWithIL);
  return nullptr;
}

} // namespace weft::api
