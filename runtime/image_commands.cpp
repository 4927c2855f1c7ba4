// The image commands (OpenCL 3.0 §5.3.3–§5.3.6): read, write, copy, fill, copies between images
// and buffers, and map. Each validates in the spec's order, then enqueues work that holds a
// reference to every memory object it touches. Images are host memory: mapping copies nothing.
#include "runtime/api.hpp"
#include "runtime/command_queue.hpp"
#include "runtime/context.hpp"
#include "runtime/device.hpp"
#include "runtime/image.hpp"
#include "runtime/memory.hpp"
#include "runtime/transfer.hpp"

#include <array>
#include <cstring>

namespace weft::api {
namespace {

using Box = std::array<size_t, 3>;

/// The queue and the image, checked the way every image command begins.
struct ImageTarget {
  CommandQueue* queue;
  MemObject* image;
};

Result<ImageTarget> checkImageTarget(const char* fn, cl_command_queue command_queue, cl_mem image,
                                     const char* which = "image") {
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "command_queue is not a valid command queue");
  MemObject* m = toImage(image);
  if (!m)
    return fail(CL_INVALID_MEM_OBJECT, fn, std::string(which) + " is not a valid image",
                &q->context());
  if (&m->context() != &q->context())
    return fail(CL_INVALID_CONTEXT, fn,
                std::string("the queue and ") + which + " belong to different contexts",
                &q->context());
  return ImageTarget{q, m};
}

/// A region of an image's mip level in texels, rows and slices (an array's layer counts as a
/// slice).
struct ImageRegion {
  Box origin;
  Box region;
  size_t level = 0;
};

/// `origin` and `region` for `image` checked (§5.3.3: which entries each image type uses, each
/// region entry at least 1, the whole region inside the image) and turned into an ImageRegion.
/// A mipmapped image's level is the origin's entry after its coordinates (cl_khr_mipmap_image:
/// origin[1] of a 1D image, origin[2] of a 2D image or 1D array, origin[3] of a 3D image or 2D
/// array).
Result<ImageRegion> checkImageRegion(const char* fn, const ImageDesc& image, const size_t* origin,
                                     const size_t* region, const char* which, Context* c) {
  auto invalid = [&](const std::string& what) {
    return fail(CL_INVALID_VALUE, fn, std::string(which) + " " + what, c);
  };
  if (!origin || !region)
    return invalid("origin or region is NULL");
  if (region[0] == 0 || region[1] == 0 || region[2] == 0)
    return invalid("region has a 0 entry");
  const bool mipmapped = image.levels() > 1;
  ImageRegion r{{origin[0], origin[1], origin[2]}, {region[0], region[1], region[2]}};
  switch (image.type) {
  case CL_MEM_OBJECT_IMAGE1D:
  case CL_MEM_OBJECT_IMAGE1D_BUFFER:
    if ((!mipmapped && origin[1] != 0) || origin[2] != 0 || region[1] != 1 || region[2] != 1)
      return invalid(mipmapped ? "origin[2] must be 0 and region[1], region[2] 1 for a 1D image"
                               : "origin[1], origin[2] must be 0 and region[1], region[2] 1 for "
                                 "a 1D image");
    r.level = mipmapped ? origin[1] : 0;
    r.origin = {origin[0], 0, 0};
    break;
  case CL_MEM_OBJECT_IMAGE2D:
    if ((!mipmapped && origin[2] != 0) || region[2] != 1)
      return invalid(mipmapped ? "region[2] must be 1 for a 2D image"
                               : "origin[2] must be 0 and region[2] 1 for a 2D image");
    r.level = mipmapped ? origin[2] : 0;
    r.origin = {origin[0], origin[1], 0};
    break;
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    if ((!mipmapped && origin[2] != 0) || region[2] != 1)
      return invalid(mipmapped ? "region[2] must be 1 for a 1D image array"
                               : "origin[2] must be 0 and region[2] 1 for a 1D image array");
    // The layer is origin[1]: it becomes the slice.
    r.level = mipmapped ? origin[2] : 0;
    r.origin = {origin[0], 0, origin[1]};
    r.region = {region[0], 1, region[1]};
    break;
  default:
    r.level = mipmapped ? origin[3] : 0;
    break;
  }
  if (r.level >= image.levels())
    return invalid("origin names mip level " + std::to_string(r.level) + "; the image has " +
                   std::to_string(image.levels()));
  const Box extent = image.extent(r.level);
  for (int d = 0; d < 3; ++d)
    if (r.origin[d] > extent[d] || r.region[d] > extent[d] - r.origin[d])
      return invalid(mipmapped ? "origin and region reach outside the mip level"
                               : "origin and region reach outside the image");
  return r;
}

/// Where the rows of a region lie: row i (rows of all slices counted in order) starts at
/// base + (i / rows) * slicePitch + (i % rows) * rowPitch. Both sides of a copy count the same
/// rows, even where one is a 1D array (its layers are rows of the region) and the other a 2D
/// image.
struct Layout {
  char* base;
  size_t rowPitch;
  size_t slicePitch;
  size_t rows; ///< rows of the region in one slice

