// Buffer objects (OpenCL 3.0 §5.2): creation, sub-buffers, queries and destructor callbacks.
#include "runtime/memory.hpp"
#include "runtime/api.hpp"
#include "runtime/context.hpp"
#include "runtime/device.hpp"
#include "runtime/image.hpp"
#include "runtime/info_writer.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

#include <sys/mman.h>

namespace weft {
namespace {

constexpr size_t kHugePage = size_t(2) << 20;

/// Large buffers start on a page, small ones on CL_DEVICE_MEM_BASE_ADDR_ALIGN (128 bytes).
/// Buffers of a huge page or more start on one and ask for transparent huge pages (Debian's
/// default is "madvise": only memory that asks gets them): kernels that walk a matrix down its
/// columns touch another 4 KiB page on every row, and each costs a TLB miss.
char* allocateBuffer(size_t size) {
  const size_t alignment = size >= kHugePage ? kHugePage : size >= (1u << 20) ? 4096 : 128;
  // Rounded to what aligned_alloc asks for; the pages past the end are never touched.
  const size_t rounded = (size + alignment - 1) / alignment * alignment;
  void* data = std::aligned_alloc(alignment, rounded);
  if (!data)
    throw std::bad_alloc();
  // Only the whole huge pages the buffer fills: its tail stays in small pages, so no buffer
  // takes more memory than it asked for. Advice: without huge pages nothing changes.
  if (alignment == kHugePage)
    madvise(data, size / kHugePage * kHugePage, MADV_HUGEPAGE);
  return static_cast<char*>(data);
}

bool atMostOne(cl_mem_flags bits) { return (bits & (bits - 1)) == 0; }

} // namespace

MemObject::MemObject(Context& context, cl_mem_flags flags, size_t size, void* hostPtr,
                     std::vector<cl_mem_properties> properties)
    : m_context(&context), m_flags(flags), m_size(size),
      m_hostPtr(flags & CL_MEM_USE_HOST_PTR ? hostPtr : nullptr), m_data(nullptr),
      m_ownsData(!(flags & CL_MEM_USE_HOST_PTR)), m_properties(std::move(properties)) {
  if (flags & CL_MEM_USE_HOST_PTR) {
    // Zero-copy: the application's memory is the buffer.
    m_data = static_cast<char*>(hostPtr);
  } else {
    m_data = allocateBuffer(size);
    if (flags & CL_MEM_COPY_HOST_PTR)
      std::memcpy(m_data, hostPtr, size);
  }
}

MemObject::MemObject(MemObject& parent, cl_mem_flags flags, size_t origin, size_t size)
    : m_context(&parent.context()), m_flags(flags), m_size(size),
      m_hostPtr(parent.hostPtr() ? static_cast<char*>(parent.hostPtr()) + origin : nullptr),
      m_data(parent.data() + origin), m_ownsData(false), m_parent(&parent), m_offset(origin) {}

MemObject::MemObject(Context& context, cl_mem_flags flags, std::unique_ptr<ImageDesc> image,
                     void* hostPtr, size_t hostRowPitch, size_t hostSlicePitch,
                     std::vector<cl_mem_properties> properties)
    : m_context(&context), m_flags(flags), m_size(image->byteSize()),
      m_hostPtr(flags & CL_MEM_USE_HOST_PTR ? hostPtr : nullptr), m_data(nullptr),
      m_ownsData(false), m_properties(std::move(properties)), m_image(std::move(image)) {
  if (m_image->source) {
    // A view of a buffer's or another image's texels.
    m_data = m_image->source->data();
  } else if (flags & CL_MEM_USE_HOST_PTR) {
    m_data = static_cast<char*>(hostPtr);
  } else {
    m_data = allocateBuffer(std::max<size_t>(m_size, 1));
    m_ownsData = true;
    if (flags & CL_MEM_COPY_HOST_PTR) {
      const auto [width, rows, slices] = m_image->extent();
      const size_t rowBytes = width * m_image->elementSize;
      for (size_t z = 0; z < slices; ++z)
        for (size_t y = 0; y < rows; ++y)
          std::memcpy(m_data + z * m_image->slicePitch + y * m_image->rowPitch,
                      static_cast<const char*>(hostPtr) + z * hostSlicePitch + y * hostRowPitch,
                      rowBytes);
    }
  }
  m_image->describe(m_data);
}

MemObject::~MemObject() {
  // "The registered user callback functions are called in the reverse order in which they were
  // registered", after the memory may no longer be used.
  for (auto it = m_destructorCallbacks.rbegin(); it != m_destructorCallbacks.rend(); ++it)
    it->first(handle(), it->second);
  if (m_ownsData)
    std::free(m_data);
}

void MemObject::addDestructorCallback(DestructorFn fn, void* userData) {
  std::lock_guard<std::mutex> lock(m_mutex);
  m_destructorCallbacks.emplace_back(fn, userData);
}

void MemObject::addMapping(void* pointer) {
  std::lock_guard<std::mutex> lock(m_mutex);
  m_mappings.push_back(pointer);
  m_mapCount.fetch_add(1);
}

bool MemObject::removeMapping(void* pointer) {
  std::lock_guard<std::mutex> lock(m_mutex);
  auto it = std::find(m_mappings.begin(), m_mappings.end(), pointer);
  if (it == m_mappings.end())
    return false;
  m_mappings.erase(it);
  m_mapCount.fetch_sub(1);
  return true;
}

cl_mem_object_type MemObject::type() const {
  return m_image ? m_image->type : CL_MEM_OBJECT_BUFFER;
}

MemObject* toMem(cl_mem mem) { return fromHandle<MemObject>(mem); }

MemObject* toBuffer(cl_mem mem) {
  MemObject* m = toMem(mem);
  return m && m->isBuffer() ? m : nullptr;
}

MemObject* toImage(cl_mem mem) {
  MemObject* m = toMem(mem);
  return m && !m->isBuffer() ? m : nullptr;
}

namespace api {

Status checkMemFlags(const char* fn, cl_mem_flags flags, Context* context) {
  constexpr cl_mem_flags kKnown =
      kAccessFlags | kHostAccessFlags | kHostPtrFlags | CL_MEM_KERNEL_READ_AND_WRITE;
  if (flags & ~kKnown)
    return fail(CL_INVALID_VALUE, fn, "flags has unknown bits", context);
  if (!atMostOne(flags & kAccessFlags))
    return fail(CL_INVALID_VALUE, fn,
                "flags names more than one of READ_WRITE, READ_ONLY, WRITE_ONLY", context);
  if (!atMostOne(flags & kHostAccessFlags))
    return fail(CL_INVALID_VALUE, fn, "flags names more than one host access mode", context);
  if ((flags & CL_MEM_USE_HOST_PTR) && (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
    return fail(CL_INVALID_VALUE, fn,
                "CL_MEM_USE_HOST_PTR excludes ALLOC_HOST_PTR and COPY_HOST_PTR", context);
  return success();
}

Status checkHostAccess(const char* fn, const MemObject& m, bool reads, bool writes) {
  const char* what = m.isBuffer() ? "buffer" : "image";
  if (reads && (m.flags() & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS)))
    return fail(CL_INVALID_OPERATION, fn,
                std::string("the ") + what + " does not allow the host to read it", &m.context());
  if (writes && (m.flags() & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)))
    return fail(CL_INVALID_OPERATION, fn,
                std::string("the ") + what + " does not allow the host to write it", &m.context());
  return success();
}

Status checkMapFlags(const char* fn, cl_map_flags flags, Context* context) {
  constexpr cl_map_flags kKnown = CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
  if ((flags & ~kKnown) ||
      ((flags & CL_MAP_WRITE_INVALIDATE_REGION) && (flags & (CL_MAP_READ | CL_MAP_WRITE))))
    return fail(CL_INVALID_VALUE, fn, "map_flags is not a valid combination", context);
  return success();
}

namespace {

Result<cl_mem> createBuffer(const char* fn, cl_context context,
                            std::vector<cl_mem_properties> properties, cl_mem_flags flags,
                            size_t size, void* host_ptr) {
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  WEFT_TRY(checkMemFlags(fn, flags, c));
  uint64_t maxAlloc = 0;
  for (Device* d : c->devices())
    maxAlloc = std::max(maxAlloc, d->caps().maxMemAllocSize);
  if (size == 0 || size > maxAlloc)
    return fail(CL_INVALID_BUFFER_SIZE, fn,
                "size " + std::to_string(size) + " is 0 or above CL_DEVICE_MAX_MEM_ALLOC_SIZE", c);
  bool wantsHostPtr = flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
  if (wantsHostPtr && !host_ptr)
    return fail(CL_INVALID_HOST_PTR, fn, "host_ptr is NULL with USE_HOST_PTR or COPY_HOST_PTR", c);
  if (!wantsHostPtr && host_ptr)
    return fail(CL_INVALID_HOST_PTR, fn, "host_ptr is given without USE_HOST_PTR or COPY_HOST_PTR",
                c);
  if (!(flags & kAccessFlags))
    flags |= CL_MEM_READ_WRITE;
  try {
    return (new MemObject(*c, flags, size, host_ptr, std::move(properties)))->handle();
  } catch (const std::bad_alloc&) {
    return fail(CL_MEM_OBJECT_ALLOCATION_FAILURE, fn, "out of memory for the buffer", c);
  }
}

} // namespace

Result<cl_mem> clCreateBuffer(cl_context context, cl_mem_flags flags, size_t size, void* host_ptr) {
  return createBuffer("clCreateBuffer", context, {}, flags, size, host_ptr);
}

Result<cl_mem> clCreateBufferWithProperties(cl_context context, const cl_mem_properties* properties,
                                            cl_mem_flags flags, size_t size, void* host_ptr) {
  const char* fn = "clCreateBufferWithProperties";
  if (!fromHandle<Context>(context))
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  std::vector<cl_mem_properties> copy;
  if (properties) {
    // OpenCL 3.0 defines no buffer property; only extensions do, and none is supported.
    if (properties[0] != 0)
      return fail(CL_INVALID_PROPERTY, fn, "unknown buffer property");
    copy.push_back(0);
  }
  return createBuffer(fn, context, std::move(copy), flags, size, host_ptr);
}

Result<cl_mem> clCreateSubBuffer(cl_mem buffer, cl_mem_flags flags,
                                 cl_buffer_create_type buffer_create_type,
                                 const void* buffer_create_info) {
  const char* fn = "clCreateSubBuffer";
  MemObject* parent = toBuffer(buffer);
  if (!parent || parent->parent())
    return fail(CL_INVALID_MEM_OBJECT, fn, "buffer is not a buffer, or is a sub-buffer");
  Context* c = &parent->context();
  WEFT_TRY(checkMemFlags(fn, flags, c));
  if (flags & kHostPtrFlags)
    return fail(CL_INVALID_VALUE, fn, "host pointer flags are not allowed for a sub-buffer", c);
  cl_mem_flags parentFlags = parent->flags();
  // "CL_INVALID_VALUE if buffer was created with CL_MEM_WRITE_ONLY and flags specifies
  // CL_MEM_READ_WRITE or CL_MEM_READ_ONLY", and the like for the other modes.
  if (((parentFlags & CL_MEM_WRITE_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_READ_ONLY))) ||
      ((parentFlags & CL_MEM_READ_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY))) ||
      ((parentFlags & CL_MEM_HOST_WRITE_ONLY) && (flags & CL_MEM_HOST_READ_ONLY)) ||
      ((parentFlags & CL_MEM_HOST_READ_ONLY) && (flags & CL_MEM_HOST_WRITE_ONLY)) ||
      ((parentFlags & CL_MEM_HOST_NO_ACCESS) &&
       (flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY))))
    return fail(CL_INVALID_VALUE, fn, "flags conflict with the parent buffer's flags", c);
  if (buffer_create_type != CL_BUFFER_CREATE_TYPE_REGION)
    return fail(CL_INVALID_VALUE, fn, "buffer_create_type is not CL_BUFFER_CREATE_TYPE_REGION", c);
  if (!buffer_create_info)
    return fail(CL_INVALID_VALUE, fn, "buffer_create_info is NULL", c);
  const auto* region = static_cast<const cl_buffer_region*>(buffer_create_info);
  if (region->size == 0)
    return fail(CL_INVALID_BUFFER_SIZE, fn, "the region's size is 0", c);
  if (region->origin > parent->size() || region->size > parent->size() - region->origin)
    return fail(CL_INVALID_VALUE, fn, "the region lies outside the buffer", c);
  if (region->origin % 128 != 0)
    return fail(CL_MISALIGNED_SUB_BUFFER_OFFSET, fn,
                "the region's origin is not a multiple of CL_DEVICE_MEM_BASE_ADDR_ALIGN", c);
  // Unspecified access flags are inherited, and so are the host pointer flags.
  if (!(flags & kAccessFlags))
    flags |= parentFlags & kAccessFlags;
  if (!(flags & kHostAccessFlags))
    flags |= parentFlags & kHostAccessFlags;
  flags |= parentFlags & kHostPtrFlags;
  return (new MemObject(*parent, flags, region->origin, region->size))->handle();
}

