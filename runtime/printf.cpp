#include "runtime/printf.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <vector>

namespace weft {
namespace {

struct Arg {
  uint32_t kind = 0;
  uint32_t elementBytes = 0;
  uint32_t elements = 0;
  const char* payload = nullptr;
};

template <typename T> T read(const char* at) {
  T value;
  std::memcpy(&value, at, sizeof value);
  return value;
}

int64_t signedElement(const Arg& arg, uint32_t e) {
  const char* at = arg.payload + e * arg.elementBytes;
  if (arg.kind == kPrintfFloat)
    return arg.elementBytes == 8 ? static_cast<int64_t>(read<double>(at))
                                 : static_cast<int64_t>(read<float>(at));
  switch (arg.elementBytes) {
  case 1:
    return read<int8_t>(at);
  case 2:
    return read<int16_t>(at);
  case 4:
    return read<int32_t>(at);
  default:
    return read<int64_t>(at);
  }
}

double floatElement(const Arg& arg, uint32_t e) {
  const char* at = arg.payload + e * arg.elementBytes;
  if (arg.kind != kPrintfFloat)
    return static_cast<double>(signedElement(arg, e));
  if (arg.elementBytes == 2) { // a half (%v4hf): its value from its fields
    const auto h = read<uint16_t>(at);
    const int exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
    const double magnitude = exponent == 0x1f ? (mantissa ? std::numeric_limits<double>::quiet_NaN()
                                                          : std::numeric_limits<double>::infinity())
                             : exponent       ? std::ldexp(1024 + mantissa, exponent - 25)
                                              : std::ldexp(mantissa, -24);
    return (h & 0x8000) ? -magnitude : magnitude;
  }
  return arg.elementBytes == 8 ? read<double>(at) : read<float>(at);
}

template <typename T> std::string formatted(const std::string& spec, T value) {
  const int size = std::snprintf(nullptr, 0, spec.c_str(), value);
  if (size < 0)
    return spec;
  std::vector<char> text(static_cast<size_t>(size) + 1);
  std::snprintf(text.data(), text.size(), spec.c_str(), value);
  return std::string(text.data(), static_cast<size_t>(size));
}

/// One element under one conversion; `spec` is the conversion's flags, width and precision.
std::string formatElement(const std::string& spec, const std::string& length, char conversion,
                          const Arg& arg, uint32_t e) {
  switch (conversion) {
  case 'd':
  case 'i': {
    int64_t v = signedElement(arg, e);
    v = length == "hh"  ? static_cast<int8_t>(v)
        : length == "h" ? static_cast<int16_t>(v)
        : length == "l" ? v
                        : (arg.elementBytes == 8 && length.empty() ? v : static_cast<int32_t>(v));
    return formatted(spec + "ll" + conversion, static_cast<long long>(v));
  }
  case 'o':
  case 'u':
  case 'x':
  case 'X': {
    uint64_t v = static_cast<uint64_t>(signedElement(arg, e));
    v = length == "hh"  ? static_cast<uint8_t>(v)
        : length == "h" ? static_cast<uint16_t>(v)
        : length == "l" ? v
                        : (arg.elementBytes == 8 && length.empty() ? v : static_cast<uint32_t>(v));
    return formatted(spec + "ll" + conversion, static_cast<unsigned long long>(v));
  }
  case 'c':
    return formatted(spec + 'c',
                     static_cast<int>(static_cast<unsigned char>(signedElement(arg, e))));
  case 'f':
  case 'F':
  case 'e':
  case 'E':
  case 'g':
  case 'G':
  case 'a':
  case 'A':
    return formatted(spec + conversion, floatElement(arg, e));
  case 's': {
    const auto* text = arg.kind == kPrintfPointer
                           ? reinterpret_cast<const char*>(read<uint64_t>(arg.payload))
                           : nullptr;
    return formatted(spec + 's', text ? text : "(null)");
  }
  case 'p':
    return formatted(spec + 'p', reinterpret_cast<void*>(read<uint64_t>(arg.payload)));
  default:
    return {};
  }
}

std::string formatRecord(const char* format, const std::vector<Arg>& args) {
  std::string out;
  size_t next = 0;
  const char* p = format;
  while (*p) {
    if (*p != '%') {
      out += *p++;
      continue;
    }
    if (p[1] == '%') {
      out += '%';
      p += 2;
      continue;
    }
    const char* start = p++;
    std::string spec = "%";
    while (*p && std::strchr("-+ #0", *p))
      spec += *p++;
    while (*p >= '0' && *p <= '9')
      spec += *p++;
    if (*p == '.') {
      spec += *p++;
      while (*p >= '0' && *p <= '9')
        spec += *p++;
    }
    uint32_t vector = 0;
    if (*p == 'v') {
      ++p;
      while (*p >= '0' && *p <= '9')
        vector = vector * 10 + static_cast<uint32_t>(*p++ - '0');
    }
    std::string length;
    if (p[0] == 'h' && (p[1] == 'h' || p[1] == 'l'))
      length.assign(p, 2);
    else if (*p == 'h' || *p == 'l')
      length.assign(p, 1);
    p += length.size();
    const char conversion = *p;
    if (!conversion || !std::strchr("diouxXcfFeEgGaAsp", conversion) || next >= args.size()) {
      // Not a conversion this printf knows, or no argument left: the text as written.
      out.append(start, conversion ? p + 1 : p);
      if (conversion)
        ++p;
      continue;
    }
    ++p;
    const Arg& arg = args[next++];
    const uint32_t elements = vector ? std::min(vector, arg.elements) : 1;
    for (uint32_t e = 0; e < elements; ++e) {
      if (e)
        out += ',';
      out += formatElement(spec, length, conversion, arg, e);
    }
  }
  return out;
}

} // namespace

std::string formatPrintf(const PrintfBuffer& buffer) {
  std::string out;
  const uint64_t end = std::min(buffer.used, buffer.capacity);
  uint64_t offset = 0;
  while (offset + 16 <= end) {
    const char* record = buffer.data + offset;
    const uint32_t size = read<uint32_t>(record);
    if (size < 16 || offset + size > end)
      break; // the first record that did not fit: none after it did either
    const uint32_t count = read<uint32_t>(record + 4);
    const auto* format = reinterpret_cast<const char*>(read<uint64_t>(record + 8));
    std::vector<Arg> args;
    uint64_t at = 16;
    for (uint32_t i = 0; i < count && at + 8 <= size; ++i) {
      const uint32_t descriptor = read<uint32_t>(record + at);
      const uint32_t bytes = read<uint32_t>(record + at + 4);
      Arg arg;
      arg.kind = descriptor & 0xff;
      arg.elementBytes = (descriptor >> 8) & 0xff;
      arg.elements = descriptor >> 16;
      arg.payload = record + at + 8;
      if (arg.elementBytes == 0 || at + 8 + bytes > size)
        break;
      args.push_back(arg);
      at += 8 + (bytes + 7) / 8 * 8;
    }
    if (format)
      out += formatRecord(format, args);
    offset += size;
  }
  return out;
}

void writePrintf(const PrintfBuffer& buffer) {
  const std::string text = formatPrintf(buffer);
  if (text.empty())
    return;
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

} // namespace weft