  char* row(size_t i) const { return base + (i / rows) * slicePitch + (i % rows) * rowPitch; }
};

Layout imageLayout(const MemObject& m, const ImageRegion& r) {
  const ImageDesc& d = *m.image();
  const size_t rowPitch = d.levelRowPitch(r.level);
  const size_t slicePitch = d.levelSlicePitch(r.level);
  return {m.data() + d.levelOffset(r.level) + r.origin[2] * slicePitch + r.origin[1] * rowPitch +
              r.origin[0] * d.elementSize,
          rowPitch, slicePitch, r.region[1]};
}

/// Copies `rows` x `slices` rows of `rowBytes` from `src` to `dst` (both laid out with `rows`
/// rows a slice) as the buffer commands do: a large region in chunks of rows on every core.
void copyRegion(devices::Device& device, const Layout& dst, const Layout& src, size_t rowBytes,
                size_t rows, size_t slices) {
  if (dst.rows == rows && src.rows == rows) {
    copyRows(device, dst.base, RowLayout{0, dst.rowPitch, dst.slicePitch}, src.base,
             RowLayout{0, src.rowPitch, src.slicePitch}, rowBytes, rows, slices);
    return;
  }
  // Sides that count the rows differently (a 1D array's layers against a 2D image's rows).
  for (size_t i = 0; i < rows * slices; ++i)
    std::memmove(dst.row(i), src.row(i), rowBytes);
}

size_t rowCount(const ImageRegion& r) { return r.region[1] * r.region[2]; }

/// The host side of a read or write: the spec's default pitches, and the bytes it spans.
Result<Layout> hostLayout(const char* fn, const ImageDesc& image, const ImageRegion& r,
                          size_t rowPitch, size_t slicePitch, void* ptr, Context* c) {
  const size_t rowBytes = r.region[0] * image.elementSize;
  if (rowPitch == 0)
    rowPitch = rowBytes;
  else if (rowPitch < rowBytes)
    return fail(CL_INVALID_VALUE, fn, "row_pitch is below region[0] * element size", c);
  const bool hasSlices = isImageArray(image.type) || image.type == CL_MEM_OBJECT_IMAGE3D;
  if (!hasSlices && slicePitch != 0)
    return fail(CL_INVALID_VALUE, fn, "slice_pitch must be 0 for a 1D or 2D image", c);
  size_t minimum = 0;
  if (__builtin_mul_overflow(rowPitch, r.region[1], &minimum))
    return fail(CL_INVALID_VALUE, fn, "row_pitch * region[1] does not fit in size_t", c);
  if (slicePitch == 0)
    slicePitch = minimum;
  else if (slicePitch < minimum)
    return fail(CL_INVALID_VALUE, fn, "slice_pitch is below row_pitch * the region's rows", c);
  size_t span = 0;
  if (__builtin_mul_overflow(slicePitch, r.region[2] - 1, &span) ||
      __builtin_add_overflow(span, rowPitch * (r.region[1] - 1) + rowBytes, &span))
    return fail(CL_INVALID_VALUE, fn, "the host region does not fit in the address space", c);
  if (!ptr)
    return fail(CL_INVALID_VALUE, fn, "ptr is NULL", c);
  return Layout{static_cast<char*>(ptr), rowPitch, slicePitch, r.region[1]};
}

Status readWriteImage(const char* fn, cl_command_type type, cl_command_queue command_queue,
                      cl_mem image, cl_bool blocking, const size_t* origin, const size_t* region,
                      size_t rowPitch, size_t slicePitch, void* ptr, cl_uint numEvents,
                      const cl_event* waitList, cl_event* event) {
  auto target = checkImageTarget(fn, command_queue, image);
  if (!target.ok())
    return Error{target.code()};
  auto [q, m] = target.value();
  Context* c = &q->context();
  const ImageDesc& desc = *m->image();
  auto r = checkImageRegion(fn, desc, origin, region, "the image's", c);
  if (!r.ok())
    return Error{r.code()};
  auto host = hostLayout(fn, desc, r.value(), rowPitch, slicePitch, ptr, c);
  if (!host.ok())
    return Error{host.code()};
  WEFT_TRY(checkWaitList(numEvents, waitList, c, fn));
  const bool reading = type == CL_COMMAND_READ_IMAGE;
  WEFT_TRY(checkHostAccess(fn, *m, reading, !reading));
  Ref<MemObject> keep(m);
  const ImageRegion box = r.value();
  const Layout hostSide = host.value();
  devices::Device* device = &q->device().backend();
  auto work = [keep, box, hostSide, reading, device]() -> cl_int {
    const Layout imageSide = imageLayout(*keep, box);
    const size_t rowBytes = box.region[0] * keep->image()->elementSize;
    if (reading)
      copyRegion(*device, hostSide, imageSide, rowBytes, box.region[1], box.region[2]);
    else
      copyRegion(*device, imageSide, hostSide, rowBytes, box.region[1], box.region[2]);
    return CL_SUCCESS;
  };
  return q->enqueue(type, work, numEvents, waitList, event, blocking);
}

bool boxesOverlap(const ImageRegion& a, const ImageRegion& b) {
  if (a.level != b.level)
    return false;
  for (int d = 0; d < 3; ++d)
    if (!(a.origin[d] < b.origin[d] + b.region[d] && b.origin[d] < a.origin[d] + a.region[d]))
      return false;
  return true;
}

} // namespace

