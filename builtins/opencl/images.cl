// Image builtins (OpenCL C 3.0 §6.15.15): reads with and without a sampler, writes and queries,
// for every image type and access qualifier. An image is a pointer to its WeftImage descriptor
// (devices/image_abi.h), a sampler its WEFT_SAMPLER_* bits. Everything here is straight-line code
// with branches only on the descriptor and the sampler, which are the same in every work-item, so
// a kernel that reads a pixel per work-item keeps its work-items in SIMD lanes: coordinates,
// addressing and filtering run lane-wide and the texels are gathered.
//
// Texels are decoded in memory order (channel 0 first); the channel order's swizzle runs last,
// so that filtering and the border color (all channels 0, which the swizzle turns into the spec's
// (0, 0, 0, 1) for orders without alpha) are the same for every order.
#include "macros.h"

#include "devices/image_abi.h"

typedef __global const WeftImage* Desc;

#define DESC(image) ((Desc)__builtin_astype(image, ulong))
#define BITS(sampler) ((uint)__builtin_astype(sampler, ulong) & WEFT_SAMPLER_BITS_MASK)

#define INLINE static inline __attribute__((always_inline))

// ---- Texel addresses ---------------------------------------------------------------------------

/// Where an image's texels lie: the descriptor's fields that differ from one mip level to the
/// next. Reads and writes take the format from the descriptor and the geometry from here, so that
/// a mip level chosen per work-item (a gather of these fields) leaves the format the same in
/// every work-item.
typedef struct {
  __global uchar* data;
  ulong rowPitch, slicePitch;
  int width, height, depth, arraySize;
} Geom;

INLINE Geom geomOf(Desc d) {
  Geom g;
  g.data = d->data;
  g.rowPitch = d->rowPitch;
  g.slicePitch = d->slicePitch;
  g.width = d->width;
  g.height = d->height;
  g.depth = d->depth;
  g.arraySize = d->arraySize;
  return g;
}

/// Row y of slice (or layer) z, each inside the image. A texel is its row and its column x: the
/// column's offset is taken where the texel's size is a constant, so that the texels of
/// consecutive columns are consecutive accesses (wide loads and stores in lanes).
INLINE __global uchar* rowOf(Geom g, int y, int z) {
  return g.data + (ulong)(uint)z * g.slicePitch + (ulong)(uint)y * g.rowPitch;
}

/// The last layer of an array or slice of a 3D image (z's bound).
INLINE int lastSlice(Geom g) { return max(g.depth, g.arraySize) - 1; }

/// Integer coordinates clamped into the image: reads outside it are undefined, but never fault.
INLINE int4 inside(Geom g, int4 c) {
  return (int4)(clamp(c.x, 0, g.width - 1), clamp(c.y, 0, g.height - 1),
                clamp(c.z, 0, lastSlice(g)), 0);
}

// ---- Decoding texels (memory order) ------------------------------------------------------------

// Texels are only as aligned as the memory an application gave (CL_MEM_USE_HOST_PTR, buffers):
// these types load and store them with alignment 1.
typedef ushort __attribute__((aligned(1))) ushort_u;
typedef uint __attribute__((aligned(1))) uint_u;

/// The texel's bytes as four 32-bit words, the missing ones 0: one load of its 1, 2, 4, 8 or 16
/// bytes (a gather in lanes), whatever the format. Everything after it is arithmetic.
INLINE uint4 loadTexel(Desc d, __global const uchar* row, int x) {
  const ulong i = (ulong)(uint)x;
  switch (d->elementSize) {
  case 1:
    return (uint4)(row[i], 0, 0, 0);
  case 2:
    return (uint4)(((__global const ushort_u*)row)[i], 0, 0, 0);
  case 4:
    return (uint4)(((__global const uint_u*)row)[i], 0, 0, 0);
  case 8: {
    __global const uint_u* p = (__global const uint_u*)row + 2 * i;
    return (uint4)(p[0], p[1], 0, 0);
  }
  default: {
    __global const uint_u* p = (__global const uint_u*)row + 4 * i;
    return (uint4)(p[0], p[1], p[2], p[3]);
  }
  }
}

/// Bits of channel k (0..3) of a texel whose channels are `bytes` wide (1, 2 or 4), zero-extended.
INLINE uint channelBits(uint4 w, uint bytes, int k) {
  if (bytes == 1)
    return (w.x >> (8 * k)) & 0xffu;
  if (bytes == 2)
    return ((k < 2 ? w.x : w.y) >> (16 * (k & 1))) & 0xffffu;
  return k == 0 ? w.x : k == 1 ? w.y : k == 2 ? w.z : w.w;
}

/// Bytes of a channel of each plain data type (packed types: their texel's).
INLINE uint channelBytes(uint type) {
  switch (type) {
  case CLK_SNORM_INT8:
  case CLK_UNORM_INT8:
  case CLK_SIGNED_INT8:
  case CLK_UNSIGNED_INT8:
    return 1;
  case CLK_SNORM_INT16:
  case CLK_UNORM_INT16:
  case CLK_SIGNED_INT16:
  case CLK_UNSIGNED_INT16:
  case CLK_HALF_FLOAT:
    return 2;
  default:
    return 4;
  }
}

/// The four channels' bits, sign-extended for signed types (a channel the format lacks is 0:
/// the texel's missing bytes are).
INLINE int4 channelsI(uint type, uint4 w) {
  const uint bytes = channelBytes(type);
  const int4 bits = (int4)(channelBits(w, bytes, 0), channelBits(w, bytes, 1),
                           channelBits(w, bytes, 2), channelBits(w, bytes, 3));
  const int shift = 32 - 8 * (int)bytes;
  const int isSigned = type == CLK_SNORM_INT8 || type == CLK_SNORM_INT16 ||
                       type == CLK_SIGNED_INT8 || type == CLK_SIGNED_INT16;
  return isSigned ? (bits << shift) >> shift : bits;
}

