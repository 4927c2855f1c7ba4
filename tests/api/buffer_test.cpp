// OpenCL 3.0 API §5.2 "Buffer Objects" and §5.5 "Memory Objects": creation flags, host access
// rules, sub-buffers, read/write/copy/fill (plain and rectangular), map/unmap, clGetMemObjectInfo
// and destructor callbacks. Every data check compares every byte.
#include "cl_test.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

using namespace weft_test;

namespace {

using Bytes = std::vector<unsigned char>;

/// Host memory aligned for CL_MEM_USE_HOST_PTR (a page: more than any device needs).
struct AlignedHost {
  explicit AlignedHost(size_t size)
      : size(size), ptr(static_cast<unsigned char*>(std::aligned_alloc(4096, roundUp(size)))) {
    REQUIRE(ptr != nullptr);
  }
  ~AlignedHost() { std::free(ptr); }
  AlignedHost(const AlignedHost&) = delete;
  AlignedHost& operator=(const AlignedHost&) = delete;
  static size_t roundUp(size_t s) { return (s + 4095) / 4096 * 4096; }
  Bytes bytes() const { return Bytes(ptr, ptr + size); }
  size_t size;
  unsigned char* ptr;
};

Bytes readAll(cl_command_queue q, cl_mem buf, size_t size) {
  return readBuffer<unsigned char>(q, buf, size);
}

/// Reads a buffer that the host may not read, through a copy into a plain buffer.
Bytes readViaCopy(cl_context context, cl_command_queue q, cl_mem buf, size_t size) {
  Mem plain = makeBuffer(context, size);
  REQUIRE_CL(clEnqueueCopyBuffer(q, buf, plain, 0, 0, size, 0, nullptr, nullptr));
  return readAll(q, plain, size);
}

cl_mem_flags memFlags(cl_mem m) { return info<cl_mem_flags>(clGetMemObjectInfo, m, CL_MEM_FLAGS); }

} // namespace

TEST_CASE("clCreateBuffer accepts every legal flag combination", "[buffer]") {
  Env env;
  const size_t size = 4096;
  const cl_mem_flags access[] = {0, CL_MEM_READ_WRITE, CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY};
  const cl_mem_flags host[] = {0, CL_MEM_USE_HOST_PTR, CL_MEM_ALLOC_HOST_PTR, CL_MEM_COPY_HOST_PTR,
                               CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR};
  const cl_mem_flags hostAccess[] = {0, CL_MEM_HOST_WRITE_ONLY, CL_MEM_HOST_READ_ONLY,
                                     CL_MEM_HOST_NO_ACCESS};
  unsigned seed = 0;
  for (cl_mem_flags a : access)
    for (cl_mem_flags h : host)
      for (cl_mem_flags ha : hostAccess) {
        const cl_mem_flags flags = a | h | ha;
        INFO("flags 0x" << std::hex << flags);
        AlignedHost hostMem(size);
        Bytes expected = pattern(size, ++seed);
        std::copy(expected.begin(), expected.end(), hostMem.ptr);
        const bool usesPtr = h & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
        cl_int err = CL_OUT_OF_RESOURCES;
        Mem buf(clCreateBuffer(env.context, flags, size, usesPtr ? hostMem.ptr : nullptr, &err));
        REQUIRE_ERRCODE(CL_SUCCESS, err);
        REQUIRE(buf.get() != nullptr);

        cl_mem_flags got = memFlags(buf);
        // Flags without an access qualifier mean CL_MEM_READ_WRITE; either answer is the flags
        // argument "specified when memobj is created".
        if (a == 0)
          CHECK((got == flags || got == (flags | CL_MEM_READ_WRITE)));
        else
          CHECK(got == flags);
        CHECK(info<size_t>(clGetMemObjectInfo, buf.get(), CL_MEM_SIZE) == size);
        CHECK(info<void*>(clGetMemObjectInfo, buf.get(), CL_MEM_HOST_PTR) ==
              ((h & CL_MEM_USE_HOST_PTR) ? hostMem.ptr : nullptr));
        if (usesPtr) {
          Bytes contents = readViaCopy(env.context, env.queue, buf, size);
          CHECK(contents == expected);
        }
        if (h & CL_MEM_COPY_HOST_PTR) {
          // The buffer owns a copy: changing the host memory does not change it.
          std::fill(hostMem.ptr, hostMem.ptr + size, 0);
          CHECK(readViaCopy(env.context, env.queue, buf, size) == expected);
        }
        REQUIRE_CL(clFinish(env.queue));
      }
}

TEST_CASE("clCreateBuffer rejects illegal flags, host pointers and sizes", "[buffer]") {
  Env env;
  AlignedHost hostMem(256);
  cl_int err = CL_SUCCESS;
  auto create = [&](cl_mem_flags flags, size_t size, void* ptr) {
    Mem buf(clCreateBuffer(env.context, flags, size, ptr, &err));
    CHECK(buf.get() == nullptr);
    return err;
  };
  // Mutually exclusive access qualifiers.
  CHECK_ERRCODE(CL_INVALID_VALUE, create(CL_MEM_READ_WRITE | CL_MEM_READ_ONLY, 256, nullptr));
  CHECK_ERRCODE(CL_INVALID_VALUE, create(CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY, 256, nullptr));
  CHECK_ERRCODE(CL_INVALID_VALUE, create(CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, 256, nullptr));
  CHECK_ERRCODE(CL_INVALID_VALUE,
                create(CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY, 256, nullptr));
  CHECK_ERRCODE(CL_INVALID_VALUE,
                create(CL_MEM_HOST_NO_ACCESS | CL_MEM_HOST_READ_ONLY, 256, nullptr));
  CHECK_ERRCODE(CL_INVALID_VALUE,
                create(CL_MEM_HOST_NO_ACCESS | CL_MEM_HOST_WRITE_ONLY, 256, nullptr));
  CHECK_ERRCODE(CL_INVALID_VALUE,
                create(CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR, 256, hostMem.ptr));
  CHECK_ERRCODE(CL_INVALID_VALUE,
                create(CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR, 256, hostMem.ptr));
  CHECK_ERRCODE(CL_INVALID_VALUE, create(cl_mem_flags(1) << 40, 256, nullptr));
  // host_ptr and the flags that use it go together.
  CHECK_ERRCODE(CL_INVALID_HOST_PTR, create(CL_MEM_USE_HOST_PTR, 256, nullptr));
  CHECK_ERRCODE(CL_INVALID_HOST_PTR, create(CL_MEM_COPY_HOST_PTR, 256, nullptr));
  CHECK_ERRCODE(CL_INVALID_HOST_PTR, create(CL_MEM_READ_WRITE, 256, hostMem.ptr));
  CHECK_ERRCODE(CL_INVALID_HOST_PTR, create(CL_MEM_ALLOC_HOST_PTR, 256, hostMem.ptr));
  // Sizes.
  CHECK_ERRCODE(CL_INVALID_BUFFER_SIZE, create(CL_MEM_READ_WRITE, 0, nullptr));
  cl_ulong maxAlloc = deviceInfo<cl_ulong>(env.device, CL_DEVICE_MAX_MEM_ALLOC_SIZE);
  CHECK_ERRCODE(CL_INVALID_BUFFER_SIZE, create(CL_MEM_READ_WRITE, size_t(maxAlloc) + 1, nullptr));
  // A null context.
  Mem noContext(clCreateBuffer(nullptr, CL_MEM_READ_WRITE, 256, nullptr, &err));
  CHECK(noContext.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_CONTEXT, err);
}