Status clRetainMemObject(cl_mem memobj) {
  MemObject* m = toMem(memobj);
  if (!m)
    return fail(CL_INVALID_MEM_OBJECT, "clRetainMemObject", "memobj is not a memory object");
  m->retainApi();
  return success();
}

Status clReleaseMemObject(cl_mem memobj) {
  MemObject* m = toMem(memobj);
  if (!m)
    return fail(CL_INVALID_MEM_OBJECT, "clReleaseMemObject", "memobj is not a memory object");
  if (!m->releaseApi())
    return fail(CL_INVALID_MEM_OBJECT, "clReleaseMemObject",
                "memobj was released more often than it was retained");
  return success();
}

Status clGetMemObjectInfo(cl_mem memobj, cl_mem_info param_name, size_t param_value_size,
                          void* param_value, size_t* param_value_size_ret) {
  const char* fn = "clGetMemObjectInfo";
  MemObject* m = toMem(memobj);
  if (!m)
    return fail(CL_INVALID_MEM_OBJECT, fn, "memobj is not a memory object");
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  switch (param_name) {
  case CL_MEM_TYPE:
    return out(m->type());
  case CL_MEM_FLAGS:
    return out(m->flags());
  case CL_MEM_SIZE:
    return out(m->size());
  case CL_MEM_HOST_PTR:
    return out(m->hostPtr());
  case CL_MEM_MAP_COUNT:
    return out(m->mapCount());
  case CL_MEM_REFERENCE_COUNT:
    return out(m->apiRefCount());
  case CL_MEM_CONTEXT:
    return out(m->context().handle());
  case CL_MEM_ASSOCIATED_MEMOBJECT:
    if (m->image())
      return out(m->image()->source ? m->image()->source->handle() : cl_mem{nullptr});
    return out(m->parent() ? m->parent()->handle() : cl_mem{nullptr});
  case CL_MEM_OFFSET:
    return out(m->offset());
  case CL_MEM_USES_SVM_POINTER:
    return out(cl_bool{CL_FALSE});
  case CL_MEM_PROPERTIES:
    return out(m->properties());
  default:
    return fail(CL_INVALID_VALUE, fn, "param_name is not a memory object parameter");
  }
}

Status clSetMemObjectDestructorCallback(cl_mem memobj, void(CL_CALLBACK* pfn_notify)(cl_mem, void*),
                                        void* user_data) {
  const char* fn = "clSetMemObjectDestructorCallback";
  MemObject* m = toMem(memobj);
  if (!m)
    return fail(CL_INVALID_MEM_OBJECT, fn, "memobj is not a memory object");
  if (!pfn_notify)
    return fail(CL_INVALID_VALUE, fn, "pfn_notify is NULL");
  m->addDestructorCallback(pfn_notify, user_data);
  return success();
}

} // namespace api
} // namespace weft