/// sRGB's 8-bit codes as linear values: c / 12.92 up to 0.04045, else ((c + 0.055) / 1.055)^2.4,
/// for c = code / 255, computed with 200-bit precision and rounded to float. A look-up (a gather
/// in lanes) instead of powr: exact, and a tenth of the code in every sampled read.
__constant float srgb_to_linear[256] = {
    0.0f, 0x1.3e4568p-12f, 0x1.3e4568p-11f, 0x1.dd681cp-11f, 0x1.3e4568p-10f, 0x1.8dd6c2p-10f,
    0x1.dd681cp-10f, 0x1.167cbap-9f, 0x1.3e4568p-9f, 0x1.660e14p-9f, 0x1.8dd6c2p-9f, 0x1.b6a31cp-9f,
    0x1.e1e31ep-9f, 0x1.07c38cp-8f, 0x1.1fcc2cp-8f, 0x1.390ffap-8f, 0x1.53936cp-8f, 0x1.6f5adep-8f,
    0x1.8c6a94p-8f, 0x1.aac6cp-8f, 0x1.ca7382p-8f, 0x1.eb74e2p-8f, 0x1.06e76cp-7f, 0x1.18c2a6p-7f,
    0x1.2b4e0ap-7f, 0x1.3e8b7cp-7f, 0x1.527cd6p-7f, 0x1.6723eep-7f, 0x1.7c8292p-7f, 0x1.929a88p-7f,
    0x1.a96d92p-7f, 0x1.c0fd68p-7f, 0x1.d94bbep-7f, 0x1.f25a44p-7f, 0x1.061552p-6f, 0x1.135f3ep-6f,
    0x1.210bb8p-6f, 0x1.2f1b8cp-6f, 0x1.3d8f84p-6f, 0x1.4c6866p-6f, 0x1.5ba6fap-6f, 0x1.6b4c04p-6f,
    0x1.7b5842p-6f, 0x1.8bcc74p-6f, 0x1.9ca958p-6f, 0x1.adefaap-6f, 0x1.bfa02p-6f, 0x1.d1bb74p-6f,
    0x1.e4425ap-6f, 0x1.f73586p-6f, 0x1.054ad4p-5f, 0x1.0f31bap-5f, 0x1.194fccp-5f, 0x1.23a55ep-5f,
    0x1.2e32c8p-5f, 0x1.38f86p-5f, 0x1.43f678p-5f, 0x1.4f2d64p-5f, 0x1.5a9d76p-5f, 0x1.664702p-5f,
    0x1.722a56p-5f, 0x1.7e47c8p-5f, 0x1.8a9fa4p-5f, 0x1.97323ap-5f, 0x1.a3ffd8p-5f, 0x1.b108dp-5f,
    0x1.be4d6cp-5f, 0x1.cbcdfap-5f, 0x1.d98ac6p-5f, 0x1.e7841cp-5f, 0x1.f5ba48p-5f, 0x1.0216cap-4f,
    0x1.096f26p-4f, 0x1.10e65cp-4f, 0x1.187c9p-4f, 0x1.2031e8p-4f, 0x1.280688p-4f, 0x1.2ffa92p-4f,
    0x1.380e2ap-4f, 0x1.404174p-4f, 0x1.489494p-4f, 0x1.5107acp-4f, 0x1.599adep-4f, 0x1.624e4ep-4f,
    0x1.6b221ep-4f, 0x1.74167p-4f, 0x1.7d2b66p-4f, 0x1.86612p-4f, 0x1.8fb7cp-4f, 0x1.992f68p-4f,
    0x1.a2c83ap-4f, 0x1.ac8256p-4f, 0x1.b65ddcp-4f, 0x1.c05aecp-4f, 0x1.ca79a8p-4f, 0x1.d4ba3p-4f,
    0x1.df1ca2p-4f, 0x1.e9a12p-4f, 0x1.f447cap-4f, 0x1.ff10bcp-4f, 0x1.04fe0cp-3f, 0x1.0a84fep-3f,
    0x1.101d44p-3f, 0x1.15c6eep-3f, 0x1.1b8208p-3f, 0x1.214ea6p-3f, 0x1.272cd4p-3f, 0x1.2d1ca2p-3f,
    0x1.331e1ep-3f, 0x1.393158p-3f, 0x1.3f566p-3f, 0x1.458d42p-3f, 0x1.4bd60ep-3f, 0x1.5230d4p-3f,
    0x1.589dap-3f, 0x1.5f1c84p-3f, 0x1.65ad8ap-3f, 0x1.6c50c4p-3f, 0x1.73063ep-3f, 0x1.79ce06p-3f,
    0x1.80a82ep-3f, 0x1.8794cp-3f, 0x1.8e93ccp-3f, 0x1.95a55ep-3f, 0x1.9cc986p-3f, 0x1.a40052p-3f,
    0x1.ab49cep-3f, 0x1.b2a60ap-3f, 0x1.ba1512p-3f, 0x1.c196f4p-3f, 0x1.c92bbep-3f, 0x1.d0d37cp-3f,
    0x1.d88e3ep-3f, 0x1.e05c0ep-3f, 0x1.e83cfcp-3f, 0x1.f03116p-3f, 0x1.f83866p-3f, 0x1.00297ep-2f,
    0x1.044072p-2f, 0x1.086116p-2f, 0x1.0c8b7p-2f, 0x1.10bf86p-2f, 0x1.14fd6p-2f, 0x1.194502p-2f,
    0x1.1d9676p-2f, 0x1.21f1bep-2f, 0x1.2656e4p-2f, 0x1.2ac5ecp-2f, 0x1.2f3edep-2f, 0x1.33c1cp-2f,
    0x1.384e98p-2f, 0x1.3ce56cp-2f, 0x1.418642p-2f, 0x1.46312p-2f, 0x1.4ae60ep-2f, 0x1.4fa51p-2f,
    0x1.546e2cp-2f, 0x1.59416cp-2f, 0x1.5e1edp-2f, 0x1.630664p-2f, 0x1.67f82ap-2f, 0x1.6cf428p-2f,
    0x1.71fa68p-2f, 0x1.770aecp-2f, 0x1.7c25bcp-2f, 0x1.814adcp-2f, 0x1.867a54p-2f, 0x1.8bb428p-2f,
    0x1.90f86p-2f, 0x1.9647p-2f, 0x1.9ba01p-2f, 0x1.a10394p-2f, 0x1.a67192p-2f, 0x1.abea1p-2f,
    0x1.b16d14p-2f, 0x1.b6faa4p-2f, 0x1.bc92c6p-2f, 0x1.c2357ep-2f, 0x1.c7e2d2p-2f, 0x1.cd9acap-2f,
    0x1.d35d6ap-2f, 0x1.d92ab6p-2f, 0x1.df02b8p-2f, 0x1.e4e57p-2f, 0x1.ead2e8p-2f, 0x1.f0cb26p-2f,
    0x1.f6ce2cp-2f, 0x1.fcdcp-2f, 0x1.017a56p-1f, 0x1.048c18p-1f, 0x1.07a34ap-1f, 0x1.0abfeep-1f,
    0x1.0de208p-1f, 0x1.11099ap-1f, 0x1.1436a8p-1f, 0x1.176932p-1f, 0x1.1aa13ep-1f, 0x1.1ddecap-1f,
    0x1.2121dep-1f, 0x1.246a7ap-1f, 0x1.27b8ap-1f, 0x1.2b0c54p-1f, 0x1.2e6598p-1f, 0x1.31c46ep-1f,
    0x1.3528dcp-1f, 0x1.3892ep-1f, 0x1.3c028p-1f, 0x1.3f77bcp-1f, 0x1.42f29ap-1f, 0x1.467318p-1f,
    0x1.49f93ep-1f, 0x1.4d850ap-1f, 0x1.511682p-1f, 0x1.54ada4p-1f, 0x1.584a78p-1f, 0x1.5becfep-1f,
    0x1.5f9538p-1f, 0x1.634328p-1f, 0x1.66f6d4p-1f, 0x1.6ab03ap-1f, 0x1.6e6f6p-1f, 0x1.723448p-1f,
    0x1.75fef4p-1f, 0x1.79cf64p-1f, 0x1.7da59ep-1f, 0x1.8181a4p-1f, 0x1.856378p-1f, 0x1.894b1cp-1f,
    0x1.8d3892p-1f, 0x1.912bdep-1f, 0x1.9525p-1f, 0x1.9923fep-1f, 0x1.9d28d8p-1f, 0x1.a13392p-1f,
    0x1.a5442cp-1f, 0x1.a95aacp-1f, 0x1.ad771p-1f, 0x1.b1995ep-1f, 0x1.b5c198p-1f, 0x1.b9efbep-1f,
    0x1.be23d4p-1f, 0x1.c25ddep-1f, 0x1.c69ddcp-1f, 0x1.cae3d2p-1f, 0x1.cf2fcp-1f, 0x1.d381aap-1f,
    0x1.d7d994p-1f, 0x1.dc377ep-1f, 0x1.e09b6ap-1f, 0x1.e5055cp-1f, 0x1.e97556p-1f, 0x1.edeb5cp-1f,
    0x1.f2676cp-1f, 0x1.f6e98cp-1f, 0x1.fb71bcp-1f, 0x1p+0f,
};

INLINE float srgbToLinear(int code) { return srgb_to_linear[code & 0xff]; }