TEST_CASE("host access flags restrict read, write and map", "[buffer]") {
  Env env;
  const size_t size = 256;
  Bytes data = pattern(size, 3), out(size);
  auto check = [&](cl_mem_flags flags, bool canRead, bool canWrite) {
    INFO("flags 0x" << std::hex << flags);
    Mem buf = makeBuffer(env.context, size, flags);
    const cl_int readErr = canRead ? CL_SUCCESS : CL_INVALID_OPERATION;
    const cl_int writeErr = canWrite ? CL_SUCCESS : CL_INVALID_OPERATION;
    CHECK_CL_ERR(writeErr, clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, size, data.data(), 0,
                                                nullptr, nullptr));
    CHECK_CL_ERR(readErr, clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, size, out.data(), 0,
                                              nullptr, nullptr));
    size_t origin[3] = {0, 0, 0}, region[3] = {16, 4, 1};
    CHECK_CL_ERR(writeErr, clEnqueueWriteBufferRect(env.queue, buf, CL_TRUE, origin, origin, region,
                                                    0, 0, 0, 0, data.data(), 0, nullptr, nullptr));
    CHECK_CL_ERR(readErr, clEnqueueReadBufferRect(env.queue, buf, CL_TRUE, origin, origin, region,
                                                  0, 0, 0, 0, out.data(), 0, nullptr, nullptr));
    for (cl_map_flags mapFlags : {cl_map_flags(CL_MAP_READ), cl_map_flags(CL_MAP_WRITE),
                                  cl_map_flags(CL_MAP_WRITE_INVALIDATE_REGION)}) {
      INFO("map flags " << mapFlags);
      const cl_int expected = mapFlags == CL_MAP_READ ? readErr : writeErr;
      cl_int err = CL_SUCCESS;
      void* p =
          clEnqueueMapBuffer(env.queue, buf, CL_TRUE, mapFlags, 0, size, 0, nullptr, nullptr, &err);
      CHECK_ERRCODE(expected, err);
      if (expected == CL_SUCCESS) {
        REQUIRE(p != nullptr);
        REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, p, 0, nullptr, nullptr));
      } else {
        CHECK(p == nullptr);
      }
    }
    // Device-side commands are not host access.
    unsigned char zero = 0;
    CHECK_CL(clEnqueueFillBuffer(env.queue, buf, &zero, 1, 0, size, 0, nullptr, nullptr));
    Mem other = makeBuffer(env.context, size);
    CHECK_CL(clEnqueueCopyBuffer(env.queue, buf, other, 0, 0, size, 0, nullptr, nullptr));
    CHECK_CL(clEnqueueCopyBuffer(env.queue, other, buf, 0, 0, size, 0, nullptr, nullptr));
    REQUIRE_CL(clFinish(env.queue));
  };
  check(CL_MEM_READ_WRITE, true, true);
  check(CL_MEM_HOST_READ_ONLY, true, false);
  check(CL_MEM_HOST_WRITE_ONLY, false, true);
  check(CL_MEM_HOST_NO_ACCESS, false, false);
}

TEST_CASE("clCreateBufferWithProperties", "[buffer]") {
  Env env;
  cl_int err = CL_OUT_OF_RESOURCES;
  Bytes data = pattern(512, 9);

  Mem noProps(clCreateBufferWithProperties(env.context, nullptr, CL_MEM_COPY_HOST_PTR, 512,
                                           data.data(), &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(readAll(env.queue, noProps, 512) == data);
  CHECK(infoArray<cl_mem_properties>(clGetMemObjectInfo, noProps.get(), CL_MEM_PROPERTIES).empty());

  cl_mem_properties empty[] = {0};
  Mem emptyProps(
      clCreateBufferWithProperties(env.context, empty, CL_MEM_READ_WRITE, 512, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(info<size_t>(clGetMemObjectInfo, emptyProps.get(), CL_MEM_SIZE) == 512);

  cl_mem_properties unknown[] = {0x7777, 1, 0};
  Mem bad(
      clCreateBufferWithProperties(env.context, unknown, CL_MEM_READ_WRITE, 512, nullptr, &err));
  CHECK(bad.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_PROPERTY, err);

  // The flag and size rules are those of clCreateBuffer.
  Mem zero(clCreateBufferWithProperties(env.context, nullptr, CL_MEM_READ_WRITE, 0, nullptr, &err));
  CHECK_ERRCODE(CL_INVALID_BUFFER_SIZE, err);
  Mem flags(clCreateBufferWithProperties(env.context, nullptr, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY,
                                         64, nullptr, &err));
  CHECK_ERRCODE(CL_INVALID_VALUE, err);

  // clCreateBuffer objects have no properties either.
  Mem plain = makeBuffer(env.context, 64);
  CHECK(infoArray<cl_mem_properties>(clGetMemObjectInfo, plain.get(), CL_MEM_PROPERTIES).empty());
}

TEST_CASE("clGetMemObjectInfo answers every parameter", "[buffer]") {
  Env env;
  AlignedHost hostMem(1024);
  Mem buf = makeBuffer(env.context, 1024, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, hostMem.ptr);
  for (cl_mem_info p : {CL_MEM_TYPE, CL_MEM_FLAGS, CL_MEM_SIZE, CL_MEM_HOST_PTR, CL_MEM_MAP_COUNT,
                        CL_MEM_REFERENCE_COUNT, CL_MEM_CONTEXT, CL_MEM_ASSOCIATED_MEMOBJECT,
                        CL_MEM_OFFSET, CL_MEM_USES_SVM_POINTER, CL_MEM_PROPERTIES})
    checkInfoSizeRules(clGetMemObjectInfo, buf.get(), p);

  CHECK(info<cl_mem_object_type>(clGetMemObjectInfo, buf.get(), CL_MEM_TYPE) ==
        CL_MEM_OBJECT_BUFFER);
  CHECK(memFlags(buf) == (CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR));
  CHECK(info<size_t>(clGetMemObjectInfo, buf.get(), CL_MEM_SIZE) == 1024);
  CHECK(info<void*>(clGetMemObjectInfo, buf.get(), CL_MEM_HOST_PTR) == hostMem.ptr);
  CHECK(info<cl_context>(clGetMemObjectInfo, buf.get(), CL_MEM_CONTEXT) == env.context.get());
  CHECK(info<cl_mem>(clGetMemObjectInfo, buf.get(), CL_MEM_ASSOCIATED_MEMOBJECT) == nullptr);
  CHECK(info<size_t>(clGetMemObjectInfo, buf.get(), CL_MEM_OFFSET) == 0);
  CHECK(info<cl_bool>(clGetMemObjectInfo, buf.get(), CL_MEM_USES_SVM_POINTER) == CL_FALSE);

  CHECK(info<cl_uint>(clGetMemObjectInfo, buf.get(), CL_MEM_REFERENCE_COUNT) == 1);
  REQUIRE_CL(clRetainMemObject(buf));
  CHECK(info<cl_uint>(clGetMemObjectInfo, buf.get(), CL_MEM_REFERENCE_COUNT) == 2);
  REQUIRE_CL(clReleaseMemObject(buf));
  CHECK(info<cl_uint>(clGetMemObjectInfo, buf.get(), CL_MEM_REFERENCE_COUNT) == 1);

  CHECK(info<cl_uint>(clGetMemObjectInfo, buf.get(), CL_MEM_MAP_COUNT) == 0);
  cl_int err = CL_SUCCESS;
  void* p1 =
      clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_READ, 0, 64, 0, nullptr, nullptr, &err);
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  void* p2 =
      clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_READ, 64, 64, 0, nullptr, nullptr, &err);
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(info<cl_uint>(clGetMemObjectInfo, buf.get(), CL_MEM_MAP_COUNT) == 2);
  REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, p1, 0, nullptr, nullptr));
  REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, p2, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
  CHECK(info<cl_uint>(clGetMemObjectInfo, buf.get(), CL_MEM_MAP_COUNT) == 0);

  char b[64];
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetMemObjectInfo(buf, 0xFFFF, sizeof b, b, nullptr));
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT,
               clGetMemObjectInfo(nullptr, CL_MEM_SIZE, sizeof b, b, nullptr));
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clRetainMemObject(nullptr));
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clReleaseMemObject(nullptr));
}

