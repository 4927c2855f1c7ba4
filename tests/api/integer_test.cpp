// Integer builtins (OpenCL C 3.0 §6.15.3) for every integer type, scalar and 4-wide, against a
// host reference in wider arithmetic: abs, abs_diff, add_sat, sub_sat, hadd, rhadd, clamp, clz,
// ctz, mad_hi, mad_sat, max, min, mul_hi, rotate, popcount, upsample, mul24 and mad24.
#include "cl_test.hpp"

#include <climits>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>

using namespace weft_test;

namespace {

using Wide = __int128;

const char* kSource = R"(
  __kernel void f(__global const T* a, __global const T* b, __global const T* c, __global T* r,
                  __global UT* u, __global WIDE_T* w) {
    size_t i = get_global_id(0), n = get_global_size(0);
    TN x = LOAD(a, i), y = LOAD(b, i), z = LOAD(c, i);
    STORE(add_sat(x, y), r, i);
    STORE(sub_sat(x, y), r, n + i);
    STORE(hadd(x, y), r, 2 * n + i);
    STORE(rhadd(x, y), r, 3 * n + i);
    STORE(clamp(x, min(y, z), max(y, z)), r, 4 * n + i);
    STORE(clz(x), r, 5 * n + i);
    STORE(ctz(x), r, 6 * n + i);
    STORE(mad_hi(x, y, z), r, 7 * n + i);
    STORE(mad_sat(x, y, z), r, 8 * n + i);
    STORE(max(x, y), r, 9 * n + i);
    STORE(min(x, y), r, 10 * n + i);
    STORE(mul_hi(x, y), r, 11 * n + i);
    STORE(rotate(x, y), r, 12 * n + i);
    STORE(popcount(x), r, 13 * n + i);
    STORE(abs(x), u, i);
    STORE(abs_diff(x, y), u, n + i);
  #ifdef UPSAMPLE
    STORE(upsample(x, AS_UN(y)), w, i);
  #endif
  #ifdef MUL24
    // mul24 and mad24 are defined for operands that fit in 24 bits.
    TN x24 = x >> 8, y24 = y >> 8;
    STORE(mul24(x24, y24), r, 14 * n + i);
    STORE(mad24(x24, y24, z), r, 15 * n + i);
  #endif
  }
)";
constexpr size_t kResults = 16;

template <typename T> struct Names;
#define NAMES(T, NAME, UNAME, WIDE)                                                                \
  template <> struct Names<T> {                                                                    \
    static constexpr const char* name = NAME;                                                      \
    static constexpr const char* unsignedName = UNAME;                                             \
    static constexpr const char* wide = WIDE;                                                      \
  };
NAMES(cl_char, "char", "uchar", "short")
NAMES(cl_uchar, "uchar", "uchar", "ushort")
NAMES(cl_short, "short", "ushort", "int")
NAMES(cl_ushort, "ushort", "ushort", "uint")
NAMES(cl_int, "int", "uint", "long")
NAMES(cl_uint, "uint", "uint", "ulong")
NAMES(cl_long, "long", "ulong", "")
NAMES(cl_ulong, "ulong", "ulong", "")

template <typename T> T saturate(Wide v) {
  const Wide lo = std::numeric_limits<T>::min(), hi = std::numeric_limits<T>::max();
  return T(v < lo ? lo : v > hi ? hi : v);
}

template <typename T> T mulHi(T x, T y) {
  constexpr int bits = sizeof(T) * 8;
  if constexpr (bits == 64) {
    if constexpr (std::is_signed_v<T>)
      return T((Wide(x) * Wide(y)) >> 64);
    else
      return T(((unsigned __int128)x * (unsigned __int128)y) >> 64);
  } else {
    return T((Wide(x) * Wide(y)) >> bits);
  }
}

/// mad_sat in 128 bits, or with the unsigned 64-bit product's high half.
template <typename T> T madSat(T x, T y, T z) {
  if constexpr (std::is_same_v<T, cl_ulong>) {
    const unsigned __int128 v = (unsigned __int128)x * y + z;
    return v > ULONG_MAX ? T(ULONG_MAX) : T(v);
  } else {
    return saturate<T>(Wide(x) * Wide(y) + Wide(z));
  }
}

template <typename T> int countLeading(T x) {
  constexpr int bits = sizeof(T) * 8;
  using U = std::make_unsigned_t<T>;
  int n = 0;
  for (U v = U(x); n < bits && !(v & (U(1) << (bits - 1))); v = U(v << 1))
    ++n;
  return n;
}

template <typename T> int countTrailing(T x) {
  constexpr int bits = sizeof(T) * 8;
  using U = std::make_unsigned_t<T>;
  int n = 0;
  for (U v = U(x); n < bits && !(v & 1); v = U(v >> 1))
    ++n;
  return n;
}