Status clEnqueueReadImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_read,
                          const size_t* origin, const size_t* region, size_t row_pitch,
                          size_t slice_pitch, void* ptr, cl_uint num_events_in_wait_list,
                          const cl_event* event_wait_list, cl_event* event) {
  return readWriteImage("clEnqueueReadImage", CL_COMMAND_READ_IMAGE, command_queue, image,
                        blocking_read, origin, region, row_pitch, slice_pitch, ptr,
                        num_events_in_wait_list, event_wait_list, event);
}

Status clEnqueueWriteImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_write,
                           const size_t* origin, const size_t* region, size_t input_row_pitch,
                           size_t input_slice_pitch, const void* ptr,
                           cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                           cl_event* event) {
  return readWriteImage("clEnqueueWriteImage", CL_COMMAND_WRITE_IMAGE, command_queue, image,
                        blocking_write, origin, region, input_row_pitch, input_slice_pitch,
                        const_cast<void*>(ptr), num_events_in_wait_list, event_wait_list, event);
}

Status clEnqueueCopyImage(cl_command_queue command_queue, cl_mem src_image, cl_mem dst_image,
                          const size_t* src_origin, const size_t* dst_origin, const size_t* region,
                          cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                          cl_event* event) {
  const char* fn = "clEnqueueCopyImage";
  auto src = checkImageTarget(fn, command_queue, src_image, "src_image");
  if (!src.ok())
    return Error{src.code()};
  auto dst = checkImageTarget(fn, command_queue, dst_image, "dst_image");
  if (!dst.ok())
    return Error{dst.code()};
  CommandQueue* q = src.value().queue;
  MemObject* s = src.value().image;
  MemObject* d = dst.value().image;
  Context* c = &q->context();
  const ImageDesc& sd = *s->image();
  const ImageDesc& dd = *d->image();
  if (sd.format.image_channel_order != dd.format.image_channel_order ||
      sd.format.image_channel_data_type != dd.format.image_channel_data_type)
    return fail(CL_IMAGE_FORMAT_MISMATCH, fn, "src_image and dst_image have different formats", c);
  // The region as each image reads it: a 1D side takes one row, a 2D side one slice (§5.3.4).
  if (!region)
    return fail(CL_INVALID_VALUE, fn, "region is NULL", c);
  auto sr = checkImageRegion(fn, sd, src_origin, region, "src_image's", c);
  if (!sr.ok())
    return Error{sr.code()};
  auto dr = checkImageRegion(fn, dd, dst_origin, region, "dst_image's", c);
  if (!dr.ok())
    return Error{dr.code()};
  const ImageRegion a = sr.value(), b = dr.value();
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, c, fn));
  if (s == d && boxesOverlap(a, b))
    return fail(CL_MEM_COPY_OVERLAP, fn, "the source and destination regions overlap", c);
  Ref<MemObject> keepSrc(s), keepDst(d);
  devices::Device* device = &q->device().backend();
  return q->enqueue(
      CL_COMMAND_COPY_IMAGE,
      [keepSrc, keepDst, a, b, device]() -> cl_int {
        copyRegion(*device, imageLayout(*keepDst, b), imageLayout(*keepSrc, a),
                   a.region[0] * keepSrc->image()->elementSize, a.region[1], a.region[2]);
        return CL_SUCCESS;
      },
      num_events_in_wait_list, event_wait_list, event);
}