TEST_CASE("mapping a CL_MEM_USE_HOST_PTR buffer returns pointers into the host memory",
          "[buffer]") {
  // "the pointer value returned by clEnqueueMapBuffer will be derived from the host_ptr specified
  // when the buffer object is created"
  Env env;
  const size_t size = 8192;
  AlignedHost hostMem(size);
  Bytes data = pattern(size, 5);
  std::copy(data.begin(), data.end(), hostMem.ptr);
  Mem buf = makeBuffer(env.context, size, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, hostMem.ptr);
  for (size_t offset : {size_t(0), size_t(100), size_t(4096)}) {
    cl_int err = CL_SUCCESS;
    auto* p = static_cast<unsigned char*>(clEnqueueMapBuffer(env.queue, buf, CL_TRUE,
                                                             CL_MAP_READ | CL_MAP_WRITE, offset,
                                                             256, 0, nullptr, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK(p == hostMem.ptr + offset);
    REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, p, 0, nullptr, nullptr));
  }
  // After a device-side write, a map makes the host memory current.
  Bytes fresh = pattern(size, 6);
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, size, fresh.data(), 0, nullptr, nullptr));
  cl_int err = CL_SUCCESS;
  void* p =
      clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_READ, 0, size, 0, nullptr, nullptr, &err);
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(hostMem.bytes() == fresh);
  REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, p, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
}

TEST_CASE("CL_MEM_USE_HOST_PTR is zero-copy", "[buffer][weft]") {
  // DESIGN §6: host memory is device memory; the buffer's store is the host allocation, so
  // commands write it directly, with no map needed to see the data.
  Env env;
  const size_t size = 1 << 16;
  AlignedHost hostMem(size);
  std::fill(hostMem.ptr, hostMem.ptr + size, 0);
  Mem buf = makeBuffer(env.context, size, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, hostMem.ptr);
  Bytes data = pattern(size, 8);
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, size, data.data(), 0, nullptr, nullptr));
  CHECK(hostMem.bytes() == data);
  const cl_uint word = 0xA5A55A5Au;
  REQUIRE_CL(clEnqueueFillBuffer(env.queue, buf, &word, sizeof word, 0, size, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
  for (size_t i = 0; i < size; i += 4)
    REQUIRE(std::memcmp(hostMem.ptr + i, &word, 4) == 0);
  // And the host's writes are what the device reads.
  std::copy(data.begin(), data.end(), hostMem.ptr);
  CHECK(readAll(env.queue, buf, size) == data);
}

namespace {

/// The VmFlags line of the mapping of this process that holds `address` (/proc/self/smaps), or
/// empty when none does.
std::string mappingFlags(const void* address) {
  std::ifstream smaps("/proc/self/smaps");
  const auto at = reinterpret_cast<uintptr_t>(address);
  bool inside = false;
  for (std::string line; std::getline(smaps, line);) {
    unsigned long begin = 0, end = 0;
    if (std::sscanf(line.c_str(), "%lx-%lx ", &begin, &end) == 2 && line.find('-') < line.find(' '))
      inside = begin <= at && at < end;
    else if (inside && line.rfind("VmFlags:", 0) == 0)
      return line;
  }
  return {};
}

} // namespace

TEST_CASE("large buffers start on a huge page and ask for huge pages", "[buffer][weft]") {
  // A kernel walking a matrix down its columns touches a new 4 KiB page on every row; in 2 MiB
  // pages the TLB holds the whole matrix. The advice marks the mapping "hg" (MADV_HUGEPAGE).
  Env env;
  const size_t hugePage = size_t(2) << 20, size = 3 * hugePage + 4096;
  Mem buf = makeBuffer(env.context, size);
  cl_int err = CL_SUCCESS;
  void* mapped =
      clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_READ, 0, size, 0, nullptr, nullptr, &err);
  REQUIRE_CL(err);
  CHECK(reinterpret_cast<uintptr_t>(mapped) % hugePage == 0);
  const std::string flags = mappingFlags(mapped);
  INFO(flags);
  REQUIRE(flags.rfind("VmFlags:", 0) == 0);
  // A kernel built without transparent huge pages refuses the advice, and nothing else changes.
  const bool kernelHasHugePages =
      std::ifstream("/sys/kernel/mm/transparent_hugepage/enabled").good();
  CHECK((flags.find(" hg") != std::string::npos) == kernelHasHugePages);
  REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, mapped, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
}

TEST_CASE("sub-buffers alias their parent", "[buffer][subbuffer]") {
  Env env;
  const size_t align = deviceInfo<cl_uint>(env.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN) / 8;
  const size_t size = 8 * align + 1000;
  AlignedHost hostMem(size);
  Bytes data = pattern(size, 11);
  std::copy(data.begin(), data.end(), hostMem.ptr);
  Mem parent = makeBuffer(env.context, size, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, hostMem.ptr);

  cl_buffer_region region = {2 * align, 3 * align + 40};
  cl_int err = CL_OUT_OF_RESOURCES;
  Mem sub(clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &region, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(info<cl_mem_object_type>(clGetMemObjectInfo, sub.get(), CL_MEM_TYPE) ==
        CL_MEM_OBJECT_BUFFER);
  CHECK(info<size_t>(clGetMemObjectInfo, sub.get(), CL_MEM_SIZE) == region.size);
  CHECK(info<size_t>(clGetMemObjectInfo, sub.get(), CL_MEM_OFFSET) == region.origin);
  CHECK(info<cl_mem>(clGetMemObjectInfo, sub.get(), CL_MEM_ASSOCIATED_MEMOBJECT) == parent.get());
  CHECK(info<void*>(clGetMemObjectInfo, sub.get(), CL_MEM_HOST_PTR) == hostMem.ptr + region.origin);
  CHECK(info<cl_context>(clGetMemObjectInfo, sub.get(), CL_MEM_CONTEXT) == env.context.get());
  // Inherited: the access qualifier and the host-pointer flag.
  cl_mem_flags flags = memFlags(sub);
  CHECK((flags & CL_MEM_READ_WRITE) != 0);
  CHECK((flags & CL_MEM_USE_HOST_PTR) != 0);

  // The sub-buffer sees the parent's bytes, and writes through it land in the parent.
  CHECK(readAll(env.queue, sub, region.size) ==
        Bytes(data.begin() + region.origin, data.begin() + region.origin + region.size));
  Bytes fresh = pattern(region.size, 12);
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, sub, CL_TRUE, 0, region.size, fresh.data(), 0, nullptr,
                                  nullptr));
  Bytes expected = data;
  std::copy(fresh.begin(), fresh.end(), expected.begin() + region.origin);
  CHECK(readAll(env.queue, parent, size) == expected);

  // The parent outlives its last handle while a sub-buffer uses it.
  parent.reset();
  Bytes again = pattern(region.size, 13);
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, sub, CL_TRUE, 0, region.size, again.data(), 0, nullptr,
                                  nullptr));
  CHECK(readAll(env.queue, sub, region.size) == again);
}

