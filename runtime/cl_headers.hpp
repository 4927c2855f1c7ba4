// The OpenCL headers as Weft includes them: the 3.0 API with every deprecated entry point it still
// implements, and the ICD dispatch table.
#pragma once

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <CL/cl_icd.h>
