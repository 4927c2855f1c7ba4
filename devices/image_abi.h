/* How a kernel sees an image: the descriptor an image argument's slot points to. Plain C, read by
 * the builtin library (builtins/opencl/images.cl, OpenCL C) and filled by the runtime
 * (runtime/image.cpp, C++): one layout for both. Changing it changes compiled kernels; bump
 * WEFT_IMAGE_ABI_VERSION, which the kernel cache's key includes. */
#ifndef WEFT_DEVICES_IMAGE_ABI_H
#define WEFT_DEVICES_IMAGE_ABI_H

#define WEFT_IMAGE_ABI_VERSION 2

/* Where each component of a read's result comes from (WeftImage::swizzle): a channel in memory
 * order (0..3), or a constant. */
#define WEFT_SWIZZLE_ZERO 4
#define WEFT_SWIZZLE_ONE 5

/* A sampler as kernels see it: the bits of OpenCL C's sampler_t initializers (CLK_* in clang's
 * opencl-c-base.h), in the pointer-sized value of a sampler argument or of
 * __translate_sampler_initializer. */
#define WEFT_SAMPLER_NORMALIZED 0x1
#define WEFT_SAMPLER_ADDRESS_MASK 0xE
#define WEFT_SAMPLER_ADDRESS_NONE 0x0
#define WEFT_SAMPLER_ADDRESS_CLAMP_TO_EDGE 0x2
#define WEFT_SAMPLER_ADDRESS_CLAMP 0x4
#define WEFT_SAMPLER_ADDRESS_REPEAT 0x6
#define WEFT_SAMPLER_ADDRESS_MIRRORED_REPEAT 0x8
#define WEFT_SAMPLER_FILTER_NEAREST 0x10
#define WEFT_SAMPLER_FILTER_LINEAR 0x20
/* Weft's own bits above OpenCL C's: the mipmap filter (cl_khr_mipmap_image; nearest when clear,
 * as for every sampler declared in a kernel), and where the level-of-detail range lies. A sampler
 * object made with CL_SAMPLER_LOD_MIN_KHR or _LOD_MAX_KHR other than the defaults (0, MAXFLOAT)
 * is the address of its WeftLodRange, 256-byte aligned, with the bits below in its low byte. */
#define WEFT_SAMPLER_MIP_FILTER_LINEAR 0x40
#define WEFT_SAMPLER_BITS_MASK 0xFF
#define WEFT_SAMPLER_LOD_RANGE_ALIGNMENT 256

#ifdef __OPENCL_C_VERSION__
typedef __global uchar* weft_image_data;
typedef ulong weft_u64;
typedef uint weft_u32;
typedef int weft_i32;
typedef uchar weft_u8;
#else
#include <stdint.h>
typedef char* weft_image_data;
typedef uint64_t weft_u64;
typedef uint32_t weft_u32;
typedef int32_t weft_i32;
typedef uint8_t weft_u8;
#endif

typedef struct WeftImage {
  weft_image_data data; /* the texel at (0, 0, 0) of layer 0 */
  weft_u64 rowPitch;    /* bytes from one row to the next */
  weft_u64 slicePitch;  /* bytes from one slice (3D) or layer (arrays) to the next */
  weft_i32 width;
  weft_i32 height;      /* 1 for 1D images and 1D arrays */
  weft_i32 depth;       /* 1 unless 3D */
  weft_i32 arraySize;   /* layers of an array, 1 otherwise */
  weft_u32 imageType;   /* CL_MEM_OBJECT_IMAGE* */
  weft_u32 channelOrder;    /* CL_* channel order, as get_image_channel_order returns it */
  weft_u32 channelDataType; /* CL_* channel data type */
  weft_u32 elementSize;     /* bytes per texel */
  weft_u32 channels;        /* channels in memory (packed formats: 3) */
  weft_u8 swizzle[4];       /* result component x, y, z, w <- memory channel or WEFT_SWIZZLE_* */
  weft_u8 channelSource[4]; /* for writes: memory channel 0..3 <- component x, y, z or w (0..3) */
  weft_u32 srgb;            /* sRGB channel order: channels 0, 1 and 2 are sRGB-encoded */
  /* Mip levels (cl_khr_mipmap_image): 1 unless mipmapped. The descriptor of level l is this one's
   * l-th successor in memory: its data, width, height, depth and pitches are the level's, every
   * other field the same. */
  weft_i32 mipLevels;
} WeftImage;

/* A sampler's level-of-detail range (CL_SAMPLER_LOD_MIN_KHR, CL_SAMPLER_LOD_MAX_KHR). */
typedef struct WeftLodRange {
  float min;
  float max;
} WeftLodRange;

#endif
