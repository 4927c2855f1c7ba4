# Every dependency comes from a Debian bookworm package (DESIGN.md §3); scripts/setup-debian.sh
# installs them. Nothing is downloaded at configure or build time.
find_package(LLVM 15 REQUIRED CONFIG HINTS /usr/lib/llvm-15/lib/cmake/llvm)
find_package(Clang REQUIRED CONFIG HINTS ${LLVM_DIR}/../clang)
find_package(TBB REQUIRED CONFIG)
find_package(PkgConfig REQUIRED)
pkg_check_modules(HWLOC REQUIRED IMPORTED_TARGET hwloc)

find_path(OpenCL_INCLUDE_DIR CL/cl_icd.h REQUIRED)
find_library(OpenCL_LOADER NAMES OpenCL libOpenCL.so.1 REQUIRED)

find_library(LLVMSPIRV_LIBRARY NAMES LLVMSPIRVLib REQUIRED)
find_path(LLVMSPIRV_INCLUDE_DIR LLVMSPIRVLib.h PATH_SUFFIXES LLVMSPIRVLib REQUIRED)

find_program(WEFT_CLANG NAMES clang-15 HINTS ${LLVM_TOOLS_BINARY_DIR} REQUIRED)
find_program(WEFT_LLVM_LINK NAMES llvm-link-15 llvm-link HINTS ${LLVM_TOOLS_BINARY_DIR} REQUIRED)

message(STATUS "Weft: LLVM ${LLVM_PACKAGE_VERSION} from ${LLVM_DIR}; clang ${WEFT_CLANG}")

# The OpenCL headers: Weft implements OpenCL 3.0 and the 1.x/2.x entry points kept in it.
add_library(weft_opencl_headers INTERFACE)
target_include_directories(weft_opencl_headers INTERFACE ${OpenCL_INCLUDE_DIR})
target_compile_definitions(weft_opencl_headers INTERFACE
  CL_TARGET_OPENCL_VERSION=300 CL_USE_DEPRECATED_OPENCL_1_0_APIS CL_USE_DEPRECATED_OPENCL_1_1_APIS
  CL_USE_DEPRECATED_OPENCL_1_2_APIS CL_USE_DEPRECATED_OPENCL_2_0_APIS
  CL_USE_DEPRECATED_OPENCL_2_1_APIS CL_USE_DEPRECATED_OPENCL_2_2_APIS)
# The OpenCL error names (common/cl_error_name.hpp, header-only): for programs that use OpenCL
# through the loader and do not link Weft (tests, benchmark, examples).
add_library(weft_cl_error_names INTERFACE)
target_include_directories(weft_cl_error_names INTERFACE ${PROJECT_SOURCE_DIR})
target_link_libraries(weft_cl_error_names INTERFACE weft_opencl_headers)

# LLVM and Clang as shared libraries (libLLVM-15.so, libclang-cpp.so.15).
add_library(weft_llvm INTERFACE)
target_include_directories(weft_llvm SYSTEM INTERFACE ${LLVM_INCLUDE_DIRS} ${CLANG_INCLUDE_DIRS})
target_compile_definitions(weft_llvm INTERFACE ${LLVM_DEFINITIONS})
target_link_libraries(weft_llvm INTERFACE LLVM clang-cpp)