Status clEnqueueFillImage(cl_command_queue command_queue, cl_mem image, const void* fill_color,
                          const size_t* origin, const size_t* region,
                          cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                          cl_event* event) {
  const char* fn = "clEnqueueFillImage";
  auto target = checkImageTarget(fn, command_queue, image);
  if (!target.ok())
    return Error{target.code()};
  auto [q, m] = target.value();
  Context* c = &q->context();
  if (!fill_color)
    return fail(CL_INVALID_VALUE, fn, "fill_color is NULL", c);
  auto r = checkImageRegion(fn, *m->image(), origin, region, "the image's", c);
  if (!r.ok())
    return Error{r.code()};
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, c, fn));
  std::array<char, 16> texel{};
  packTexel(*m->image(), fill_color, texel.data());
  Ref<MemObject> keep(m);
  const ImageRegion box = r.value();
  devices::Device* device = &q->device().backend();
  return q->enqueue(
      CL_COMMAND_FILL_IMAGE,
      [keep, box, texel, device]() -> cl_int {
        const Layout to = imageLayout(*keep, box);
        const size_t size = keep->image()->elementSize;
        const size_t rowBytes = box.region[0] * size;
        // (Every format image_formats.def lists is 1 to 16 bytes, a power of two: fillBytes'
        // pattern.) Rows that follow one another without a gap are one range, filled on every core
        // when large; otherwise row by row.
        const bool packed = to.rowPitch == rowBytes &&
                            (box.region[2] == 1 || to.slicePitch == rowBytes * box.region[1]);
        if (packed) {
          fillBytes(*device, to.base, rowBytes * rowCount(box), texel.data(), size);
          return CL_SUCCESS;
        }
        for (size_t i = 0; i < rowCount(box); ++i)
          fillBytes(*device, to.row(i), rowBytes, texel.data(), size);
        return CL_SUCCESS;
      },
      num_events_in_wait_list, event_wait_list, event);
}

namespace {

/// clEnqueueCopyImageToBuffer and clEnqueueCopyBufferToImage: the image region against a packed
/// run of bytes in the buffer at `offset`.
Status copyImageBuffer(const char* fn, cl_command_type type, cl_command_queue command_queue,
                       cl_mem image, cl_mem buffer, const size_t* origin, const size_t* region,
                       size_t offset, cl_uint numEvents, const cl_event* waitList,
                       cl_event* event) {
  const bool toBufferSide = type == CL_COMMAND_COPY_IMAGE_TO_BUFFER;
  auto target =
      checkImageTarget(fn, command_queue, image, toBufferSide ? "src_image" : "dst_image");
  if (!target.ok())
    return Error{target.code()};
  auto [q, m] = target.value();
  Context* c = &q->context();
  MemObject* b = toBuffer(buffer);
  if (!b)
    return fail(CL_INVALID_MEM_OBJECT, fn,
                std::string(toBufferSide ? "dst_buffer" : "src_buffer") + " is not a valid buffer",
                c);
  if (&b->context() != c)
    return fail(CL_INVALID_CONTEXT, fn, "the queue and the buffer belong to different contexts", c);
  const ImageDesc& desc = *m->image();
  if (desc.type == CL_MEM_OBJECT_IMAGE1D_BUFFER && desc.source.get() == b)
    return fail(CL_INVALID_MEM_OBJECT, fn, "the image is a 1D image buffer made from the buffer",
                c);
  auto r = checkImageRegion(fn, desc, origin, region, "the image's", c);
  if (!r.ok())
    return Error{r.code()};
  const ImageRegion box = r.value();
  const size_t rowBytes = box.region[0] * desc.elementSize;
  const size_t bytes = rowBytes * box.region[1] * box.region[2];
  if (offset > b->size() || bytes > b->size() - offset)
    return fail(CL_INVALID_VALUE, fn, "offset and the region's bytes reach past the buffer", c);
  if (b->parent() && b->offset() % 128 != 0)
    return fail(CL_MISALIGNED_SUB_BUFFER_OFFSET, fn,
                "the sub-buffer's offset is not a multiple of CL_DEVICE_MEM_BASE_ADDR_ALIGN", c);
  WEFT_TRY(checkWaitList(numEvents, waitList, c, fn));
  Ref<MemObject> keepImage(m), keepBuffer(b);
  devices::Device* device = &q->device().backend();
  return q->enqueue(
      type,
      [keepImage, keepBuffer, box, offset, rowBytes, toBufferSide, device]() -> cl_int {
        const Layout packed{keepBuffer->data() + offset, rowBytes, rowBytes * box.region[1],
                            box.region[1]};
        const Layout pixels = imageLayout(*keepImage, box);
        if (toBufferSide)
          copyRegion(*device, packed, pixels, rowBytes, box.region[1], box.region[2]);
        else
          copyRegion(*device, pixels, packed, rowBytes, box.region[1], box.region[2]);
        return CL_SUCCESS;
      },
      numEvents, waitList, event);
}

} // namespace

