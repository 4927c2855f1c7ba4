// Image objects (OpenCL 3.0 §5.3.1–§5.3.7): formats, creation in the spec's order of checks,
// clGetImageInfo and clGetSupportedImageFormats.
#include "runtime/image.hpp"
#include "runtime/api.hpp"
#include "runtime/context.hpp"
#include "runtime/device.hpp"
#include "runtime/info_writer.hpp"
#include "runtime/memory.hpp"

#include "compiler/language_features.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace weft {
namespace {

enum ImageTypes : uint32_t { kAllImageTypes = 0x3f, kImage2DTypes = 0x2 | 0x8 };

/// The bit of kAllImageTypes for `type`, 0 when it is not an image type.
uint32_t imageTypeBit(cl_mem_object_type type) {
  switch (type) {
  case CL_MEM_OBJECT_IMAGE1D:
    return 0x1;
  case CL_MEM_OBJECT_IMAGE2D:
    return 0x2;
  case CL_MEM_OBJECT_IMAGE3D:
    return 0x4;
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    return 0x8;
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    return 0x10;
  case CL_MEM_OBJECT_IMAGE1D_BUFFER:
    return 0x20;
  default:
    return 0;
  }
}

struct FormatEntry {
  cl_channel_order order;
  cl_channel_type type;
  uint32_t imageTypes;
};

constexpr FormatEntry kFormats[] = {
#define WEFT_IMAGE_FORMAT(order, type, types) {order, type, types},
#include "runtime/image_formats.def"
#undef WEFT_IMAGE_FORMAT
};

/// A channel order: channels in memory, where each result component (x, y, z, w) of a read
/// comes from, and which component each memory channel takes in a write. The border color is
/// every channel 0 in memory: the swizzle makes it (0, 0, 0, 1) for the orders without alpha.
struct OrderLayout {
  cl_channel_order order;
  uint32_t channels;
  std::array<uint8_t, 4> swizzle;
  std::array<uint8_t, 4> channelSource;
  bool srgb;
};

constexpr uint8_t Z = WEFT_SWIZZLE_ZERO, O = WEFT_SWIZZLE_ONE;

constexpr OrderLayout kOrders[] = {
    {CL_R, 1, {0, Z, Z, O}, {0, 0, 0, 0}, false},
    {CL_A, 1, {Z, Z, Z, 0}, {3, 0, 0, 0}, false},
    {CL_RG, 2, {0, 1, Z, O}, {0, 1, 0, 0}, false},
    {CL_RA, 2, {0, Z, Z, 1}, {0, 3, 0, 0}, false},
    {CL_RGB, 3, {0, 1, 2, O}, {0, 1, 2, 0}, false},
    {CL_RGBA, 4, {0, 1, 2, 3}, {0, 1, 2, 3}, false},
    {CL_BGRA, 4, {2, 1, 0, 3}, {2, 1, 0, 3}, false},
    {CL_ARGB, 4, {1, 2, 3, 0}, {3, 0, 1, 2}, false},
    {CL_ABGR, 4, {3, 2, 1, 0}, {3, 2, 1, 0}, false},
    {CL_INTENSITY, 1, {0, 0, 0, 0}, {0, 0, 0, 0}, false},
    {CL_LUMINANCE, 1, {0, 0, 0, O}, {0, 0, 0, 0}, false},
    {CL_sRGBA, 4, {0, 1, 2, 3}, {0, 1, 2, 3}, true},
    {CL_sBGRA, 4, {2, 1, 0, 3}, {2, 1, 0, 3}, true},
    {CL_DEPTH, 1, {0, Z, Z, O}, {0, 0, 0, 0}, false},
};

const OrderLayout* orderLayout(cl_channel_order order) {
  for (const OrderLayout& layout : kOrders)
    if (layout.order == order)
      return &layout;
  return nullptr;
}

/// Bytes per channel, or for a packed type (565, 555, 101010) bytes per texel.
uint32_t typeBytes(cl_channel_type type) {
  switch (type) {
  case CL_SNORM_INT8:
  case CL_UNORM_INT8:
  case CL_SIGNED_INT8:
  case CL_UNSIGNED_INT8:
    return 1;
  case CL_SNORM_INT16:
  case CL_UNORM_INT16:
  case CL_SIGNED_INT16:
  case CL_UNSIGNED_INT16:
  case CL_HALF_FLOAT:
  case CL_UNORM_SHORT_565:
  case CL_UNORM_SHORT_555:
    return 2;
  case CL_SIGNED_INT32:
  case CL_UNSIGNED_INT32:
  case CL_FLOAT:
  case CL_UNORM_INT_101010:
  case CL_UNORM_INT_101010_2:
  case CL_UNORM_INT24:
    return 4;
  default:
    return 0;
  }
}

bool isPacked(cl_channel_type type) {
  return type == CL_UNORM_SHORT_565 || type == CL_UNORM_SHORT_555 || type == CL_UNORM_INT_101010 ||
         type == CL_UNORM_INT_101010_2;
}

/// The layouts of every supported format, built once from the table.
const std::vector<ImageFormatLayout>& formatLayouts() {
  static const std::vector<ImageFormatLayout> layouts = [] {
    std::vector<ImageFormatLayout> all;
    for (const FormatEntry& entry : kFormats) {
      const OrderLayout* order = orderLayout(entry.order);
      const uint32_t bytes = typeBytes(entry.type);
      all.push_back({{entry.order, entry.type},
                     order->channels,
                     isPacked(entry.type) ? bytes : bytes * order->channels});
    }
    return all;
  }();
  return layouts;
}

} // namespace

