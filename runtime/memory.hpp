// cl_mem buffers, sub-buffers and images (runtime/image.hpp). Host memory is device memory
// (DESIGN.md §6): a buffer is an aligned host allocation, or the application's own memory with
// CL_MEM_USE_HOST_PTR, and mapping returns a pointer into it without copying.
#pragma once

#include "runtime/error.hpp"
#include "runtime/object.hpp"

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

namespace weft {

class Context;
struct ImageDesc;

class MemObject final : public ApiObject<_cl_mem, ObjectKind::Mem> {
public:
  using DestructorFn = void(CL_CALLBACK*)(cl_mem, void*);

  /// A buffer of `size` bytes. Throws std::bad_alloc when memory is short.
  MemObject(Context& context, cl_mem_flags flags, size_t size, void* hostPtr,
            std::vector<cl_mem_properties> properties);
  /// A sub-buffer of `parent` at `origin`.
  MemObject(MemObject& parent, cl_mem_flags flags, size_t origin, size_t size);
  /// An image: `image` says its shape; its texels are `image.source`'s bytes when it has one,
  /// else the host pointer's (CL_MEM_USE_HOST_PTR) or new memory, filled from `hostPtr` laid
  /// out with `hostRowPitch` and `hostSlicePitch` for CL_MEM_COPY_HOST_PTR. Throws
  /// std::bad_alloc when memory is short.
  MemObject(Context& context, cl_mem_flags flags, std::unique_ptr<ImageDesc> image, void* hostPtr,
            size_t hostRowPitch, size_t hostSlicePitch, std::vector<cl_mem_properties> properties);
  ~MemObject() override;

  Context& context() const { return *m_context; }
  cl_mem_object_type type() const;
  /// The image's shape and format; null for a buffer.
  const ImageDesc* image() const { return m_image.get(); }
  bool isBuffer() const { return !m_image; }
  cl_mem_flags flags() const { return m_flags; }
  size_t size() const { return m_size; }
  void* hostPtr() const { return m_hostPtr; }
  /// Where the bytes are: valid for the object's lifetime.
  char* data() const { return m_data; }
  MemObject* parent() const { return m_parent.get(); }
  size_t offset() const { return m_offset; }
  const std::vector<cl_mem_properties>& properties() const { return m_properties; }
  cl_uint mapCount() const { return m_mapCount.load(); }

  void addDestructorCallback(DestructorFn fn, void* userData);
  /// Records a mapping; unmapping a pointer that was not mapped is CL_INVALID_VALUE.
  void addMapping(void* pointer);
  bool removeMapping(void* pointer);

private:
  Ref<Context> m_context;
  cl_mem_flags m_flags;
  size_t m_size;
  void* m_hostPtr;
  char* m_data;
  bool m_ownsData;
  Ref<MemObject> m_parent;
  size_t m_offset = 0;
  std::vector<cl_mem_properties> m_properties;
  std::unique_ptr<ImageDesc> m_image;
  std::atomic<cl_uint> m_mapCount{0};
  std::mutex m_mutex;
  std::vector<void*> m_mappings;
  std::vector<std::pair<DestructorFn, void*>> m_destructorCallbacks;
};

/// The access, host access and host pointer flags of cl_mem_flags.
inline constexpr cl_mem_flags kAccessFlags =
    CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
inline constexpr cl_mem_flags kHostAccessFlags =
    CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;
inline constexpr cl_mem_flags kHostPtrFlags =
    CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR;

namespace api {
/// The flag rules buffers and images share (§5.2.1, §5.3.1): known bits, one access mode, one
/// host access mode, and CL_MEM_USE_HOST_PTR alone among the host pointer flags.
Status checkMemFlags(const char* fn, cl_mem_flags flags, Context* context);
/// "CL_INVALID_OPERATION if clEnqueueRead{Buffer,Image} is called on a memory object created
/// with CL_MEM_HOST_WRITE_ONLY or CL_MEM_HOST_NO_ACCESS", and the write-side equivalent.
Status checkHostAccess(const char* fn, const MemObject& m, bool reads, bool writes);
/// The map flags of clEnqueueMap{Buffer,Image}: known bits, and WRITE_INVALIDATE_REGION alone.
Status checkMapFlags(const char* fn, cl_map_flags flags, Context* context);
} // namespace api

MemObject* toMem(cl_mem mem);
/// The memory object if it is a buffer (not an image), else null.
MemObject* toBuffer(cl_mem mem);
/// The memory object if it is an image, else null.
MemObject* toImage(cl_mem mem);

} // namespace weft
