// The ICD dispatch table (OpenCL ICD installation guide; issue 16): the loader jumps through the
// slot of whatever function the application calls, so no slot may be empty. The sharing functions
// of APIs Weft has no part in (OpenGL, EGL, Direct3D, DX9) answer with the errors their extensions
// name, through the loader where it exports them and through the table where it does not.
#include "cl_test.hpp"

#include <CL/cl_egl.h>
#include <CL/cl_gl.h>
#include <CL/cl_icd.h>

using namespace weft_test;

namespace {

/// The dispatch table behind a handle: the loader reads it from the handle's first word.
const cl_icd_dispatch& dispatchOf(void* handle) {
  return **static_cast<const cl_icd_dispatch* const*>(handle);
}

/// Calls a slot that this platform's headers type as void*, with the signature its extension
/// gives it (Windows types as void*).
template <typename Fn> Fn slot(void* entry) {
  REQUIRE(entry != nullptr);
  return reinterpret_cast<Fn>(entry);
}

using GetD3DDevices = cl_int(CL_API_CALL*)(cl_platform_id, cl_uint, void*, cl_uint, cl_uint,
                                           cl_device_id*, cl_uint*);
using CreateFromD3DBuffer = cl_mem(CL_API_CALL*)(cl_context, cl_mem_flags, void*, cl_int*);
using CreateFromD3DTexture = cl_mem(CL_API_CALL*)(cl_context, cl_mem_flags, void*, cl_uint,
                                                  cl_int*);
using AcquireOrRelease = cl_int(CL_API_CALL*)(cl_command_queue, cl_uint, const cl_mem*, cl_uint,
                                              const cl_event*, cl_event*);
using GetDX9Devices = cl_int(CL_API_CALL*)(cl_platform_id, cl_uint, cl_uint*, void*, cl_uint,
                                           cl_uint, cl_device_id*, cl_uint*);
using CreateFromDX9 = cl_mem(CL_API_CALL*)(cl_context, cl_mem_flags, cl_uint, void*, cl_uint,
                                           cl_int*);

} // namespace

TEST_CASE("every slot of the ICD dispatch table is filled", "[dispatch][weft]") {
  Env env;
  Mem buf = makeBuffer(env.context, 64);
  // Every handle of the platform carries the same table.
  const cl_icd_dispatch& table = dispatchOf(env.platform);
  CHECK(&dispatchOf(env.device) == &table);
  CHECK(&dispatchOf(env.context.get()) == &table);
  CHECK(&dispatchOf(env.queue.get()) == &table);
  CHECK(&dispatchOf(buf.get()) == &table);
  const auto* slots = reinterpret_cast<void* const*>(&table);
  const size_t count = sizeof(cl_icd_dispatch) / sizeof(void*);
  REQUIRE(count >= 149); // the OpenCL 3.0 table of the 2023 headers
  for (size_t i = 0; i < count; ++i) {
    INFO("slot " << i);
    CHECK(slots[i] != nullptr);
  }
}

TEST_CASE("OpenGL sharing functions refuse contexts, queues and buffers not made from GL",
          "[dispatch]") {
  Env env;
  Mem buf = makeBuffer(env.context, 64);
  cl_int err = CL_SUCCESS;
  auto refused = [&](cl_mem created) {
    CHECK(created == nullptr);
    CHECK_ERRCODE(CL_INVALID_CONTEXT, err);
    err = CL_SUCCESS;
  };
  refused(clCreateFromGLBuffer(env.context, CL_MEM_READ_WRITE, 1, &err));
  refused(clCreateFromGLTexture(env.context, CL_MEM_READ_WRITE, 0x0DE1, 0, 1, &err));
  refused(clCreateFromGLTexture2D(env.context, CL_MEM_READ_WRITE, 0x0DE1, 0, 1, &err));
  refused(clCreateFromGLTexture3D(env.context, CL_MEM_READ_WRITE, 0x806F, 0, 1, &err));
  refused(clCreateFromGLRenderbuffer(env.context, CL_MEM_READ_WRITE, 1, &err));
  cl_event fromSync = clCreateEventFromGLsyncKHR(env.context, nullptr, &err);
  CHECK(fromSync == nullptr);
  CHECK_ERRCODE(CL_INVALID_CONTEXT, err);

  cl_gl_object_type type = 0;
  cl_GLuint name = 0;
  CHECK_CL_ERR(CL_INVALID_GL_OBJECT, clGetGLObjectInfo(buf, &type, &name));
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clGetGLObjectInfo(nullptr, &type, &name));
  cl_GLenum target = 0;
  CHECK_CL_ERR(CL_INVALID_GL_OBJECT,
               clGetGLTextureInfo(buf, CL_GL_TEXTURE_TARGET, sizeof target, &target, nullptr));
  cl_mem raw = buf;
  CHECK_CL_ERR(CL_INVALID_CONTEXT,
               clEnqueueAcquireGLObjects(env.queue, 1, &raw, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_CONTEXT,
               clEnqueueReleaseGLObjects(env.queue, 1, &raw, 0, nullptr, nullptr));

  cl_context_properties props[] = {CL_CONTEXT_PLATFORM,
                                   reinterpret_cast<cl_context_properties>(env.platform), 0};
  cl_device_id device = nullptr;
  CHECK_CL_ERR(CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR,
               clGetGLContextInfoKHR(props, CL_CURRENT_DEVICE_FOR_GL_CONTEXT_KHR, sizeof device,
                                     &device, nullptr));
}