TEST_CASE("sub-buffer flags are inherited and checked", "[buffer][subbuffer]") {
  Env env;
  const size_t align = deviceInfo<cl_uint>(env.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN) / 8;
  cl_buffer_region region = {align, align};
  cl_int err = CL_SUCCESS;
  auto sub = [&](cl_mem parent, cl_mem_flags flags) {
    return Mem(clCreateSubBuffer(parent, flags, CL_BUFFER_CREATE_TYPE_REGION, &region, &err));
  };

  Mem ro = makeBuffer(env.context, 4 * align, CL_MEM_READ_ONLY | CL_MEM_HOST_READ_ONLY);
  {
    Mem s = sub(ro, 0);
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    cl_mem_flags f = memFlags(s);
    CHECK((f & CL_MEM_READ_ONLY) != 0);
    CHECK((f & CL_MEM_HOST_READ_ONLY) != 0);
    Bytes data(align);
    CHECK_CL_ERR(CL_INVALID_OPERATION, clEnqueueWriteBuffer(env.queue, s, CL_TRUE, 0, align,
                                                            data.data(), 0, nullptr, nullptr));
  }
  CHECK(sub(ro, CL_MEM_READ_WRITE).get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
  CHECK(sub(ro, CL_MEM_WRITE_ONLY).get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
  CHECK(sub(ro, CL_MEM_HOST_WRITE_ONLY).get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);

  Mem wo = makeBuffer(env.context, 4 * align, CL_MEM_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS);
  CHECK(sub(wo, CL_MEM_READ_ONLY).get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
  CHECK(sub(wo, CL_MEM_HOST_READ_ONLY).get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
  {
    Mem s = sub(wo, CL_MEM_WRITE_ONLY);
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK((memFlags(s) & CL_MEM_HOST_NO_ACCESS) != 0);
  }

  // A read-write parent allows a narrower sub-buffer; host-pointer flags are never given.
  Mem rw = makeBuffer(env.context, 4 * align);
  {
    Mem s = sub(rw, CL_MEM_READ_ONLY);
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK((memFlags(s) & CL_MEM_READ_ONLY) != 0);
  }
  for (cl_mem_flags f : {CL_MEM_USE_HOST_PTR, CL_MEM_ALLOC_HOST_PTR, CL_MEM_COPY_HOST_PTR}) {
    CHECK(sub(rw, f).get() == nullptr);
    CHECK_ERRCODE(CL_INVALID_VALUE, err);
  }
}

TEST_CASE("clCreateSubBuffer errors", "[buffer][subbuffer]") {
  Env env;
  const size_t align = deviceInfo<cl_uint>(env.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN) / 8;
  const size_t size = 4 * align;
  Mem parent = makeBuffer(env.context, size);
  cl_int err = CL_SUCCESS;
  auto sub = [&](cl_mem p, cl_buffer_create_type type, const void* info) {
    Mem s(clCreateSubBuffer(p, 0, type, info, &err));
    CHECK(s.get() == nullptr);
    return err;
  };
  cl_buffer_region misaligned = {1, 16};
  CHECK_ERRCODE(CL_MISALIGNED_SUB_BUFFER_OFFSET,
                sub(parent, CL_BUFFER_CREATE_TYPE_REGION, &misaligned));
  cl_buffer_region tooFar = {align, size};
  CHECK_ERRCODE(CL_INVALID_VALUE, sub(parent, CL_BUFFER_CREATE_TYPE_REGION, &tooFar));
  cl_buffer_region past = {size, 1};
  CHECK_ERRCODE(CL_INVALID_VALUE, sub(parent, CL_BUFFER_CREATE_TYPE_REGION, &past));
  cl_buffer_region empty = {0, 0};
  CHECK_ERRCODE(CL_INVALID_BUFFER_SIZE, sub(parent, CL_BUFFER_CREATE_TYPE_REGION, &empty));
  CHECK_ERRCODE(CL_INVALID_VALUE, sub(parent, CL_BUFFER_CREATE_TYPE_REGION, nullptr));
  cl_buffer_region ok = {align, align};
  CHECK_ERRCODE(CL_INVALID_VALUE, sub(parent, 0x7777, &ok));
  CHECK_ERRCODE(CL_INVALID_MEM_OBJECT, sub(nullptr, CL_BUFFER_CREATE_TYPE_REGION, &ok));

  // A sub-buffer of a sub-buffer.
  Mem first(clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &ok, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  cl_buffer_region inner = {0, 16};
  CHECK_ERRCODE(CL_INVALID_MEM_OBJECT, sub(first, CL_BUFFER_CREATE_TYPE_REGION, &inner));
}

TEST_CASE("read and write round-trip every byte", "[buffer]") {
  Env env;
  const size_t size = (1 << 20) + 37;
  Mem buf = makeBuffer(env.context, size);
  Bytes data = pattern(size, 21);

  SECTION("blocking") {
    REQUIRE_CL(
        clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, size, data.data(), 0, nullptr, nullptr));
    CHECK(readAll(env.queue, buf, size) == data);
  }
  SECTION("non-blocking, completed through events") {
    Event write, read;
    REQUIRE_CL(clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, size, data.data(), 0, nullptr,
                                    write.out()));
    Bytes out(size);
    cl_event after[] = {write};
    REQUIRE_CL(
        clEnqueueReadBuffer(env.queue, buf, CL_FALSE, 0, size, out.data(), 1, after, read.out()));
    cl_event wait[] = {read};
    REQUIRE_CL(clWaitForEvents(1, wait));
    CHECK(eventStatus(write) == CL_COMPLETE);
    CHECK(eventStatus(read) == CL_COMPLETE);
    CHECK(info<cl_command_type>(clGetEventInfo, write.get(), CL_EVENT_COMMAND_TYPE) ==
          CL_COMMAND_WRITE_BUFFER);
    CHECK(info<cl_command_type>(clGetEventInfo, read.get(), CL_EVENT_COMMAND_TYPE) ==
          CL_COMMAND_READ_BUFFER);
    CHECK(out == data);
  }
  SECTION("partial ranges at odd offsets") {
    REQUIRE_CL(
        clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, size, data.data(), 0, nullptr, nullptr));
    Bytes piece = pattern(777, 22);
    REQUIRE_CL(clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 12345, piece.size(), piece.data(), 0,
                                    nullptr, nullptr));
    Bytes expected = data;
    std::copy(piece.begin(), piece.end(), expected.begin() + 12345);
    CHECK(readAll(env.queue, buf, size) == expected);
    Bytes tail(3);
    REQUIRE_CL(clEnqueueReadBuffer(env.queue, buf, CL_TRUE, size - 3, 3, tail.data(), 0, nullptr,
                                   nullptr));
    CHECK(tail == Bytes(expected.end() - 3, expected.end()));
  }
}

TEST_CASE("read and write errors", "[buffer]") {
  Env env;
  Mem buf = makeBuffer(env.context, 256);
  Bytes data(512);
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, 257, data.data(),
                                                      0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 200, 100, data.data(),
                                                     0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 256, 1, data.data(),
                                                     0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, 16, nullptr, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, 16, nullptr, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clEnqueueReadBuffer(env.queue, nullptr, CL_TRUE, 0, 16,
                                                          data.data(), 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE,
               clEnqueueReadBuffer(nullptr, buf, CL_TRUE, 0, 16, data.data(), 0, nullptr, nullptr));
  // A buffer from another context.
  Context other = makeContext(env.device);
  Mem foreign = makeBuffer(other, 256);
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clEnqueueReadBuffer(env.queue, foreign, CL_TRUE, 0, 16,
                                                       data.data(), 0, nullptr, nullptr));
}

