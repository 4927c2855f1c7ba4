// Sampler objects (OpenCL 3.0 §5.4): how kernels read images through them. A sampler is three
// settings; kernels see them as the bits of an OpenCL C sampler_t initializer.
#pragma once

#include "runtime/object.hpp"

#include <vector>

namespace weft {

class Context;

class Sampler final : public ApiObject<_cl_sampler, ObjectKind::Sampler> {
public:
  Sampler(Context& context, bool normalizedCoords, cl_addressing_mode addressing,
          cl_filter_mode filter, std::vector<cl_sampler_properties> properties);

  Context& context() const { return *m_context; }
  bool normalizedCoords() const { return m_normalizedCoords; }
  cl_addressing_mode addressing() const { return m_addressing; }
  cl_filter_mode filter() const { return m_filter; }
  /// As given to clCreateSamplerWithProperties; empty for clCreateSampler.
  const std::vector<cl_sampler_properties>& properties() const { return m_properties; }
  /// The sampler as kernels see it (WEFT_SAMPLER_* in devices/image_abi.h).
  uint64_t kernelBits() const;

private:
  Ref<Context> m_context;
  bool m_normalizedCoords;
  cl_addressing_mode m_addressing;
  cl_filter_mode m_filter;
  std::vector<cl_sampler_properties> m_properties;
};

Sampler* toSampler(cl_sampler sampler);

} // namespace weft
