// Kernel execution commands (OpenCL 3.0 §5.10): clEnqueueNDRangeKernel and its relatives.
#include "runtime/api.hpp"
#include "runtime/command_queue.hpp"
#include "runtime/context.hpp"
#include "runtime/device.hpp"
#include "runtime/kernel.hpp"
#include "runtime/printf.hpp"

#include <chrono>
#include <cstring>
#include <limits>
#include <memory>
#include <vector>

namespace weft::api {
namespace {

/// The local size Weft picks when the application gives none: dimension 0 as wide as possible
/// (its work-items fill SIMD lanes), but small enough to leave a few groups per core, and a
/// divisor of the global size unless the program may run partial groups. A 1D range leaves
/// sixteen per core: its last groups then weigh less against the workers that start late after a
/// pause (n-body's 4096 work-items on the lent machine's 16 cores: 327-363 GFLOP/s in 64 groups,
/// 369-377 in 128, in 256 377-401 against 356-362 in one lease; Black-Scholes in double and the
/// special functions 5% faster there; the same on the 2-core VM). Where other dimensions give
/// groups too, the groups of all dimensions together count: four per core, dimension 0 divided
/// only as far as the others' rows leave too few (2048 rows of 2048 are groups of whole rows:
/// rows of 64 on 16 cores made the stencil and the convolution 0.63-0.77 of native there, a
/// harness 44.5 against whole rows' 67 GB/s; on the 2-core VM whole rows 34.6-35.1 against rows
/// of 256's 29.9-32.7; eight groups per core made that VM's stencil and write_imagef rows 7-9%
/// slower in rows of 64 instead of 128). Rows keep at least four vectors of lanes, the
/// compiler's widest step: Mandelbrot's 2048x2048 on 16 cores got groups of 32, two vectors,
/// and ran no faster than on 8.
void chooseLocalSize(const devices::DeviceCaps& caps, cl_uint workDim, const size_t* global,
                     bool nonUniform, size_t* local) {
  local[0] = local[1] = local[2] = 1;
  const size_t maxLocal = caps.maxWorkGroupSize;
  bool rows = false;
  for (cl_uint d = 1; d < workDim; ++d)
    rows |= global[d] > 1;
  const size_t wantedGroups = size_t{rows ? 4u : 16u} * caps.computeUnits;
  const size_t lanes = caps.vectorBytes / 4;
  // Groups each row of dimension 0 must be divided into.
  const size_t others = global[1] * global[2];
  const size_t perRow = (wantedGroups + others - 1) / others;
  size_t cap = std::max<size_t>(global[0] / perRow, lanes);
  if (rows)
    cap = std::max<size_t>(cap, 4 * lanes);
  cap = std::min(cap, maxLocal);
  // Whole vectors of lanes where the range has them: a group of another width runs its last
  // work-items one at a time (a group of 125 ran 13 of them so, as slow as 13 more vectors), and
  // a quick build's code would be compiled again for it (KernelInfo::wholeVectors).
  if (nonUniform) {
    local[0] = std::min(cap, global[0]);
    if (local[0] > lanes)
      local[0] -= local[0] % lanes;
    return;
  }
  const size_t top = std::min(cap, global[0]);
  // A multiple of the lanes divides the range only where the lanes do; the lanes themselves end
  // the search. Else the largest divisor.
  if (global[0] % lanes == 0 && top >= lanes) {
    for (size_t candidate = top - top % lanes;; candidate -= lanes)
      if (global[0] % candidate == 0) {
        local[0] = candidate;
        return;
      }
  }
  for (size_t candidate = top; candidate >= 1; --candidate) {
    if (global[0] % candidate == 0) {
      local[0] = candidate;
      break;
    }
  }
}

} // namespace

Status clEnqueueNDRangeKernel(cl_command_queue command_queue, cl_kernel kernel, cl_uint work_dim,
                              const size_t* global_work_offset, const size_t* global_work_size,
                              const size_t* local_work_size, cl_uint num_events_in_wait_list,
                              const cl_event* event_wait_list, cl_event* event) {
  const char* fn = "clEnqueueNDRangeKernel";
  // Handles first: nothing is read from the queue or the kernel before both are known valid.
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "command_queue is not a valid command queue");
  Context* c = &q->context();
  Kernel* k = toKernel(kernel);
  if (!k)
    return fail(CL_INVALID_KERNEL, fn, "kernel is not a valid kernel", c);
  if (&k->program().context() != c)
    return fail(CL_INVALID_CONTEXT, fn, "the queue and the kernel belong to different contexts", c);
  if (work_dim < 1 || work_dim > 3)
    return fail(CL_INVALID_WORK_DIMENSION, fn,
                "work_dim " + std::to_string(work_dim) + " is not 1, 2 or 3", c);