const ImageFormatLayout* supportedImageFormat(const cl_image_format& format,
                                              cl_mem_object_type type) {
  const std::vector<ImageFormatLayout>& layouts = formatLayouts();
  for (size_t i = 0; i < layouts.size(); ++i)
    if (kFormats[i].order == format.image_channel_order &&
        kFormats[i].type == format.image_channel_data_type &&
        (type == 0 || (kFormats[i].imageTypes & imageTypeBit(type))))
      return &layouts[i];
  return nullptr;
}

bool validImageFormat(const cl_image_format& format) {
  const cl_channel_type type = format.image_channel_data_type;
  if (typeBytes(type) == 0 && type != CL_UNORM_INT_101010_2)
    return false;
  switch (format.image_channel_order) {
  case CL_INTENSITY:
  case CL_LUMINANCE:
    return type == CL_UNORM_INT8 || type == CL_UNORM_INT16 || type == CL_SNORM_INT8 ||
           type == CL_SNORM_INT16 || type == CL_HALF_FLOAT || type == CL_FLOAT;
  case CL_RGB:
  case CL_RGBx:
    return type == CL_UNORM_SHORT_565 || type == CL_UNORM_SHORT_555 || type == CL_UNORM_INT_101010;
  case CL_ARGB:
  case CL_BGRA:
  case CL_ABGR:
    return type == CL_UNORM_INT8 || type == CL_SNORM_INT8 || type == CL_SIGNED_INT8 ||
           type == CL_UNSIGNED_INT8;
  case CL_sRGB:
  case CL_sRGBx:
  case CL_sRGBA:
  case CL_sBGRA:
    return type == CL_UNORM_INT8;
  case CL_DEPTH:
    return type == CL_UNORM_INT16 || type == CL_FLOAT;
  case CL_RGBA:
    return !isPacked(type) || type == CL_UNORM_INT_101010_2;
  case CL_R:
  case CL_A:
  case CL_RG:
  case CL_RA:
  case CL_Rx:
  case CL_RGx:
    return !isPacked(type) && type != CL_UNORM_INT24;
  default:
    return false;
  }
}

std::vector<cl_image_format> supportedImageFormats(cl_mem_object_type type) {
  // Every format for every access: sRGB ones are written too (cl_khr_srgb_image_writes).
  std::vector<cl_image_format> formats;
  for (const FormatEntry& entry : kFormats)
    if (entry.imageTypes & imageTypeBit(type))
      formats.push_back({entry.order, entry.type});
  return formats;
}

bool imagesReported() { return compiler::imagesEnabled(); }

unsigned imageDimensions(cl_mem_object_type type) {
  switch (type) {
  case CL_MEM_OBJECT_IMAGE3D:
    return 3;
  case CL_MEM_OBJECT_IMAGE2D:
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    return 2;
  default:
    return 1;
  }
}

bool isImageArray(cl_mem_object_type type) {
  return type == CL_MEM_OBJECT_IMAGE1D_ARRAY || type == CL_MEM_OBJECT_IMAGE2D_ARRAY;
}

std::array<size_t, 3> ImageDesc::extent(size_t level) const {
  std::array<size_t, 3> e;
  switch (type) {
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    e = {width, 1, arraySize};
    break;
  case CL_MEM_OBJECT_IMAGE2D:
    e = {width, height, 1};
    break;
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    e = {width, height, arraySize};
    break;
  case CL_MEM_OBJECT_IMAGE3D:
    e = {width, height, depth};
    break;
  default:
    e = {width, 1, 1};
    break;
  }
  if (level == 0)
    return e;
  // An array's layers are not a dimension of its levels.
  const int halved = type == CL_MEM_OBJECT_IMAGE1D_ARRAY   ? 1
                     : type == CL_MEM_OBJECT_IMAGE2D_ARRAY ? 2
                                                           : 3;
  for (int d = 0; d < halved; ++d)
    e[d] = std::max<size_t>(e[d] >> level, 1);
  return e;
}

