// cl_mem buffers and sub-buffers. Host memory is device memory (DESIGN.md §6): a buffer is an
// aligned host allocation, or the application's own memory with CL_MEM_USE_HOST_PTR, and mapping
// returns a pointer into it without copying.
#pragma once

#include "runtime/object.hpp"

#include <atomic>
#include <mutex>
#include <vector>

namespace weft {

class Context;

class MemObject final : public ApiObject<_cl_mem, ObjectKind::Mem> {
public:
  using DestructorFn = void(CL_CALLBACK*)(cl_mem, void*);

  /// A buffer of `size` bytes. Throws std::bad_alloc when memory is short.
  MemObject(Context& context, cl_mem_flags flags, size_t size, void* hostPtr,
            std::vector<cl_mem_properties> properties);
  /// A sub-buffer of `parent` at `origin`.
  MemObject(MemObject& parent, cl_mem_flags flags, size_t origin, size_t size);
  ~MemObject() override;

  Context& context() const { return *m_context; }
  cl_mem_object_type type() const { return CL_MEM_OBJECT_BUFFER; }
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
  std::atomic<cl_uint> m_mapCount{0};
  std::mutex m_mutex;
  std::vector<void*> m_mappings;
  std::vector<std::pair<DestructorFn, void*>> m_destructorCallbacks;
};

MemObject* toMem(cl_mem mem);

} // namespace weft
