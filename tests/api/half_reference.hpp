// Host references for half precision: a half's value from its bits, and the half a value rounds
// to in each rounding mode, picked from the sorted list of every half (no host half arithmetic).
#pragma once

#include <CL/cl.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

namespace weft_test {

/// The value of the half with bits `h`, from its fields (infinity and NaN as such).
inline double halfValue(cl_ushort h) {
  const int e = (h >> 10) & 0x1f, m = h & 0x3ff;
  const double sign = (h & 0x8000) ? -1 : 1;
  if (e == 0x1f)
    return m ? std::numeric_limits<double>::quiet_NaN()
             : sign * std::numeric_limits<double>::infinity();
  return sign * (e ? std::ldexp(1024 + m, e - 25) : std::ldexp(m, -24));
}

enum Mode { kRte, kRtz, kRtp, kRtn };
inline const char* const kSuffixes[] = {"_rte", "_rtz", "_rtp", "_rtn"};

/// The half that `x` rounds to in `mode`: the two halves around |x| from the sorted list of all
/// finite non-negative halves (65536 standing for infinity above the largest), then the mode's
/// choice between them.
inline cl_ushort referenceHalf(double x, Mode mode) {
  static const std::vector<double> magnitudes = [] {
    std::vector<double> values;
    for (cl_ushort h = 0; h < 0x7c00; ++h)
      values.push_back(halfValue(h));
    values.push_back(65536.0);
    return values;
  }();
  const cl_ushort sign = std::signbit(x) ? 0x8000 : 0;
  if (std::isnan(x))
    return 0x7e00;
  const double a = std::fabs(x);
  if (std::isinf(a))
    return sign | 0x7c00;
  // The first half >= a (bits are indexes); above the largest, infinity stands at 65536.
  const size_t hi = std::lower_bound(magnitudes.begin(), magnitudes.end(), a) - magnitudes.begin();
  size_t result = 0x7c00;
  if (hi < 0x7c00 && magnitudes[hi] == a) {
    result = hi;
  } else if (hi < magnitudes.size() || mode != kRte) {
    const size_t up = std::min<size_t>(hi, 0x7c00), down = up - 1;
    const double below = a - magnitudes[down], above = std::max(0.0, magnitudes[up] - a);
    switch (mode) {
    case kRte:
      result = below < above ? down : above < below ? up : (down % 2 == 0 ? down : up);
      break;
    case kRtz:
      result = down;
      break;
    case kRtp:
      result = sign ? down : up;
      break;
    case kRtn:
      result = sign ? up : down;
      break;
    }
  }
  return static_cast<cl_ushort>(sign | result); // index 0x7c00 is 65536: infinity
}

inline bool isHalfNan(cl_ushort h) { return (h & 0x7c00) == 0x7c00 && (h & 0x3ff) != 0; }

/// Inputs that tell the rounding modes apart: every half, the points halfway between neighbours
/// and just beside them, the overflow and underflow edges, and random bit patterns.
template <typename T> std::vector<T> roundingInputs() {
  std::vector<T> values;
  for (cl_ushort h = 0; h < 0x7c00; h += 7) {
    const double v = halfValue(h), next = halfValue(static_cast<cl_ushort>(h + 1));
    const double mid = (v + (h + 1 == 0x7c00 ? 65536.0 : next)) / 2;
    for (T x : {T(v), T(mid), std::nextafter(T(mid), T(0)), std::nextafter(T(mid), T(1e30))})
      values.insert(values.end(), {T(x), T(-x)});
  }
  for (double x : {65504.0, 65519.0, 65520.0, 65521.0, 65536.0, 1e6, 1e30, 0x1p-24, 0x1p-25,
                   0x1.8p-25, 0x1p-26, 1e-30, 0.0})
    values.insert(values.end(), {T(x), T(-x)});
  values.insert(values.end(),
                {std::numeric_limits<T>::infinity(), -std::numeric_limits<T>::infinity(),
                 std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::denorm_min(),
                 std::numeric_limits<T>::max()});
  std::mt19937_64 random(42);
  using Bits = std::conditional_t<sizeof(T) == 4, cl_uint, cl_ulong>;
  constexpr int kMantissa = std::numeric_limits<T>::digits - 1;
  constexpr Bits kBias = std::numeric_limits<T>::max_exponent - 1;
  for (int i = 0; i < 20000; ++i) {
    Bits bits = static_cast<Bits>(random());
    if (i % 2) // exponents from 2^-26 to 2^17: the half range and beyond its ends
      bits = (bits & ~(((Bits(1) << (8 * sizeof(T) - 1 - kMantissa)) - 1) << kMantissa)) |
             (kBias - 26 + bits % 44) << kMantissa;
    T x;
    std::memcpy(&x, &bits, sizeof x);
    values.push_back(x);
  }
  return values;
}

} // namespace weft_test