template <typename T> void checkIntegers(int width) {
  using U = std::make_unsigned_t<T>;
  constexpr int bits = sizeof(T) * 8;
  Env env;
  const std::string w = width == 1 ? "" : std::to_string(width);
  const std::string type = Names<T>::name, utype = Names<T>::unsignedName;
  const bool upsample = bits < 64, mul24 = bits == 32;
  std::string options = "-cl-std=CL3.0 " + vectorWidthOptions(type, width) + " -DUT=" + utype +
                        " -DAS_UN=as_" + utype + w +
                        " -DWIDE_T=" + (upsample ? Names<T>::wide : "int");
  if (upsample)
    options += " -DUPSAMPLE";
  if (mul24)
    options += " -DMUL24";
  INFO(type << w);
  Program program =
      buildProgram(env.context, env.device, kVectorAccessMacros + std::string(kSource), options);
  Kernel kernel = makeKernel(program, "f");
  const size_t items = 256, count = items * width;
  // Extremes and their neighbours first, then random bits.
  const T extremes[] = {0,
                        1,
                        T(-1),
                        std::numeric_limits<T>::min(),
                        std::numeric_limits<T>::max(),
                        T(std::numeric_limits<T>::min() + 1),
                        T(std::numeric_limits<T>::max() - 1),
                        T(2),
                        T(bits - 1),
                        T(bits)};
  std::mt19937_64 random(bits * 10 + width);
  std::vector<T> a(count), b(count), c(count);
  for (size_t i = 0; i < count; ++i) {
    a[i] = i < 100 ? extremes[i % 10] : T(random());
    b[i] = i < 100 ? extremes[i / 10] : T(random());
    c[i] = i < 100 ? extremes[(i * 3) % 10] : T(random());
  }
  Mem ma = bufferOf(env.context, a), mb = bufferOf(env.context, b), mc = bufferOf(env.context, c);
  Mem mr = makeBuffer(env.context, kResults * count * sizeof(T));
  Mem mu = makeBuffer(env.context, 2 * count * sizeof(U));
  Mem mw = makeBuffer(env.context, count * 2 * sizeof(T) + 16);
  setArgs(kernel, ma, mb, mc, mr, mu, mw);
  run1D(env.queue, kernel, items);
  const std::vector<T> r = readBuffer<T>(env.queue, mr, kResults * count);
  const std::vector<U> u = readBuffer<U>(env.queue, mu, 2 * count);
  const std::vector<uint8_t> wide = readBuffer<uint8_t>(env.queue, mw, count * 2 * sizeof(T));
  for (size_t i = 0; i < count; ++i) {
    const T x = a[i], y = b[i], z = c[i];
    INFO("x " << +x << ", y " << +y << ", z " << +z);
    const T lo = std::min(y, z), hi = std::max(y, z);
    CHECK(r[i] == saturate<T>(Wide(x) + Wide(y)));
    CHECK(r[count + i] == saturate<T>(Wide(x) - Wide(y)));
    CHECK(r[2 * count + i] == T((Wide(x) + Wide(y)) >> 1));
    CHECK(r[3 * count + i] == T((Wide(x) + Wide(y) + 1) >> 1));
    CHECK(r[4 * count + i] == std::min(std::max(x, lo), hi));
    CHECK(r[5 * count + i] == T(countLeading(x)));
    CHECK(r[6 * count + i] == T(countTrailing(x)));
    CHECK(r[7 * count + i] == T(U(mulHi(x, y)) + U(z)));
    CHECK(r[8 * count + i] == madSat(x, y, z));
    CHECK(r[9 * count + i] == std::max(x, y));
    CHECK(r[10 * count + i] == std::min(x, y));
    CHECK(r[11 * count + i] == mulHi(x, y));
    const int shift = int(U(y) % bits);
    CHECK(r[12 * count + i] == T(shift ? U(U(x) << shift) | U(U(x) >> (bits - shift)) : U(x)));
    CHECK(r[13 * count + i] == T(__builtin_popcountll(uint64_t(U(x)))));
    CHECK(u[i] == U(x < 0 ? U(0) - U(x) : U(x)));
    CHECK(u[count + i] == U(x > y ? U(x) - U(y) : U(y) - U(x)));
    if constexpr (bits < 64) {
      // hi << bits | lo in the twice-wide type, read back as its unsigned bits.
      uint64_t got = 0;
      std::memcpy(&got, &wide[i * 2 * sizeof(T)], 2 * sizeof(T));
      CHECK(got == (uint64_t(U(x)) << bits | U(y)));
    }
    if (mul24) {
      const int64_t x24 = int64_t(x >> 8), y24 = int64_t(y >> 8);
      CHECK(r[14 * count + i] == T(x24 * y24));
      CHECK(r[15 * count + i] == T(x24 * y24 + int64_t(z)));
    }
  }
}

} // namespace

TEMPLATE_TEST_CASE("integer builtins against wider host arithmetic", "[integer]", cl_char, cl_uchar,
                   cl_short, cl_ushort, cl_int, cl_uint, cl_long, cl_ulong) {
  for (int width : {1, 4})
    checkIntegers<TestType>(width);
}
