#include "compiler/language_features.hpp"

#include "common/settings.hpp"

#include <algorithm>
#include <cstring>

namespace weft::compiler {
namespace {

constexpr uint32_t makeVersion(uint32_t major, uint32_t minor, uint32_t patch) {
  return (major << 22) | (minor << 12) | patch;
}

constexpr uint32_t kV100 = makeVersion(1, 0, 0);
constexpr uint32_t kV300 = makeVersion(3, 0, 0);

/// The macros Clang 15's opencl-c-base.h defines for SPIR targets whatever -cl-ext says (its own
/// __opencl_c_named_address_space_builtins, which only steers the header, is left alone).
constexpr const char* kHeaderMacros[] = {
    "cl_ext_float_atomics",
    "cl_khr_extended_bit_ops",
    "cl_khr_integer_dot_product",
    "cl_khr_subgroup_ballot",
    "cl_khr_subgroup_clustered_reduce",
    "cl_khr_subgroup_extended_types",
    "cl_khr_subgroup_non_uniform_arithmetic",
    "cl_khr_subgroup_non_uniform_vote",
    "cl_khr_subgroup_rotate",
    "cl_khr_subgroup_shuffle",
    "cl_khr_subgroup_shuffle_relative",
    "__opencl_c_atomic_order_acq_rel",
    "__opencl_c_atomic_order_seq_cst",
    "__opencl_c_atomic_scope_all_devices",
    "__opencl_c_atomic_scope_device",
    "__opencl_c_device_enqueue",
    "__opencl_c_ext_fp16_global_atomic_add",
    "__opencl_c_ext_fp16_global_atomic_load_store",
    "__opencl_c_ext_fp16_global_atomic_min_max",
    "__opencl_c_ext_fp16_local_atomic_add",
    "__opencl_c_ext_fp16_local_atomic_load_store",
    "__opencl_c_ext_fp16_local_atomic_min_max",
    "__opencl_c_ext_fp32_global_atomic_add",
    "__opencl_c_ext_fp32_global_atomic_min_max",
    "__opencl_c_ext_fp32_local_atomic_add",
    "__opencl_c_ext_fp32_local_atomic_min_max",
    "__opencl_c_ext_fp64_global_atomic_add",
    "__opencl_c_ext_fp64_global_atomic_min_max",
    "__opencl_c_ext_fp64_local_atomic_add",
    "__opencl_c_ext_fp64_local_atomic_min_max",
    "__opencl_c_generic_address_space",
    "__opencl_c_images",
    "__opencl_c_integer_dot_product_input_4x8bit",
    "__opencl_c_integer_dot_product_input_4x8bit_packed",
    "__opencl_c_pipes",
    "__opencl_c_program_scope_global_variables",
    "__opencl_c_read_write_images",
    "__opencl_c_work_group_collective_functions",
};

bool named(const std::vector<LanguageName>& names, std::string_view name) {
  return std::any_of(names.begin(), names.end(),
                     [&](const LanguageName& entry) { return name == entry.name; });
}

} // namespace

bool imagesEnabled() {
  static const bool enabled = [] {
    const char* value = setting(Setting::Images);
    return !value || std::strcmp(value, "0") != 0;
  }();
  return enabled;
}

const std::vector<LanguageName>& deviceExtensions() {
  static const std::vector<LanguageName> extensions = [] {
    std::vector<LanguageName> list = {
        {"cl_khr_icd", kV100, false},
        {"cl_khr_il_program", kV100, false},
        {"cl_khr_byte_addressable_store", kV100},
        {"cl_khr_global_int32_base_atomics", kV100},
        {"cl_khr_global_int32_extended_atomics", kV100},
        {"cl_khr_local_int32_base_atomics", kV100},
        {"cl_khr_local_int32_extended_atomics", kV100},
        {"cl_khr_int64_base_atomics", kV100},
        {"cl_khr_int64_extended_atomics", kV100},
        {"cl_khr_fp64", kV100},
        {"cl_khr_fp16", kV100},
    };
    if (imagesEnabled())
      list.insert(list.end(), {{"cl_khr_3d_image_writes", kV100},
                               {"cl_khr_image2d_from_buffer", kV100, false},
                               {"cl_khr_depth_images", kV100},
                               {"cl_khr_mipmap_image", kV100},
                               {"cl_khr_mipmap_image_writes", kV100},
                               {"cl_khr_srgb_image_writes", kV100}});
    return list;
  }();
  return extensions;
}

const std::vector<LanguageName>& openclCFeatures() {
  // The device is the host: device scope covers every agent that can see its memory, so the
  // all-devices scope is the device scope (the atomic lowering treats every scope alike).
  static const std::vector<LanguageName> features = [] {
    std::vector<LanguageName> list = {
        {"__opencl_c_int64", kV300},
        {"__opencl_c_fp64", kV300},
        {"__opencl_c_fp16", kV300},
        {"__opencl_c_work_group_collective_functions", kV300},
        {"__opencl_c_atomic_order_acq_rel", kV300},
        {"__opencl_c_atomic_order_seq_cst", kV300},
        {"__opencl_c_atomic_scope_device", kV300},
        {"__opencl_c_atomic_scope_all_devices", kV300},
        {"__opencl_c_generic_address_space", kV300},
        {"__opencl_c_program_scope_global_variables", kV300},
    };
    if (imagesEnabled())
      list.insert(list.end(), {{"__opencl_c_images", kV300},
                               {"__opencl_c_3d_image_writes", kV300},
                               {"__opencl_c_read_write_images", kV300}});
    return list;
  }();
  return features;
}

std::string clangExtensionArgument() {
  std::string argument = "-cl-ext=-all";
  for (const auto* names : {&deviceExtensions(), &openclCFeatures()})
    for (const LanguageName& entry : *names)
      if (entry.inKernels)
        argument += std::string(",+") + entry.name;
  return argument;
}

std::string_view featurePrelude() {
  static const std::string prelude = [] {
    std::string text =
        "// Weft: macros of Clang's default header that the device does not report\n";
    for (const char* macro : kHeaderMacros)
      if (!named(deviceExtensions(), macro) && !named(openclCFeatures(), macro))
        text += std::string("#undef ") + macro + "\n";
    // Clang defines __IMAGE_SUPPORT__ for every SPIR target (the arguments undefine it):
    // exactly when the device reports images.
    if (imagesEnabled())
      text += "#define __IMAGE_SUPPORT__ 1\n"
              // Clang defines it for OpenCL C 2.0 and later; the device's sRGB writes work in
              // every version.
              "#ifndef cl_khr_srgb_image_writes\n#define cl_khr_srgb_image_writes 1\n#endif\n";
    // Clang 15 knows cl_khr_fp16 but not the OpenCL C 3.0 feature that goes with it.
    text += "#if __OPENCL_C_VERSION__ >= 300 && !defined(__opencl_c_fp16)\n"
            "#define __opencl_c_fp16 1\n#endif\n";
    text += "#ifndef __OPENCL_VERSION__\n#define __OPENCL_VERSION__ " +
            std::to_string(kDeviceOpenCLVersion) + "\n#endif\n";
    return text;
  }();
  return prelude;
}

} // namespace weft::compiler
