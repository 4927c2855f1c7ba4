// Kernel objects (OpenCL 3.0 §5.9): creation, arguments and queries.
#include "runtime/kernel.hpp"
#include "runtime/api.hpp"
#include "runtime/context.hpp"
#include "runtime/device.hpp"
#include "runtime/image.hpp"
#include "runtime/info_writer.hpp"
#include "runtime/sampler.hpp"

#include <cassert>
#include <cstddef>
#include <cstdlib>
#include <cstring>

namespace weft {
namespace {

/// __local arguments start on this boundary, after the kernel's own __local variables.
constexpr uint64_t kLocalAlignment = 128;

uint64_t alignUp(uint64_t value, uint64_t alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

/// Where the __local argument after one of `bytes` at `offset` starts; UINT64_MAX where that does
/// not fit in 64 bits (any size is a valid clSetKernelArg: the launch finds the total above
/// CL_DEVICE_LOCAL_MEM_SIZE and refuses it).
uint64_t nextLocalOffset(uint64_t offset, uint64_t bytes) {
  uint64_t end = 0;
  if (__builtin_add_overflow(offset, bytes, &end) || end > UINT64_MAX - kLocalAlignment)
    return UINT64_MAX;
  return alignUp(end, kLocalAlignment);
}

bool isBuffer(compiler::ArgKind kind) {
  return kind == compiler::ArgKind::GlobalBuffer || kind == compiler::ArgKind::ConstantBuffer;
}

/// The image type an image argument's type name asks for ("image2d_t", "image1d_buffer_t", ...),
/// and whether it is a depth image; 0 when the name is not an image type's.
std::pair<cl_mem_object_type, bool> imageTypeOf(const std::string& typeName) {
  static const std::pair<const char*, cl_mem_object_type> kTypes[] = {
      {"image1d_t", CL_MEM_OBJECT_IMAGE1D},
      {"image1d_buffer_t", CL_MEM_OBJECT_IMAGE1D_BUFFER},
      {"image1d_array_t", CL_MEM_OBJECT_IMAGE1D_ARRAY},
      {"image2d_t", CL_MEM_OBJECT_IMAGE2D},
      {"image2d_depth_t", CL_MEM_OBJECT_IMAGE2D},
      {"image2d_array_t", CL_MEM_OBJECT_IMAGE2D_ARRAY},
      {"image2d_array_depth_t", CL_MEM_OBJECT_IMAGE2D_ARRAY},
      {"image3d_t", CL_MEM_OBJECT_IMAGE3D},
  };
  for (const auto& [name, type] : kTypes)
    if (typeName == name)
      return {type, typeName.find("_depth_") != std::string::npos};
  return {0, false};
}

/// An image for an image argument (§5.9.2): its type the argument's (a depth argument: a CL_DEPTH
/// image, no other argument: a CL_DEPTH one), and kernel access the image's flags allow.
Status checkImageArgument(const char* fn, const compiler::KernelArg& arg, const MemObject& image,
                          Context* c) {
  const ImageDesc& desc = *image.image();
  const auto [type, depth] = imageTypeOf(arg.typeName);
  const bool isDepth = desc.format.image_channel_order == CL_DEPTH;
  if (type != desc.type || depth != isDepth)
    return fail(CL_INVALID_MEM_OBJECT, fn,
                "the image's type does not match the argument's type " + arg.typeName, c);
  const cl_mem_flags flags = image.flags();
  if ((arg.accessQualifier == compiler::AccessQualifier::ReadOnly && (flags & CL_MEM_WRITE_ONLY)) ||
      (arg.accessQualifier == compiler::AccessQualifier::WriteOnly && (flags & CL_MEM_READ_ONLY)) ||
      (arg.accessQualifier == compiler::AccessQualifier::ReadWrite &&
       (flags & (CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY))))
    return fail(CL_INVALID_ARG_VALUE, fn,
                "the image's flags do not allow the argument's access qualifier", c);
  return success();
}

} // namespace

Kernel::Kernel(Program& program, std::shared_ptr<const compiler::Executable> executable,
               const compiler::KernelInfo& info, WorkGroupFn function)
    : m_program(&program), m_executable(std::move(executable)), m_info(info), m_function(function),
      // OpenCL C 2.0 and later (and SPIR-V) may run partial work-groups; the kernel knows its
      // language even in a linked program, the build options may still forbid them.
      m_allowsNonUniform(!info.uniformWorkGroups && !program.state().parsed.uniformWorkGroupSize),
      m_args(info.args.size()) {
  program.kernelCount().fetch_add(1);
}

Kernel::Kernel(const Kernel& other)
    : ApiObject(), m_program(other.m_program), m_executable(other.m_executable),
      m_info(other.m_info), m_function(other.m_function),
      m_allowsNonUniform(other.m_allowsNonUniform) {
  std::lock_guard<std::mutex> lock(other.m_mutex);
  m_args = other.m_args;
  m_program->kernelCount().fetch_add(1);
}

Kernel::~Kernel() { m_program->kernelCount().fetch_sub(1); }

Status Kernel::setArg(cl_uint index, size_t size, const void* value) {
  const char* fn = "clSetKernelArg";
  Context* c = &m_program->context();
  if (index >= m_info.args.size())
    return fail(CL_INVALID_ARG_INDEX, fn,
                "arg_index " + std::to_string(index) + " is not below the kernel's " +
                    std::to_string(m_info.args.size()) + " arguments",
                c);
  const compiler::KernelArg& arg = m_info.args[index];
  ArgState state;
  state.set = true;
  switch (arg.kind) {
  case compiler::ArgKind::GlobalBuffer:
  case compiler::ArgKind::ConstantBuffer: {
    if (size != sizeof(cl_mem))
      return fail(CL_INVALID_ARG_SIZE, fn, "a buffer argument takes sizeof(cl_mem) bytes", c);
    // A NULL value, or a NULL cl_mem, passes a NULL pointer to the kernel.
    cl_mem mem = value ? *static_cast<const cl_mem*>(value) : nullptr;
    if (mem) {
      MemObject* m = toBuffer(mem);
      if (!m || &m->context() != c)
        return fail(CL_INVALID_MEM_OBJECT, fn,
                    "argument " + std::to_string(index) + " is not a buffer of this context", c);
      state.buffer = mem;
    }
    break;
  }
  case compiler::ArgKind::LocalBuffer:
    if (value)
      return fail(CL_INVALID_ARG_VALUE, fn, "a __local argument takes a NULL arg_value", c);
    if (size == 0)
      return fail(CL_INVALID_ARG_SIZE, fn, "a __local argument needs a size above 0", c);
    state.localBytes = size;
    break;
  case compiler::ArgKind::Value:
  case compiler::ArgKind::Aggregate:
    if (!value)
      return fail(CL_INVALID_ARG_VALUE, fn, "arg_value is NULL for a value argument", c);
    if (size != arg.size)
      return fail(CL_INVALID_ARG_SIZE, fn,
                  "argument " + std::to_string(index) + " (" + arg.typeName + ") takes " +
                      std::to_string(arg.size) + " bytes, not " + std::to_string(size),
                  c);
    state.value.assign(static_cast<const char*>(value), static_cast<const char*>(value) + size);
    break;
  case compiler::ArgKind::Sampler: {
    if (size != sizeof(cl_sampler))
      return fail(CL_INVALID_ARG_SIZE, fn, "a sampler argument takes sizeof(cl_sampler) bytes", c);
    Sampler* sampler = value ? toSampler(*static_cast<const cl_sampler*>(value)) : nullptr;
    if (!sampler || &sampler->context() != c)
      return fail(CL_INVALID_SAMPLER, fn,
                  "argument " + std::to_string(index) + " is not a sampler of this context", c);
    // The slot holds what a sampler_t is in the kernel: its bits, and the address of its
    // level-of-detail range where it has one (each launch places the range: kept after the bits).
    const uint64_t bits = sampler->kernelBits();
    state.value.assign(reinterpret_cast<const char*>(&bits),
                       reinterpret_cast<const char*>(&bits) + sizeof bits);
    if (sampler->hasLodRange()) {
      const WeftLodRange range{sampler->mip().lodMin, sampler->mip().lodMax};
      state.value.insert(state.value.end(), reinterpret_cast<const char*>(&range),
                         reinterpret_cast<const char*>(&range) + sizeof range);
    }
    break;
  }
  case compiler::ArgKind::Image: {
    if (size != sizeof(cl_mem))
      return fail(CL_INVALID_ARG_SIZE, fn, "an image argument takes sizeof(cl_mem) bytes", c);
    MemObject* image = value ? toImage(*static_cast<const cl_mem*>(value)) : nullptr;
    if (!image || &image->context() != c)
      return fail(CL_INVALID_MEM_OBJECT, fn,
                  "argument " + std::to_string(index) + " is not an image of this context", c);
    WEFT_TRY(checkImageArgument(fn, arg, *image, c));
    state.buffer = image->handle();
    break;
  }
  case compiler::ArgKind::Pipe:
    return fail(CL_INVALID_MEM_OBJECT, fn, "pipes are not supported", c);
  }
  std::lock_guard<std::mutex> lock(m_mutex);
  m_args[index] = std::move(state);
  return success();
}

std::shared_ptr<const SpecializedCode> Kernel::lanesCode(unsigned dimension, uint64_t workItems,
                                                         uint64_t privateLimit) {
  assert(dimension == 1 || dimension == 2);
  KeptCode& kept = m_lanesCode[dimension - 1];
  if (kept.settled.load(std::memory_order_acquire))
    return kept.code;
  bool settled = false;
  std::shared_ptr<const SpecializedCode> code =
      m_program->specialized(m_info, {}, dimension, workItems, privateLimit, &settled);
  return settled ? keep(kept, std::move(code)) : code;
}

std::shared_ptr<const SpecializedCode> Kernel::keep(KeptCode& kept,
                                                    std::shared_ptr<const SpecializedCode> code) {
  std::lock_guard<std::mutex> lock(m_mutex);
  if (!kept.settled.load(std::memory_order_relaxed)) {
    kept.code = std::move(code);
    kept.settled.store(true, std::memory_order_release);
  }
  return kept.code;
}

std::shared_ptr<const SpecializedCode>
Kernel::fullCode(uint64_t privateLimit, std::shared_ptr<KernelSpecializations::Entry>& runs) {
  runs.reset();
  if (m_fullCode.settled.load(std::memory_order_acquire))
    return m_fullCode.code;
  // While the quick code's launches count, each takes the kept entry: no lookup, no lock.
  if (m_counting.load(std::memory_order_acquire) &&
      !KernelSpecializations::settled(*m_countingEntry)) {
    runs = m_countingEntry;
    return nullptr;
  }
  bool settled = false;
  std::shared_ptr<const SpecializedCode> code =
      m_program->full(m_info, privateLimit, runs, &settled);
  std::lock_guard<std::mutex> lock(m_mutex);
  if (settled && !m_fullCode.settled.load(std::memory_order_relaxed)) {
    m_fullCode.code = code;
    m_fullCode.settled.store(true, std::memory_order_release);
  } else if (runs && !m_countingEntry) {
    m_countingEntry = runs;
    m_counting.store(true, std::memory_order_release);
  }
  return code;
}

std::shared_ptr<const SpecializedCode> Kernel::tailCode(uint64_t privateLimit) {
  if (m_tailCode.settled.load(std::memory_order_acquire))
    return m_tailCode.code;
  return keep(m_tailCode, m_program->tail(m_info, privateLimit));
}

Result<std::shared_ptr<Kernel::Snapshot>> Kernel::snapshot() const {
  auto snap = std::make_shared<Snapshot>();
  snap->executable = m_executable;
  snap->function = m_function;
  std::lock_guard<std::mutex> lock(m_mutex);
  // Samplers' level-of-detail ranges follow the arguments, each at an address whose low byte is
  // free for the sampler's bits (devices/image_abi.h).
  size_t lodRanges = 0;
  for (size_t i = 0; i < m_args.size(); ++i)
    if (m_info.args[i].kind == compiler::ArgKind::Sampler &&
        m_args[i].value.size() > sizeof(uint64_t))
      ++lodRanges;
  size_t alignment = std::max<size_t>(m_info.argBlockAlign, alignof(std::max_align_t));
  if (lodRanges)
    alignment = std::max<size_t>(alignment, WEFT_SAMPLER_LOD_RANGE_ALIGNMENT);
  const size_t argBytes = alignUp(std::max<uint32_t>(m_info.argBlockSize, 1), alignment);
  const size_t blockSize =
      alignUp(argBytes + lodRanges * WEFT_SAMPLER_LOD_RANGE_ALIGNMENT, alignment);
  char* block = static_cast<char*>(std::aligned_alloc(alignment, blockSize));
  if (!block)
    throw std::bad_alloc();
  std::memset(block, 0, blockSize);
  snap->args = std::unique_ptr<char[], void (*)(char*)>(block, [](char* p) { std::free(p); });
  char* nextLodRange = block + argBytes;

  uint64_t localOffset = alignUp(m_info.staticLocalMemSize, kLocalAlignment);
  for (size_t i = 0; i < m_args.size(); ++i) {
    const ArgState& state = m_args[i];
    const compiler::KernelArg& arg = m_info.args[i];
    if (!state.set)
      return fail(CL_INVALID_KERNEL_ARGS, "clEnqueueNDRangeKernel",
                  "argument " + std::to_string(i) + " of " + m_info.name + " is not set",
                  &m_program->context());
    char* slot = block + arg.offset;
    if (arg.kind == compiler::ArgKind::Image) {
      // Pinned by the enqueue's entry point, then held by the command; the slot points to the
      // image's descriptor (devices/image_abi.h), which lives as long as the image.
      MemObject* image = toImage(state.buffer);
      if (!image || &image->context() != &m_program->context())
        return fail(CL_INVALID_MEM_OBJECT, "clEnqueueNDRangeKernel",
                    "the image of argument " + std::to_string(i) + " of " + m_info.name +
                        " was released and destroyed",
                    &m_program->context());
      const void* descriptor = &image->image()->kernelView();
      std::memcpy(slot, &descriptor, sizeof(descriptor));
      snap->imageFormats.push_back({uint32_t(i), image->image()->kernelView()});
      snap->image = true;
      snap->buffers.emplace_back(image);
    } else if (isBuffer(arg.kind)) {
      void* pointer = nullptr;
      if (state.buffer) {
        // Pinned by the enqueue's entry point, then held by the command.
        MemObject* buffer = toMem(state.buffer);
        if (!buffer || &buffer->context() != &m_program->context())
          return fail(CL_INVALID_MEM_OBJECT, "clEnqueueNDRangeKernel",
                      "the buffer of argument " + std::to_string(i) + " of " + m_info.name +
                          " was released and destroyed",
                      &m_program->context());
        pointer = buffer->data();
        snap->buffers.emplace_back(buffer);
        snap->bufferBytes.push_back({uint32_t(i), buffer->data(), buffer->size()});
      }
      std::memcpy(slot, &pointer, sizeof(pointer));
    } else if (arg.kind == compiler::ArgKind::LocalBuffer) {
      std::memcpy(slot, &localOffset, sizeof(localOffset));
      localOffset = nextLocalOffset(localOffset, state.localBytes);
    } else if (arg.kind == compiler::ArgKind::Sampler && state.value.size() > sizeof(uint64_t)) {
      uint64_t bits = 0;
      std::memcpy(&bits, state.value.data(), sizeof bits);
      std::memcpy(nextLodRange, state.value.data() + sizeof bits, sizeof(WeftLodRange));
      bits |= reinterpret_cast<uintptr_t>(nextLodRange);
      std::memcpy(slot, &bits, sizeof bits);
      nextLodRange += WEFT_SAMPLER_LOD_RANGE_ALIGNMENT;
    } else {
      std::memcpy(slot, state.value.data(), state.value.size());
    }
  }
  snap->localMemBytes = localOffset;
  return snap;
}

uint64_t Kernel::localMemSize() const {
  uint64_t total = m_info.staticLocalMemSize;
  std::lock_guard<std::mutex> lock(m_mutex);
  for (const ArgState& state : m_args)
    if (__builtin_add_overflow(total, state.localBytes, &total))
      return UINT64_MAX;
  return total;
}

Kernel* toKernel(cl_kernel kernel) { return fromHandle<Kernel>(kernel); }

namespace {

/// A kernel whose native code could not be generated (an error inside LLVM's code generator; the
/// build had optimized it): CL_OUT_OF_RESOURCES, with what the code generator said.
Error codeGenerationFailed(const char* fn, Program& program, const compiler::Executable& executable,
                           const std::string& kernel) {
  return fail(CL_OUT_OF_RESOURCES, fn,
              "the code of kernel " + kernel +
                  " could not be generated: " + executable.codeGenerationLog(),
              &program.context());
}

} // namespace

namespace api {

Result<cl_kernel> clCreateKernel(cl_program program, const char* kernel_name) {
  const char* fn = "clCreateKernel";
  Program* p = toProgram(program);
  if (!p)
    return fail(CL_INVALID_PROGRAM, fn, "program is not a valid program");
  Program::BuildState state = p->state();
  if (!state.executable)
    return fail(CL_INVALID_PROGRAM_EXECUTABLE, fn, "the program has no built executable",
                &p->context());
  if (!kernel_name)
    return fail(CL_INVALID_VALUE, fn, "kernel_name is NULL", &p->context());
  for (const auto& info : state.executable->kernels())
    if (info.name == kernel_name) {
      // The kernel's native code is generated on its first creation (compiler/jit.cpp).
      WorkGroupFn function = state.executable->workGroupFunction(info.name);
      if (!function)
        return codeGenerationFailed(fn, *p, *state.executable, info.name);
      return (new Kernel(*p, state.executable, info, function))->handle();
    }
  return fail(CL_INVALID_KERNEL_NAME, fn,
              std::string("the program has no kernel named ") + kernel_name, &p->context());
}

Status clCreateKernelsInProgram(cl_program program, cl_uint num_kernels, cl_kernel* kernels,
                                cl_uint* num_kernels_ret) {
  const char* fn = "clCreateKernelsInProgram";
  Program* p = toProgram(program);
  if (!p)
    return fail(CL_INVALID_PROGRAM, fn, "program is not a valid program");
  Program::BuildState state = p->state();
  if (!state.executable)
    return fail(CL_INVALID_PROGRAM_EXECUTABLE, fn, "the program has no built executable",
                &p->context());
  const auto& infos = state.executable->kernels();
  if (kernels && num_kernels < infos.size())
    return fail(CL_INVALID_VALUE, fn, "num_kernels is below the number of kernels", &p->context());
  if (kernels) {
    // Every kernel's native code at once, in parallel, before any is made.
    state.executable->prepare();
    std::vector<WorkGroupFn> functions;
    for (const compiler::KernelInfo& info : infos) {
      functions.push_back(state.executable->workGroupFunction(info.name));
      if (!functions.back())
        return codeGenerationFailed(fn, *p, *state.executable, info.name);
    }
    for (size_t i = 0; i < infos.size(); ++i)
      kernels[i] = (new Kernel(*p, state.executable, infos[i], functions[i]))->handle();
  }
  if (num_kernels_ret)
    *num_kernels_ret = static_cast<cl_uint>(infos.size());
  return success();
}

Result<cl_kernel> clCloneKernel(cl_kernel source_kernel) {
  Kernel* k = toKernel(source_kernel);
  if (!k)
    return fail(CL_INVALID_KERNEL, "clCloneKernel", "source_kernel is not a valid kernel");
  return (new Kernel(*k))->handle();
}

Status clRetainKernel(cl_kernel kernel) {
  Kernel* k = toKernel(kernel);
  if (!k)
    return fail(CL_INVALID_KERNEL, "clRetainKernel", "kernel is not a valid kernel");
  k->retainApi();
  return success();
}

Status clReleaseKernel(cl_kernel kernel) {
  Kernel* k = toKernel(kernel);
  if (!k)
    return fail(CL_INVALID_KERNEL, "clReleaseKernel", "kernel is not a valid kernel");
  if (!k->releaseApi())
    return fail(CL_INVALID_KERNEL, "clReleaseKernel",
                "kernel was released more often than it was retained");
  return success();
}

Status clSetKernelArg(cl_kernel kernel, cl_uint arg_index, size_t arg_size, const void* arg_value) {
  Kernel* k = toKernel(kernel);
  if (!k)
    return fail(CL_INVALID_KERNEL, "clSetKernelArg", "kernel is not a valid kernel");
  return k->setArg(arg_index, arg_size, arg_value);
}

Status clGetKernelInfo(cl_kernel kernel, cl_kernel_info param_name, size_t param_value_size,
                       void* param_value, size_t* param_value_size_ret) {
  const char* fn = "clGetKernelInfo";
  Kernel* k = toKernel(kernel);
  if (!k)
    return fail(CL_INVALID_KERNEL, fn, "kernel is not a valid kernel");
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  switch (param_name) {
  case CL_KERNEL_FUNCTION_NAME:
    return out(k->info().name);
  case CL_KERNEL_NUM_ARGS:
    return out(static_cast<cl_uint>(k->info().args.size()));
  case CL_KERNEL_REFERENCE_COUNT:
    return out(k->apiRefCount());
  case CL_KERNEL_CONTEXT:
    return out(k->program().context().handle());
  case CL_KERNEL_PROGRAM:
    return out(k->program().handle());
  case CL_KERNEL_ATTRIBUTES:
    return out(k->info().attributes);
  default:
    return fail(CL_INVALID_VALUE, fn, "param_name is not a kernel parameter");
  }
}

Status clGetKernelArgInfo(cl_kernel kernel, cl_uint arg_index, cl_kernel_arg_info param_name,
                          size_t param_value_size, void* param_value,
                          size_t* param_value_size_ret) {
  const char* fn = "clGetKernelArgInfo";
  Kernel* k = toKernel(kernel);
  if (!k)
    return fail(CL_INVALID_KERNEL, fn, "kernel is not a valid kernel");
  const compiler::KernelInfo& info = k->info();
  if (arg_index >= info.args.size())
    return fail(CL_INVALID_ARG_INDEX, fn, "arg_index is not below the number of arguments");
  if (!info.hasArgInfo)
    return fail(CL_KERNEL_ARG_INFO_NOT_AVAILABLE, fn,
                "the program was not built with -cl-kernel-arg-info");
  const compiler::KernelArg& arg = info.args[arg_index];
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  switch (param_name) {
  case CL_KERNEL_ARG_ADDRESS_QUALIFIER: {
    static constexpr cl_kernel_arg_address_qualifier kAddress[] = {
        CL_KERNEL_ARG_ADDRESS_PRIVATE, CL_KERNEL_ARG_ADDRESS_GLOBAL, CL_KERNEL_ARG_ADDRESS_CONSTANT,
        CL_KERNEL_ARG_ADDRESS_LOCAL};
    return out(kAddress[static_cast<int>(arg.addressQualifier)]);
  }
  case CL_KERNEL_ARG_ACCESS_QUALIFIER: {
    static constexpr cl_kernel_arg_access_qualifier kAccess[] = {
        CL_KERNEL_ARG_ACCESS_NONE, CL_KERNEL_ARG_ACCESS_READ_ONLY, CL_KERNEL_ARG_ACCESS_WRITE_ONLY,
        CL_KERNEL_ARG_ACCESS_READ_WRITE};
    return out(kAccess[static_cast<int>(arg.accessQualifier)]);
  }
  case CL_KERNEL_ARG_TYPE_NAME:
    return out(arg.typeName);
  case CL_KERNEL_ARG_TYPE_QUALIFIER: {
    cl_kernel_arg_type_qualifier bits = CL_KERNEL_ARG_TYPE_NONE;
    if (arg.typeQualifiers & compiler::kTypeConst)
      bits |= CL_KERNEL_ARG_TYPE_CONST;
    if (arg.typeQualifiers & compiler::kTypeRestrict)
      bits |= CL_KERNEL_ARG_TYPE_RESTRICT;
    if (arg.typeQualifiers & compiler::kTypeVolatile)
      bits |= CL_KERNEL_ARG_TYPE_VOLATILE;
    if (arg.typeQualifiers & compiler::kTypePipe)
      bits |= CL_KERNEL_ARG_TYPE_PIPE;
    return out(bits);
  }
  case CL_KERNEL_ARG_NAME:
    return out(arg.name);
  default:
    return fail(CL_INVALID_VALUE, fn, "param_name is not a kernel argument parameter");
  }
}

Status clGetKernelWorkGroupInfo(cl_kernel kernel, cl_device_id device,
                                cl_kernel_work_group_info param_name, size_t param_value_size,
                                void* param_value, size_t* param_value_size_ret) {
  const char* fn = "clGetKernelWorkGroupInfo";
  Kernel* k = toKernel(kernel);
  if (!k)
    return fail(CL_INVALID_KERNEL, fn, "kernel is not a valid kernel");
  Context& context = k->program().context();
  Device* d = device ? toDevice(device) : nullptr;
  if (device && (!d || !context.hasDevice(d)))
    return fail(CL_INVALID_DEVICE, fn, "device is not a device of the kernel", &context);
  if (!device) {
    // "device may be NULL if there is a single device associated with kernel."
    if (context.devices().size() != 1)
      return fail(CL_INVALID_DEVICE, fn, "device is NULL but the kernel has several", &context);
    d = context.devices()[0];
  }
  const compiler::KernelInfo& info = k->info();
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  switch (param_name) {
  case CL_KERNEL_WORK_GROUP_SIZE:
    return out(size_t{d->caps().maxWorkGroupSize});
  case CL_KERNEL_COMPILE_WORK_GROUP_SIZE: {
    std::vector<size_t> sizes(info.reqdWorkGroupSize.begin(), info.reqdWorkGroupSize.end());
    return out(sizes);
  }
  case CL_KERNEL_LOCAL_MEM_SIZE:
    return out(cl_ulong{k->localMemSize()});
  case CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
    return out(size_t{d->caps().vectorBytes / 4});
  case CL_KERNEL_PRIVATE_MEM_SIZE:
    return out(cl_ulong{info.privateMemSize});
  case CL_KERNEL_GLOBAL_WORK_SIZE:
    // "CL_INVALID_VALUE ... if device is not a custom device and kernel is not a built-in kernel."
    return fail(CL_INVALID_VALUE, fn, "CL_KERNEL_GLOBAL_WORK_SIZE is for built-in kernels only",
                &context);
  default:
    return fail(CL_INVALID_VALUE, fn, "param_name is not a work-group parameter", &context);
  }
}

} // namespace api
} // namespace weft
