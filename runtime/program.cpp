// Program objects (OpenCL 3.0 §5.8): creation, build, separate compile and link, queries.
#include "runtime/program.hpp"
#include "runtime/api.hpp"
#include "runtime/context.hpp"
#include "runtime/device.hpp"
#include "runtime/info_writer.hpp"

#include <cstring>

namespace weft {
namespace {

cl_program_binary_type binaryTypeOf(compiler::BinaryKind kind) {
  switch (kind) {
  case compiler::BinaryKind::CompiledObject:
    return CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT;
  case compiler::BinaryKind::Library:
    return CL_PROGRAM_BINARY_TYPE_LIBRARY;
  case compiler::BinaryKind::Executable:
    return CL_PROGRAM_BINARY_TYPE_EXECUTABLE;
  }
  return CL_PROGRAM_BINARY_TYPE_NONE;
}

/// Whether builds are quick first builds (runtime/specialization.hpp).
bool quickBuild() { return KernelSpecializations::quickBuildNanoseconds() != 0; }

compiler::BinaryKind binaryKindOf(cl_program_binary_type type) {
  switch (type) {
  case CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT:
    return compiler::BinaryKind::CompiledObject;
  case CL_PROGRAM_BINARY_TYPE_LIBRARY:
    return compiler::BinaryKind::Library;
  default:
    return compiler::BinaryKind::Executable;
  }
}

} // namespace

Program::Program(Context& context, std::string source)
    : m_context(&context), m_source(std::move(source)), m_fromSource(true) {}

Program::Program(Context& context, compiler::BinaryKind kind, std::string bitcode)
    : m_context(&context), m_fromSource(false) {
  m_state.binaryType = binaryTypeOf(kind);
  m_state.bitcode = std::move(bitcode);
}

Program::Program(Context& context, FromIL, std::string il)
    : m_context(&context), m_fromSource(false), m_il(std::move(il)),
      m_specConstants(compiler::spirvSpecConstants(m_il)) {}

Status Program::setSpecConstant(cl_uint id, size_t size, const void* value) {
  const char* fn = "clSetProgramSpecializationConstant";
  std::lock_guard<std::mutex> lock(m_mutex);
  for (compiler::SpecConstant& constant : m_specConstants) {
    if (constant.id != id)
      continue;
    if (size != constant.bytes)
      return fail(CL_INVALID_VALUE, fn,
                  "specialization constant " + std::to_string(id) + " has " +
                      std::to_string(constant.bytes) + " bytes, not " + std::to_string(size),
                  m_context.get());
    uint64_t bits = 0;
    std::memcpy(&bits, value, size); // little-endian: the low bytes
    constant.value = bits;
    constant.set = true;
    return success();
  }
  return fail(CL_INVALID_SPEC_ID, fn,
              "the module declares no specialization constant " + std::to_string(id),
              m_context.get());
}

Program::BuildState Program::state() const {
  std::lock_guard<std::mutex> lock(m_mutex);
  return m_state;
}

void Program::record(compiler::Status status, const std::string& options,
                     compiler::ProgramOptions parsed, std::string log, std::string bitcode,
                     std::shared_ptr<const compiler::Executable> executable,
                     cl_program_binary_type type) {
  std::lock_guard<std::mutex> lock(m_mutex);
  // The code compiled for the last build's launches is not this build's (cleared with the state
  // changed, so that no compile starts from the old state after it).
  m_specializations.clear();
  m_state.options = options;
  m_state.linkOptions = false;
  m_state.parsed = std::move(parsed);
  m_state.log = std::move(log);
  if (status == compiler::Status::Ok) {
    m_state.status = CL_BUILD_SUCCESS;
    m_state.bitcode = std::move(bitcode);
    m_state.executable = std::move(executable);
    m_state.binaryType = type;
  } else {
    m_state.status = CL_BUILD_ERROR;
    m_state.executable.reset();
    if (m_fromSource) {
      m_state.bitcode.clear();
      m_state.binaryType = CL_PROGRAM_BINARY_TYPE_NONE;
    }
  }
}

void Program::rejectOptions(const std::string& options, const std::string& message) {
  record(compiler::Status::InvalidOptions, options, compiler::readCompileOptions(options), message,
         {}, nullptr, CL_PROGRAM_BINARY_TYPE_NONE);
}

std::vector<compiler::SpecConstant> Program::specConstants() const {
  std::lock_guard<std::mutex> lock(m_mutex);
  return m_specConstants;
}

compiler::Status Program::build(const std::string& options) {
  compiler::LinkResult result;
  if (m_fromSource) {
    result = compiler::build(m_source, options, quickBuild());
  } else if (fromIL()) {
    compiler::CompileResult read = compiler::compileSpirv(m_il, specConstants());
    if (read.status == compiler::Status::Ok) {
      result = compiler::buildBinary(read.bitcode, options, quickBuild());
      result.log.insert(0, read.log);
    } else {
      result.status = read.status;
      result.log = std::move(read.log);
    }
  } else {
    std::string bitcode = state().bitcode;
    result = compiler::buildBinary(bitcode, options, quickBuild());
  }
  std::shared_ptr<const compiler::Executable> executable(std::move(result.executable));
  record(result.status, options, compiler::readCompileOptions(options), std::move(result.log),
         std::move(result.bitcode), std::move(executable), CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  return result.status;
}

compiler::Status Program::compile(const std::string& options,
                                  const std::vector<compiler::Header>& headers) {
  compiler::CompileResult result;
  if (fromIL()) {
    // Compile options have nothing to act on in a module that is compiled already; they are
    // checked as for source (clCompileProgram) and recorded.
    result = compiler::compileSpirv(m_il, specConstants());
  } else {
    result = compiler::compileSource(m_source, options, headers);
  }
  record(result.status, options, compiler::readCompileOptions(options), std::move(result.log),
         std::move(result.bitcode), nullptr, CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT);
  return result.status;
}

compiler::Status Program::linkFrom(const std::vector<std::string_view>& bitcodes,
                                   const std::string& options) {
  compiler::LinkResult result = compiler::link(bitcodes, options, quickBuild());
  compiler::ProgramOptions parsed = compiler::readLinkOptions(options);
  const bool library = parsed.createLibrary;
  std::shared_ptr<const compiler::Executable> executable(std::move(result.executable));
  record(result.status, options, std::move(parsed), std::move(result.log),
         std::move(result.bitcode), std::move(executable),
         library ? CL_PROGRAM_BINARY_TYPE_LIBRARY : CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  std::lock_guard<std::mutex> lock(m_mutex);
  m_state.linkOptions = true;
  return result.status;
}

SpecializationSource Program::specializationSource() const {
  std::lock_guard<std::mutex> lock(m_mutex);
  return SpecializationSource{m_state.bitcode, m_state.options, m_state.linkOptions};
}

std::shared_ptr<const SpecializedCode> Program::specialized(
    const compiler::KernelInfo& info, const std::vector<compiler::ImageArgumentFormat>& formats,
    unsigned lanesDimension, uint64_t workItems, uint64_t privateLimit, bool* settled) {
  return m_specializations.find(
      info, formats, lanesDimension, workItems, privateLimit,
      [this] { return specializationSource(); }, settled);
}

std::shared_ptr<const SpecializedCode>
Program::full(const compiler::KernelInfo& info, uint64_t privateLimit,
              std::shared_ptr<KernelSpecializations::Entry>& runs, bool* settled) {
  return m_specializations.full(
      info, privateLimit, [this] { return specializationSource(); }, runs, settled);
}

std::shared_ptr<const SpecializedCode> Program::tail(const compiler::KernelInfo& info,
                                                     uint64_t privateLimit) {
  return m_specializations.tail(info, privateLimit, [this] { return specializationSource(); });
}

Program* toProgram(cl_program program) { return fromHandle<Program>(program); }

namespace api {
namespace {

using NotifyFn = void(CL_CALLBACK*)(cl_program, void*);

/// The device-list rules shared by build, compile and link.
Status checkDevices(const char* fn, const Context& context, cl_uint num_devices,
                    const cl_device_id* device_list) {
  if ((num_devices == 0) != (device_list == nullptr))
    return fail(CL_INVALID_VALUE, fn, "num_devices and device_list disagree");
  for (cl_uint i = 0; i < num_devices; ++i) {
    Device* d = toDevice(device_list[i]);
    if (!d || !context.hasDevice(d))
      return fail(CL_INVALID_DEVICE, fn,
                  "device_list[" + std::to_string(i) + "] is not a device of the context");
  }
  return success();
}

/// The option check shared by clBuildProgram and clCompileProgram: invalid options are recorded
/// as a failed build (status CL_BUILD_ERROR, the reason as the log) and reported as `code`.
Status checkCompileOptions(const char* fn, Program& program, const std::string& options,
                           cl_int code) {
  compiler::ProgramOptions parsed = compiler::readCompileOptions(options);
  std::string message = parsed.error;
  // The device has OpenCL C, not C++ for OpenCL.
  if (message.empty() && parsed.clStd.rfind("CLC++", 0) == 0)
    message = "the device supports OpenCL C 1.0, 1.1, 1.2, 2.0 and 3.0, not the -cl-std given";
  if (message.empty())
    return success();
  program.rejectOptions(options, message);
  return fail(code, fn, message, &program.context());
}

} // namespace

Result<cl_program> clCreateProgramWithSource(cl_context context, cl_uint count,
                                             const char** strings, const size_t* lengths) {
  const char* fn = "clCreateProgramWithSource";
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  if (count == 0 || !strings)
    return fail(CL_INVALID_VALUE, fn, "count is 0 or strings is NULL", c);
  std::string source;
  for (cl_uint i = 0; i < count; ++i) {
    if (!strings[i])
      return fail(CL_INVALID_VALUE, fn, "strings[" + std::to_string(i) + "] is NULL", c);
    // A zero length means the string is NUL-terminated.
    if (lengths && lengths[i])
      source.append(strings[i], lengths[i]);
    else
      source.append(strings[i]);
  }
  return (new Program(*c, std::move(source)))->handle();
}

Result<cl_program> clCreateProgramWithBinary(cl_context context, cl_uint num_devices,
                                             const cl_device_id* device_list, const size_t* lengths,
                                             const unsigned char** binaries,
                                             cl_int* binary_status) {
  const char* fn = "clCreateProgramWithBinary";
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  if (num_devices == 0 || !device_list)
    return fail(CL_INVALID_VALUE, fn, "device_list is NULL or num_devices is 0", c);
  for (cl_uint i = 0; i < num_devices; ++i) {
    Device* d = toDevice(device_list[i]);
    if (!d || !c->hasDevice(d))
      return fail(CL_INVALID_DEVICE, fn, "device_list has a device not in the context", c);
  }
  if (!lengths || !binaries)
    return fail(CL_INVALID_VALUE, fn, "lengths or binaries is NULL", c);
  // One device: the first binary is the program; every one given must be valid. Each entry's
  // status says what is wrong with it: CL_INVALID_VALUE "if lengths[i] is zero or if binaries[i]
  // is a NULL value", CL_INVALID_BINARY if it is not a binary of this device.
  compiler::BinaryKind kind{};
  std::string bitcode;
  bool valid = true;
  int empty = -1;
  for (cl_uint i = 0; i < num_devices; ++i) {
    if (lengths[i] == 0 || !binaries[i]) {
      if (binary_status)
        binary_status[i] = CL_INVALID_VALUE;
      empty = empty < 0 ? int(i) : empty;
      continue;
    }
    compiler::BinaryKind thisKind{};
    std::string thisBitcode;
    std::string_view bytes(reinterpret_cast<const char*>(binaries[i]), lengths[i]);
    bool ok = compiler::unpackBinary(bytes, thisKind, thisBitcode) == compiler::Status::Ok;
    if (binary_status)
      binary_status[i] = ok ? CL_SUCCESS : CL_INVALID_BINARY;
    if (ok && i == 0) {
      kind = thisKind;
      bitcode = std::move(thisBitcode);
    }
    valid &= ok;
  }
  if (empty >= 0)
    return fail(CL_INVALID_VALUE, fn, "binaries[" + std::to_string(empty) + "] is empty", c);
  if (!valid)
    return fail(CL_INVALID_BINARY, fn, "a binary is not a Weft program binary", c);
  return (new Program(*c, kind, std::move(bitcode)))->handle();
}

Result<cl_program> clCreateProgramWithIL(cl_context context, const void* il, size_t length) {
  const char* fn = "clCreateProgramWithIL";
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  if (!il || length == 0)
    return fail(CL_INVALID_VALUE, fn, "il is NULL or length is 0", c);
  std::string module(static_cast<const char*>(il), length);
  if (std::string why = compiler::checkSpirvHeader(module); !why.empty())
    return fail(CL_INVALID_VALUE, fn, "il is not a SPIR-V module the device reads: " + why, c);
  return (new Program(*c, Program::FromIL{}, std::move(module)))->handle();
}

Result<cl_program> clCreateProgramWithBuiltInKernels(cl_context context, cl_uint num_devices,
                                                     const cl_device_id* device_list,
                                                     const char* kernel_names) {
  const char* fn = "clCreateProgramWithBuiltInKernels";
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  if (num_devices == 0 || !device_list || !kernel_names)
    return fail(CL_INVALID_VALUE, fn, "device_list or kernel_names is NULL", c);
  WEFT_TRY(checkDevices(fn, *c, num_devices, device_list));
  return fail(CL_INVALID_VALUE, fn, "the device has no built-in kernels", c);
}

Status clRetainProgram(cl_program program) {
  Program* p = toProgram(program);
  if (!p)
    return fail(CL_INVALID_PROGRAM, "clRetainProgram", "program is not a valid program");
  p->retainApi();
  return success();
}

Status clReleaseProgram(cl_program program) {
  Program* p = toProgram(program);
  if (!p)
    return fail(CL_INVALID_PROGRAM, "clReleaseProgram", "program is not a valid program");
  if (!p->releaseApi())
    return fail(CL_INVALID_PROGRAM, "clReleaseProgram",
                "program was released more often than it was retained");
  return success();
}

Status clBuildProgram(cl_program program, cl_uint num_devices, const cl_device_id* device_list,
                      const char* options, NotifyFn pfn_notify, void* user_data) {
  const char* fn = "clBuildProgram";
  Program* p = toProgram(program);
  if (!p)
    return fail(CL_INVALID_PROGRAM, fn, "program is not a valid program");
  Context* c = &p->context();
  WEFT_TRY(checkDevices(fn, *c, num_devices, device_list));
  if (!pfn_notify && user_data)
    return fail(CL_INVALID_VALUE, fn, "user_data is given without pfn_notify", c);
  if (!p->fromSource() && !p->fromIL() && p->state().bitcode.empty())
    return fail(CL_INVALID_BINARY, fn, "the program has no binary to build", c);
  if (p->kernelCount() > 0)
    return fail(CL_INVALID_OPERATION, fn, "kernels are attached to the program", c);
  const std::string opts = options ? options : "";
  WEFT_TRY(checkCompileOptions(fn, *p, opts, CL_INVALID_BUILD_OPTIONS));
  compiler::Status status = p->build(opts);
  if (pfn_notify)
    pfn_notify(program, user_data);
  if (status == compiler::Status::InvalidOptions)
    return fail(CL_INVALID_BUILD_OPTIONS, fn, "invalid build options", c);
  if (status == compiler::Status::OutOfHostMemory)
    return fail(CL_OUT_OF_HOST_MEMORY, fn, "the build ran out of host memory", c);
  if (status != compiler::Status::Ok)
    return fail(CL_BUILD_PROGRAM_FAILURE, fn, "the build failed; see the build log", c);
  return success();
}

Status clCompileProgram(cl_program program, cl_uint num_devices, const cl_device_id* device_list,
                        const char* options, cl_uint num_input_headers,
                        const cl_program* input_headers, const char** header_include_names,
                        NotifyFn pfn_notify, void* user_data) {
  const char* fn = "clCompileProgram";
  Program* p = toProgram(program);
  if (!p)
    return fail(CL_INVALID_PROGRAM, fn, "program is not a valid program");
  Context* c = &p->context();
  WEFT_TRY(checkDevices(fn, *c, num_devices, device_list));
  if (num_input_headers == 0 && (input_headers || header_include_names))
    return fail(CL_INVALID_VALUE, fn, "headers are given but num_input_headers is 0", c);
  if (num_input_headers > 0 && (!input_headers || !header_include_names))
    return fail(CL_INVALID_VALUE, fn, "input_headers or header_include_names is NULL", c);
  if (!pfn_notify && user_data)
    return fail(CL_INVALID_VALUE, fn, "user_data is given without pfn_notify", c);
  std::vector<compiler::Header> headers;
  for (cl_uint i = 0; i < num_input_headers; ++i) {
    Program* header = toProgram(input_headers[i]);
    if (!header)
      return fail(CL_INVALID_PROGRAM, fn, "input_headers[" + std::to_string(i) + "] is not valid",
                  c);
    if (!header_include_names[i])
      return fail(CL_INVALID_VALUE, fn, "header_include_names has a NULL entry", c);
    headers.push_back({header_include_names[i], header->source()});
  }
  // Before the options: a rejected compile records itself as the program's build.
  if (!p->fromSource() && !p->fromIL())
    return fail(CL_INVALID_OPERATION, fn, "program was not created from source or IL", c);
  if (p->kernelCount() > 0)
    return fail(CL_INVALID_OPERATION, fn, "kernels are attached to the program", c);
  const std::string opts = options ? options : "";
  WEFT_TRY(checkCompileOptions(fn, *p, opts, CL_INVALID_COMPILER_OPTIONS));
  compiler::Status status = p->compile(opts, headers);
  if (pfn_notify)
    pfn_notify(program, user_data);
  if (status == compiler::Status::InvalidOptions)
    return fail(CL_INVALID_COMPILER_OPTIONS, fn, "invalid compiler options", c);
  if (status == compiler::Status::OutOfHostMemory)
    return fail(CL_OUT_OF_HOST_MEMORY, fn, "the compile ran out of host memory", c);
  if (status != compiler::Status::Ok)
    return fail(CL_COMPILE_PROGRAM_FAILURE, fn, "the compile failed; see the build log", c);
  return success();
}

Result<cl_program> clLinkProgram(cl_context context, cl_uint num_devices,
                                 const cl_device_id* device_list, const char* options,
                                 cl_uint num_input_programs, const cl_program* input_programs,
                                 NotifyFn pfn_notify, void* user_data) {
  const char* fn = "clLinkProgram";
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  WEFT_TRY(checkDevices(fn, *c, num_devices, device_list));
  if (num_input_programs == 0 || !input_programs)
    return fail(CL_INVALID_VALUE, fn, "num_input_programs is 0 or input_programs is NULL", c);
  if (!pfn_notify && user_data)
    return fail(CL_INVALID_VALUE, fn, "user_data is given without pfn_notify", c);
  std::vector<Program::BuildState> inputs;
  for (cl_uint i = 0; i < num_input_programs; ++i) {
    Program* input = toProgram(input_programs[i]);
    if (!input)
      return fail(CL_INVALID_PROGRAM, fn,
                  "input_programs[" + std::to_string(i) + "] is not a valid program", c);
    inputs.push_back(input->state());
    cl_program_binary_type type = inputs.back().binaryType;
    if (type != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT && type != CL_PROGRAM_BINARY_TYPE_LIBRARY)
      return fail(CL_INVALID_OPERATION, fn,
                  "input_programs[" + std::to_string(i) + "] is not a compiled object or library",
                  c);
  }
  std::string opts = options ? options : "";
  std::string message = compiler::readLinkOptions(opts).error;
  if (!message.empty())
    return fail(CL_INVALID_LINKER_OPTIONS, fn, message, c);
  std::vector<std::string_view> bitcodes;
  for (const auto& input : inputs)
    bitcodes.push_back(input.bitcode);
  Ref<Program> linked =
      Ref<Program>::adopt(new Program(*c, compiler::BinaryKind::CompiledObject, std::string()));
  compiler::Status status = linked->linkFrom(bitcodes, opts);
  if (pfn_notify)
    pfn_notify(linked->handle(), user_data);
  if (status == compiler::Status::OutOfHostMemory)
    return fail(CL_OUT_OF_HOST_MEMORY, fn, "linking ran out of host memory", c);
  if (status != compiler::Status::Ok) {
    // The program is returned with the error (OpenCL 3.0 §5.8.4.3, the CTS's compiler
    // link_error_returns_program): its build log says why the link failed.
    Error error = fail(CL_LINK_PROGRAM_FAILURE, fn, "linking failed: " + linked->state().log, c);
    return Result<cl_program>(linked.release()->handle(), error);
  }
  return linked.release()->handle();
}

Status clGetProgramInfo(cl_program program, cl_program_info param_name, size_t param_value_size,
                        void* param_value, size_t* param_value_size_ret) {
  const char* fn = "clGetProgramInfo";
  Program* p = toProgram(program);
  if (!p)
    return fail(CL_INVALID_PROGRAM, fn, "program is not a valid program");
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  Program::BuildState state = p->state();
  const auto& devices = p->context().devices();
  auto binary = [&] {
    if (state.bitcode.empty())
      return std::string();
    return compiler::packBinary(binaryKindOf(state.binaryType), state.bitcode);
  };
  switch (param_name) {
  case CL_PROGRAM_REFERENCE_COUNT:
    return out(p->apiRefCount());
  case CL_PROGRAM_CONTEXT:
    return out(p->context().handle());
  case CL_PROGRAM_NUM_DEVICES:
    return out(static_cast<cl_uint>(devices.size()));
  case CL_PROGRAM_DEVICES: {
    std::vector<cl_device_id> handles;
    for (Device* d : devices)
      handles.push_back(d->handle());
    return out(handles);
  }
  case CL_PROGRAM_SOURCE:
    return out(p->source());
  case CL_PROGRAM_IL:
    // Empty for a program not made from IL.
    return out.bytes(p->il().data(), p->il().size());
  case CL_PROGRAM_BINARY_SIZES:
    return out(std::vector<size_t>(devices.size(), binary().size()));
  case CL_PROGRAM_BINARIES: {
    // An array of pointers the application allocated; a NULL entry skips that device.
    std::string bytes = binary();
    std::vector<unsigned char*> pointers(devices.size(), nullptr);
    if (out.wantsValue()) {
      if (param_value_size < pointers.size() * sizeof(unsigned char*))
        return out(pointers); // too small: the writer reports CL_INVALID_VALUE
      auto** targets = static_cast<unsigned char**>(param_value);
      for (size_t i = 0; i < pointers.size(); ++i)
        if (targets[i])
          std::memcpy(targets[i], bytes.data(), bytes.size());
      if (param_value_size_ret)
        *param_value_size_ret = pointers.size() * sizeof(unsigned char*);
      return success();
    }
    return out(pointers);
  }
  case CL_PROGRAM_NUM_KERNELS:
  case CL_PROGRAM_KERNEL_NAMES: {
    if (!state.executable)
      return fail(CL_INVALID_PROGRAM_EXECUTABLE, fn, "the program has no executable",
                  &p->context());
    const auto& kernels = state.executable->kernels();
    if (param_name == CL_PROGRAM_NUM_KERNELS)
      return out(kernels.size());
    std::string names;
    for (const auto& kernel : kernels) {
      if (!names.empty())
        names += ';';
      names += kernel.name;
    }
    return out(names);
  }
  case CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT:
  case CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT:
    // OpenCL C has no constructors; the spec still asks for an executable first.
    if (!state.executable)
      return fail(CL_INVALID_PROGRAM_EXECUTABLE, fn, "the program has no executable built");
    return out(cl_bool{CL_FALSE});
  default:
    return fail(CL_INVALID_VALUE, fn, "param_name is not a program parameter");
  }
}

Status clGetProgramBuildInfo(cl_program program, cl_device_id device,
                             cl_program_build_info param_name, size_t param_value_size,
                             void* param_value, size_t* param_value_size_ret) {
  const char* fn = "clGetProgramBuildInfo";
  Program* p = toProgram(program);
  if (!p)
    return fail(CL_INVALID_PROGRAM, fn, "program is not a valid program");
  Device* d = toDevice(device);
  if (!d || !p->context().hasDevice(d))
    return fail(CL_INVALID_DEVICE, fn, "device is not a device of the program");
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  Program::BuildState state = p->state();
  switch (param_name) {
  case CL_PROGRAM_BUILD_STATUS:
    return out(state.status);
  case CL_PROGRAM_BUILD_OPTIONS:
    return out(state.options);
  case CL_PROGRAM_BUILD_LOG:
    return out(state.log);
  case CL_PROGRAM_BINARY_TYPE:
    return out(state.binaryType);
  case CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE:
    // Of an executable; a compiled object or library has none yet (OpenCL 3.0 §5.8.9).
    return out(state.binaryType == CL_PROGRAM_BINARY_TYPE_EXECUTABLE
                   ? size_t(compiler::globalVariableBytes(state.bitcode))
                   : size_t{0});
  default:
    return fail(CL_INVALID_VALUE, fn, "param_name is not a build parameter");
  }
}

Status clSetProgramReleaseCallback(cl_program program,
                                   void(CL_CALLBACK* pfn_notify)(cl_program, void*),
                                   void* user_data) {
  const char* fn = "clSetProgramReleaseCallback";
  if (!toProgram(program))
    return fail(CL_INVALID_PROGRAM, fn, "program is not a valid program");
  if (!pfn_notify)
    return fail(CL_INVALID_VALUE, fn, "pfn_notify is NULL");
  // "CL_INVALID_OPERATION if no devices in the context associated with program support program
  // scope global constructors or destructors."
  return fail(CL_INVALID_OPERATION, fn, "program scope global destructors are not supported");
}

Status clSetProgramSpecializationConstant(cl_program program, cl_uint spec_id, size_t spec_size,
                                          const void* spec_value) {
  const char* fn = "clSetProgramSpecializationConstant";
  Program* p = toProgram(program);
  if (!p)
    return fail(CL_INVALID_PROGRAM, fn, "program is not a valid program");
  // OpenCL 3.0 §5.8.3: CL_INVALID_PROGRAM for a program not made from IL (the device takes IL).
  if (!p->fromIL())
    return fail(CL_INVALID_PROGRAM, fn, "program was not created from an IL", &p->context());
  if (!spec_value)
    return fail(CL_INVALID_VALUE, fn, "spec_value is NULL", &p->context());
  return p->setSpecConstant(spec_id, spec_size, spec_value);
}

} // namespace api
} // namespace weft
