// Entry points for features the device does not report: pipes, SVM, sub-groups. Each validates its
// handles and answers with the error code the spec names for a device without the feature.
#include "runtime/api.hpp"
#include "runtime/command_queue.hpp"
#include "runtime/context.hpp"
#include "runtime/kernel.hpp"
#include "runtime/memory.hpp"

namespace weft::api {
namespace {

Status queueWithoutFeature(const char* fn, cl_command_queue queue, const char* feature) {
  if (!toQueue(queue))
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "command_queue is not a valid command queue");
  return fail(CL_INVALID_OPERATION, fn, std::string("the device does not support ") + feature);
}

} // namespace

Result<cl_mem> clCreatePipe(cl_context context, cl_mem_flags, cl_uint, cl_uint,
                            const cl_pipe_properties*) {
  const char* fn = "clCreatePipe";
  if (!fromHandle<Context>(context))
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  return fail(CL_INVALID_OPERATION, fn, "no device in the context supports pipes");
}

Status clGetPipeInfo(cl_mem pipe, cl_pipe_info, size_t, void*, size_t*) {
  if (!toMem(pipe))
    return fail(CL_INVALID_MEM_OBJECT, "clGetPipeInfo", "pipe is not a memory object");
  return fail(CL_INVALID_MEM_OBJECT, "clGetPipeInfo", "pipe is a buffer, not a pipe");
}

void* clSVMAlloc(cl_context, cl_svm_mem_flags, size_t, cl_uint) {
  // "Returns NULL ... if no devices in context support SVM."
  return nullptr;
}

void clSVMFree(cl_context, void*) {}

Status clEnqueueSVMFree(cl_command_queue q, cl_uint, void*[],
                        void(CL_CALLBACK*)(cl_command_queue, cl_uint, void*[], void*), void*,
                        cl_uint, const cl_event*, cl_event*) {
  return queueWithoutFeature("clEnqueueSVMFree", q, "SVM");
}

Status clEnqueueSVMMemcpy(cl_command_queue q, cl_bool, void*, const void*, size_t, cl_uint,
                          const cl_event*, cl_event*) {
  return queueWithoutFeature("clEnqueueSVMMemcpy", q, "SVM");
}

Status clEnqueueSVMMemFill(cl_command_queue q, void*, const void*, size_t, size_t, cl_uint,
                           const cl_event*, cl_event*) {
  return queueWithoutFeature("clEnqueueSVMMemFill", q, "SVM");
}

Status clEnqueueSVMMap(cl_command_queue q, cl_bool, cl_map_flags, void*, size_t, cl_uint,
                       const cl_event*, cl_event*) {
  return queueWithoutFeature("clEnqueueSVMMap", q, "SVM");
}

Status clEnqueueSVMUnmap(cl_command_queue q, void*, cl_uint, const cl_event*, cl_event*) {
  return queueWithoutFeature("clEnqueueSVMUnmap", q, "SVM");
}

Status clEnqueueSVMMigrateMem(cl_command_queue q, cl_uint, const void**, const size_t*,
                              cl_mem_migration_flags, cl_uint, const cl_event*, cl_event*) {
  return queueWithoutFeature("clEnqueueSVMMigrateMem", q, "SVM");
}

Status clSetKernelArgSVMPointer(cl_kernel kernel, cl_uint, const void*) {
  if (!toKernel(kernel))
    return fail(CL_INVALID_KERNEL, "clSetKernelArgSVMPointer", "kernel is not a valid kernel");
  return fail(CL_INVALID_OPERATION, "clSetKernelArgSVMPointer", "the device does not support SVM");
}

Status clSetKernelExecInfo(cl_kernel kernel, cl_kernel_exec_info param_name, size_t, const void*) {
  const char* fn = "clSetKernelExecInfo";
  if (!toKernel(kernel))
    return fail(CL_INVALID_KERNEL, fn, "kernel is not a valid kernel");
  if (param_name != CL_KERNEL_EXEC_INFO_SVM_PTRS &&
      param_name != CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM)
    return fail(CL_INVALID_VALUE, fn, "param_name is not a kernel execution parameter");
  return fail(CL_INVALID_OPERATION, fn, "the device does not support SVM");
}

Status clGetKernelSubGroupInfo(cl_kernel kernel, cl_device_id, cl_kernel_sub_group_info, size_t,
                               const void*, size_t, void*, size_t*) {
  const char* fn = "clGetKernelSubGroupInfo";
  if (!toKernel(kernel))
    return fail(CL_INVALID_KERNEL, fn, "kernel is not a valid kernel");
  return fail(CL_INVALID_OPERATION, fn, "the device does not support sub-groups");
}

Status clGetKernelSubGroupInfoKHR(cl_kernel in_kernel, cl_device_id in_device,
                                  cl_kernel_sub_group_info param_name, size_t input_value_size,
                                  const void* input_value, size_t param_value_size,
                                  void* param_value, size_t* param_value_size_ret) {
  return api::clGetKernelSubGroupInfo(in_kernel, in_device, param_name, input_value_size,
                                      input_value, param_value_size, param_value,
                                      param_value_size_ret);
}

} // namespace weft::api