/// Where sRGB's 8-bit codes begin, as linear values: entry k is the least float whose exact
/// encoding (12.92 c up to 0.0031308, else 1.055 c^(1/2.4) - 0.055) times 255 is at least k + 0.5,
/// so that a value's code is the number of entries at or below it (round to nearest, exactly).
/// Computed with 200-bit precision; the last entry only ends the search.
__constant float srgb_code_starts[256] = {
    0x1.3e4568p-13f, 0x1.dd681cp-12f, 0x1.8dd6c2p-11f, 0x1.167cbcp-10f, 0x1.660e16p-10f, 0x1.b59f7p-10f,
    0x1.029866p-9f, 0x1.2a6112p-9f, 0x1.5229bep-9f, 0x1.79f26cp-9f, 0x1.a1e5a2p-9f, 0x1.cbf736p-9f,
    0x1.f86806p-9f, 0x1.13a0cp-8f, 0x1.2c4666p-8f, 0x1.46297ap-8f, 0x1.614e62p-8f, 0x1.7db96ep-8f,
    0x1.9b6edap-8f, 0x1.ba72cep-8f, 0x1.dac95ep-8f, 0x1.fc768cp-8f, 0x1.0fbf22p-7f, 0x1.21f236p-7f,
    0x1.34d664p-7f, 0x1.486d9p-7f, 0x1.5cb98ep-7f, 0x1.71bc34p-7f, 0x1.877748p-7f, 0x1.9dec9p-7f,
    0x1.b51dc8p-7f, 0x1.cd0ca8p-7f, 0x1.e5bae2p-7f, 0x1.ff2a1ep-7f, 0x1.0cae04p-6f, 0x1.1a291ep-6f,
    0x1.28072cp-6f, 0x1.3648f8p-6f, 0x1.44ef4cp-6f, 0x1.53fafp-6f, 0x1.636ca6p-6f, 0x1.73453p-6f,
    0x1.838552p-6f, 0x1.942dc6p-6f, 0x1.a53f48p-6f, 0x1.b6ba96p-6f, 0x1.c8a064p-6f, 0x1.daf16ap-6f,
    0x1.edae5cp-6f, 0x1.006bf8p-5f, 0x1.0a3768p-5f, 0x1.1439d8p-5f, 0x1.1e73ap-5f, 0x1.28e514p-5f,
    0x1.338e8ap-5f, 0x1.3e7058p-5f, 0x1.498acep-5f, 0x1.54de44p-5f, 0x1.606b08p-5f, 0x1.6c316ep-5f,
    0x1.7831c8p-5f, 0x1.846c64p-5f, 0x1.90e194p-5f, 0x1.9d91a4p-5f, 0x1.aa7ce6p-5f, 0x1.b7a3a6p-5f,
    0x1.c5063p-5f, 0x1.d2a4d4p-5f, 0x1.e07fdcp-5f, 0x1.ee9794p-5f, 0x1.fcec48p-5f, 0x1.05bf2p-4f,
    0x1.0d26e4p-4f, 0x1.14ad96p-4f, 0x1.1c5356p-4f, 0x1.24184ep-4f, 0x1.2bfc9ep-4f, 0x1.34006ap-4f,
    0x1.3c23d8p-4f, 0x1.446708p-4f, 0x1.4cca2p-4f, 0x1.554d4p-4f, 0x1.5df08ep-4f, 0x1.66b42ap-4f,
    0x1.6f9836p-4f, 0x1.789cd6p-4f, 0x1.81c228p-4f, 0x1.8b0852p-4f, 0x1.946f72p-4f, 0x1.9df7acp-4f,
    0x1.a7a11ep-4f, 0x1.b16beap-4f, 0x1.bb5832p-4f, 0x1.c56614p-4f, 0x1.cf95b2p-4f, 0x1.d9e72ap-4f,
    0x1.e45aap-4f, 0x1.eef02ep-4f, 0x1.f9a7f8p-4f, 0x1.02410ep-3f, 0x1.07bf5cp-3f, 0x1.0d4ef6p-3f,
    0x1.12efecp-3f, 0x1.18a24cp-3f, 0x1.1e6628p-3f, 0x1.243b8ap-3f, 0x1.2a2286p-3f, 0x1.301b2ap-3f,
    0x1.362584p-3f, 0x1.3c41a2p-3f, 0x1.426f96p-3f, 0x1.48af6cp-3f, 0x1.4f0132p-3f, 0x1.5564fap-3f,
    0x1.5bdadp-3f, 0x1.6262c2p-3f, 0x1.68fcep-3f, 0x1.6fa938p-3f, 0x1.7667d8p-3f, 0x1.7d38cep-3f,
    0x1.841c2ap-3f, 0x1.8b11f6p-3f, 0x1.921a44p-3f, 0x1.99352p-3f, 0x1.a06298p-3f, 0x1.a7a2bap-3f,
    0x1.aef594p-3f, 0x1.b65b34p-3f, 0x1.bdd3a8p-3f, 0x1.c55efcp-3f, 0x1.ccfd3ep-3f, 0x1.d4ae7cp-3f,
    0x1.dc72c4p-3f, 0x1.e44a22p-3f, 0x1.ec34a4p-3f, 0x1.f43258p-3f, 0x1.fc434ap-3f, 0x1.0233c4p-2f,
    0x1.064f8ep-2f, 0x1.0a750cp-2f, 0x1.0ea444p-2f, 0x1.12dd3ap-2f, 0x1.171ff8p-2f, 0x1.1b6c82p-2f,
    0x1.1fc2ep-2f, 0x1.242316p-2f, 0x1.288d2cp-2f, 0x1.2d012ap-2f, 0x1.317f12p-2f, 0x1.3606eep-2f,
    0x1.3a98c4p-2f, 0x1.3f3498p-2f, 0x1.43da7p-2f, 0x1.488a56p-2f, 0x1.4d444cp-2f, 0x1.52085cp-2f,
    0x1.56d688p-2f, 0x1.5baedap-2f, 0x1.609154p-2f, 0x1.657ep-2f, 0x1.6a74e2p-2f, 0x1.6f76p-2f,
    0x1.748162p-2f, 0x1.79970ap-2f, 0x1.7eb702p-2f, 0x1.83e14ep-2f, 0x1.8915f2p-2f, 0x1.8e54f8p-2f,
    0x1.939e64p-2f, 0x1.98f23cp-2f, 0x1.9e5084p-2f, 0x1.a3b944p-2f, 0x1.a92c82p-2f, 0x1.aeaa42p-2f,
    0x1.b4328cp-2f, 0x1.b9c564p-2f, 0x1.bf62dp-2f, 0x1.c50ad4p-2f, 0x1.cabd7ap-2f, 0x1.d07ac6p-2f,
    0x1.d642bap-2f, 0x1.dc1562p-2f, 0x1.e1f2bep-2f, 0x1.e7dad6p-2f, 0x1.edcdbp-2f, 0x1.f3cb5p-2f,
    0x1.f9d3bcp-2f, 0x1.ffe6fcp-2f, 0x1.03028ap-1f, 0x1.061704p-1f, 0x1.0930eep-1f, 0x1.0c504ep-1f,
    0x1.0f7524p-1f, 0x1.129f72p-1f, 0x1.15cf3ep-1f, 0x1.190488p-1f, 0x1.1c3f54p-1f, 0x1.1f7fa4p-1f,
    0x1.22c57cp-1f, 0x1.2610dcp-1f, 0x1.2961c8p-1f, 0x1.2cb844p-1f, 0x1.301452p-1f, 0x1.3375f4p-1f,
    0x1.36dd2cp-1f, 0x1.3a49fep-1f, 0x1.3dbc6cp-1f, 0x1.413478p-1f, 0x1.44b226p-1f, 0x1.483578p-1f,
    0x1.4bbe7p-1f, 0x1.4f4d12p-1f, 0x1.52e15ep-1f, 0x1.567b5ap-1f, 0x1.5a1b06p-1f, 0x1.5dc064p-1f,
    0x1.616b7ap-1f, 0x1.651c48p-1f, 0x1.68d2dp-1f, 0x1.6c8f16p-1f, 0x1.70511ep-1f, 0x1.7418e6p-1f,
    0x1.77e674p-1f, 0x1.7bb9cap-1f, 0x1.7f92eap-1f, 0x1.8371d6p-1f, 0x1.87569p-1f, 0x1.8b411ep-1f,
    0x1.8f317ep-1f, 0x1.9327b6p-1f, 0x1.9723c6p-1f, 0x1.9b25bp-1f, 0x1.9f2d7ap-1f, 0x1.a33b24p-1f,
    0x1.a74ebp-1f, 0x1.ab6822p-1f, 0x1.af877cp-1f, 0x1.b3acbep-1f, 0x1.b7d7eep-1f, 0x1.bc090cp-1f,
    0x1.c0401cp-1f, 0x1.c47d2p-1f, 0x1.c8c018p-1f, 0x1.cd090ap-1f, 0x1.d157f6p-1f, 0x1.d5acep-1f,
    0x1.da07cap-1f, 0x1.de68b4p-1f, 0x1.e2cfa4p-1f, 0x1.e73c9ap-1f, 0x1.ebaf98p-1f, 0x1.f028a2p-1f,
    0x1.f4a7bap-1f, 0x1.f92ce2p-1f, 0x1.fdb81cp-1f,
    INFINITY,
};

/// A linear value's sRGB code (cl_khr_srgb_image_writes): a binary search of srgb_code_starts,
/// eight look-ups (gathers in lanes). NaN and values below 0 give 0, above 1 give 255.
INLINE uint srgbCode(float c) {
  c = fmin(fmax(c, 0.0f), 1.0f);
  uint code = 0;
  for (uint step = 128; step > 0; step >>= 1)
    code += c >= srgb_code_starts[code + step - 1] ? step : 0u;
  return code;
}

