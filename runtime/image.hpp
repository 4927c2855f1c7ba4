// Image objects (OpenCL 3.0 §5.3): formats, shapes and the descriptor kernels read. An image is a
// MemObject with an ImageDesc; its texels are host memory like a buffer's (DESIGN.md §6), rows
// `rowPitch` bytes apart and slices or layers `slicePitch` apart.
#pragma once

#include "devices/image_abi.h"
#include "runtime/cl_headers.hpp"
#include "runtime/object.hpp"

#include <array>
#include <vector>

namespace weft {

class Device;
class MemObject;

/// How one supported format lies in memory.
struct ImageFormatLayout {
  cl_image_format format;
  uint32_t channels;    ///< channels in memory (packed formats: 3)
  uint32_t elementSize; ///< bytes per texel
};

/// The layout of a format Weft supports for images of `type` (any type when 0), or null.
const ImageFormatLayout* supportedImageFormat(const cl_image_format& format,
                                              cl_mem_object_type type = 0);
/// Whether `format` names a channel order and data type that the spec allows together, whether
/// or not Weft supports it (else CL_INVALID_IMAGE_FORMAT_DESCRIPTOR).
bool validImageFormat(const cl_image_format& format);
/// The formats clGetSupportedImageFormats lists for `type` (the same for every access).
std::vector<cl_image_format> supportedImageFormats(cl_mem_object_type type);

/// Whether the device reports images (CL_DEVICE_IMAGE_SUPPORT): unless WEFT_IMAGES=0.
bool imagesReported();

/// 1, 2 or 3: how many coordinates address a texel of `type` (arrays: the layer is one more).
unsigned imageDimensions(cl_mem_object_type type);
bool isImageArray(cl_mem_object_type type);

/// An image's shape and format, kept by its MemObject.
struct ImageDesc {
  cl_mem_object_type type = 0;
  cl_image_format format{};
  uint32_t elementSize = 0;
  /// As clGetImageInfo reports them: 0 where the type has no such dimension.
  size_t width = 0, height = 0, depth = 0, arraySize = 0;
  size_t rowPitch = 0;   ///< bytes between rows
  size_t slicePitch = 0; ///< bytes between slices or layers; 0 for 1D and 2D images
  /// num_mip_levels as created (cl_khr_mipmap_image): 0 or 1 for one level.
  size_t mipLevels = 0;
  /// The buffer an IMAGE1D_BUFFER or 2D image was made from, or the image a 2D image was made
  /// from: it holds the texels.
  Ref<MemObject> source;
  /// What kernels read, one descriptor per mip level in order (an image argument's slot points to
  /// the first).
  std::vector<WeftImage> kernelViews;

  /// Mip levels, at least 1. Level l is every dimension but an array's layers halved l times
  /// (at least 1), its texels tightly packed after level l - 1's.
  size_t levels() const { return mipLevels > 1 ? mipLevels : 1; }
  /// Texels per row, rows per slice, slices (or layers) of mip level `level`: every dimension at
  /// least 1.
  std::array<size_t, 3> extent(size_t level = 0) const;
  /// Where mip level `level` lies in the image's memory: bytes from the start, and its pitches.
  size_t levelOffset(size_t level) const;
  size_t levelRowPitch(size_t level) const;
  size_t levelSlicePitch(size_t level) const; ///< for 1D and 2D images too: one slice's bytes
  /// Bytes from the first texel to one past the last of the last level.
  size_t byteSize() const;
  /// Fills kernelViews for texels at `data`.
  void describe(char* data);
  const WeftImage& kernelView() const { return kernelViews.front(); }
};

/// The most mip levels an image of `extent` (as ImageDesc::extent) of `type` may have: one more
/// than log2 of its largest dimension that levels halve.
size_t maxMipLevels(cl_mem_object_type type, const std::array<size_t, 3>& extent);

/// One texel of `image` from a fill color (clEnqueueFillImage): four floats for normalized and
/// floating-point formats (one for CL_DEPTH), four ints or uints for integer formats, converted
/// as write_image{f,i,ui} converts: round to nearest even, saturated. Writes elementSize bytes.
void packTexel(const ImageDesc& image, const void* color, char* out);
/// A float as a half, rounded to nearest even (overflow to infinity, NaN kept a NaN).
uint16_t floatToHalf(float value);

/// The device limits images are checked against (CL_DEVICE_IMAGE*_MAX_*).
struct ImageLimits {
  size_t max2dWidth = 16384, max2dHeight = 16384;
  size_t max3dWidth = 2048, max3dHeight = 2048, max3dDepth = 2048;
  size_t maxBufferSize = size_t(1) << 27; ///< texels of an IMAGE1D_BUFFER
  size_t maxArraySize = 2048;
  cl_uint pitchAlignment = 1;       ///< texels (CL_DEVICE_IMAGE_PITCH_ALIGNMENT)
  cl_uint baseAddressAlignment = 1; ///< texels (CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT)
};
inline constexpr ImageLimits kImageLimits{};

} // namespace weft