size_t ImageDesc::levelRowPitch(size_t level) const {
  return level == 0 ? rowPitch : extent(level)[0] * elementSize;
}

size_t ImageDesc::levelSlicePitch(size_t level) const {
  if (level == 0 && slicePitch != 0)
    return slicePitch;
  return levelRowPitch(level) * extent(level)[1];
}

size_t ImageDesc::levelOffset(size_t level) const {
  size_t offset = 0;
  for (size_t l = 0; l < level; ++l)
    offset += levelSlicePitch(l) * extent(l)[2];
  return offset;
}

size_t ImageDesc::byteSize() const {
  const size_t last = levels() - 1;
  const auto [w, rows, slices] = extent(last);
  return levelOffset(last) + (slices - 1) * levelSlicePitch(last) +
         (rows - 1) * levelRowPitch(last) + w * elementSize;
}

size_t maxMipLevels(cl_mem_object_type type, const std::array<size_t, 3>& extent) {
  size_t largest = extent[0];
  if (type == CL_MEM_OBJECT_IMAGE2D || type == CL_MEM_OBJECT_IMAGE2D_ARRAY ||
      type == CL_MEM_OBJECT_IMAGE3D)
    largest = std::max(largest, extent[1]);
  if (type == CL_MEM_OBJECT_IMAGE3D)
    largest = std::max(largest, extent[2]);
  size_t levels = 1;
  while (largest >>= 1)
    ++levels;
  return levels;
}

void ImageDesc::describe(char* data) {
  const OrderLayout* order = orderLayout(format.image_channel_order);
  kernelViews.assign(levels(), WeftImage{});
  for (size_t level = 0; level < kernelViews.size(); ++level) {
    const auto [w, rows, slices] = extent(level);
    WeftImage& view = kernelViews[level];
    view.data = data + levelOffset(level);
    view.rowPitch = levelRowPitch(level);
    view.slicePitch = levelSlicePitch(level);
    view.width = static_cast<weft_i32>(w);
    view.height = static_cast<weft_i32>(type == CL_MEM_OBJECT_IMAGE1D_ARRAY ? 1 : rows);
    view.depth = static_cast<weft_i32>(type == CL_MEM_OBJECT_IMAGE3D ? slices : 1);
    view.arraySize = static_cast<weft_i32>(isImageArray(type) ? arraySize : 1);
    view.imageType = type;
    view.channelOrder = format.image_channel_order;
    view.channelDataType = format.image_channel_data_type;
    view.elementSize = elementSize;
    view.channels = order->channels;
    std::copy(order->swizzle.begin(), order->swizzle.end(), view.swizzle);
    std::copy(order->channelSource.begin(), order->channelSource.end(), view.channelSource);
    view.srgb = order->srgb;
    view.mipLevels = static_cast<weft_i32>(levels());
  }
}

uint16_t floatToHalf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  const uint32_t sign = (bits >> 16) & 0x8000;
  const uint32_t magnitude = bits & 0x7fffffff;
  if (magnitude > 0x7f800000) // NaN: keep it quiet and a NaN
    return static_cast<uint16_t>(sign | 0x7e00 | ((magnitude >> 13) & 0x3ff));
  if (magnitude >= 0x477ff000) // rounds to 65536 or more: infinity
    return static_cast<uint16_t>(sign | 0x7c00);
  if (magnitude < 0x38800000) {
    // A half denormal (or zero): the value in units of 2^-24, rounded to nearest even.
    if (magnitude < 0x33000000) // below half of the smallest denormal
      return static_cast<uint16_t>(sign);
    const uint32_t mantissa = (magnitude & 0x7fffff) | 0x800000;
    const int shift = 126 - int(magnitude >> 23); // 14..24
    uint32_t result = mantissa >> shift;
    const uint32_t rest = mantissa & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rest > half || (rest == half && (result & 1)))
      ++result;
    return static_cast<uint16_t>(sign | result);
  }
  // Normal: rebias the exponent, round the 13 dropped bits to nearest even (a carry may move
  // into the exponent, which is right).
  uint32_t result = ((magnitude - 0x38000000) >> 13);
  const uint32_t rest = magnitude & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (result & 1)))
    ++result;
  return static_cast<uint16_t>(sign | result);
}

