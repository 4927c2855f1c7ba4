// Sampler objects (OpenCL 3.0 §5.4): creation, with and without properties, retain/release and
// clGetSamplerInfo.
#include "runtime/sampler.hpp"
#include "runtime/api.hpp"
#include "runtime/context.hpp"
#include "runtime/image.hpp"
#include "runtime/info_writer.hpp"

#include "devices/image_abi.h"

#include <cstring>

namespace weft {

Sampler::Sampler(Context& context, bool normalizedCoords, cl_addressing_mode addressing,
                 cl_filter_mode filter, Mip mip, std::vector<cl_sampler_properties> properties)
    : m_context(&context), m_normalizedCoords(normalizedCoords), m_addressing(addressing),
      m_filter(filter), m_mip(mip), m_properties(std::move(properties)) {}

bool Sampler::hasLodRange() const {
  return m_mip.lodMin != Mip{}.lodMin || m_mip.lodMax != Mip{}.lodMax;
}

uint64_t Sampler::kernelBits() const {
  uint64_t bits = m_normalizedCoords ? WEFT_SAMPLER_NORMALIZED : 0;
  switch (m_addressing) {
  case CL_ADDRESS_CLAMP_TO_EDGE:
    bits |= WEFT_SAMPLER_ADDRESS_CLAMP_TO_EDGE;
    break;
  case CL_ADDRESS_CLAMP:
    bits |= WEFT_SAMPLER_ADDRESS_CLAMP;
    break;
  case CL_ADDRESS_REPEAT:
    bits |= WEFT_SAMPLER_ADDRESS_REPEAT;
    break;
  case CL_ADDRESS_MIRRORED_REPEAT:
    bits |= WEFT_SAMPLER_ADDRESS_MIRRORED_REPEAT;
    break;
  default:
    bits |= WEFT_SAMPLER_ADDRESS_NONE;
    break;
  }
  bits |= m_filter == CL_FILTER_LINEAR ? WEFT_SAMPLER_FILTER_LINEAR : WEFT_SAMPLER_FILTER_NEAREST;
  if (m_mip.filter == CL_FILTER_LINEAR)
    bits |= WEFT_SAMPLER_MIP_FILTER_LINEAR;
  return bits;
}

Sampler* toSampler(cl_sampler sampler) { return fromHandle<Sampler>(sampler); }

namespace api {
namespace {

bool validAddressing(cl_addressing_mode mode) {
  return mode == CL_ADDRESS_NONE || mode == CL_ADDRESS_CLAMP_TO_EDGE || mode == CL_ADDRESS_CLAMP ||
         mode == CL_ADDRESS_REPEAT || mode == CL_ADDRESS_MIRRORED_REPEAT;
}

bool validFilter(cl_filter_mode mode) {
  return mode == CL_FILTER_NEAREST || mode == CL_FILTER_LINEAR;
}

Result<cl_sampler> createSampler(const char* fn, Context* c, cl_bool normalized,
                                 cl_addressing_mode addressing, cl_filter_mode filter,
                                 Sampler::Mip mip, std::vector<cl_sampler_properties> properties) {
  if (normalized != CL_TRUE && normalized != CL_FALSE)
    return fail(CL_INVALID_VALUE, fn, "normalized_coords is neither CL_TRUE nor CL_FALSE", c);
  if (!validAddressing(addressing))
    return fail(CL_INVALID_VALUE, fn, "the addressing mode is not a CL_ADDRESS_* value", c);
  if (!validFilter(filter) || !validFilter(mip.filter))
    return fail(CL_INVALID_VALUE, fn, "the filter mode is not a CL_FILTER_* value", c);
  if (!(mip.lodMin <= mip.lodMax)) // NaN too
    return fail(CL_INVALID_VALUE, fn, "CL_SAMPLER_LOD_MIN_KHR is above CL_SAMPLER_LOD_MAX_KHR", c);
  if (!imagesReported())
    return fail(CL_INVALID_OPERATION, fn, "no device in the context supports images", c);
  return (new Sampler(*c, normalized == CL_TRUE, addressing, filter, mip, std::move(properties)))
      ->handle();
}

} // namespace

Result<cl_sampler> clCreateSampler(cl_context context, cl_bool normalized_coords,
                                   cl_addressing_mode addressing_mode, cl_filter_mode filter_mode) {
  const char* fn = "clCreateSampler";
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  return createSampler(fn, c, normalized_coords, addressing_mode, filter_mode, {}, {});
}

Result<cl_sampler> clCreateSamplerWithProperties(cl_context context,
                                                 const cl_sampler_properties* sampler_properties) {
  const char* fn = "clCreateSamplerWithProperties";
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  // The defaults of §5.4.1: normalized coordinates, clamp, nearest.
  cl_bool normalized = CL_TRUE;
  cl_addressing_mode addressing = CL_ADDRESS_CLAMP;
  cl_filter_mode filter = CL_FILTER_NEAREST;
  Sampler::Mip mip;
  std::vector<cl_sampler_properties> copy;
  if (sampler_properties) {
    bool seenNormalized = false, seenAddressing = false, seenFilter = false;
    bool seenMipFilter = false, seenLodMin = false, seenLodMax = false;
    // A float property is the float's bits in the low half of the cl_sampler_properties.
    auto asFloat = [](cl_sampler_properties value) {
      const auto bits = static_cast<uint32_t>(value);
      float f;
      std::memcpy(&f, &bits, sizeof f);
      return f;
    };
    const cl_sampler_properties* p = sampler_properties;
    for (; *p != 0; p += 2) {
      bool* seen = nullptr;
      switch (p[0]) {
      case CL_SAMPLER_NORMALIZED_COORDS:
        seen = &seenNormalized;
        normalized = static_cast<cl_bool>(p[1]);
        if (p[1] != CL_TRUE && p[1] != CL_FALSE)
          return fail(CL_INVALID_VALUE, fn, "CL_SAMPLER_NORMALIZED_COORDS is not a cl_bool", c);
        break;
      case CL_SAMPLER_ADDRESSING_MODE:
        seen = &seenAddressing;
        addressing = static_cast<cl_addressing_mode>(p[1]);
        break;
      case CL_SAMPLER_FILTER_MODE:
        seen = &seenFilter;
        filter = static_cast<cl_filter_mode>(p[1]);
        break;
      case CL_SAMPLER_MIP_FILTER_MODE_KHR:
        seen = &seenMipFilter;
        mip.filter = static_cast<cl_filter_mode>(p[1]);
        break;
      case CL_SAMPLER_LOD_MIN_KHR:
        seen = &seenLodMin;
        mip.lodMin = asFloat(p[1]);
        break;
      case CL_SAMPLER_LOD_MAX_KHR:
        seen = &seenLodMax;
        mip.lodMax = asFloat(p[1]);
        break;
      default:
        return fail(CL_INVALID_VALUE, fn, "unknown sampler property " + std::to_string(p[0]), c);
      }
      if (*seen)
        return fail(CL_INVALID_VALUE, fn, "a sampler property is given twice", c);
      *seen = true;
    }
    copy.assign(sampler_properties, p + 1);
  }
  return createSampler(fn, c, normalized, addressing, filter, mip, std::move(copy));
}

Status clRetainSampler(cl_sampler sampler) {
  Sampler* s = toSampler(sampler);
  if (!s)
    return fail(CL_INVALID_SAMPLER, "clRetainSampler", "sampler is not a valid sampler");
  s->retainApi();
  return success();
}

Status clReleaseSampler(cl_sampler sampler) {
  Sampler* s = toSampler(sampler);
  if (!s)
    return fail(CL_INVALID_SAMPLER, "clReleaseSampler", "sampler is not a valid sampler");
  if (!s->releaseApi())
    return fail(CL_INVALID_SAMPLER, "clReleaseSampler",
                "sampler was released more often than it was retained");
  return success();
}

Status clGetSamplerInfo(cl_sampler sampler, cl_sampler_info param_name, size_t param_value_size,
                        void* param_value, size_t* param_value_size_ret) {
  const char* fn = "clGetSamplerInfo";
  Sampler* s = toSampler(sampler);
  if (!s)
    return fail(CL_INVALID_SAMPLER, fn, "sampler is not a valid sampler");
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  switch (param_name) {
  case CL_SAMPLER_REFERENCE_COUNT:
    return out(s->apiRefCount());
  case CL_SAMPLER_CONTEXT:
    return out(s->context().handle());
  case CL_SAMPLER_NORMALIZED_COORDS:
    return out(static_cast<cl_bool>(s->normalizedCoords() ? CL_TRUE : CL_FALSE));
  case CL_SAMPLER_ADDRESSING_MODE:
    return out(s->addressing());
  case CL_SAMPLER_FILTER_MODE:
    return out(s->filter());
  case CL_SAMPLER_PROPERTIES:
    return out(s->properties());
  case CL_SAMPLER_MIP_FILTER_MODE_KHR:
    return out(s->mip().filter);
  case CL_SAMPLER_LOD_MIN_KHR:
    return out(s->mip().lodMin);
  case CL_SAMPLER_LOD_MAX_KHR:
    return out(s->mip().lodMax);
  default:
    return fail(CL_INVALID_VALUE, fn, "param_name is not a sampler parameter", &s->context());
  }
}

} // namespace api
} // namespace weft