/// Bits of halves to floats, exactly (as vload_half).
INLINE float4 halfBitsToFloat(int4 bits) {
  const uint4 h = as_uint4(bits) & 0xffffu;
  const uint4 sign = (h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  const uint4 normal = sign | ((e + 112u) << 23) | (m << 13);
  const uint4 special = sign | 0x7f800000u | (m << 13);
  const uint4 subnormal = sign | as_uint4(convert_float4(m) * 0x1p-24f);
  return as_float4(e == 0u ? subnormal : e == 0x1fu ? special : normal);
}

/// A texel as floats: normalized formats scaled to [0, 1] or [-1, 1] (by a true division, so
/// the largest code is exactly 1), half and float as they are.
INLINE float4 decodeF(Desc d, __global const uchar* row, int x) {
  const uint type = d->channelDataType;
  const uint4 w = loadTexel(d, row, x);
  switch (type) {
  case CLK_UNORM_SHORT_565:
    return convert_float4((uint4)((w.x >> 11) & 31, (w.x >> 5) & 63, w.x & 31, 0)) /
           (float4)(31.0f, 63.0f, 31.0f, 1.0f);
  case CLK_UNORM_SHORT_555:
    return convert_float4((uint4)((w.x >> 10) & 31, (w.x >> 5) & 31, w.x & 31, 0)) / 31.0f;
  case CLK_UNORM_INT_101010:
    return convert_float4((uint4)((w.x >> 20) & 1023, (w.x >> 10) & 1023, w.x & 1023, 0)) /
           1023.0f;
  case CLK_FLOAT:
    return as_float4(w);
  default:
    break;
  }
  const int4 c = channelsI(type, w);
  switch (type) {
  case CLK_HALF_FLOAT:
    return halfBitsToFloat(c);
  case CLK_UNORM_INT8: {
    const float4 r = convert_float4(c) / 255.0f;
    return d->srgb ? (float4)(srgbToLinear(c.x), srgbToLinear(c.y), srgbToLinear(c.z), r.w) : r;
  }
  case CLK_UNORM_INT16:
    return convert_float4(c) / 65535.0f;
  case CLK_SNORM_INT8:
    return max(-1.0f, convert_float4(c) / 127.0f);
  case CLK_SNORM_INT16:
    return max(-1.0f, convert_float4(c) / 32767.0f);
  case CLK_UNSIGNED_INT32:
    return convert_float4(as_uint4(c));
  default: // integer formats read as floats: undefined; their values
    return convert_float4(c);
  }
}

/// A texel of an integer format as ints: signed types sign-extended, unsigned zero-extended
/// (read_imagei and read_imageui differ only in how the caller reads the bits).
INLINE int4 decodeI(Desc d, __global const uchar* row, int x) {
  const uint type = d->channelDataType;
  if (type == CLK_FLOAT || type == CLK_HALF_FLOAT) // a float format read as integers: undefined
    return convert_int4_sat(decodeF(d, row, x));
  return channelsI(type, loadTexel(d, row, x));
}

// ---- The channel order -------------------------------------------------------------------------

/// Component s (0..3) of r's bits, or 0 (WEFT_SWIZZLE_ZERO) or `one` (WEFT_SWIZZLE_ONE), by masks
/// and no branch: a branch inside a divergent region costs every lane masks for each of its
/// blocks, though s is the same in all.
INLINE uint pickBits(uint4 r, uint s, uint one) {
  const uint4 hit = r & as_uint4((uint4)(s) == (uint4)(0u, 1u, 2u, 3u));
  return hit.x | hit.y | hit.z | hit.w | (s == WEFT_SWIZZLE_ONE ? one : 0u);
}
INLINE float pickF(float4 r, uint s) { return as_float(pickBits(as_uint4(r), s, as_uint(1.0f))); }
INLINE int pickI(int4 r, uint s) { return as_int(pickBits(as_uint4(r), s, 1u)); }
/// Result components from memory channels: (r, g, b, a) as the channel order says.
INLINE float4 swizzleF(Desc d, float4 r) {
  return (float4)(pickF(r, d->swizzle[0]), pickF(r, d->swizzle[1]), pickF(r, d->swizzle[2]),
                  pickF(r, d->swizzle[3]));
}
INLINE int4 swizzleI(Desc d, int4 r) {
  return (int4)(pickI(r, d->swizzle[0]), pickI(r, d->swizzle[1]), pickI(r, d->swizzle[2]),
                pickI(r, d->swizzle[3]));
}
/// Memory channels from result components, for writes.
INLINE float4 unswizzleF(Desc d, float4 c) {
  return (float4)(pickF(c, d->channelSource[0]), pickF(c, d->channelSource[1]),
                  pickF(c, d->channelSource[2]), pickF(c, d->channelSource[3]));
}
INLINE int4 unswizzleI(Desc d, int4 c) {
  return (int4)(pickI(c, d->channelSource[0]), pickI(c, d->channelSource[1]),
                pickI(c, d->channelSource[2]), pickI(c, d->channelSource[3]));
}

// ---- Addressing and filtering (OpenCL C 3.0 §8.2) ----------------------------------------------

/// One axis of a sampled read: the texels to blend (i0 alone for nearest), their weight, and
/// whether each lies inside the image (else it reads as the border color).
typedef struct {
  int i0, i1;
  float a; ///< weight of i1
  int in0, in1;
} Axis;

/// floor(x) as an int, saturated (NaN gives 0): addresses never come from undefined conversions.
INLINE int floorInt(float x) { return convert_int_sat_rtn(x); }

INLINE Axis axis(float c, int size, uint bits) {
  const uint mode = bits & WEFT_SAMPLER_ADDRESS_MASK;
  const int linear = (bits & WEFT_SAMPLER_FILTER_LINEAR) != 0;
  const int normalized = (bits & WEFT_SAMPLER_NORMALIZED) != 0;
  Axis r; // every field set: the nearest paths leave i1 alone, and clamp's arguments are noundef
  r.i0 = r.i1 = 0;
  r.in0 = r.in1 = 1;
  r.a = 0.0f;
  if (mode == WEFT_SAMPLER_ADDRESS_REPEAT && normalized) {
    const float u = (c - floor(c)) * (float)size;
    if (linear) {
      const float t = u - 0.5f;
      r.i0 = floorInt(t);
      r.i1 = r.i0 + 1;
      r.a = t - floor(t);
      r.i0 = r.i0 < 0 ? r.i0 + size : r.i0;
      r.i1 = r.i1 > size - 1 ? r.i1 - size : r.i1;
    } else {
      r.i0 = floorInt(u);
      r.i0 = r.i0 > size - 1 ? r.i0 - size : r.i0;
    }
  } else if (mode == WEFT_SAMPLER_ADDRESS_MIRRORED_REPEAT && normalized) {
    const float m = fabs(c - 2.0f * rint(0.5f * c));
    const float u = m * (float)size;
    if (linear) {
      const float t = u - 0.5f;
      r.i0 = max(floorInt(t), 0);
      r.i1 = min(floorInt(t) + 1, size - 1);
      r.a = t - floor(t);
    } else {
      r.i0 = min(floorInt(u), size - 1);
    }
  } else {
    const float u = normalized ? c * (float)size : c;
    if (linear) {
      const float t = u - 0.5f;
      r.i0 = floorInt(t);
      r.i1 = r.i0 + 1;
      r.a = t - floor(t);
    } else {
      r.i0 = floorInt(u);
    }
    if (mode == WEFT_SAMPLER_ADDRESS_CLAMP) {
      r.in0 = r.i0 >= 0 && r.i0 < size;
      r.in1 = r.i1 >= 0 && r.i1 < size;
    }
    // CLAMP_TO_EDGE clamps; CLAMP reads the border outside (the clamped index is only read
    // from); NONE is undefined outside, and clamped too.
  }
  r.i0 = clamp(r.i0, 0, size - 1);
  r.i1 = clamp(r.i1, 0, size - 1);
  return r;
}

/// The texel at (x, y, z) decoded, or the border (all channels 0) when `in` is false.
INLINE float4 tapF(Desc d, Geom g, int x, int y, int z, int in) {
  const float4 t = decodeF(d, rowOf(g, y, z), x);
  return in ? t : (float4)(0.0f);
}

/// The layer an array read selects: the unnormalized coordinate rounded to nearest even.
INLINE int layerOf(Desc d, float c) { return clamp(convert_int_sat_rte(c), 0, d->arraySize - 1); }

/// A sampled read at float coordinates c: `dims` axes addressed and filtered (1, 2 or 3), and
/// for an array the layer in c's component `dims`.
INLINE float4 sampleF(Desc d, Geom g, uint bits, float4 c, int dims, int array) {
  const Axis x = axis(c.x, g.width, bits);
  Axis y = {0, 0, 0.0f, 1, 1}, z = {0, 0, 0.0f, 1, 1};
  if (dims >= 2)
    y = axis(c.y, g.height, bits);
  if (dims == 3)
    z = axis(c.z, g.depth, bits);
  if (array) {
    const int layer = layerOf(d, dims == 1 ? c.y : c.z);
    if (dims == 1)
      y.i0 = y.i1 = 0;
    z.i0 = z.i1 = layer;
  }
  float4 r;
  if (!(bits & WEFT_SAMPLER_FILTER_LINEAR)) {
    r = tapF(d, g, x.i0, y.i0, z.i0, x.in0 & y.in0 & z.in0);
  } else {
    // (1-a)T0 + aT1 on each axis, never T0 + a(T1-T0), which overflows for huge texels.
    const float4 t00 = (1.0f - x.a) * tapF(d, g, x.i0, y.i0, z.i0, x.in0 & y.in0 & z.in0) +
                       x.a * tapF(d, g, x.i1, y.i0, z.i0, x.in1 & y.in0 & z.in0);
    r = t00;
    if (dims >= 2) {
      const float4 t10 = (1.0f - x.a) * tapF(d, g, x.i0, y.i1, z.i0, x.in0 & y.in1 & z.in0) +
                         x.a * tapF(d, g, x.i1, y.i1, z.i0, x.in1 & y.in1 & z.in0);
      r = (1.0f - y.a) * t00 + y.a * t10;
      if (dims == 3) {
        const float4 t01 = (1.0f - x.a) * tapF(d, g, x.i0, y.i0, z.i1, x.in0 & y.in0 & z.in1) +
                           x.a * tapF(d, g, x.i1, y.i0, z.i1, x.in1 & y.in0 & z.in1);
        const float4 t11 = (1.0f - x.a) * tapF(d, g, x.i0, y.i1, z.i1, x.in0 & y.in1 & z.in1) +
                           x.a * tapF(d, g, x.i1, y.i1, z.i1, x.in1 & y.in1 & z.in1);
        r = (1.0f - z.a) * r + z.a * ((1.0f - y.a) * t01 + y.a * t11);
      }
    }
  }
  return r;
}

/// A sampled read of an integer format at float coordinates: always the nearest texel.
INLINE int4 sampleI(Desc d, Geom g, uint bits, float4 f, int dims, int array) {
  bits &= ~WEFT_SAMPLER_FILTER_LINEAR;
  const Axis x = axis(f.x, g.width, bits);
  const Axis y = dims >= 2 ? axis(f.y, g.height, bits) : (Axis){0, 0, 0.0f, 1, 1};
  const Axis z = dims == 3 ? axis(f.z, g.depth, bits) : (Axis){0, 0, 0.0f, 1, 1};
  const int layer = array ? layerOf(d, dims == 1 ? f.y : f.z) : z.i0;
  const int4 t = decodeI(d, rowOf(g, dims == 1 ? 0 : y.i0, layer), x.i0);
  return (x.in0 & y.in0 & z.in0) ? t : (int4)(0);
}

// ---- Mipmaps (cl_khr_mipmap_image) -------------------------------------------------------------

/// Mip level l's descriptor: the levels' descriptors follow level 0's in memory (l clamped to
/// the image's levels).
INLINE Desc levelOf(Desc d, int l) { return d + clamp(l, 0, d->mipLevels - 1); }

/// lod clamped to the sampler's level-of-detail range: (0, MAXFLOAT) unless the sampler carries
/// the address of its own (devices/image_abi.h). NaN becomes the range's low end.
INLINE float clampLod(ulong sampler, float lod) {
  const ulong at = sampler & ~(ulong)WEFT_SAMPLER_BITS_MASK;
  float low = 0.0f, high = MAXFLOAT;
  if (at != 0) {
    const __global WeftLodRange* range = (const __global WeftLodRange*)at;
    low = range->min;
    high = range->max;
  }
  return fmin(fmax(lod, low), high);
}

/// The level a nearest mipmap filter picks for a clamped lod: 0 up to 0.5, else lod rounded to
/// the nearest level, halves down (ceil(lod + 0.5) - 1).
INLINE int nearestLevel(float lod) {
  return lod <= 0.5f ? 0 : (int)ceil(fmin(lod, 64.0f) + 0.5f) - 1;
}

/// A sampled read at level of detail `lod`: the nearest level, or with a linear mipmap filter
/// the two levels around lod blended.
INLINE float4 sampleLodF(Desc d, ulong sampler, float4 c, float lod, int dims, int array) {
  const uint bits = (uint)sampler & WEFT_SAMPLER_BITS_MASK;
  lod = clampLod(sampler, lod);
  if (!(bits & WEFT_SAMPLER_MIP_FILTER_LINEAR))
    return sampleF(d, geomOf(levelOf(d, nearestLevel(lod))), bits, c, dims, array);
  const float l = clamp(lod, 0.0f, (float)(d->mipLevels - 1));
  const int l0 = (int)l;
  const float a = l - (float)l0;
  const float4 t0 = sampleF(d, geomOf(levelOf(d, l0)), bits, c, dims, array);
  const float4 t1 = sampleF(d, geomOf(levelOf(d, l0 + 1)), bits, c, dims, array);
  return (1.0f - a) * t0 + a * t1;
}

/// An integer format's read at level of detail `lod`: the nearest level.
INLINE int4 sampleLodI(Desc d, ulong sampler, float4 c, float lod, int dims, int array) {
  return sampleI(d, geomOf(levelOf(d, nearestLevel(clampLod(sampler, lod)))),
                 (uint)sampler & WEFT_SAMPLER_BITS_MASK, c, dims, array);
}

/// The level of detail that gradients ask for: log2 of the larger of the two gradients' lengths
/// in texels (level 0's), over the `dims` axes that levels halve.
INLINE float lodOfGradients(Desc d, float4 gx, float4 gy, int dims) {
  const float4 size = (float4)((float)d->width, (float)d->height, (float)d->depth, 0.0f);
  const float4 mask = (float4)(1.0f, dims >= 2 ? 1.0f : 0.0f, dims == 3 ? 1.0f : 0.0f, 0.0f);
  return log2(fmax(length(gx * size * mask), length(gy * size * mask)));
}

/// A sampled read at integer coordinates (the sampler is unnormalized and nearest): CLAMP reads
/// the border outside the image, the other modes the clamped texel.
INLINE int sampledInside(Geom g, uint bits, int4 c, int dims, int array) {
  if ((bits & WEFT_SAMPLER_ADDRESS_MASK) != WEFT_SAMPLER_ADDRESS_CLAMP)
    return 1;
  int in = c.x >= 0 && c.x < g.width;
  if (dims >= 2)
    in &= c.y >= 0 && c.y < g.height;
  if (dims == 3)
    in &= c.z >= 0 && c.z < g.depth;
  return in;
}

/// Integer coordinates as (x, row, slice): a 1D array's layer is its slice.
INLINE int4 placeI(int4 c, int dims, int array) {
  if (dims == 1)
    return (int4)(c.x, 0, array ? c.y : 0, 0);
  if (dims == 2)
    return (int4)(c.x, c.y, array ? c.z : 0, 0);
  return c;
}

/// Coordinates of any width as four components, the rest 0.
OVL INLINE float4 widenF(float c) { return (float4)(c, 0.0f, 0.0f, 0.0f); }
OVL INLINE float4 widenF(float2 c) { return (float4)(c, 0.0f, 0.0f); }
OVL INLINE float4 widenF(float4 c) { return c; }
OVL INLINE int4 widenI(int c) { return (int4)(c, 0, 0, 0); }
OVL INLINE int4 widenI(int2 c) { return (int4)(c, 0, 0); }
OVL INLINE int4 widenI(int4 c) { return c; }

// ---- Encoding texels (writes) ------------------------------------------------------------------

/// Writes a texel's 1, 2, 4, 8 or 16 bytes from four 32-bit words: one store (a scatter in lanes)
/// whatever the format.
INLINE void storeTexel(Desc d, __global uchar* row, int x, uint4 w) {
  const ulong i = (ulong)(uint)x;
  switch (d->elementSize) {
  case 1:
    row[i] = (uchar)w.x;
    break;
  case 2:
    ((__global ushort_u*)row)[i] = (ushort)w.x;
    break;
  case 4:
    ((__global uint_u*)row)[i] = w.x;
    break;
  case 8: {
    __global uint_u* p = (__global uint_u*)row + 2 * i;
    p[0] = w.x;
    p[1] = w.y;
    break;
  }
  default: {
    __global uint_u* p = (__global uint_u*)row + 4 * i;
    p[0] = w.x;
    p[1] = w.y;
    p[2] = w.z;
    p[3] = w.w;
    break;
  }
  }
}

/// Channels' bits (memory order) packed into a texel's words; the bytes past the texel's size
/// are never stored, so the channels a format lacks drop out.
INLINE uint4 packChannels(uint type, uint4 c) {
  const uint bytes = channelBytes(type);
  if (bytes == 1)
    return (uint4)((c.x & 0xffu) | (c.y & 0xffu) << 8 | (c.z & 0xffu) << 16 | c.w << 24, 0, 0, 0);
  if (bytes == 2)
    return (uint4)((c.x & 0xffffu) | c.y << 16, (c.z & 0xffffu) | c.w << 16, 0, 0);
  return c;
}

/// Floats to the bits of halves, rounded to nearest even (as vstore_half_rte, and as the runtime's
/// fills round): overflow to infinity, NaN kept a NaN, denormals exact.
INLINE uint4 halfBitsRte(float4 f) {
  const uint4 u = as_uint4(f), sign = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
  uint4 normal = (a - 0x38000000u) >> 13;
  const uint4 rest = a & 0x1fffu;
  normal += (rest > 0x1000u || (rest == 0x1000u && (normal & 1u) != 0)) ? 1u : 0u;
  // Below 2^-14: adding 0.5 rounds the value to a multiple of 2^-24 (to even), which is then
  // the denormal's significand.
  const uint4 denormal = as_uint4(as_float4(a) + 0.5f) - 0x3f000000u;
  const uint4 magnitude = a > 0x7f800000u   ? 0x7e00u | ((a >> 13) & 0x3ffu)
                          : a >= 0x477ff000u ? 0x7c00u
                          : a >= 0x38800000u ? normal
                                             : denormal;
  return sign | magnitude;
}

/// Float components in memory order to a texel (write_imagef): round to nearest even, saturated;
/// SNORM's -1 is -127 (the CTS's reading of the spec's clamp).
INLINE void encodeF(Desc d, __global uchar* row, int x, float4 m) {
  const uint type = d->channelDataType;
  uint4 w; // the texel's words: one store below, whatever the format
  switch (type) {
  case CLK_UNORM_INT8: {
    const uint4 codes = convert_uint4(convert_uchar4_sat_rte(m * 255.0f));
    // sRGB orders: memory channels 0 to 2 are colour, encoded; 3 is alpha, linear.
    w = packChannels(type, d->srgb ? (uint4)(srgbCode(m.x), srgbCode(m.y), srgbCode(m.z), codes.w)
                                   : codes);
    break;
  }
  case CLK_UNORM_INT16:
    w = packChannels(type, convert_uint4(convert_ushort4_sat_rte(m * 65535.0f)));
    break;
  case CLK_SNORM_INT8:
    w = packChannels(
        type, as_uint4(convert_int4(max(convert_char4_sat_rte(m * 127.0f), (char4)(-127)))));
    break;
  case CLK_SNORM_INT16:
    w = packChannels(
        type, as_uint4(convert_int4(max(convert_short4_sat_rte(m * 32767.0f), (short4)(-32767)))));
    break;
  case CLK_HALF_FLOAT:
    w = packChannels(type, halfBitsRte(m));
    break;
  case CLK_FLOAT:
    w = as_uint4(m);
    break;
  case CLK_UNORM_SHORT_565: {
    const uint4 v = convert_uint4_sat_rte(m * (float4)(31.0f, 63.0f, 31.0f, 0.0f));
    w = (uint4)((min(v.x, 31u) << 11) | (min(v.y, 63u) << 5) | min(v.z, 31u), 0, 0, 0);
    break;
  }
  case CLK_UNORM_SHORT_555: {
    const uint4 v = min(convert_uint4_sat_rte(m * 31.0f), 31u);
    w = (uint4)((v.x << 10) | (v.y << 5) | v.z, 0, 0, 0);
    break;
  }
  case CLK_UNORM_INT_101010: {
    const uint4 v = min(convert_uint4_sat_rte(m * 1023.0f), 1023u);
    w = (uint4)((v.x << 20) | (v.y << 10) | v.z, 0, 0, 0);
    break;
  }
  default: // an integer format written with floats: undefined; nothing
    return;
  }
  storeTexel(d, row, x, w);
}

/// Int components in memory order to a texel (write_imagei: signed formats, saturated).
INLINE void encodeI(Desc d, __global uchar* row, int x, int4 m) {
  const uint type = d->channelDataType;
  int4 c;
  switch (type) {
  case CLK_SIGNED_INT8:
    c = convert_int4(convert_char4_sat(m));
    break;
  case CLK_SIGNED_INT16:
    c = convert_int4(convert_short4_sat(m));
    break;
  case CLK_SIGNED_INT32:
    c = m;
    break;
  default:
    return;
  }
  storeTexel(d, row, x, packChannels(type, as_uint4(c)));
}

/// Uint components in memory order to a texel (write_imageui: unsigned formats, saturated).
INLINE void encodeUI(Desc d, __global uchar* row, int x, uint4 m) {
  const uint type = d->channelDataType;
  uint4 c;
  switch (type) {
  case CLK_UNSIGNED_INT8:
    c = convert_uint4(convert_uchar4_sat(m));
    break;
  case CLK_UNSIGNED_INT16:
    c = convert_uint4(convert_ushort4_sat(m));
    break;
  case CLK_UNSIGNED_INT32:
    c = m;
    break;
  default:
    return;
  }
  storeTexel(d, row, x, packChannels(type, c));
}

/// Whether integer coordinates (x, row, slice) lie in the image: writes outside are dropped.
INLINE int writable(Geom g, int4 c) {
  return c.x >= 0 && c.x < g.width && c.y >= 0 && c.y < g.height && c.z >= 0 &&
         c.z <= lastSlice(g);
}

// ---- The builtins ------------------------------------------------------------------------------
// IMAGE: the image type with its access qualifier; DIMS, ARRAY: its axes; FC, IC: the float and
// int coordinate types.

/// Sampled reads (read_only images).
#define SAMPLED_READS(IMAGE, DIMS, ARRAY, FC, IC)                                                 \
  OVL float4 read_imagef(read_only IMAGE image, sampler_t sampler, FC c) {                        \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    return swizzleF(d, sampleF(d, g, BITS(sampler), widenF(c), DIMS, ARRAY));                     \
  }                                                                                               \
  OVL float4 read_imagef(read_only IMAGE image, sampler_t sampler, IC c) {                        \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    const uint bits = BITS(sampler);                                                              \
    const int4 at = placeI(widenI(c), DIMS, ARRAY);                                               \
    const float4 t = decodeF(d, rowOf(g, inside(g, at).y, inside(g, at).z), inside(g, at).x);     \
    return swizzleF(d, sampledInside(g, bits, at, DIMS, ARRAY) ? t : (float4)(0.0f));             \
  }                                                                                               \
  OVL int4 read_imagei(read_only IMAGE image, sampler_t sampler, FC c) {                          \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    return swizzleI(d, sampleI(d, g, BITS(sampler), widenF(c), DIMS, ARRAY));                     \
  }                                                                                               \
  OVL int4 read_imagei(read_only IMAGE image, sampler_t sampler, IC c) {                          \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    const int4 at = placeI(widenI(c), DIMS, ARRAY);                                               \
    const int4 t = decodeI(d, rowOf(g, inside(g, at).y, inside(g, at).z), inside(g, at).x);       \
    return swizzleI(d, sampledInside(g, BITS(sampler), at, DIMS, ARRAY) ? t : (int4)(0));         \
  }                                                                                               \
  OVL uint4 read_imageui(read_only IMAGE image, sampler_t sampler, FC c) {                        \
    return as_uint4(read_imagei(image, sampler, c));                                              \
  }                                                                                               \
  OVL uint4 read_imageui(read_only IMAGE image, sampler_t sampler, IC c) {                        \
    return as_uint4(read_imagei(image, sampler, c));                                              \
  }

/// Reads of a mip level (cl_khr_mipmap_image): at a level of detail, or at the one gradients ask
/// for. GC is the gradients' type.
#define MIP_READS(ACCESS, IMAGE, DIMS, ARRAY, FC, GC)                                             \
  OVL float4 read_imagef(ACCESS IMAGE image, sampler_t sampler, FC c, float lod) {                \
    const Desc d = DESC(image);                                                                   \
    return swizzleF(d, sampleLodF(d, __builtin_astype(sampler, ulong), widenF(c), lod, DIMS,      \
                                  ARRAY));                                                        \
  }                                                                                               \
  OVL int4 read_imagei(ACCESS IMAGE image, sampler_t sampler, FC c, float lod) {                  \
    const Desc d = DESC(image);                                                                   \
    return swizzleI(d, sampleLodI(d, __builtin_astype(sampler, ulong), widenF(c), lod, DIMS,      \
                                  ARRAY));                                                        \
  }                                                                                               \
  OVL uint4 read_imageui(ACCESS IMAGE image, sampler_t sampler, FC c, float lod) {                \
    return as_uint4(read_imagei(image, sampler, c, lod));                                         \
  }                                                                                               \
  OVL float4 read_imagef(ACCESS IMAGE image, sampler_t sampler, FC c, GC gx, GC gy) {             \
    const float lod = lodOfGradients(DESC(image), widenF(gx), widenF(gy), DIMS);                  \
    return read_imagef(image, sampler, c, lod);                                                   \
  }                                                                                               \
  OVL int4 read_imagei(ACCESS IMAGE image, sampler_t sampler, FC c, GC gx, GC gy) {               \
    const float lod = lodOfGradients(DESC(image), widenF(gx), widenF(gy), DIMS);                  \
    return read_imagei(image, sampler, c, lod);                                                   \
  }                                                                                               \
  OVL uint4 read_imageui(ACCESS IMAGE image, sampler_t sampler, FC c, GC gx, GC gy) {             \
    return as_uint4(read_imagei(image, sampler, c, gx, gy));                                      \
  }
#define DEPTH_MIP_READS(ACCESS, IMAGE, DIMS, ARRAY, FC, GC)                                       \
  OVL float read_imagef(ACCESS IMAGE image, sampler_t sampler, FC c, float lod) {                 \
    return sampleLodF(DESC(image), __builtin_astype(sampler, ulong), widenF(c), lod, DIMS, ARRAY) \
        .x;                                                                                       \
  }                                                                                               \
  OVL float read_imagef(ACCESS IMAGE image, sampler_t sampler, FC c, GC gx, GC gy) {              \
    const float lod = lodOfGradients(DESC(image), widenF(gx), widenF(gy), DIMS);                  \
    return read_imagef(image, sampler, c, lod);                                                   \
  }

/// Writes to a mip level (cl_khr_mipmap_image_writes); outside the image's levels, dropped.
#define MIP_WRITES(ACCESS, IMAGE, DIMS, ARRAY, IC)                                                \
  OVL void write_imagef(ACCESS IMAGE image, IC c, int lod, float4 color) {                        \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(levelOf(d, lod));                                                       \
    const int4 at = placeI(widenI(c), DIMS, ARRAY);                                               \
    if (lod >= 0 && lod < d->mipLevels && writable(g, at))                                        \
      encodeF(d, rowOf(g, at.y, at.z), at.x, unswizzleF(d, color));                               \
  }                                                                                               \
  OVL void write_imagei(ACCESS IMAGE image, IC c, int lod, int4 color) {                          \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(levelOf(d, lod));                                                       \
    const int4 at = placeI(widenI(c), DIMS, ARRAY);                                               \
    if (lod >= 0 && lod < d->mipLevels && writable(g, at))                                        \
      encodeI(d, rowOf(g, at.y, at.z), at.x, unswizzleI(d, color));                               \
  }                                                                                               \
  OVL void write_imageui(ACCESS IMAGE image, IC c, int lod, uint4 color) {                        \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(levelOf(d, lod));                                                       \
    const int4 at = placeI(widenI(c), DIMS, ARRAY);                                               \
    if (lod >= 0 && lod < d->mipLevels && writable(g, at))                                        \
      encodeUI(d, rowOf(g, at.y, at.z), at.x, as_uint4(unswizzleI(d, as_int4(color))));           \
  }
#define DEPTH_MIP_WRITES(ACCESS, IMAGE, DIMS, ARRAY, IC)                                          \
  OVL void write_imagef(ACCESS IMAGE image, IC c, int lod, float depth) {                         \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(levelOf(d, lod));                                                       \
    const int4 at = placeI(widenI(c), DIMS, ARRAY);                                               \
    if (lod >= 0 && lod < d->mipLevels && writable(g, at))                                        \
      encodeF(d, rowOf(g, at.y, at.z), at.x, (float4)(depth, 0.0f, 0.0f, 0.0f));                  \
  }

/// Sampler-less reads (read_only and read_write images): integer coordinates, no filtering.
#define PLAIN_READS(ACCESS, IMAGE, DIMS, ARRAY, IC)                                               \
  OVL float4 read_imagef(ACCESS IMAGE image, IC c) {                                              \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    const int4 at = inside(g, placeI(widenI(c), DIMS, ARRAY));                                    \
    return swizzleF(d, decodeF(d, rowOf(g, at.y, at.z), at.x));                                   \
  }                                                                                               \
  OVL int4 read_imagei(ACCESS IMAGE image, IC c) {                                                \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    const int4 at = inside(g, placeI(widenI(c), DIMS, ARRAY));                                    \
    return swizzleI(d, decodeI(d, rowOf(g, at.y, at.z), at.x));                                   \
  }                                                                                               \
  OVL uint4 read_imageui(ACCESS IMAGE image, IC c) { return as_uint4(read_imagei(image, c)); }

/// Writes (write_only and read_write images).
#define WRITES(ACCESS, IMAGE, DIMS, ARRAY, IC)                                                    \
  OVL void write_imagef(ACCESS IMAGE image, IC c, float4 color) {                                 \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    const int4 at = placeI(widenI(c), DIMS, ARRAY);                                               \
    if (writable(g, at))                                                                          \
      encodeF(d, rowOf(g, at.y, at.z), at.x, unswizzleF(d, color));                               \
  }                                                                                               \
  OVL void write_imagei(ACCESS IMAGE image, IC c, int4 color) {                                   \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    const int4 at = placeI(widenI(c), DIMS, ARRAY);                                               \
    if (writable(g, at))                                                                          \
      encodeI(d, rowOf(g, at.y, at.z), at.x, unswizzleI(d, color));                               \
  }                                                                                               \
  OVL void write_imageui(ACCESS IMAGE image, IC c, uint4 color) {                                 \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    const int4 at = placeI(widenI(c), DIMS, ARRAY);                                               \
    if (writable(g, at))                                                                          \
      encodeUI(d, rowOf(g, at.y, at.z), at.x, as_uint4(unswizzleI(d, as_int4(color))));           \
  }

/// Depth images: one float channel.
#define DEPTH_READS(ACCESS, IMAGE, DIMS, ARRAY, IC)                                               \
  OVL float read_imagef(ACCESS IMAGE image, IC c) {                                               \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    const int4 at = inside(g, placeI(widenI(c), DIMS, ARRAY));                                    \
    return decodeF(d, rowOf(g, at.y, at.z), at.x).x;                                              \
  }
#define DEPTH_SAMPLED_READS(IMAGE, DIMS, ARRAY, FC, IC)                                           \
  OVL float read_imagef(read_only IMAGE image, sampler_t sampler, FC c) {                         \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    return sampleF(d, g, BITS(sampler), widenF(c), DIMS, ARRAY).x;                                \
  }                                                                                               \
  OVL float read_imagef(read_only IMAGE image, sampler_t sampler, IC c) {                         \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    const int4 at = placeI(widenI(c), DIMS, ARRAY);                                               \
    const float t = decodeF(d, rowOf(g, inside(g, at).y, inside(g, at).z), inside(g, at).x).x;    \
    return sampledInside(g, BITS(sampler), at, DIMS, ARRAY) ? t : 0.0f;                           \
  }
#define DEPTH_WRITES(ACCESS, IMAGE, DIMS, ARRAY, IC)                                              \
  OVL void write_imagef(ACCESS IMAGE image, IC c, float depth) {                                  \
    const Desc d = DESC(image);                                                                   \
    const Geom g = geomOf(d);                                                                     \
    const int4 at = placeI(widenI(c), DIMS, ARRAY);                                               \
    if (writable(g, at))                                                                          \
      encodeF(d, rowOf(g, at.y, at.z), at.x, (float4)(depth, 0.0f, 0.0f, 0.0f));                  \
  }

/// Queries, for every access qualifier.
#define QUERIES(ACCESS, IMAGE)                                                                    \
  OVL int get_image_width(ACCESS IMAGE image) { return DESC(image)->width; }                      \
  OVL int get_image_channel_data_type(ACCESS IMAGE image) {                                       \
    return (int)DESC(image)->channelDataType;                                                     \
  }                                                                                               \
  OVL int get_image_channel_order(ACCESS IMAGE image) { return (int)DESC(image)->channelOrder; }
#define HEIGHT_QUERY(ACCESS, IMAGE)                                                               \
  OVL int get_image_height(ACCESS IMAGE image) { return DESC(image)->height; }
#define DIM2_QUERY(ACCESS, IMAGE)                                                                 \
  OVL int2 get_image_dim(ACCESS IMAGE image) {                                                    \
    return (int2)(DESC(image)->width, DESC(image)->height);                                       \
  }
#define ARRAY_QUERY(ACCESS, IMAGE)                                                                \
  OVL size_t get_image_array_size(ACCESS IMAGE image) { return (size_t)DESC(image)->arraySize; }

#define MIP_QUERY(ACCESS, IMAGE)                                                                  \
  OVL int get_image_num_mip_levels(ACCESS IMAGE image) { return DESC(image)->mipLevels; }

#define FOR_ACCESS(M, ...)                                                                        \
  M(read_only, __VA_ARGS__) M(write_only, __VA_ARGS__) M(read_write, __VA_ARGS__)

SAMPLED_READS(image1d_t, 1, 0, float, int)
SAMPLED_READS(image1d_array_t, 1, 1, float2, int2)
SAMPLED_READS(image2d_t, 2, 0, float2, int2)
SAMPLED_READS(image2d_array_t, 2, 1, float4, int4)
SAMPLED_READS(image3d_t, 3, 0, float4, int4)
DEPTH_SAMPLED_READS(image2d_depth_t, 2, 0, float2, int2)
DEPTH_SAMPLED_READS(image2d_array_depth_t, 2, 1, float4, int4)

#define READABLE(ACCESS)                                                                          \
  PLAIN_READS(ACCESS, image1d_t, 1, 0, int)                                                       \
  PLAIN_READS(ACCESS, image1d_buffer_t, 1, 0, int)                                                \
  PLAIN_READS(ACCESS, image1d_array_t, 1, 1, int2)                                                \
  PLAIN_READS(ACCESS, image2d_t, 2, 0, int2)                                                      \
  PLAIN_READS(ACCESS, image2d_array_t, 2, 1, int4)                                                \
  PLAIN_READS(ACCESS, image3d_t, 3, 0, int4)                                                      \
  DEPTH_READS(ACCESS, image2d_depth_t, 2, 0, int2)                                                \
  DEPTH_READS(ACCESS, image2d_array_depth_t, 2, 1, int4)
READABLE(read_only)
READABLE(read_write)

#define MIP_READABLE(ACCESS)                                                                      \
  MIP_READS(ACCESS, image1d_t, 1, 0, float, float)                                                \
  MIP_READS(ACCESS, image1d_array_t, 1, 1, float2, float)                                         \
  MIP_READS(ACCESS, image2d_t, 2, 0, float2, float2)                                              \
  MIP_READS(ACCESS, image2d_array_t, 2, 1, float4, float2)                                        \
  MIP_READS(ACCESS, image3d_t, 3, 0, float4, float4)                                              \
  DEPTH_MIP_READS(ACCESS, image2d_depth_t, 2, 0, float2, float2)                                  \
  DEPTH_MIP_READS(ACCESS, image2d_array_depth_t, 2, 1, float4, float2)
MIP_READABLE(read_only)
MIP_READABLE(read_write)

#define WRITABLE(ACCESS)                                                                          \
  WRITES(ACCESS, image1d_t, 1, 0, int)                                                            \
  WRITES(ACCESS, image1d_buffer_t, 1, 0, int)                                                     \
  WRITES(ACCESS, image1d_array_t, 1, 1, int2)                                                     \
  WRITES(ACCESS, image2d_t, 2, 0, int2)                                                           \
  WRITES(ACCESS, image2d_array_t, 2, 1, int4)                                                     \
  WRITES(ACCESS, image3d_t, 3, 0, int4)                                                           \
  DEPTH_WRITES(ACCESS, image2d_depth_t, 2, 0, int2)                                               \
  DEPTH_WRITES(ACCESS, image2d_array_depth_t, 2, 1, int4)
WRITABLE(write_only)
WRITABLE(read_write)

#define MIP_WRITABLE(ACCESS)                                                                      \
  MIP_WRITES(ACCESS, image1d_t, 1, 0, int)                                                        \
  MIP_WRITES(ACCESS, image1d_array_t, 1, 1, int2)                                                 \
  MIP_WRITES(ACCESS, image2d_t, 2, 0, int2)                                                       \
  MIP_WRITES(ACCESS, image2d_array_t, 2, 1, int4)                                                 \
  MIP_WRITES(ACCESS, image3d_t, 3, 0, int4)                                                       \
  DEPTH_MIP_WRITES(ACCESS, image2d_depth_t, 2, 0, int2)                                           \
  DEPTH_MIP_WRITES(ACCESS, image2d_array_depth_t, 2, 1, int4)
MIP_WRITABLE(write_only)
MIP_WRITABLE(read_write)

// read_imageh and write_imageh (cl_khr_fp16): the float forms' values, rounded to half once (a
// half or normalized texel's value is exact in float) and widened exactly.
#define HALF_SAMPLED_READS(IMAGE, FC, IC)                                                         \
  OVL half4 read_imageh(read_only IMAGE image, sampler_t sampler, FC c) {                         \
    return __builtin_convertvector(read_imagef(image, sampler, c), half4);                        \
  }                                                                                               \
  OVL half4 read_imageh(read_only IMAGE image, sampler_t sampler, IC c) {                         \
    return __builtin_convertvector(read_imagef(image, sampler, c), half4);                        \
  }
#define HALF_PLAIN_READS(ACCESS, IMAGE, IC)                                                       \
  OVL half4 read_imageh(ACCESS IMAGE image, IC c) {                                               \
    return __builtin_convertvector(read_imagef(image, c), half4);                                 \
  }
#define HALF_WRITES(ACCESS, IMAGE, IC)                                                            \
  OVL void write_imageh(ACCESS IMAGE image, IC c, half4 color) {                                  \
    write_imagef(image, c, __builtin_convertvector(color, float4));                               \
  }
HALF_SAMPLED_READS(image1d_t, float, int)
HALF_SAMPLED_READS(image1d_array_t, float2, int2)
HALF_SAMPLED_READS(image2d_t, float2, int2)
HALF_SAMPLED_READS(image2d_array_t, float4, int4)
HALF_SAMPLED_READS(image3d_t, float4, int4)
#define HALF_ACCESS(ACCESS, M)                                                                    \
  M(ACCESS, image1d_t, int)                                                                       \
  M(ACCESS, image1d_buffer_t, int)                                                                \
  M(ACCESS, image1d_array_t, int2)                                                                \
  M(ACCESS, image2d_t, int2)                                                                      \
  M(ACCESS, image2d_array_t, int4)                                                                \
  M(ACCESS, image3d_t, int4)
HALF_ACCESS(read_only, HALF_PLAIN_READS)
HALF_ACCESS(read_write, HALF_PLAIN_READS)
HALF_ACCESS(write_only, HALF_WRITES)
HALF_ACCESS(read_write, HALF_WRITES)

#define ALL_QUERIES(ACCESS, UNUSED)                                                               \
  QUERIES(ACCESS, image1d_t)                                                                      \
  QUERIES(ACCESS, image1d_buffer_t)                                                               \
  QUERIES(ACCESS, image1d_array_t)                                                                \
  QUERIES(ACCESS, image2d_t)                                                                      \
  QUERIES(ACCESS, image2d_array_t)                                                                \
  QUERIES(ACCESS, image3d_t)                                                                      \
  QUERIES(ACCESS, image2d_depth_t)                                                                \
  QUERIES(ACCESS, image2d_array_depth_t)                                                          \
  HEIGHT_QUERY(ACCESS, image2d_t)                                                                 \
  HEIGHT_QUERY(ACCESS, image2d_array_t)                                                           \
  HEIGHT_QUERY(ACCESS, image3d_t)                                                                 \
  HEIGHT_QUERY(ACCESS, image2d_depth_t)                                                           \
  HEIGHT_QUERY(ACCESS, image2d_array_depth_t)                                                     \
  DIM2_QUERY(ACCESS, image2d_t)                                                                   \
  DIM2_QUERY(ACCESS, image2d_array_t)                                                             \
  DIM2_QUERY(ACCESS, image2d_depth_t)                                                             \
  DIM2_QUERY(ACCESS, image2d_array_depth_t)                                                       \
  ARRAY_QUERY(ACCESS, image1d_array_t)                                                            \
  ARRAY_QUERY(ACCESS, image2d_array_t)                                                            \
  ARRAY_QUERY(ACCESS, image2d_array_depth_t)                                                      \
  OVL int get_image_depth(ACCESS image3d_t image) { return DESC(image)->depth; }                  \
  OVL int4 get_image_dim(ACCESS image3d_t image) {                                                \
    return (int4)(DESC(image)->width, DESC(image)->height, DESC(image)->depth, 0);                \
  }
FOR_ACCESS(ALL_QUERIES, )

#define ALL_MIP_QUERIES(ACCESS, UNUSED)                                                           \
  MIP_QUERY(ACCESS, image1d_t)                                                                    \
  MIP_QUERY(ACCESS, image1d_array_t)                                                              \
  MIP_QUERY(ACCESS, image2d_t)                                                                    \
  MIP_QUERY(ACCESS, image2d_array_t)                                                              \
  MIP_QUERY(ACCESS, image3d_t)                                                                    \
  MIP_QUERY(ACCESS, image2d_depth_t)                                                              \
  MIP_QUERY(ACCESS, image2d_array_depth_t)
FOR_ACCESS(ALL_MIP_QUERIES, )