TEST_CASE("copy buffer", "[buffer]") {
  Env env;
  const size_t size = 1 << 16;
  Bytes data = pattern(size, 31);
  Mem src = makeBuffer(env.context, size, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, data.data());
  Mem dst = makeBuffer(env.context, size);
  unsigned char zero = 0;
  REQUIRE_CL(clEnqueueFillBuffer(env.queue, dst, &zero, 1, 0, size, 0, nullptr, nullptr));

  REQUIRE_CL(clEnqueueCopyBuffer(env.queue, src, dst, 100, 5000, 3000, 0, nullptr, nullptr));
  Bytes expected(size, 0);
  std::copy(data.begin() + 100, data.begin() + 3100, expected.begin() + 5000);
  CHECK(readAll(env.queue, dst, size) == expected);

  // Within one buffer, without overlap.
  Event e;
  REQUIRE_CL(clEnqueueCopyBuffer(env.queue, src, src, 0, size / 2, size / 2, 0, nullptr, e.out()));
  CHECK(info<cl_command_type>(clGetEventInfo, e.get(), CL_EVENT_COMMAND_TYPE) ==
        CL_COMMAND_COPY_BUFFER);
  Bytes self = data;
  std::copy(data.begin(), data.begin() + size / 2, self.begin() + size / 2);
  CHECK(readAll(env.queue, src, size) == self);

  CHECK_CL_ERR(CL_MEM_COPY_OVERLAP,
               clEnqueueCopyBuffer(env.queue, src, src, 0, 100, 200, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_MEM_COPY_OVERLAP,
               clEnqueueCopyBuffer(env.queue, src, src, 100, 0, 200, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clEnqueueCopyBuffer(env.queue, src, dst, size - 10, 0, 11, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clEnqueueCopyBuffer(env.queue, src, dst, 0, size - 10, 11, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT,
               clEnqueueCopyBuffer(env.queue, src, nullptr, 0, 0, 16, 0, nullptr, nullptr));

  // Different sub-buffers of one buffer that overlap.
  const size_t align = deviceInfo<cl_uint>(env.device, CL_DEVICE_MEM_BASE_ADDR_ALIGN) / 8;
  cl_buffer_region r1 = {0, 2 * align}, r2 = {align, 2 * align};
  cl_int err = CL_SUCCESS;
  Mem s1(clCreateSubBuffer(src, 0, CL_BUFFER_CREATE_TYPE_REGION, &r1, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  Mem s2(clCreateSubBuffer(src, 0, CL_BUFFER_CREATE_TYPE_REGION, &r2, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK_CL_ERR(CL_MEM_COPY_OVERLAP,
               clEnqueueCopyBuffer(env.queue, s1, s2, align, 0, align, 0, nullptr, nullptr));
  CHECK_CL(clEnqueueCopyBuffer(env.queue, s1, s2, 0, align, align, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
}

TEST_CASE("fill buffer with every pattern size", "[buffer]") {
  Env env;
  const size_t size = 4096;
  Bytes base = pattern(size, 41);
  Mem buf = makeBuffer(env.context, size);
  for (size_t patternSize = 1; patternSize <= 128; patternSize *= 2) {
    INFO("pattern size " << patternSize);
    REQUIRE_CL(
        clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, size, base.data(), 0, nullptr, nullptr));
    Bytes pat = pattern(patternSize, 42 + unsigned(patternSize));
    const size_t offset = 3 * patternSize,
                 length = 5 * patternSize + 256 / patternSize * patternSize;
    Event e;
    REQUIRE_CL(clEnqueueFillBuffer(env.queue, buf, pat.data(), patternSize, offset, length, 0,
                                   nullptr, e.out()));
    cl_event wait[] = {e};
    REQUIRE_CL(clWaitForEvents(1, wait));
    CHECK(info<cl_command_type>(clGetEventInfo, e.get(), CL_EVENT_COMMAND_TYPE) ==
          CL_COMMAND_FILL_BUFFER);
    Bytes expected = base;
    for (size_t i = 0; i < length; ++i)
      expected[offset + i] = pat[i % patternSize];
    CHECK(readAll(env.queue, buf, size) == expected);
  }
  // The pattern is copied at enqueue time: it may be reused at once.
  cl_uint value = 0x01020304u;
  Event e;
  REQUIRE_CL(clEnqueueFillBuffer(env.queue, buf, &value, 4, 0, size, 0, nullptr, e.out()));
  value = 0;
  REQUIRE_CL(clFinish(env.queue));
  std::vector<cl_uint> words = readBuffer<cl_uint>(env.queue, buf, size / 4);
  CHECK(std::all_of(words.begin(), words.end(), [](cl_uint w) { return w == 0x01020304u; }));
}

TEST_CASE("large reads, writes, copies and fills, which run on every core", "[buffer]") {
  // Large enough to go in chunks on every core (runtime/transfer.cpp) and, on a machine whose
  // caches hold less, with streaming stores; odd offsets leave a head and a tail to each.
  Env env;
  const size_t size = (48 << 20) + 4096;
  const size_t length = size - 4096 - 8;
  Bytes data = pattern(size, 51);
  Mem a = makeBuffer(env.context, size), b = makeBuffer(env.context, size);
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, a, CL_TRUE, 0, size, data.data(), 0, nullptr, nullptr));
  REQUIRE_CL(clEnqueueCopyBuffer(env.queue, a, b, 3, 4099, length, 0, nullptr, nullptr));
  Bytes out(size + 5);
  REQUIRE_CL(clEnqueueReadBuffer(env.queue, b, CL_TRUE, 4099, length, out.data() + 5, 0, nullptr,
                                 nullptr));
  CHECK(std::equal(data.begin() + 3, data.begin() + 3 + length, out.begin() + 5));

  // A 16-byte pattern from offset 32, then the bytes around it unchanged.
  Bytes pat = pattern(16, 52);
  REQUIRE_CL(
      clEnqueueFillBuffer(env.queue, a, pat.data(), 16, 32, length / 16 * 16, 0, nullptr, nullptr));
  Bytes filled = readAll(env.queue, a, size);
  Bytes expected = data;
  for (size_t i = 0; i < length / 16 * 16; ++i)
    expected[32 + i] = pat[i % 16];
  CHECK(filled == expected);
}

TEST_CASE("fill buffer errors", "[buffer]") {
  Env env;
  Mem buf = makeBuffer(env.context, 1024);
  unsigned char pat[256] = {};
  auto fill = [&](const void* p, size_t patternSize, size_t offset, size_t size) {
    return clEnqueueFillBuffer(env.queue, buf, p, patternSize, offset, size, 0, nullptr, nullptr);
  };
  CHECK_CL_ERR(CL_INVALID_VALUE, fill(pat, 0, 0, 16));
  CHECK_CL_ERR(CL_INVALID_VALUE, fill(pat, 3, 0, 12));
  CHECK_CL_ERR(CL_INVALID_VALUE, fill(pat, 256, 0, 512));
  CHECK_CL_ERR(CL_INVALID_VALUE, fill(nullptr, 4, 0, 16));
  CHECK_CL_ERR(CL_INVALID_VALUE, fill(pat, 4, 2, 16));   // offset not a multiple
  CHECK_CL_ERR(CL_INVALID_VALUE, fill(pat, 4, 0, 18));   // size not a multiple
  CHECK_CL_ERR(CL_INVALID_VALUE, fill(pat, 4, 1020, 8)); // out of bounds
}

namespace {

/// Host model of a rectangular copy between two linear byte arrays.
void rectCopy(const Bytes& src, const size_t srcOrigin[3], size_t srcRow, size_t srcSlice,
              Bytes& dst, const size_t dstOrigin[3], size_t dstRow, size_t dstSlice,
              const size_t region[3]) {
  for (size_t z = 0; z < region[2]; ++z)
    for (size_t y = 0; y < region[1]; ++y)
      for (size_t x = 0; x < region[0]; ++x)
        dst.at((dstOrigin[2] + z) * dstSlice + (dstOrigin[1] + y) * dstRow + dstOrigin[0] + x) =
            src.at((srcOrigin[2] + z) * srcSlice + (srcOrigin[1] + y) * srcRow + srcOrigin[0] + x);
}

} // namespace

TEST_CASE("rectangular read, write and copy", "[buffer][rect]") {
  Env env;
  // A buffer seen as 64 x 32 x 4 bytes; the host side uses other pitches.
  const size_t bRow = 64, bSlice = 64 * 32, bSize = bSlice * 4;
  const size_t hRow = 50, hSlice = 50 * 20, hSize = hSlice * 3;
  Bytes initial = pattern(bSize, 51);
  Mem buf =
      makeBuffer(env.context, bSize, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, initial.data());

  SECTION("write a 3D box, read the buffer back whole") {
    Bytes host = pattern(hSize, 52);
    const size_t bOrigin[3] = {5, 3, 1}, hOrigin[3] = {2, 1, 0}, region[3] = {40, 17, 3};
    REQUIRE_CL(clEnqueueWriteBufferRect(env.queue, buf, CL_TRUE, bOrigin, hOrigin, region, bRow,
                                        bSlice, hRow, hSlice, host.data(), 0, nullptr, nullptr));
    Bytes expected = initial;
    rectCopy(host, hOrigin, hRow, hSlice, expected, bOrigin, bRow, bSlice, region);
    CHECK(readAll(env.queue, buf, bSize) == expected);
  }
  SECTION("read a 2D box with default pitches") {
    const size_t bOrigin[3] = {7, 9, 0}, hOrigin[3] = {0, 0, 0}, region[3] = {13, 11, 1};
    Bytes host(13 * 11, 0);
    Event e;
    REQUIRE_CL(clEnqueueReadBufferRect(env.queue, buf, CL_FALSE, bOrigin, hOrigin, region, bRow, 0,
                                       0, 0, host.data(), 0, nullptr, e.out()));
    cl_event wait[] = {e};
    REQUIRE_CL(clWaitForEvents(1, wait));
    CHECK(info<cl_command_type>(clGetEventInfo, e.get(), CL_EVENT_COMMAND_TYPE) ==
          CL_COMMAND_READ_BUFFER_RECT);
    Bytes expected(13 * 11, 0);
    rectCopy(initial, bOrigin, bRow, bSlice, expected, hOrigin, 13, 13 * 11, region);
    CHECK(host == expected);
  }
  SECTION("copy a box between buffers and within one buffer") {
    Mem dst = makeBuffer(env.context, bSize);
    unsigned char zero = 0;
    REQUIRE_CL(clEnqueueFillBuffer(env.queue, dst, &zero, 1, 0, bSize, 0, nullptr, nullptr));
    const size_t sOrigin[3] = {1, 2, 0}, dOrigin[3] = {20, 4, 2}, region[3] = {30, 10, 2};
    // The destination uses pitches 48 and 48*40: the same bytes, another layout.
    REQUIRE_CL(clEnqueueCopyBufferRect(env.queue, buf, dst, sOrigin, dOrigin, region, bRow, bSlice,
                                       48, 48 * 40, 0, nullptr, nullptr));
    Bytes expected(bSize, 0);
    rectCopy(initial, sOrigin, bRow, bSlice, expected, dOrigin, 48, 48 * 40, region);
    CHECK(readAll(env.queue, dst, bSize) == expected);

    const size_t a[3] = {0, 0, 0}, b[3] = {32, 0, 0}, half[3] = {32, 32, 4};
    REQUIRE_CL(clEnqueueCopyBufferRect(env.queue, buf, buf, a, b, half, bRow, bSlice, bRow, bSlice,
                                       0, nullptr, nullptr));
    Bytes self = initial;
    rectCopy(initial, a, bRow, bSlice, self, b, bRow, bSlice, half);
    CHECK(readAll(env.queue, buf, bSize) == self);
  }
}

TEST_CASE("rectangular transfer errors", "[buffer][rect]") {
  Env env;
  const size_t bRow = 64, bSlice = 64 * 32, bSize = bSlice * 4;
  Mem buf = makeBuffer(env.context, bSize);
  Bytes host(bSize);
  const size_t zero[3] = {0, 0, 0};
  auto read = [&](const size_t* origin, const size_t* region, size_t row, size_t slice,
                  size_t hostRow, size_t hostSlice) {
    return clEnqueueReadBufferRect(env.queue, buf, CL_TRUE, origin, zero, region, row, slice,
                                   hostRow, hostSlice, host.data(), 0, nullptr, nullptr);
  };
  const size_t ok[3] = {16, 4, 2}, emptyX[3] = {0, 4, 2}, emptyZ[3] = {16, 4, 0};
  CHECK_CL(read(zero, ok, bRow, bSlice, 0, 0));
  CHECK_CL_ERR(CL_INVALID_VALUE, read(zero, emptyX, bRow, bSlice, 0, 0));
  CHECK_CL_ERR(CL_INVALID_VALUE, read(zero, emptyZ, bRow, bSlice, 0, 0));
  CHECK_CL_ERR(CL_INVALID_VALUE, read(zero, ok, 8, 0, 0, 0));               // row pitch < region[0]
  CHECK_CL_ERR(CL_INVALID_VALUE, read(zero, ok, bRow, bRow * 3, 0, 0));     // slice < region[1]*row
  CHECK_CL_ERR(CL_INVALID_VALUE, read(zero, ok, bRow, bRow * 4 + 1, 0, 0)); // not a multiple
  CHECK_CL_ERR(CL_INVALID_VALUE, read(zero, ok, bRow, bSlice, 8, 0));       // host row pitch
  CHECK_CL_ERR(CL_INVALID_VALUE, read(zero, ok, bRow, bSlice, 16, 63));     // host slice pitch
  const size_t far[3] = {0, 0, 3};
  CHECK_CL_ERR(CL_INVALID_VALUE, read(far, ok, bRow, bSlice, 0, 0)); // out of bounds
  CHECK_CL_ERR(CL_INVALID_VALUE, read(nullptr, ok, bRow, bSlice, 0, 0));
  CHECK_CL_ERR(CL_INVALID_VALUE, read(zero, nullptr, bRow, bSlice, 0, 0));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clEnqueueReadBufferRect(env.queue, buf, CL_TRUE, zero, zero, ok, bRow, bSlice, 0, 0,
                                       nullptr, 0, nullptr, nullptr));

  // Copies inside one buffer: overlap, and pitches that must agree.
  const size_t a[3] = {0, 0, 0}, b[3] = {8, 0, 0}, region[3] = {16, 4, 1};
  CHECK_CL_ERR(CL_MEM_COPY_OVERLAP,
               clEnqueueCopyBufferRect(env.queue, buf, buf, a, b, region, bRow, bSlice, bRow,
                                       bSlice, 0, nullptr, nullptr));
  const size_t c[3] = {0, 16, 0};
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueCopyBufferRect(env.queue, buf, buf, a, c, region, bRow,
                                                         bSlice, 32, bSlice, 0, nullptr, nullptr));
}

TEST_CASE("rectangles whose end wraps around SIZE_MAX are out of bounds", "[buffer][rect]") {
  // Each of these once passed the bounds check because origin + region or pitch * rows wrapped to
  // a small number (issue 16): reads before the buffer, heap corruption, a segfault.
  Env env;
  const size_t kSize = 4096, kMax = SIZE_MAX;
  Mem buf = makeBuffer(env.context, kSize);
  Mem other = makeBuffer(env.context, kSize);
  Bytes host(2 * kSize, 0x5A);
  const size_t zero[3] = {0, 0, 0};
  auto read = [&](const size_t* origin, const size_t* region, size_t row, size_t slice) {
    return clEnqueueReadBufferRect(env.queue, buf, CL_TRUE, origin, zero, region, row, slice, 0, 0,
                                   host.data(), 0, nullptr, nullptr);
  };
  auto write = [&](const size_t* origin, const size_t* region, size_t row, size_t slice) {
    return clEnqueueWriteBufferRect(env.queue, buf, CL_TRUE, origin, zero, region, row, slice, 0, 0,
                                    host.data(), 0, nullptr, nullptr);
  };
  const size_t nearEnd[3] = {kMax - 2, 0, 0}, eight[3] = {8, 1, 1};
  CHECK_CL_ERR(CL_INVALID_VALUE, read(nearEnd, eight, 0, 0));
  const size_t wrapsTo16[3] = {kMax - 4095, 0, 0}, wide[3] = {4112, 1, 1};
  CHECK_CL_ERR(CL_INVALID_VALUE, write(wrapsTo16, wide, 0, 0));
  // A row pitch of 2^63 times two rows wraps to 0.
  const size_t twoRows[3] = {8, 2, 1}, rowWraps[3] = {0, 1, 0};
  CHECK_CL_ERR(CL_INVALID_VALUE, read(zero, twoRows, size_t(1) << 63, 0));
  CHECK_CL_ERR(CL_INVALID_VALUE, read(rowWraps, eight, size_t(1) << 63, 0));
  // The origin's row or slice index times its pitch wraps.
  const size_t farRow[3] = {0, kMax / 8 + 1, 0}, farSlice[3] = {0, 0, kMax / 64 + 1};
  CHECK_CL_ERR(CL_INVALID_VALUE, read(farRow, eight, 16, 0));
  CHECK_CL_ERR(CL_INVALID_VALUE, write(farSlice, eight, 16, 128));
  // A slice pitch that wraps when multiplied by the last slice index.
  const size_t twoSlices[3] = {8, 1, 2};
  CHECK_CL_ERR(CL_INVALID_VALUE, read(zero, twoSlices, 8, size_t(1) << 63));
  // The host side wraps: the buffer side is fine, so only the host rectangle can refuse it.
  const size_t hostNearEnd[3] = {kMax - 2, 0, 0};
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clEnqueueReadBufferRect(env.queue, buf, CL_TRUE, zero, hostNearEnd, eight, 0, 0, 0,
                                       0, host.data(), 0, nullptr, nullptr));
  // Copies: a wrapped destination or source origin.
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueCopyBufferRect(env.queue, buf, other, zero, wrapsTo16,
                                                         wide, 0, 0, 0, 0, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueCopyBufferRect(env.queue, buf, other, wrapsTo16, zero,
                                                         wide, 0, 0, 0, 0, 0, nullptr, nullptr));
  // Nothing was written: the buffers still hold what a fill put there.
  const unsigned char fill = 0x33;
  REQUIRE_CL(clEnqueueFillBuffer(env.queue, buf, &fill, 1, 0, kSize, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, write(wrapsTo16, wide, 0, 0));
  Bytes after = readAll(env.queue, buf, kSize);
  CHECK(std::count(after.begin(), after.end(), fill) == static_cast<long>(kSize));
  // The largest rectangle that fits still works, up to its last byte.
  const size_t last[3] = {kSize - 8, 0, 0};
  CHECK_CL(read(last, eight, 0, 0));
  CHECK(std::count(host.begin(), host.begin() + 8, fill) == 8);
}

TEST_CASE("map and unmap", "[buffer][map]") {
  Env env;
  const size_t size = 1 << 16;
  Bytes data = pattern(size, 61);
  Mem buf = makeBuffer(env.context, size, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, data.data());
  cl_int err = CL_SUCCESS;

  SECTION("blocking map for reading sees the contents") {
    auto* p = static_cast<unsigned char*>(clEnqueueMapBuffer(
        env.queue, buf, CL_TRUE, CL_MAP_READ, 1000, 5000, 0, nullptr, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    REQUIRE(p != nullptr);
    CHECK(Bytes(p, p + 5000) == Bytes(data.begin() + 1000, data.begin() + 6000));
    REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, p, 0, nullptr, nullptr));
    REQUIRE_CL(clFinish(env.queue));
  }
  SECTION("non-blocking map for writing, then unmap, publishes the writes") {
    Event mapped, unmapped;
    auto* p = static_cast<unsigned char*>(clEnqueueMapBuffer(
        env.queue, buf, CL_FALSE, CL_MAP_WRITE, 4096, 8192, 0, nullptr, mapped.out(), &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    REQUIRE(p != nullptr);
    cl_event wait[] = {mapped};
    REQUIRE_CL(clWaitForEvents(1, wait));
    CHECK(info<cl_command_type>(clGetEventInfo, mapped.get(), CL_EVENT_COMMAND_TYPE) ==
          CL_COMMAND_MAP_BUFFER);
    // CL_MAP_WRITE keeps the old contents visible.
    CHECK(Bytes(p, p + 8192) == Bytes(data.begin() + 4096, data.begin() + 4096 + 8192));
    Bytes fresh = pattern(8192, 62);
    std::copy(fresh.begin(), fresh.end(), p);
    REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, p, 0, nullptr, unmapped.out()));
    cl_event wait2[] = {unmapped};
    REQUIRE_CL(clWaitForEvents(1, wait2));
    CHECK(info<cl_command_type>(clGetEventInfo, unmapped.get(), CL_EVENT_COMMAND_TYPE) ==
          CL_COMMAND_UNMAP_MEM_OBJECT);
    Bytes expected = data;
    std::copy(fresh.begin(), fresh.end(), expected.begin() + 4096);
    CHECK(readAll(env.queue, buf, size) == expected);
  }
  SECTION("CL_MAP_WRITE_INVALIDATE_REGION replaces the whole region") {
    auto* p = static_cast<unsigned char*>(clEnqueueMapBuffer(env.queue, buf, CL_TRUE,
                                                             CL_MAP_WRITE_INVALIDATE_REGION, 256,
                                                             1024, 0, nullptr, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    Bytes fresh = pattern(1024, 63);
    std::copy(fresh.begin(), fresh.end(), p);
    REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, p, 0, nullptr, nullptr));
    Bytes expected = data;
    std::copy(fresh.begin(), fresh.end(), expected.begin() + 256);
    CHECK(readAll(env.queue, buf, size) == expected);
  }
  SECTION("two read mappings of one region may coexist") {
    void* p1 =
        clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_READ, 0, 64, 0, nullptr, nullptr, &err);
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    void* p2 =
        clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_READ, 0, 64, 0, nullptr, nullptr, &err);
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK(std::memcmp(p1, p2, 64) == 0);
    REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, p2, 0, nullptr, nullptr));
    REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, p1, 0, nullptr, nullptr));
    REQUIRE_CL(clFinish(env.queue));
  }
}

