// The buffer commands (OpenCL 3.0 §5.2.2–§5.2.4): read, write, copy, fill, their rectangular
// forms, map and unmap. Each validates in the spec's order, then enqueues work that holds a
// reference to every buffer it touches.
#include "runtime/api.hpp"
#include "runtime/command_queue.hpp"
#include "runtime/context.hpp"
#include "runtime/device.hpp"
#include "runtime/memory.hpp"
#include "runtime/transfer.hpp"

#include <array>
#include <cstring>

namespace weft::api {
namespace {

/// The queue, the buffer and their common context, checked the way every buffer command begins.
struct Target {
  CommandQueue* queue;
  MemObject* buffer;
};

/// (`imagesToo`: any memory object, as unmapping takes.)
Result<Target> checkTarget(const char* fn, cl_command_queue command_queue, cl_mem buffer,
                           bool imagesToo = false) {
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "command_queue is not a valid command queue");
  MemObject* m = imagesToo ? toMem(buffer) : toBuffer(buffer);
  if (!m)
    return fail(CL_INVALID_MEM_OBJECT, fn,
                imagesToo ? "memobj is not a valid memory object" : "buffer is not a valid buffer",
                &q->context());
  if (&m->context() != &q->context())
    return fail(CL_INVALID_CONTEXT, fn, "the queue and the buffer belong to different contexts",
                &q->context());
  return Target{q, m};
}

/// The queue and the two buffers of a copy, each checked as checkTarget checks one.
struct CopyTargets {
  CommandQueue* queue;
  MemObject* src;
  MemObject* dst;
};

Result<CopyTargets> checkCopyTargets(const char* fn, cl_command_queue command_queue,
                                     cl_mem src_buffer, cl_mem dst_buffer) {
  auto src = checkTarget(fn, command_queue, src_buffer);
  if (!src.ok())
    return Error{src.code()};
  auto dst = checkTarget(fn, command_queue, dst_buffer);
  if (!dst.ok())
    return Error{dst.code()};
  return CopyTargets{src.value().queue, src.value().buffer, dst.value().buffer};
}

bool inBounds(const MemObject& m, size_t offset, size_t size) {
  return offset <= m.size() && size <= m.size() - offset;
}

/// A rectangle in a linear buffer: pitches with the spec's defaults applied, and the end of the
/// bytes it touches, computed without wrapping (issue 16: an origin near SIZE_MAX or a pitch of
/// 2^63 must not wrap around to a small offset inside the buffer).
struct Rect {
  std::array<size_t, 3> origin;
  size_t rowPitch;
  size_t slicePitch;
  size_t end; ///< one past the last byte touched; every offsetOf(y, z) + region[0] is at most this