Status clEnqueueCopyImageToBuffer(cl_command_queue command_queue, cl_mem src_image,
                                  cl_mem dst_buffer, const size_t* src_origin, const size_t* region,
                                  size_t dst_offset, cl_uint num_events_in_wait_list,
                                  const cl_event* event_wait_list, cl_event* event) {
  return copyImageBuffer("clEnqueueCopyImageToBuffer", CL_COMMAND_COPY_IMAGE_TO_BUFFER,
                         command_queue, src_image, dst_buffer, src_origin, region, dst_offset,
                         num_events_in_wait_list, event_wait_list, event);
}

Status clEnqueueCopyBufferToImage(cl_command_queue command_queue, cl_mem src_buffer,
                                  cl_mem dst_image, size_t src_offset, const size_t* dst_origin,
                                  const size_t* region, cl_uint num_events_in_wait_list,
                                  const cl_event* event_wait_list, cl_event* event) {
  return copyImageBuffer("clEnqueueCopyBufferToImage", CL_COMMAND_COPY_BUFFER_TO_IMAGE,
                         command_queue, dst_image, src_buffer, dst_origin, region, src_offset,
                         num_events_in_wait_list, event_wait_list, event);
}

Result<void*> clEnqueueMapImage(cl_command_queue command_queue, cl_mem image, cl_bool blocking_map,
                                cl_map_flags map_flags, const size_t* origin, const size_t* region,
                                size_t* image_row_pitch, size_t* image_slice_pitch,
                                cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                                cl_event* event) {
  const char* fn = "clEnqueueMapImage";
  auto target = checkImageTarget(fn, command_queue, image);
  if (!target.ok())
    return Error{target.code()};
  auto [q, m] = target.value();
  Context* c = &q->context();
  const ImageDesc& desc = *m->image();
  auto r = checkImageRegion(fn, desc, origin, region, "the image's", c);
  if (!r.ok())
    return Error{r.code()};
  WEFT_TRY(checkMapFlags(fn, map_flags, c));
  if (!image_row_pitch)
    return fail(CL_INVALID_VALUE, fn, "image_row_pitch is NULL", c);
  const bool hasSlices = isImageArray(desc.type) || desc.type == CL_MEM_OBJECT_IMAGE3D;
  if (hasSlices && !image_slice_pitch)
    return fail(CL_INVALID_VALUE, fn, "image_slice_pitch is NULL for a 3D image or an array", c);
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, c, fn));
  WEFT_TRY(checkHostAccess(fn, *m, map_flags & CL_MAP_READ,
                           map_flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)));
  // The mapping is the image itself (with CL_MEM_USE_HOST_PTR, the application's memory).
  const Layout at = imageLayout(*m, r.value());
  *image_row_pitch = at.rowPitch;
  if (image_slice_pitch)
    *image_slice_pitch = hasSlices ? at.slicePitch : 0;
  void* pointer = at.base;
  m->addMapping(pointer);
  Ref<MemObject> keep(m);
  Status status = q->enqueue(
      CL_COMMAND_MAP_IMAGE, [keep]() -> cl_int { return CL_SUCCESS; }, num_events_in_wait_list,
      event_wait_list, event, blocking_map);
  if (!status.ok()) {
    m->removeMapping(pointer);
    return Error{status.code()};
  }
  return pointer;
}

} // namespace weft::api