TEST_CASE("map and unmap errors", "[buffer][map]") {
  Env env;
  Mem buf = makeBuffer(env.context, 1024);
  cl_int err = CL_SUCCESS;
  auto map = [&](cl_map_flags flags, size_t offset, size_t size) {
    void* p =
        clEnqueueMapBuffer(env.queue, buf, CL_TRUE, flags, offset, size, 0, nullptr, nullptr, &err);
    CHECK(p == nullptr);
    return err;
  };
  CHECK_ERRCODE(CL_INVALID_VALUE, map(CL_MAP_READ, 0, 0));
  CHECK_ERRCODE(CL_INVALID_VALUE, map(CL_MAP_READ, 1000, 100));

  void* p =
      clEnqueueMapBuffer(env.queue, buf, CL_TRUE, CL_MAP_READ, 0, 64, 0, nullptr, nullptr, &err);
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  int notMapped = 0;
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clEnqueueUnmapMemObject(env.queue, buf, &notMapped, 0, nullptr, nullptr));
  Mem other = makeBuffer(env.context, 1024);
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueUnmapMemObject(env.queue, other, p, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT,
               clEnqueueUnmapMemObject(env.queue, nullptr, p, 0, nullptr, nullptr));
  REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, buf, p, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
}

TEST_CASE("map flags that are not valid", "[buffer][map][pocl-bug]") {
  // PoCL 3.1 maps with any of these.
  // "CL_MAP_READ or CL_MAP_WRITE and CL_MAP_WRITE_INVALIDATE_REGION are mutually exclusive."
  Env env;
  Mem buf = makeBuffer(env.context, 1024);
  cl_int err = CL_SUCCESS;
  for (cl_map_flags flags :
       {cl_map_flags(CL_MAP_READ | CL_MAP_WRITE_INVALIDATE_REGION),
        cl_map_flags(CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION), cl_map_flags(1) << 20}) {
    INFO("map flags " << flags);
    void* p = clEnqueueMapBuffer(env.queue, buf, CL_TRUE, flags, 0, 64, 0, nullptr, nullptr, &err);
    CHECK(p == nullptr);
    CHECK_ERRCODE(CL_INVALID_VALUE, err);
  }
}