namespace {

/// round-to-nearest-even of v * scale, saturated to [low, high] (NaN gives 0).
int64_t normalized(float v, float scale, int64_t low, int64_t high) {
  if (!(v == v))
    return 0;
  const float scaled = v * scale;
  if (scaled <= float(low))
    return low;
  if (scaled >= float(high))
    return high;
  return static_cast<int64_t>(std::nearbyint(scaled));
}

int64_t saturated(int64_t v, int64_t low, int64_t high) { return std::clamp(v, low, high); }

/// sRGB encoding of a linear value in [0, 1] (OpenCL C §8.3.4).
float srgbEncode(float c) {
  if (!(c == c) || c <= 0.0f)
    return 0.0f;
  if (c >= 1.0f)
    return 1.0f;
  if (c < 0.0031308f)
    return 12.92f * c;
  return 1.055f * std::pow(c, 1.0f / 2.4f) - 0.055f;
}

template <class T> void put(char* out, size_t index, T value) {
  std::memcpy(out + index * sizeof(T), &value, sizeof(T));
}

} // namespace

void packTexel(const ImageDesc& image, const void* color, char* out) {
  const OrderLayout* order = orderLayout(image.format.image_channel_order);
  const cl_channel_type type = image.format.image_channel_data_type;
  // Memory channel k holds component channelSource[k].
  const std::array<uint8_t, 4>& componentOf = order->channelSource;
  const auto* f = static_cast<const float*>(color);
  const auto* i = static_cast<const int32_t*>(color);
  const auto* u = static_cast<const uint32_t*>(color);
  auto component = [&](uint32_t channel) {
    float v = f[componentOf[channel]];
    return order->srgb && componentOf[channel] < 3 ? srgbEncode(v) : v;
  };
  switch (type) {
  case CL_UNORM_SHORT_565:
    put(out, 0,
        uint16_t(normalized(f[0], 31.0f, 0, 31) << 11 | normalized(f[1], 63.0f, 0, 63) << 5 |
                 normalized(f[2], 31.0f, 0, 31)));
    return;
  case CL_UNORM_SHORT_555:
    put(out, 0,
        uint16_t(normalized(f[0], 31.0f, 0, 31) << 10 | normalized(f[1], 31.0f, 0, 31) << 5 |
                 normalized(f[2], 31.0f, 0, 31)));
    return;
  case CL_UNORM_INT_101010:
    put(out, 0,
        uint32_t(normalized(f[0], 1023.0f, 0, 1023) << 20 |
                 normalized(f[1], 1023.0f, 0, 1023) << 10 | normalized(f[2], 1023.0f, 0, 1023)));
    return;
  default:
    break;
  }
  for (uint32_t k = 0; k < order->channels; ++k) {
    const int c = componentOf[k];
    switch (type) {
    case CL_UNORM_INT8:
      put(out, k, uint8_t(normalized(component(k), 255.0f, 0, 255)));
      break;
    case CL_UNORM_INT16:
      put(out, k, uint16_t(normalized(f[c], 65535.0f, 0, 65535)));
      break;
    case CL_SNORM_INT8:
      put(out, k, int8_t(normalized(f[c], 127.0f, -127, 127)));
      break;
    case CL_SNORM_INT16:
      put(out, k, int16_t(normalized(f[c], 32767.0f, -32767, 32767)));
      break;
    case CL_SIGNED_INT8:
      put(out, k, int8_t(saturated(i[c], -128, 127)));
      break;
    case CL_SIGNED_INT16:
      put(out, k, int16_t(saturated(i[c], -32768, 32767)));
      break;
    case CL_SIGNED_INT32:
      put(out, k, i[c]);
      break;
    case CL_UNSIGNED_INT8:
      put(out, k, uint8_t(std::min<uint32_t>(u[c], 255)));
      break;
    case CL_UNSIGNED_INT16:
      put(out, k, uint16_t(std::min<uint32_t>(u[c], 65535)));
      break;
    case CL_UNSIGNED_INT32:
      put(out, k, u[c]);
      break;
    case CL_HALF_FLOAT:
      put(out, k, floatToHalf(f[c]));
      break;
    case CL_FLOAT:
      put(out, k, f[c]);
      break;
    default:
      break;
    }
  }
}

namespace api {
namespace {

Status checkImageFlags(const char* fn, cl_mem_flags flags, Context* c) {
  WEFT_TRY(checkMemFlags(fn, flags, c));
  if ((flags & CL_MEM_KERNEL_READ_AND_WRITE) && (flags & (CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY)))
    return fail(CL_INVALID_VALUE, fn, "CL_MEM_KERNEL_READ_AND_WRITE needs CL_MEM_READ_WRITE", c);
  return success();
}

/// A view's flags against its buffer's or image's (§5.3.1: "CL_INVALID_VALUE if an image is being
/// created from another memory object ... and values specified in flags do not follow").
Status checkViewFlags(const char* fn, cl_mem_flags flags, const MemObject& source, Context* c) {
  const cl_mem_flags parent = source.flags();
  if (((parent & CL_MEM_WRITE_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_READ_ONLY))) ||
      ((parent & CL_MEM_READ_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY))) ||
      (flags & kHostPtrFlags) ||
      ((parent & CL_MEM_HOST_WRITE_ONLY) && (flags & CL_MEM_HOST_READ_ONLY)) ||
      ((parent & CL_MEM_HOST_READ_ONLY) && (flags & CL_MEM_HOST_WRITE_ONLY)) ||
      ((parent & CL_MEM_HOST_NO_ACCESS) &&
       (flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY))))
    return fail(CL_INVALID_VALUE, fn, "flags conflict with those of image_desc->mem_object", c);
  return success();
}