  size_t offsetOf(size_t y, size_t z) const {
    return (origin[2] + z) * slicePitch + (origin[1] + y) * rowPitch + origin[0];
  }
};

Result<std::array<size_t, 3>> checkRegion(const char* fn, const size_t* region, Context* context) {
  if (!region)
    return fail(CL_INVALID_VALUE, fn, "region is NULL", context);
  if (region[0] == 0 || region[1] == 0 || region[2] == 0)
    return fail(CL_INVALID_VALUE, fn, "a region dimension is 0", context);
  return std::array<size_t, 3>{region[0], region[1], region[2]};
}

/// The rectangle at `origin` (checked by checkRegion first: region is not NULL and has no zero).
Result<Rect> makeRect(const char* fn, const size_t* origin, const std::array<size_t, 3>& region,
                      size_t rowPitch, size_t slicePitch, const char* which, Context* context) {
  auto invalid = [&](const char* what) {
    return fail(CL_INVALID_VALUE, fn, std::string(which) + " " + what, context);
  };
  if (!origin)
    return invalid("origin is NULL");
  if (rowPitch == 0)
    rowPitch = region[0];
  else if (rowPitch < region[0])
    return invalid("row pitch is below region[0]");
  size_t slice = 0;
  if (__builtin_mul_overflow(region[1], rowPitch, &slice))
    return invalid("row pitch * region[1] does not fit in size_t");
  if (slicePitch == 0)
    slicePitch = slice;
  else if (slicePitch < slice || slicePitch % rowPitch != 0)
    return invalid("slice pitch is below region[1] * row pitch or not a multiple of the row pitch");
  // end = (origin[2] + region[2] - 1) * slicePitch + (origin[1] + region[1] - 1) * rowPitch
  //       + origin[0] + region[0]
  size_t lastSlice, lastRow, end;
  if (__builtin_add_overflow(origin[2], region[2] - 1, &lastSlice) ||
      __builtin_add_overflow(origin[1], region[1] - 1, &lastRow) ||
      __builtin_mul_overflow(lastSlice, slicePitch, &lastSlice) ||
      __builtin_mul_overflow(lastRow, rowPitch, &lastRow) ||
      __builtin_add_overflow(lastSlice, lastRow, &end) ||
      __builtin_add_overflow(end, origin[0], &end) || __builtin_add_overflow(end, region[0], &end))
    return invalid("origin, region and pitches reach past SIZE_MAX");
  return Rect{{origin[0], origin[1], origin[2]}, rowPitch, slicePitch, end};
}

/// Copies `region` from `src` (laid out as `s`) to `dst` (as `d`), on `device`'s cores when large
/// (runtime/transfer.hpp).
void copyRect(devices::Device& device, char* dst, const Rect& d, const char* src, const Rect& s,
              const std::array<size_t, 3>& region) {
  copyRows(device, dst, RowLayout{d.offsetOf(0, 0), d.rowPitch, d.slicePitch}, src,
           RowLayout{s.offsetOf(0, 0), s.rowPitch, s.slicePitch}, region[0], region[1], region[2]);
}

bool overlaps(size_t a, size_t aSize, size_t b, size_t bSize) {
  return a < b + bSize && b < a + aSize;
}

/// Whether two rectangles of one buffer share a byte. With equal pitches, a row of one meets a
/// row of the other when their start offsets differ by less than a row's width; for each slice
/// distance only the two row distances nearest to that are worth testing. With different pitches
/// (sub-buffers of one parent) the byte spans are compared, which may report overlap too often.
bool rectsOverlap(const Rect& a, size_t aBase, const Rect& b, size_t bBase,
                  const std::array<size_t, 3>& region) {
  size_t aStart = aBase + a.offsetOf(0, 0), bStart = bBase + b.offsetOf(0, 0);
  size_t aEnd = aBase + a.end, bEnd = bBase + b.end;
  if (aEnd <= bStart || bEnd <= aStart)
    return false;
  if (a.rowPitch != b.rowPitch || a.slicePitch != b.slicePitch)
    return true;
  const long long width = static_cast<long long>(region[0]);
  const long long row = static_cast<long long>(a.rowPitch);
  const long long slice = static_cast<long long>(a.slicePitch);
  const long long rows = static_cast<long long>(region[1]);
  const long long slices = static_cast<long long>(region[2]);
  const long long base = static_cast<long long>(aStart) - static_cast<long long>(bStart);
  for (long long dz = -(slices - 1); dz <= slices - 1; ++dz) {
    long long shifted = base + dz * slice;
    long long nearest = row ? -shifted / row : 0;
    for (long long dy = nearest - 1; dy <= nearest + 1; ++dy) {
      if (dy < -(rows - 1) || dy > rows - 1)
        continue;
      long long distance = shifted + dy * row;
      if (distance > -width && distance < width)
        return true;
    }
  }
  return false;
}

/// Two buffers share memory when one is the other or they have the same root.
const MemObject& rootOf(const MemObject& m) { return m.parent() ? *m.parent() : m; }

Status readWrite(const char* fn, cl_command_type type, cl_command_queue command_queue,
                 cl_mem buffer, cl_bool blocking, size_t offset, size_t size, void* ptr,
                 cl_uint numEvents, const cl_event* waitList, cl_event* event) {
  auto target = checkTarget(fn, command_queue, buffer);
  if (!target.ok())
    return Error{target.code()};
  auto [q, m] = target.value();
  Context* c = &q->context();
  if (!inBounds(*m, offset, size) || size == 0)
    return fail(CL_INVALID_VALUE, fn, "offset and size lie outside the buffer, or size is 0", c);
  if (!ptr)
    return fail(CL_INVALID_VALUE, fn, "ptr is NULL", c);
  WEFT_TRY(checkWaitList(numEvents, waitList, c, fn));
  bool reading = type == CL_COMMAND_READ_BUFFER;
  WEFT_TRY(checkHostAccess(fn, *m, reading, !reading));
  Ref<MemObject> keep(m);
  devices::Device* device = &q->device().backend();
  auto work = [keep, offset, size, ptr, reading, device]() -> cl_int {
    if (reading)
      copyBytes(*device, ptr, keep->data() + offset, size);
    else
      copyBytes(*device, keep->data() + offset, ptr, size);
    return CL_SUCCESS;
  };
  return q->enqueue(type, work, numEvents, waitList, event, blocking);
}

Status readWriteRect(const char* fn, cl_command_type type, cl_command_queue command_queue,
                     cl_mem buffer, cl_bool blocking, const size_t* buffer_origin,
                     const size_t* host_origin, const size_t* region, size_t buffer_row_pitch,
                     size_t buffer_slice_pitch, size_t host_row_pitch, size_t host_slice_pitch,
                     void* ptr, cl_uint numEvents, const cl_event* waitList, cl_event* event) {
  auto target = checkTarget(fn, command_queue, buffer);
  if (!target.ok())
    return Error{target.code()};
  auto [q, m] = target.value();
  Context* c = &q->context();
  auto size = checkRegion(fn, region, c);
  if (!size.ok())
    return Error{size.code()};
  auto bufferRect =
      makeRect(fn, buffer_origin, size.value(), buffer_row_pitch, buffer_slice_pitch, "buffer", c);
  if (!bufferRect.ok())
    return Error{bufferRect.code()};
  auto hostRect =
      makeRect(fn, host_origin, size.value(), host_row_pitch, host_slice_pitch, "host", c);
  if (!hostRect.ok())
    return Error{hostRect.code()};
  if (bufferRect.value().end > m->size())
    return fail(CL_INVALID_VALUE, fn, "the region lies outside the buffer", c);
  if (!ptr)
    return fail(CL_INVALID_VALUE, fn, "ptr is NULL", c);
  WEFT_TRY(checkWaitList(numEvents, waitList, c, fn));
  bool reading = type == CL_COMMAND_READ_BUFFER_RECT;
  WEFT_TRY(checkHostAccess(fn, *m, reading, !reading));
  Ref<MemObject> keep(m);
  devices::Device* device = &q->device().backend();
  auto work = [keep, b = bufferRect.value(), h = hostRect.value(), r = size.value(), ptr, reading,
               device]() -> cl_int {
    char* host = static_cast<char*>(ptr);
    if (reading)
      copyRect(*device, host, h, keep->data(), b, r);
    else
      copyRect(*device, keep->data(), b, host, h, r);
    return CL_SUCCESS;
  };
  return q->enqueue(type, work, numEvents, waitList, event, blocking);
}

} // namespace

