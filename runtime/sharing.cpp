// Sharing with graphics and media APIs: OpenGL (cl_khr_gl_sharing, cl_khr_gl_event), EGL
// (cl_khr_egl_image, cl_khr_egl_event), Direct3D 10 and 11 and DX9 media surfaces. Weft reports
// none of them, but the ICD dispatch table has a slot for each and loaders export most of them, so
// each validates its handles and answers with the error its extension names when the context or
// queue was not made from the other API's objects, which no Weft context is.
#include "runtime/api.hpp"
#include "runtime/command_queue.hpp"
#include "runtime/context.hpp"
#include "runtime/memory.hpp"
#include "runtime/platform.hpp"

namespace weft::api {
namespace {

/// "CL_INVALID_CONTEXT if context is not a valid context or was not created from" the API.
Error notFromContext(const char* fn, cl_context context, const char* api) {
  if (!fromHandle<Context>(context))
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  return fail(CL_INVALID_CONTEXT, fn, std::string("context was not created from ") + api);
}

/// Acquire and release commands: a valid queue, whose context was not made from the API.
Status notFromQueue(const char* fn, cl_command_queue queue, const char* api) {
  CommandQueue* q = toQueue(queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "command_queue is not a valid command queue");
  return fail(CL_INVALID_CONTEXT, fn,
              std::string("the queue's context was not created from ") + api, &q->context());
}

/// A memory object that cannot have been made from a GL object.
Status noGLObject(const char* fn, cl_mem memobj) {
  MemObject* m = toMem(memobj);
  if (!m)
    return fail(CL_INVALID_MEM_OBJECT, fn, "memobj is not a valid memory object");
  return fail(CL_INVALID_GL_OBJECT, fn, "memobj was not created from a GL object", &m->context());
}

/// The device queries of Direct3D and DX9 sharing: no device of Weft's shares with them.
Status noSharingDevices(const char* fn, cl_platform_id platform, cl_uint* numDevices) {
  // NULL selects Weft's platform, as everywhere else.
  if (platform && !fromHandle<Platform>(platform))
    return fail(CL_INVALID_PLATFORM, fn, "platform is not a valid platform");
  if (numDevices)
    *numDevices = 0;
  return fail(CL_DEVICE_NOT_FOUND, fn, "no device of this platform shares with Direct3D or DX9");
}

} // namespace

Result<cl_mem> clCreateFromGLBuffer(cl_context context, cl_mem_flags, cl_GLuint) {
  return notFromContext("clCreateFromGLBuffer", context, "an OpenGL context");
}

Result<cl_mem> clCreateFromGLTexture(cl_context context, cl_mem_flags, cl_GLenum, cl_GLint,
                                     cl_GLuint) {
  return notFromContext("clCreateFromGLTexture", context, "an OpenGL context");
}

Result<cl_mem> clCreateFromGLTexture2D(cl_context context, cl_mem_flags, cl_GLenum, cl_GLint,
                                       cl_GLuint) {
  return notFromContext("clCreateFromGLTexture2D", context, "an OpenGL context");
}

Result<cl_mem> clCreateFromGLTexture3D(cl_context context, cl_mem_flags, cl_GLenum, cl_GLint,
                                       cl_GLuint) {
  return notFromContext("clCreateFromGLTexture3D", context, "an OpenGL context");
}

Result<cl_mem> clCreateFromGLRenderbuffer(cl_context context, cl_mem_flags, cl_GLuint) {
  return notFromContext("clCreateFromGLRenderbuffer", context, "an OpenGL context");
}

Status clGetGLObjectInfo(cl_mem memobj, cl_gl_object_type*, cl_GLuint*) {
  return noGLObject("clGetGLObjectInfo", memobj);
}

Status clGetGLTextureInfo(cl_mem memobj, cl_gl_texture_info, size_t, void*, size_t*) {
  return noGLObject("clGetGLTextureInfo", memobj);
}

Status clEnqueueAcquireGLObjects(cl_command_queue command_queue, cl_uint, const cl_mem*, cl_uint,
                                 const cl_event*, cl_event*) {
  return notFromQueue("clEnqueueAcquireGLObjects", command_queue, "an OpenGL context");
}

Status clEnqueueReleaseGLObjects(cl_command_queue command_queue, cl_uint, const cl_mem*, cl_uint,
                                 const cl_event*, cl_event*) {
  return notFromQueue("clEnqueueReleaseGLObjects", command_queue, "an OpenGL context");
}

Status clGetGLContextInfoKHR(const cl_context_properties*, cl_gl_context_info param_name, size_t,
                             void*, size_t*) {
  const char* fn = "clGetGLContextInfoKHR";
  if (param_name != CL_CURRENT_DEVICE_FOR_GL_CONTEXT_KHR &&
      param_name != CL_DEVICES_FOR_GL_CONTEXT_KHR)
    return fail(CL_INVALID_VALUE, fn, "param_name is not a GL context query");
  return fail(CL_INVALID_GL_SHAREGROUP_REFERENCE_KHR, fn,
              "the platform shares with no OpenGL context or share group");
}

Result<cl_event> clCreateEventFromGLsyncKHR(cl_context context, cl_GLsync) {
  return notFromContext("clCreateEventFromGLsyncKHR", context, "an OpenGL context");
}

Result<cl_mem> clCreateFromEGLImageKHR(cl_context context, CLeglDisplayKHR, CLeglImageKHR,
                                       cl_mem_flags, const cl_egl_image_properties_khr*) {
  const char* fn = "clCreateFromEGLImageKHR";
  if (!fromHandle<Context>(context))
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  return fail(CL_INVALID_EGL_OBJECT_KHR, fn, "the platform shares no EGL images");
}

Status clEnqueueAcquireEGLObjectsKHR(cl_command_queue command_queue, cl_uint, const cl_mem*,
                                     cl_uint, const cl_event*, cl_event*) {
  return notFromQueue("clEnqueueAcquireEGLObjectsKHR", command_queue, "EGL images");
}

Status clEnqueueReleaseEGLObjectsKHR(cl_command_queue command_queue, cl_uint, const cl_mem*,
                                     cl_uint, const cl_event*, cl_event*) {
  return notFromQueue("clEnqueueReleaseEGLObjectsKHR", command_queue, "EGL images");
}

Result<cl_event> clCreateEventFromEGLSyncKHR(cl_context context, CLeglSyncKHR, CLeglDisplayKHR) {
  const char* fn = "clCreateEventFromEGLSyncKHR";
  if (!fromHandle<Context>(context))
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  return fail(CL_INVALID_EGL_OBJECT_KHR, fn, "the platform shares no EGL sync objects");
}

Status clGetDeviceIDsFromD3D10KHR(cl_platform_id platform, cl_uint, void*, cl_uint, cl_uint,
                                  cl_device_id*, cl_uint* num_devices) {
  return noSharingDevices("clGetDeviceIDsFromD3D10KHR", platform, num_devices);
}

Result<cl_mem> clCreateFromD3D10BufferKHR(cl_context context, cl_mem_flags, void*) {
  return notFromContext("clCreateFromD3D10BufferKHR", context, "a Direct3D 10 device");
}

Result<cl_mem> clCreateFromD3D10Texture2DKHR(cl_context context, cl_mem_flags, void*, cl_uint) {
  return notFromContext("clCreateFromD3D10Texture2DKHR", context, "a Direct3D 10 device");
}

Result<cl_mem> clCreateFromD3D10Texture3DKHR(cl_context context, cl_mem_flags, void*, cl_uint) {
  return notFromContext("clCreateFromD3D10Texture3DKHR", context, "a Direct3D 10 device");
}

Status clEnqueueAcquireD3D10ObjectsKHR(cl_command_queue command_queue, cl_uint, const cl_mem*,
                                       cl_uint, const cl_event*, cl_event*) {
  return notFromQueue("clEnqueueAcquireD3D10ObjectsKHR", command_queue, "a Direct3D 10 device");
}

Status clEnqueueReleaseD3D10ObjectsKHR(cl_command_queue command_queue, cl_uint, const cl_mem*,
                                       cl_uint, const cl_event*, cl_event*) {
  return notFromQueue("clEnqueueReleaseD3D10ObjectsKHR", command_queue, "a Direct3D 10 device");
}

Status clGetDeviceIDsFromD3D11KHR(cl_platform_id platform, cl_uint, void*, cl_uint, cl_uint,
                                  cl_device_id*, cl_uint* num_devices) {
  return noSharingDevices("clGetDeviceIDsFromD3D11KHR", platform, num_devices);
}

Result<cl_mem> clCreateFromD3D11BufferKHR(cl_context context, cl_mem_flags, void*) {
  return notFromContext("clCreateFromD3D11BufferKHR", context, "a Direct3D 11 device");
}

Result<cl_mem> clCreateFromD3D11Texture2DKHR(cl_context context, cl_mem_flags, void*, cl_uint) {
  return notFromContext("clCreateFromD3D11Texture2DKHR", context, "a Direct3D 11 device");
}

Result<cl_mem> clCreateFromD3D11Texture3DKHR(cl_context context, cl_mem_flags, void*, cl_uint) {
  return notFromContext("clCreateFromD3D11Texture3DKHR", context, "a Direct3D 11 device");
}

Status clEnqueueAcquireD3D11ObjectsKHR(cl_command_queue command_queue, cl_uint, const cl_mem*,
                                       cl_uint, const cl_event*, cl_event*) {
  return notFromQueue("clEnqueueAcquireD3D11ObjectsKHR", command_queue, "a Direct3D 11 device");
}

Status clEnqueueReleaseD3D11ObjectsKHR(cl_command_queue command_queue, cl_uint, const cl_mem*,
                                       cl_uint, const cl_event*, cl_event*) {
  return notFromQueue("clEnqueueReleaseD3D11ObjectsKHR", command_queue, "a Direct3D 11 device");
}

Status clGetDeviceIDsFromDX9MediaAdapterKHR(cl_platform_id platform, cl_uint, cl_uint*, void*,
                                            cl_uint, cl_uint, cl_device_id*, cl_uint* num_devices) {
  return noSharingDevices("clGetDeviceIDsFromDX9MediaAdapterKHR", platform, num_devices);
}

Result<cl_mem> clCreateFromDX9MediaSurfaceKHR(cl_context context, cl_mem_flags, cl_uint, void*,
                                              cl_uint) {
  return notFromContext("clCreateFromDX9MediaSurfaceKHR", context, "a DX9 media adapter");
}

Status clEnqueueAcquireDX9MediaSurfacesKHR(cl_command_queue command_queue, cl_uint, const cl_mem*,
                                           cl_uint, const cl_event*, cl_event*) {
  return notFromQueue("clEnqueueAcquireDX9MediaSurfacesKHR", command_queue, "a DX9 media adapter");
}

Status clEnqueueReleaseDX9MediaSurfacesKHR(cl_command_queue command_queue, cl_uint, const cl_mem*,
                                           cl_uint, const cl_event*, cl_event*) {
  return notFromQueue("clEnqueueReleaseDX9MediaSurfacesKHR", command_queue, "a DX9 media adapter");
}

} // namespace weft::api