bool hasDimension(cl_mem_object_type type, int dimension) {
  switch (dimension) {
  case 1: // height
    return type == CL_MEM_OBJECT_IMAGE2D || type == CL_MEM_OBJECT_IMAGE2D_ARRAY ||
           type == CL_MEM_OBJECT_IMAGE3D;
  case 2: // depth
    return type == CL_MEM_OBJECT_IMAGE3D;
  default: // array size
    return isImageArray(type);
  }
}

Result<cl_mem> createImage(const char* fn, cl_context context,
                           std::vector<cl_mem_properties> properties, cl_mem_flags flags,
                           const cl_image_format* image_format, const cl_image_desc* image_desc,
                           void* host_ptr) {
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  WEFT_TRY(checkImageFlags(fn, flags, c));
  if (!image_format || !validImageFormat(*image_format))
    return fail(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, fn,
                image_format ? "image_format names an invalid channel order and data type"
                             : "image_format is NULL",
                c);
  if (!image_desc)
    return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn, "image_desc is NULL", c);
  const cl_mem_object_type type = image_desc->image_type;
  if (!imageTypeBit(type))
    return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn, "image_desc->image_type is not an image type", c);
  if (image_desc->num_samples != 0)
    return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn, "num_samples must be 0 (no multisampling)", c);
  // Mipmaps (cl_khr_mipmap_image): new memory only, which the image lays out itself.
  const size_t mipLevels = image_desc->num_mip_levels;
  if (mipLevels > 1) {
    if (!imagesReported())
      return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn, "num_mip_levels must be 0 or 1", c);
    if (type == CL_MEM_OBJECT_IMAGE1D_BUFFER || image_desc->mem_object)
      return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn,
                  "an image made from a buffer or another image cannot have mip levels", c);
    if (host_ptr || (flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
      return fail(CL_INVALID_HOST_PTR, fn,
                  "a mipmapped image takes no host_ptr, CL_MEM_USE_HOST_PTR or "
                  "CL_MEM_COPY_HOST_PTR",
                  c);
  }

  // The object the image is made from: a buffer for IMAGE1D_BUFFER (and 2D), an image for 2D.
  MemObject* source = nullptr;
  if (image_desc->mem_object) {
    source = toMem(image_desc->mem_object);
    const bool fits =
        source && (type == CL_MEM_OBJECT_IMAGE1D_BUFFER
                       ? source->isBuffer()
                       : type == CL_MEM_OBJECT_IMAGE2D &&
                             (source->isBuffer() || source->type() == CL_MEM_OBJECT_IMAGE2D));
    if (!fits)
      return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn,
                  "image_desc->mem_object is not a buffer of an IMAGE1D_BUFFER or 2D image, nor "
                  "a 2D image of a 2D image",
                  c);
    if (&source->context() != c)
      return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn,
                  "image_desc->mem_object belongs to another context", c);
  } else if (type == CL_MEM_OBJECT_IMAGE1D_BUFFER) {
    return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn, "an IMAGE1D_BUFFER needs image_desc->buffer", c);
  }
  if (source)
    WEFT_TRY(checkViewFlags(fn, flags, *source, c));

  // The format, as its layout (a valid descriptor Weft may still not support: checked below).
  const OrderLayout* order = orderLayout(image_format->image_channel_order);
  const uint32_t bytes = typeBytes(image_format->image_channel_data_type);
  const uint32_t elementSize =
      order ? (isPacked(image_format->image_channel_data_type) ? bytes : bytes * order->channels)
            : 0;

  // A 2D image of a 2D image: the same size and data type, a compatible order (§5.3.1.1).
  const ImageDesc* parentImage = source ? source->image() : nullptr;
  if (parentImage) {
    const cl_channel_order from = parentImage->format.image_channel_order;
    const cl_channel_order to = image_format->image_channel_order;
    auto pair = [&](cl_channel_order a, cl_channel_order b) {
      return (from == a && to == b) || (from == b && to == a);
    };
    const bool compatible = from == to || pair(CL_sRGBA, CL_RGBA) || pair(CL_sBGRA, CL_BGRA) ||
                            pair(CL_sRGB, CL_RGB) || pair(CL_sRGBx, CL_RGBx) ||
                            (from == CL_R && to == CL_DEPTH);
    if (!compatible ||
        parentImage->format.image_channel_data_type != image_format->image_channel_data_type)
      return fail(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, fn,
                  "the format is not compatible with image_desc->mem_object's", c);
    if (image_desc->image_width != parentImage->width ||
        image_desc->image_height != parentImage->height ||
        (image_desc->image_row_pitch != 0 && image_desc->image_row_pitch != parentImage->rowPitch))
      return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn,
                  "the size or row pitch differs from image_desc->mem_object's", c);
  }

  // Pitches: given only with a host pointer (or for a 2D image of a buffer), and then large
  // enough and multiples of the element (row) size.
  const size_t width = image_desc->image_width;
  size_t rowPitch = image_desc->image_row_pitch;
  size_t slicePitch = image_desc->image_slice_pitch;
  const bool pitchAllowed = host_ptr || (source && source->isBuffer());
  if ((rowPitch != 0 || slicePitch != 0) && !pitchAllowed)
    return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn,
                "image_row_pitch and image_slice_pitch must be 0 without a host_ptr", c);
  size_t rowBytes = 0;
  if (elementSize != 0 && __builtin_mul_overflow(width, size_t{elementSize}, &rowBytes))
    return fail(CL_INVALID_IMAGE_SIZE, fn, "image_width * element size does not fit", c);
  if (rowPitch != 0 && elementSize != 0 && (rowPitch < rowBytes || rowPitch % elementSize != 0))
    return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn,
                "image_row_pitch is below image_width * element size or not a multiple of the "
                "element size",
                c);
  if (rowPitch == 0)
    rowPitch = rowBytes;
  const bool hasSlices = isImageArray(type) || type == CL_MEM_OBJECT_IMAGE3D;
  if (slicePitch != 0 && !hasSlices)
    slicePitch = 0; // ignored for 1D and 2D images
  const size_t rows = type == CL_MEM_OBJECT_IMAGE1D_ARRAY ? 1 : image_desc->image_height;
  if (hasSlices) {
    size_t minimum = 0;
    if (__builtin_mul_overflow(rowPitch, std::max<size_t>(rows, 1), &minimum))
      return fail(CL_INVALID_IMAGE_SIZE, fn, "row pitch * height does not fit", c);
    if (slicePitch != 0 && (slicePitch < minimum || (rowPitch && slicePitch % rowPitch != 0)))
      return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn,
                  "image_slice_pitch is below the slice's bytes or not a multiple of the row "
                  "pitch",
                  c);
    if (slicePitch == 0)
      slicePitch = minimum;
  }

  // Sizes against the device's limits.
  const ImageLimits& limits = kImageLimits;
  auto badSize = [&](const std::string& what) { return fail(CL_INVALID_IMAGE_SIZE, fn, what, c); };
  const size_t maxWidth = type == CL_MEM_OBJECT_IMAGE3D          ? limits.max3dWidth
                          : type == CL_MEM_OBJECT_IMAGE1D_BUFFER ? limits.maxBufferSize
                                                                 : limits.max2dWidth;
  if (width == 0 || width > maxWidth)
    return badSize("image_width " + std::to_string(width) + " is 0 or above " +
                   std::to_string(maxWidth));
  if (hasDimension(type, 1)) {
    const size_t maxHeight =
        type == CL_MEM_OBJECT_IMAGE3D ? limits.max3dHeight : limits.max2dHeight;
    if (image_desc->image_height == 0 || image_desc->image_height > maxHeight)
      return badSize("image_height " + std::to_string(image_desc->image_height) +
                     " is 0 or above " + std::to_string(maxHeight));
  }
  if (hasDimension(type, 2) &&
      (image_desc->image_depth == 0 || image_desc->image_depth > limits.max3dDepth))
    return badSize("image_depth " + std::to_string(image_desc->image_depth) + " is 0 or above " +
                   std::to_string(limits.max3dDepth));
  if (hasDimension(type, 3) &&
      (image_desc->image_array_size == 0 || image_desc->image_array_size > limits.maxArraySize))
    return badSize("image_array_size " + std::to_string(image_desc->image_array_size) +
                   " is 0 or above " + std::to_string(limits.maxArraySize));

  // A view of a buffer must fit in it, its pitch and address aligned as the device says.
  if (source && source->isBuffer()) {
    size_t needed = rowBytes;
    if (type == CL_MEM_OBJECT_IMAGE2D &&
        __builtin_mul_overflow(rowPitch, image_desc->image_height, &needed))
      return badSize("image_row_pitch * image_height does not fit in a size_t");
    if (type == CL_MEM_OBJECT_IMAGE2D && elementSize != 0 &&
        (rowPitch % (size_t{limits.pitchAlignment} * elementSize) != 0 ||
         reinterpret_cast<uintptr_t>(source->data()) %
                 (size_t{limits.baseAddressAlignment} * elementSize) !=
             0))
      return fail(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, fn,
                  "the buffer's address or the row pitch is not aligned as "
                  "CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT and _PITCH_ALIGNMENT ask",
                  c);
    if (needed > source->size())
      return badSize("the image needs " + std::to_string(needed) + " bytes; the buffer has " +
                     std::to_string(source->size()));
  }

  const bool wantsHostPtr = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
  if (wantsHostPtr && !host_ptr)
    return fail(CL_INVALID_HOST_PTR, fn, "host_ptr is NULL with USE_HOST_PTR or COPY_HOST_PTR", c);
  if (!wantsHostPtr && host_ptr)
    return fail(CL_INVALID_HOST_PTR, fn, "host_ptr is given without USE_HOST_PTR or COPY_HOST_PTR",
                c);

  if (!supportedImageFormat(*image_format, type))
    return fail(CL_IMAGE_FORMAT_NOT_SUPPORTED, fn,
                "the device does not support this format for this image type and these flags", c);
  if (!imagesReported())
    return fail(CL_INVALID_OPERATION, fn, "no device in the context supports images", c);

  // Unspecified access flags: a view inherits its source's, others read and write.
  if (!(flags & kAccessFlags))
    flags |= source ? source->flags() & kAccessFlags : CL_MEM_READ_WRITE;
  if (source && !(flags & kHostAccessFlags))
    flags |= source->flags() & kHostAccessFlags;

  auto desc = std::make_unique<ImageDesc>();
  desc->type = type;
  desc->format = *image_format;
  desc->elementSize = elementSize;
  desc->width = width;
  desc->height = hasDimension(type, 1) ? image_desc->image_height : 0;
  desc->depth = hasDimension(type, 2) ? image_desc->image_depth : 0;
  desc->arraySize = hasDimension(type, 3) ? image_desc->image_array_size : 0;
  // The image's own pitches: the host memory's when there is one (CL_MEM_USE_HOST_PTR: zero
  // copy; COPY_HOST_PTR: what clGetImageInfo reports, as the CTS checks) or the buffer's it
  // views, else tightly packed.
  const bool hostLayout = host_ptr || (source && source->isBuffer());
  desc->rowPitch = hostLayout ? rowPitch : rowBytes;
  desc->slicePitch =
      hasSlices ? (hostLayout ? slicePitch : rowBytes * std::max<size_t>(rows, 1)) : 0;
  if (parentImage)
    desc->rowPitch = parentImage->rowPitch;
  if (source)
    desc->source = Ref<MemObject>(source);
  if (mipLevels > maxMipLevels(type, desc->extent()))
    return fail(CL_INVALID_IMAGE_DESCRIPTOR, fn,
                "num_mip_levels " + std::to_string(mipLevels) + " is above the " +
                    std::to_string(maxMipLevels(type, desc->extent())) +
                    " levels an image of this size has",
                c);
  desc->mipLevels = mipLevels;

  // New memory is bounded as a buffer's is (the image's pitches are its own: no overflow within
  // the size limits).
  if (!host_ptr && !source) {
    uint64_t maxAlloc = 0;
    for (Device* device : c->devices())
      maxAlloc = std::max(maxAlloc, device->caps().maxMemAllocSize);
    if (desc->byteSize() > maxAlloc)
      return fail(CL_MEM_OBJECT_ALLOCATION_FAILURE, fn,
                  "the image is larger than CL_DEVICE_MAX_MEM_ALLOC_SIZE", c);
  }
  try {
    return (new MemObject(*c, flags, std::move(desc), host_ptr, rowPitch, slicePitch,
                          std::move(properties)))
        ->handle();
  } catch (const std::bad_alloc&) {
    return fail(CL_MEM_OBJECT_ALLOCATION_FAILURE, fn, "out of memory for the image", c);
  }
}

} // namespace