namespace {

struct MemDestructorLog {
  std::mutex mutex;
  std::vector<int> calls;
  std::vector<cl_mem> objects;
};
struct MemTag {
  MemDestructorLog* log;
  int tag;
};

void CL_CALLBACK memDestroyed(cl_mem mem, void* userData) {
  auto* tag = static_cast<MemTag*>(userData);
  std::lock_guard<std::mutex> lock(tag->log->mutex);
  tag->log->calls.push_back(tag->tag);
  tag->log->objects.push_back(mem);
}

size_t callCount(MemDestructorLog& log) {
  std::lock_guard<std::mutex> lock(log.mutex);
  return log.calls.size();
}

} // namespace

TEST_CASE("clSetMemObjectDestructorCallback runs after the last release, last registered first",
          "[buffer]") {
  Env env;
  MemDestructorLog log;
  MemTag t1{&log, 1}, t2{&log, 2}, t3{&log, 3};
  auto* hostMem = new AlignedHost(4096);
  Mem buf = makeBuffer(env.context, 4096, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, hostMem->ptr);
  cl_mem raw = buf.get();
  REQUIRE_CL(clSetMemObjectDestructorCallback(raw, memDestroyed, &t1));
  REQUIRE_CL(clSetMemObjectDestructorCallback(raw, memDestroyed, &t2));
  REQUIRE_CL(clSetMemObjectDestructorCallback(raw, memDestroyed, &t3));
  CHECK_CL_ERR(CL_INVALID_VALUE, clSetMemObjectDestructorCallback(raw, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clSetMemObjectDestructorCallback(nullptr, memDestroyed, &t1));

  // A pending command keeps the buffer in use; the callbacks wait for the last release.
  Bytes data = pattern(4096, 71);
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, 4096, data.data(), 0, nullptr, nullptr));
  REQUIRE_CL(clRetainMemObject(raw));
  buf.reset();
  REQUIRE_CL(clFinish(env.queue));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  CHECK(callCount(log) == 0);

  REQUIRE_CL(clReleaseMemObject(raw));
  REQUIRE(waitFor([&] { return callCount(log) == 3; }));
  {
    std::lock_guard<std::mutex> lock(log.mutex);
    CHECK(log.calls == std::vector<int>{3, 2, 1});
    CHECK(log.objects == std::vector<cl_mem>{raw, raw, raw});
  }
  // The callback is the point where host memory given with CL_MEM_USE_HOST_PTR may be freed.
  CHECK(std::equal(data.begin(), data.end(), hostMem->ptr));
  delete hostMem;
}