  const devices::DeviceCaps& caps = q->device().caps();
  const compiler::KernelInfo& info = k->info();
  size_t global[3] = {1, 1, 1}, offset[3] = {0, 0, 0}, local[3] = {1, 1, 1};
  // "If global_work_size is NULL, or the value in any passed dimension is 0 then the kernel
  // command will trivially succeed after its event dependencies are satisfied."
  bool empty = !global_work_size;
  for (cl_uint d = 0; d < work_dim && global_work_size; ++d) {
    global[d] = global_work_size[d];
    empty |= global[d] == 0;
    offset[d] = global_work_offset ? global_work_offset[d] : 0;
    if (global[d] > std::numeric_limits<size_t>::max() - offset[d])
      return fail(
          CL_INVALID_GLOBAL_OFFSET, fn,
          "global_work_offset + global_work_size overflows in dimension " + std::to_string(d), c);
  }
  // The global linear id (and the count of groups) must fit in a size_t.
  size_t workItems = 0;
  if (!empty && (__builtin_mul_overflow(global[0], global[1], &workItems) ||
                 __builtin_mul_overflow(workItems, global[2], &workItems)))
    return fail(CL_INVALID_GLOBAL_WORK_SIZE, fn,
                "the range has more work-items than a size_t counts (global_work_size's product)",
                c);
  const bool nonUniform = k->allowsNonUniform();
  bool hasReqd = info.reqdWorkGroupSize[0] != 0;
  if (empty) {
    // Nothing runs, so no work-group size applies.
  } else if (local_work_size) {
    size_t total = 1;
    for (cl_uint d = 0; d < work_dim; ++d) {
      local[d] = local_work_size[d];
      if (local[d] == 0)
        return fail(CL_INVALID_WORK_GROUP_SIZE, fn, "local_work_size has a 0", c);
      if (local[d] > caps.maxWorkGroupSize)
        return fail(
            CL_INVALID_WORK_ITEM_SIZE, fn,
            "local_work_size[" + std::to_string(d) + "] is above CL_DEVICE_MAX_WORK_ITEM_SIZES", c);
      total *= local[d];
      if (hasReqd && local[d] != info.reqdWorkGroupSize[d])
        return fail(CL_INVALID_WORK_GROUP_SIZE, fn,
                    "local_work_size differs from the kernel's reqd_work_group_size", c);
      if (!nonUniform && global[d] % local[d] != 0)
        return fail(CL_INVALID_WORK_GROUP_SIZE, fn,
                    "global_work_size is not a multiple of local_work_size in dimension " +
                        std::to_string(d) +
                        " (partial work-groups need a program built with -cl-std=CL2.0 or later)",
                    c);
    }
    if (total > caps.maxWorkGroupSize)
      return fail(CL_INVALID_WORK_GROUP_SIZE, fn,
                  "the work-group has " + std::to_string(total) +
                      " work-items, above CL_KERNEL_WORK_GROUP_SIZE",
                  c);
  } else if (hasReqd) {
    // The kernel's reqd_work_group_size is its local size, so the device's limits apply to it as
    // they would to a local_work_size: Clang accepts any size in the attribute.
    uint64_t total = 1;
    for (cl_uint d = 0; d < 3; ++d) {
      if (info.reqdWorkGroupSize[d] > caps.maxWorkGroupSize)
        return fail(CL_INVALID_WORK_ITEM_SIZE, fn,
                    "reqd_work_group_size[" + std::to_string(d) + "] is " +
                        std::to_string(info.reqdWorkGroupSize[d]) +
                        ", above CL_DEVICE_MAX_WORK_ITEM_SIZES",
                    c);
      total *= info.reqdWorkGroupSize[d];
    }
    if (total > caps.maxWorkGroupSize)
      return fail(CL_INVALID_WORK_GROUP_SIZE, fn,
                  "reqd_work_group_size asks for " + std::to_string(total) +
                      " work-items, above CL_KERNEL_WORK_GROUP_SIZE",
                  c);
    for (cl_uint d = 0; d < work_dim; ++d) {
      local[d] = info.reqdWorkGroupSize[d];
      if (!nonUniform && global[d] % local[d] != 0)
        return fail(CL_INVALID_WORK_GROUP_SIZE, fn,
                    "global_work_size is not a multiple of reqd_work_group_size", c);
    }
  } else {
    chooseLocalSize(caps, work_dim, global, nonUniform, local);
  }
  // The dimensions past work_dim are 1 in the launch, and must be in the attribute too.
  for (cl_uint d = work_dim; d < 3 && hasReqd && !empty; ++d)
    if (info.reqdWorkGroupSize[d] != 1)
      return fail(CL_INVALID_WORK_GROUP_SIZE, fn,
                  "the kernel's reqd_work_group_size is " +
                      std::to_string(info.reqdWorkGroupSize[d]) + ", not 1, in dimension " +
                      std::to_string(d) + ", past work_dim",
                  c);
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, c, fn));

  auto snapshot = k->snapshot();
  if (!snapshot.ok())
    return Error{snapshot.code()};
  std::shared_ptr<Kernel::Snapshot> snap = std::move(snapshot.value());
  if (snap->localMemBytes > caps.localMemSize)
    return fail(CL_OUT_OF_RESOURCES, fn,
                "the kernel needs " + std::to_string(snap->localMemBytes) +
                    " bytes of __local memory, above CL_DEVICE_LOCAL_MEM_SIZE",
                c);
  if (info.privateMemSize > caps.privateMemSize)
    return fail(CL_OUT_OF_RESOURCES, fn,
                "the kernel needs " + std::to_string(info.privateMemSize) +
                    " bytes of private memory per work-group (CL_KERNEL_PRIVATE_MEM_SIZE), above "
                    "the " +
                    std::to_string(caps.privateMemSize) + " a thread's stack gives it",
                c);
  if (!snap->function)
    return fail(CL_INVALID_PROGRAM_EXECUTABLE, fn, "the kernel has no code", c);
  // Groups one work-item wide in x run their work-items one at a time: code with the wide
  // dimension in the lanes instead, once compiled (not for kernels with barriers, whose saved
  // state lies along x).
  const unsigned lanesDimension = local[0] == 1 && info.workItemStateBytes == 0 &&
                                          info.vectorization.rfind("vectorized", 0) == 0
                                      ? (local[1] > 1   ? 1
                                         : local[2] > 1 ? 2
                                                        : 0)
                                      : 0;
  std::shared_ptr<KernelSpecializations::Entry> quickRuns;
  if ((!snap->imageFormats.empty() || lanesDimension) && !empty) {
    // The kernel's code for these images' formats and lanes, once compiled
    // (runtime/specialization.hpp).
    snap->specialized = snap->imageFormats.empty()
                            ? k->lanesCode(lanesDimension, workItems, caps.privateMemSize)
                            : k->program().specialized(info, snap->imageFormats, lanesDimension,
                                                       workItems, caps.privateMemSize);
    if (snap->specialized)
      snap->function = snap->specialized->function;
  } else if (info.quickCode && !empty) {
    // A quick first build's code: the kernel's full code once compiled, after its launches have
    // run a while (runtime/specialization.hpp); until then this launch reports its run time.
    snap->specialized = k->fullCode(caps.privateMemSize, quickRuns);
    if (snap->specialized)
      snap->function = snap->specialized->function;
  }
  // Quick code that runs whole vectors of work-items in x only, for groups of another width (the
  // last of a range with partial groups among them): the code with the scalar loop instead,
  // compiled now if need be. Its launches count for the full code as the quick code's do.
  const compiler::KernelInfo& chosen = snap->specialized ? *snap->specialized->info : info;
  if (const size_t whole = chosen.wholeVectors;
      whole && !empty &&
      (local[0] % whole != 0 || (nonUniform && global[0] % local[0] % whole != 0))) {
    snap->specialized = k->tailCode(caps.privateMemSize);
    if (!snap->specialized)
      return fail(CL_OUT_OF_RESOURCES, fn,
                  "the kernel's code for work-groups " + std::to_string(local[0]) +
                      " work-items wide in x could not be made: its compile failed, or it needs "
                      "more private memory than a thread's stack gives",
                  c);
    snap->function = snap->specialized->function;
  }

  devices::KernelLaunch launch;
  launch.function = snap->function;
  launch.args = snap->args.get();
  launch.localMemBytes = snap->localMemBytes;
  launch.workItemStateBytes = info.workItemStateBytes;
  launch.workGroupStateBytes = info.workGroupStateBytes;
  launch.workDim = work_dim;
  // What the code that runs reads of the launch: the specialized code's own.
  const compiler::KernelInfo& code = snap->specialized ? *snap->specialized->info : info;
  if (code.readsArgumentBits) {
    launch.exclusiveArguments = exclusiveArguments(snap->bufferBytes, snap->image);
    // Streaming stores where the launch's buffers exceed twice the caches: at once the caches
    // (the convolution row's 2 x 16 MiB on the Zen 5 VM's 32 MiB L3) its output lines were still
    // there from the launch before, and streaming them made it slower (25-29 -> 22 GB/s).
    launch.streamingStores = streamingArguments(snap->bufferBytes, launch.exclusiveArguments,
                                                2 * caps.outerCacheBytes, streamingMode());
    // Counts per thread only where some argument is exclusive (never beside an image), in the
    // bins of the code that runs: a specialization may count differently from the generic code.
    if (launch.exclusiveArguments)
      launch.countBinsBytes = code.countBinsBytes;
  }
  for (int d = 0; d < 3; ++d) {
    launch.globalSize[d] = global[d];
    launch.globalOffset[d] = offset[d];
    launch.localSize[d] = local[d];
  }
  devices::Device* device = &q->device().backend();
  const bool printf = info.usesPrintf;
  auto work = [snap, launch, device, empty, printf, quickRuns]() mutable -> cl_int {
    if (empty)
      return CL_SUCCESS;
    const auto start =
        quickRuns ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point();
    std::unique_ptr<char[]> storage;
    PrintfBuffer buffer{0, kPrintfBufferSize, nullptr};
    if (printf) {
      // The output is written before the command completes, and flushed.
      storage.reset(new char[kPrintfBufferSize]);
      buffer.data = storage.get();
      launch.printfBuffer = &buffer;
    }
    device->runKernel(launch);
    if (printf)
      writePrintf(buffer);
    if (quickRuns)
      KernelSpecializations::ran(quickRuns, std::chrono::duration_cast<std::chrono::nanoseconds>(
                                                std::chrono::steady_clock::now() - start)
                                                .count());
    return CL_SUCCESS;
  };
  // One work-group runs on the thread that runs the command anyway (cpu_device.cpp): short enough
  // to wait for the thread that waits for it.
  const bool oneGroup =
      empty || (global[0] <= local[0] && global[1] <= local[1] && global[2] <= local[2]);
  return q->enqueue(CL_COMMAND_NDRANGE_KERNEL, work, num_events_in_wait_list, event_wait_list,
                    event, /*blocking=*/false, /*brief=*/oneGroup);
}