Result<cl_mem> clCreateImage(cl_context context, cl_mem_flags flags,
                             const cl_image_format* image_format, const cl_image_desc* image_desc,
                             void* host_ptr) {
  return createImage("clCreateImage", context, {}, flags, image_format, image_desc, host_ptr);
}

Result<cl_mem> clCreateImageWithProperties(cl_context context, const cl_mem_properties* properties,
                                           cl_mem_flags flags, const cl_image_format* image_format,
                                           const cl_image_desc* image_desc, void* host_ptr) {
  const char* fn = "clCreateImageWithProperties";
  if (!fromHandle<Context>(context))
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  std::vector<cl_mem_properties> copy;
  if (properties) {
    // OpenCL 3.0 defines no image property; only extensions do, and none is supported.
    if (properties[0] != 0)
      return fail(CL_INVALID_PROPERTY, fn, "unknown image property");
    copy.push_back(0);
  }
  return createImage(fn, context, std::move(copy), flags, image_format, image_desc, host_ptr);
}

Result<cl_mem> clCreateImage2D(cl_context context, cl_mem_flags flags,
                               const cl_image_format* image_format, size_t image_width,
                               size_t image_height, size_t image_row_pitch, void* host_ptr) {
  cl_image_desc desc{};
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = image_width;
  desc.image_height = image_height;
  desc.image_row_pitch = image_row_pitch;
  return createImage("clCreateImage2D", context, {}, flags, image_format, &desc, host_ptr);
}