TEST_CASE("reads and writes between a CL_MEM_USE_HOST_PTR buffer and overlapping host memory",
          "[buffer]") {
  // The host pointer of a read or write may lie in the buffer's own memory: the bytes move as
  // memmove moves them (the API fuzzer found a memcpy of overlapping ranges here).
  Env env;
  AlignedHost host(4096);
  for (size_t i = 0; i < host.size; ++i)
    host.ptr[i] = static_cast<unsigned char>(i * 7 + 1);
  const Bytes original = host.bytes();
  Mem buffer =
      makeBuffer(env.context, host.size, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, host.ptr);
  // Write host[5, 2005) to the buffer's bytes [0, 2000): the ranges overlap.
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buffer, CL_TRUE, 0, 2000, host.ptr + 5, 0, nullptr, nullptr));
  Bytes want = original;
  std::memmove(want.data(), original.data() + 5, 2000);
  CHECK(readAll(env.queue, buffer, host.size) == want);
  // Read the buffer's bytes [100, 3100) into host[0, 3000).
  REQUIRE_CL(
      clEnqueueReadBuffer(env.queue, buffer, CL_TRUE, 100, 3000, host.ptr, 0, nullptr, nullptr));
  std::memmove(want.data(), want.data() + 100, 3000);
  CHECK(host.bytes() == want);
}