Status clEnqueueReadBuffer(cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_read,
                           size_t offset, size_t size, void* ptr, cl_uint num_events_in_wait_list,
                           const cl_event* event_wait_list, cl_event* event) {
  return readWrite("clEnqueueReadBuffer", CL_COMMAND_READ_BUFFER, command_queue, buffer,
                   blocking_read, offset, size, ptr, num_events_in_wait_list, event_wait_list,
                   event);
}

Status clEnqueueWriteBuffer(cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_write,
                            size_t offset, size_t size, const void* ptr,
                            cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                            cl_event* event) {
  return readWrite("clEnqueueWriteBuffer", CL_COMMAND_WRITE_BUFFER, command_queue, buffer,
                   blocking_write, offset, size, const_cast<void*>(ptr), num_events_in_wait_list,
                   event_wait_list, event);
}

Status clEnqueueReadBufferRect(cl_command_queue command_queue, cl_mem buffer, cl_bool blocking_read,
                               const size_t* buffer_origin, const size_t* host_origin,
                               const size_t* region, size_t buffer_row_pitch,
                               size_t buffer_slice_pitch, size_t host_row_pitch,
                               size_t host_slice_pitch, void* ptr, cl_uint num_events_in_wait_list,
                               const cl_event* event_wait_list, cl_event* event) {
  return readWriteRect("clEnqueueReadBufferRect", CL_COMMAND_READ_BUFFER_RECT, command_queue,
                       buffer, blocking_read, buffer_origin, host_origin, region, buffer_row_pitch,
                       buffer_slice_pitch, host_row_pitch, host_slice_pitch, ptr,
                       num_events_in_wait_list, event_wait_list, event);
}