Result<cl_mem> clCreateImage3D(cl_context context, cl_mem_flags flags,
                               const cl_image_format* image_format, size_t image_width,
                               size_t image_height, size_t image_depth, size_t image_row_pitch,
                               size_t image_slice_pitch, void* host_ptr) {
  const char* fn = "clCreateImage3D";
  // "CL_INVALID_IMAGE_SIZE if ... image_depth <= 1": a 3D image of one slice is a 2D image.
  if (fromHandle<Context>(context) && image_depth <= 1 && image_format &&
      validImageFormat(*image_format))
    return fail(CL_INVALID_IMAGE_SIZE, fn, "image_depth is not above 1",
                fromHandle<Context>(context));
  cl_image_desc desc{};
  desc.image_type = CL_MEM_OBJECT_IMAGE3D;
  desc.image_width = image_width;
  desc.image_height = image_height;
  desc.image_depth = image_depth;
  desc.image_row_pitch = image_row_pitch;
  desc.image_slice_pitch = image_slice_pitch;
  return createImage(fn, context, {}, flags, image_format, &desc, host_ptr);
}

Status clGetSupportedImageFormats(cl_context context, cl_mem_flags flags,
                                  cl_mem_object_type image_type, cl_uint num_entries,
                                  cl_image_format* image_formats, cl_uint* num_image_formats) {
  const char* fn = "clGetSupportedImageFormats";
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  WEFT_TRY(checkImageFlags(fn, flags, c));
  if (!imageTypeBit(image_type))
    return fail(CL_INVALID_VALUE, fn, "image_type is not an image type", c);
  if (num_entries == 0 && image_formats)
    return fail(CL_INVALID_VALUE, fn, "num_entries is 0 but image_formats is not NULL", c);
  // Without image support the list is empty.
  std::vector<cl_image_format> formats;
  if (imagesReported())
    formats = supportedImageFormats(image_type);
  if (image_formats)
    std::copy_n(formats.begin(), std::min<size_t>(num_entries, formats.size()), image_formats);
  if (num_image_formats)
    *num_image_formats = static_cast<cl_uint>(formats.size());
  return success();
}

