// The exported C entry points: thin shells that call the runtime function of the same name, write
// errcode_ret in one place, never let a C++ exception cross the C boundary, and keep every handle
// the call validates alive until it returns (weft::EntryPointScope, runtime/object.hpp).
#include "icd/export.hpp"
#include "icd/slot_shells.hpp"
#include "runtime/api.hpp"
#include "runtime/object.hpp"

#include <new>
#include <type_traits>

namespace {

template <class F> cl_int guardStatus(F&& call) noexcept {
  weft::EntryPointScope pins;
  try {
    return call().code();
  } catch (const std::bad_alloc&) {
    return CL_OUT_OF_HOST_MEMORY;
  } catch (...) {
    return CL_OUT_OF_RESOURCES;
  }
}

template <class F>
auto guardObject(cl_int* errcodeRet, F&& call) noexcept -> std::decay_t<decltype(call().value())> {
  weft::EntryPointScope pins;
  cl_int code;
  try {
    auto result = call();
    code = result.code();
    if (errcodeRet)
      *errcodeRet = code;
    return result.value(); // null with an error, unless the function returns one with it
  } catch (const std::bad_alloc&) {
    code = CL_OUT_OF_HOST_MEMORY;
  } catch (...) {
    code = CL_OUT_OF_RESOURCES;
  }
  if (errcodeRet)
    *errcodeRet = code;
  return nullptr;
}

} // namespace

#define WEFT_CL_INT(name, params, args)                                                            \
  WEFT_EXPORT CL_API_ENTRY cl_int CL_API_CALL name params {                                        \
    return guardStatus([&] { return weft::api::name args; });                                      \
  }
#define WEFT_CL_OBJ(type, name, params, args)                                                      \
  WEFT_EXPORT CL_API_ENTRY type CL_API_CALL name(WEFT_UNPAREN params, cl_int* errcode_ret) {       \
    return guardObject(errcode_ret, [&] { return weft::api::name args; });                         \
  }
#define WEFT_CL_OTHER(type, name, params, args)                                                    \
  WEFT_EXPORT CL_API_ENTRY type CL_API_CALL name params {                                          \
    using Returned = type;                                                                         \
    weft::EntryPointScope pins;                                                                    \
    try {                                                                                          \
      return weft::api::name args;                                                                 \
    } catch (...) {                                                                                \
      return Returned();                                                                           \
    }                                                                                              \
  }
#define WEFT_CL_SLOT_INT(name, params, args)
#define WEFT_CL_SLOT_OBJ(type, name, params, args)
extern "C" {
#include "common/entry_points.def"

WEFT_EXPORT CL_API_ENTRY cl_int CL_API_CALL clIcdGetPlatformIDsKHR(cl_uint num_entries,
                                                                   cl_platform_id* platforms,
                                                                   cl_uint* num_platforms) {
  return guardStatus(
      [&] { return weft::api::clIcdGetPlatformIDsKHR(num_entries, platforms, num_platforms); });
}
}
#undef WEFT_CL_INT
#undef WEFT_CL_OBJ
#undef WEFT_CL_OTHER
#undef WEFT_CL_SLOT_INT
#undef WEFT_CL_SLOT_OBJ

// The hidden shells of the void*-typed slots (icd/slot_shells.hpp), the same as the exported ones.
#define WEFT_CL_INT(name, params, args)
#define WEFT_CL_OBJ(type, name, params, args)
#define WEFT_CL_OTHER(type, name, params, args)
#define WEFT_CL_SLOT_INT(name, params, args)                                                       \
  cl_int CL_API_CALL name params noexcept {                                                        \
    return guardStatus([&] { return weft::api::name args; });                                      \
  }
#define WEFT_CL_SLOT_OBJ(type, name, params, args)                                                 \
  type CL_API_CALL name(WEFT_UNPAREN params, cl_int* errcode_ret) noexcept {                       \
    return guardObject(errcode_ret, [&] { return weft::api::name args; });                         \
  }
namespace weft::slots {
#include "common/entry_points.def"
} // namespace weft::slots