Status clEnqueueWriteBufferRect(cl_command_queue command_queue, cl_mem buffer,
                                cl_bool blocking_write, const size_t* buffer_origin,
                                const size_t* host_origin, const size_t* region,
                                size_t buffer_row_pitch, size_t buffer_slice_pitch,
                                size_t host_row_pitch, size_t host_slice_pitch, const void* ptr,
                                cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                                cl_event* event) {
  return readWriteRect("clEnqueueWriteBufferRect", CL_COMMAND_WRITE_BUFFER_RECT, command_queue,
                       buffer, blocking_write, buffer_origin, host_origin, region, buffer_row_pitch,
                       buffer_slice_pitch, host_row_pitch, host_slice_pitch, const_cast<void*>(ptr),
                       num_events_in_wait_list, event_wait_list, event);
}

Status clEnqueueCopyBuffer(cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer,
                           size_t src_offset, size_t dst_offset, size_t size,
                           cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                           cl_event* event) {
  const char* fn = "clEnqueueCopyBuffer";
  auto targets = checkCopyTargets(fn, command_queue, src_buffer, dst_buffer);
  if (!targets.ok())
    return Error{targets.code()};
  auto [q, s, d] = targets.value();
  Context* c = &q->context();
  if (size == 0 || !inBounds(*s, src_offset, size) || !inBounds(*d, dst_offset, size))
    return fail(CL_INVALID_VALUE, fn, "the copy lies outside a buffer, or size is 0", c);
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, c, fn));
  if (&rootOf(*s) == &rootOf(*d) &&
      overlaps(s->offset() + src_offset, size, d->offset() + dst_offset, size))
    return fail(CL_MEM_COPY_OVERLAP, fn, "source and destination regions overlap", c);
  Ref<MemObject> keepSrc(s), keepDst(d);
  devices::Device* device = &q->device().backend();
  auto work = [keepSrc, keepDst, src_offset, dst_offset, size, device]() -> cl_int {
    copyBytes(*device, keepDst->data() + dst_offset, keepSrc->data() + src_offset, size);
    return CL_SUCCESS;
  };
  return q->enqueue(CL_COMMAND_COPY_BUFFER, work, num_events_in_wait_list, event_wait_list, event);
}