TEST_CASE("EGL sharing functions refuse what was not made from EGL", "[dispatch]") {
  Env env;
  Mem buf = makeBuffer(env.context, 64);
  cl_int err = CL_SUCCESS;
  cl_mem image =
      clCreateFromEGLImageKHR(env.context, nullptr, nullptr, CL_MEM_READ_ONLY, nullptr, &err);
  CHECK(image == nullptr);
  CHECK_ERRCODE(CL_INVALID_EGL_OBJECT_KHR, err);
  cl_event event = clCreateEventFromEGLSyncKHR(env.context, nullptr, nullptr, &err);
  CHECK(event == nullptr);
  CHECK_ERRCODE(CL_INVALID_EGL_OBJECT_KHR, err);
  cl_mem raw = buf;
  CHECK_CL_ERR(CL_INVALID_CONTEXT,
               clEnqueueAcquireEGLObjectsKHR(env.queue, 1, &raw, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_CONTEXT,
               clEnqueueReleaseEGLObjectsKHR(env.queue, 1, &raw, 0, nullptr, nullptr));
}

TEST_CASE("device fission and sub-group queries under their extension names", "[dispatch]") {
  Env env;
  CHECK_CL(clRetainDeviceEXT(env.device));
  CHECK_CL(clReleaseDeviceEXT(env.device));
  cl_device_partition_property_ext props[] = {CL_DEVICE_PARTITION_EQUALLY_EXT, 1,
                                              CL_PROPERTIES_LIST_END_EXT};
  cl_uint made = 0;
  cl_int err = clCreateSubDevicesEXT(env.device, props, 0, nullptr, &made);
  // Weft does not report cl_ext_device_fission (clCreateSubDevices partitions): the extension's
  // CL_INVALID_VALUE, never success with nothing.
  CHECK_CL_ERR(CL_INVALID_VALUE, err);
  Program program = buildProgram(env.context, env.device, "kernel void k() {}");
  Kernel kernel = makeKernel(program, "k");
  size_t local = 1, subGroups = 0;
  cl_int core =
      clGetKernelSubGroupInfo(kernel, env.device, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE,
                              sizeof local, &local, sizeof subGroups, &subGroups, nullptr);
  cl_int khr =
      clGetKernelSubGroupInfoKHR(kernel, env.device, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE_KHR,
                                 sizeof local, &local, sizeof subGroups, &subGroups, nullptr);
  CHECK(ClError{khr} == ClError{core});
}

TEST_CASE("Direct3D and DX9 sharing slots answer with errors", "[dispatch][weft]") {
  Env env;
  Mem buf = makeBuffer(env.context, 64);
  const cl_icd_dispatch& table = dispatchOf(env.platform);
  cl_uint num = 7;
  cl_int err = CL_SUCCESS;
  cl_mem raw = buf;
  for (void* entry : {table.clGetDeviceIDsFromD3D10KHR, table.clGetDeviceIDsFromD3D11KHR}) {
    num = 7;
    CHECK_CL_ERR(CL_DEVICE_NOT_FOUND,
                 slot<GetD3DDevices>(entry)(env.platform, 0, nullptr, 0, 0, nullptr, &num));
    CHECK(num == 0);
  }
  num = 7;
  CHECK_CL_ERR(CL_DEVICE_NOT_FOUND, slot<GetDX9Devices>(table.clGetDeviceIDsFromDX9MediaAdapterKHR)(
                                        env.platform, 0, nullptr, nullptr, 0, 0, nullptr, &num));
  CHECK(num == 0);
  for (void* entry : {table.clCreateFromD3D10BufferKHR, table.clCreateFromD3D11BufferKHR}) {
    CHECK(slot<CreateFromD3DBuffer>(entry)(env.context, CL_MEM_READ_WRITE, nullptr, &err) ==
          nullptr);
    CHECK_ERRCODE(CL_INVALID_CONTEXT, err);
  }
  for (void* entry : {table.clCreateFromD3D10Texture2DKHR, table.clCreateFromD3D10Texture3DKHR,
                      table.clCreateFromD3D11Texture2DKHR, table.clCreateFromD3D11Texture3DKHR}) {
    err = CL_SUCCESS;
    CHECK(slot<CreateFromD3DTexture>(entry)(env.context, CL_MEM_READ_WRITE, nullptr, 0, &err) ==
          nullptr);
    CHECK_ERRCODE(CL_INVALID_CONTEXT, err);
  }
  err = CL_SUCCESS;
  CHECK(slot<CreateFromDX9>(table.clCreateFromDX9MediaSurfaceKHR)(env.context, CL_MEM_READ_WRITE, 0,
                                                                  nullptr, 0, &err) == nullptr);
  CHECK_ERRCODE(CL_INVALID_CONTEXT, err);
  for (void* entry :
       {table.clEnqueueAcquireD3D10ObjectsKHR, table.clEnqueueReleaseD3D10ObjectsKHR,
        table.clEnqueueAcquireD3D11ObjectsKHR, table.clEnqueueReleaseD3D11ObjectsKHR,
        table.clEnqueueAcquireDX9MediaSurfacesKHR, table.clEnqueueReleaseDX9MediaSurfacesKHR}) {
    CHECK_CL_ERR(CL_INVALID_CONTEXT,
                 slot<AcquireOrRelease>(entry)(env.queue, 1, &raw, 0, nullptr, nullptr));
    CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE,
                 slot<AcquireOrRelease>(entry)(nullptr, 1, &raw, 0, nullptr, nullptr));
  }
}