Status clGetImageInfo(cl_mem image, cl_image_info param_name, size_t param_value_size,
                      void* param_value, size_t* param_value_size_ret) {
  const char* fn = "clGetImageInfo";
  MemObject* m = toImage(image);
  if (!m)
    return fail(CL_INVALID_MEM_OBJECT, fn, "image is not a valid image");
  const ImageDesc& d = *m->image();
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  switch (param_name) {
  case CL_IMAGE_FORMAT:
    return out(d.format);
  case CL_IMAGE_ELEMENT_SIZE:
    return out(size_t{d.elementSize});
  case CL_IMAGE_ROW_PITCH:
    return out(d.rowPitch);
  case CL_IMAGE_SLICE_PITCH:
    return out(d.slicePitch);
  case CL_IMAGE_WIDTH:
    return out(d.width);
  case CL_IMAGE_HEIGHT:
    return out(d.height);
  case CL_IMAGE_DEPTH:
    return out(d.depth);
  case CL_IMAGE_ARRAY_SIZE:
    return out(d.arraySize);
  case CL_IMAGE_BUFFER:
    return out(d.type == CL_MEM_OBJECT_IMAGE1D_BUFFER ? d.source->handle() : cl_mem{nullptr});
  case CL_IMAGE_NUM_MIP_LEVELS:
    return out(static_cast<cl_uint>(d.mipLevels));
  case CL_IMAGE_NUM_SAMPLES:
    return out(cl_uint{0});
  default:
    return fail(CL_INVALID_VALUE, fn, "param_name is not an image parameter", &m->context());
  }
}

} // namespace api
} // namespace weft