Status clEnqueueCopyBufferRect(cl_command_queue command_queue, cl_mem src_buffer, cl_mem dst_buffer,
                               const size_t* src_origin, const size_t* dst_origin,
                               const size_t* region, size_t src_row_pitch, size_t src_slice_pitch,
                               size_t dst_row_pitch, size_t dst_slice_pitch,
                               cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                               cl_event* event) {
  const char* fn = "clEnqueueCopyBufferRect";
  auto targets = checkCopyTargets(fn, command_queue, src_buffer, dst_buffer);
  if (!targets.ok())
    return Error{targets.code()};
  auto [q, s, d] = targets.value();
  Context* c = &q->context();
  auto size = checkRegion(fn, region, c);
  if (!size.ok())
    return Error{size.code()};
  auto srcRect =
      makeRect(fn, src_origin, size.value(), src_row_pitch, src_slice_pitch, "source", c);
  if (!srcRect.ok())
    return Error{srcRect.code()};
  auto dstRect =
      makeRect(fn, dst_origin, size.value(), dst_row_pitch, dst_slice_pitch, "destination", c);
  if (!dstRect.ok())
    return Error{dstRect.code()};
  if (srcRect.value().end > s->size() || dstRect.value().end > d->size())
    return fail(CL_INVALID_VALUE, fn, "the region lies outside a buffer", c);
  if (s == d && (srcRect.value().rowPitch != dstRect.value().rowPitch ||
                 srcRect.value().slicePitch != dstRect.value().slicePitch))
    return fail(CL_INVALID_VALUE, fn, "same buffer with different pitches", c);
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, c, fn));
  if (&rootOf(*s) == &rootOf(*d) &&
      rectsOverlap(srcRect.value(), s->offset(), dstRect.value(), d->offset(), size.value()))
    return fail(CL_MEM_COPY_OVERLAP, fn, "source and destination regions overlap", c);
  Ref<MemObject> keepSrc(s), keepDst(d);
  devices::Device* device = &q->device().backend();
  auto work = [keepSrc, keepDst, a = srcRect.value(), b = dstRect.value(), r = size.value(),
               device]() -> cl_int {
    copyRect(*device, keepDst->data(), b, keepSrc->data(), a, r);
    return CL_SUCCESS;
  };
  return q->enqueue(CL_COMMAND_COPY_BUFFER_RECT, work, num_events_in_wait_list, event_wait_list,
                    event);
}

Status clEnqueueFillBuffer(cl_command_queue command_queue, cl_mem buffer, const void* pattern,
                           size_t pattern_size, size_t offset, size_t size,
                           cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                           cl_event* event) {
  const char* fn = "clEnqueueFillBuffer";
  auto target = checkTarget(fn, command_queue, buffer);
  if (!target.ok())
    return Error{target.code()};
  auto [q, m] = target.value();
  Context* c = &q->context();
  if (!inBounds(*m, offset, size))
    return fail(CL_INVALID_VALUE, fn, "offset and size lie outside the buffer", c);
  if (!pattern || pattern_size == 0 || pattern_size > 128 ||
      (pattern_size & (pattern_size - 1)) != 0)
    return fail(CL_INVALID_VALUE, fn, "pattern is NULL or pattern_size is not 1, 2, 4, ... 128", c);
  if (offset % pattern_size != 0 || size % pattern_size != 0)
    return fail(CL_INVALID_VALUE, fn, "offset or size is not a multiple of pattern_size", c);
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, c, fn));
  Ref<MemObject> keep(m);
  std::array<char, 128> bytes{};
  std::memcpy(bytes.data(), pattern, pattern_size);
  devices::Device* device = &q->device().backend();
  auto work = [keep, bytes, pattern_size, offset, size, device]() -> cl_int {
    fillBytes(*device, keep->data() + offset, size, bytes.data(), pattern_size);
    return CL_SUCCESS;
  };
  return q->enqueue(CL_COMMAND_FILL_BUFFER, work, num_events_in_wait_list, event_wait_list, event);
}