Status clEnqueueTask(cl_command_queue command_queue, cl_kernel kernel,
                     cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                     cl_event* event) {
  // "equivalent to calling clEnqueueNDRangeKernel with work_dim set to 1, global_work_offset set
  // to NULL, global_work_size[0] set to 1, and local_work_size[0] set to 1."
  const size_t one = 1;
  return api::clEnqueueNDRangeKernel(command_queue, kernel, 1, nullptr, &one, &one,
                                     num_events_in_wait_list, event_wait_list, event);
}

Status clEnqueueNativeKernel(cl_command_queue command_queue, void(CL_CALLBACK* user_func)(void*),
                             void* args, size_t cb_args, cl_uint num_mem_objects,
                             const cl_mem* mem_list, const void** args_mem_loc,
                             cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                             cl_event* event) {
  const char* fn = "clEnqueueNativeKernel";
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "command_queue is not a valid command queue");
  Context* c = &q->context();
  if (!user_func)
    return fail(CL_INVALID_VALUE, fn, "user_func is NULL", c);
  if (!args && (cb_args > 0 || num_mem_objects > 0))
    return fail(CL_INVALID_VALUE, fn, "args is NULL but cb_args or num_mem_objects is not 0", c);
  if (args && cb_args == 0)
    return fail(CL_INVALID_VALUE, fn, "args is given with cb_args 0", c);
  if (num_mem_objects > 0 && (!mem_list || !args_mem_loc))
    return fail(CL_INVALID_VALUE, fn, "mem_list or args_mem_loc is NULL", c);
  if (num_mem_objects == 0 && (mem_list || args_mem_loc))
    return fail(CL_INVALID_VALUE, fn, "mem_list or args_mem_loc is given without memory objects",
                c);
  // The function gets a copy of args, in which each memory object's handle, at the place
  // args_mem_loc names in the original, is replaced by a pointer to the object's memory.
  std::vector<Ref<MemObject>> keep;
  std::vector<size_t> offsets;
  const uintptr_t begin = reinterpret_cast<uintptr_t>(args);
  for (cl_uint i = 0; i < num_mem_objects; ++i) {
    MemObject* m = toMem(mem_list[i]);
    // "not valid or are not buffer objects"
    if (!m || !m->isBuffer())
      return fail(CL_INVALID_MEM_OBJECT, fn,
                  "mem_list[" + std::to_string(i) + "] is not a valid buffer", c);
    if (&m->context() != c)
      return fail(CL_INVALID_CONTEXT, fn, "a memory object belongs to another context", c);
    const uintptr_t at = reinterpret_cast<uintptr_t>(args_mem_loc[i]);
    if (at < begin || at - begin > cb_args || cb_args - (at - begin) < sizeof(void*))
      return fail(CL_INVALID_VALUE, fn,
                  "args_mem_loc[" + std::to_string(i) + "] does not lie inside args", c);
    keep.emplace_back(m);
    offsets.push_back(at - begin);
  }
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, c, fn));
  auto copy = std::make_shared<std::vector<char>>(static_cast<const char*>(args),
                                                  static_cast<const char*>(args) + cb_args);
  return q->enqueue(
      CL_COMMAND_NATIVE_KERNEL,
      [user_func, copy, keep = std::move(keep), offsets = std::move(offsets)]() -> cl_int {
        for (size_t i = 0; i < keep.size(); ++i) {
          void* pointer = keep[i]->data();
          std::memcpy(copy->data() + offsets[i], &pointer, sizeof pointer);
        }
        user_func(copy->empty() ? nullptr : copy->data());
        return CL_SUCCESS;
      },
      num_events_in_wait_list, event_wait_list, event);
}

} // namespace weft::api
