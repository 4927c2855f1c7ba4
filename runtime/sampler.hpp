// Sampler objects (OpenCL 3.0 §5.4): how kernels read images through them. A sampler is three
// settings; kernels see them as the bits of an OpenCL C sampler_t initializer.
#pragma once

#include "runtime/object.hpp"

#include <limits>
#include <vector>

namespace weft {

class Context;

class Sampler final : public ApiObject<_cl_sampler, ObjectKind::Sampler> {
public:
  /// The mipmap settings of cl_khr_mipmap_image, with their defaults.
  struct Mip {
    cl_filter_mode filter = CL_FILTER_NEAREST;
    float lodMin = 0.0f;
    float lodMax = std::numeric_limits<float>::max();
  };

  Sampler(Context& context, bool normalizedCoords, cl_addressing_mode addressing,
          cl_filter_mode filter, Mip mip, std::vector<cl_sampler_properties> properties);

  Context& context() const { return *m_context; }
  bool normalizedCoords() const { return m_normalizedCoords; }
  cl_addressing_mode addressing() const { return m_addressing; }
  cl_filter_mode filter() const { return m_filter; }
  /// As given to clCreateSamplerWithProperties; empty for clCreateSampler.
  const std::vector<cl_sampler_properties>& properties() const { return m_properties; }
  const Mip& mip() const { return m_mip; }
  /// The sampler as kernels see it (WEFT_SAMPLER_* in devices/image_abi.h), without the address
  /// of a level-of-detail range.
  uint64_t kernelBits() const;
  /// Whether kernels need the level-of-detail range (it is not the default one).
  bool hasLodRange() const;

private:
  Ref<Context> m_context;
  bool m_normalizedCoords;
  cl_addressing_mode m_addressing;
  cl_filter_mode m_filter;
  Mip m_mip;
  std::vector<cl_sampler_properties> m_properties;
};

Sampler* toSampler(cl_sampler sampler);

} // namespace weft