Result<void*> clEnqueueMapBuffer(cl_command_queue command_queue, cl_mem buffer,
                                 cl_bool blocking_map, cl_map_flags map_flags, size_t offset,
                                 size_t size, cl_uint num_events_in_wait_list,
                                 const cl_event* event_wait_list, cl_event* event) {
  const char* fn = "clEnqueueMapBuffer";
  auto target = checkTarget(fn, command_queue, buffer);
  if (!target.ok())
    return Error{target.code()};
  auto [q, m] = target.value();
  Context* c = &q->context();
  if (!inBounds(*m, offset, size) || size == 0)
    return fail(CL_INVALID_VALUE, fn, "offset and size lie outside the buffer, or size is 0", c);
  WEFT_TRY(checkMapFlags(fn, map_flags, c));
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, c, fn));
  WEFT_TRY(checkHostAccess(fn, *m, map_flags & CL_MAP_READ,
                           map_flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)));
  // Host memory is device memory: the mapping is the buffer itself (with CL_MEM_USE_HOST_PTR,
  // the application's pointer), so mapping copies nothing.
  void* pointer = m->data() + offset;
  m->addMapping(pointer);
  Ref<MemObject> keep(m);
  Status status = q->enqueue(
      CL_COMMAND_MAP_BUFFER, [keep]() -> cl_int { return CL_SUCCESS; }, num_events_in_wait_list,
      event_wait_list, event, blocking_map);
  if (!status.ok()) {
    m->removeMapping(pointer);
    return Error{status.code()};
  }
  return pointer;
}

Status clEnqueueUnmapMemObject(cl_command_queue command_queue, cl_mem memobj, void* mapped_ptr,
                               cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                               cl_event* event) {
  const char* fn = "clEnqueueUnmapMemObject";
  auto target = checkTarget(fn, command_queue, memobj, true);
  if (!target.ok())
    return Error{target.code()};
  auto [q, m] = target.value();
  Context* c = &q->context();
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, c, fn));
  if (!m->removeMapping(mapped_ptr))
    return fail(CL_INVALID_VALUE, fn, "mapped_ptr is not a pointer mapped from memobj", c);
  Ref<MemObject> keep(m);
  return q->enqueue(
      CL_COMMAND_UNMAP_MEM_OBJECT, [keep]() -> cl_int { return CL_SUCCESS; },
      num_events_in_wait_list, event_wait_list, event);
}

Status clEnqueueMigrateMemObjects(cl_command_queue command_queue, cl_uint num_mem_objects,
                                  const cl_mem* mem_objects, cl_mem_migration_flags flags,
                                  cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                                  cl_event* event) {
  const char* fn = "clEnqueueMigrateMemObjects";
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "command_queue is not a valid command queue");
  Context* c = &q->context();
  if (num_mem_objects == 0 || !mem_objects)
    return fail(CL_INVALID_VALUE, fn, "num_mem_objects is 0 or mem_objects is NULL", c);
  std::vector<Ref<MemObject>> keep;
  for (cl_uint i = 0; i < num_mem_objects; ++i) {
    MemObject* m = toMem(mem_objects[i]);
    if (!m)
      return fail(CL_INVALID_MEM_OBJECT, fn, "mem_objects[" + std::to_string(i) + "] is not valid",
                  c);
    if (&m->context() != c)
      return fail(CL_INVALID_CONTEXT, fn, "a memory object belongs to another context", c);
    keep.emplace_back(m);
  }
  if (flags &
      ~cl_mem_migration_flags(CL_MIGRATE_MEM_OBJECT_HOST | CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED))
    return fail(CL_INVALID_VALUE, fn, "flags has unknown bits", c);
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, c, fn));
  // One memory for host and device: migrating to the host moves nothing, and neither does
  // migrating to a root device, which spans all of the process's NUMA nodes. A sub-device's
  // NUMA nodes get the pages, where the system lets them move (a hint: failure is no error).
  Device* device = &q->device();
  const bool move = !(flags & CL_MIGRATE_MEM_OBJECT_HOST) && !device->isRoot();
  return q->enqueue(
      CL_COMMAND_MIGRATE_MEM_OBJECTS,
      [keep, move, device]() -> cl_int {
        if (move)
          for (const Ref<MemObject>& m : keep)
            (void)device->backend().migrateMemory(m->data(), m->size());
        return CL_SUCCESS;
      },
      num_events_in_wait_list, event_wait_list, event);
}

} // namespace weft::api
