// What the libFuzzer harnesses share: the device, a reader of the fuzzer's bytes, and the check
// that an entry point answered with one of the codes the spec allows for what it was given.
#pragma once

#include <CL/cl.h>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>

namespace weft_fuzz {

/// Weft's platform and first device (the harnesses link libweft directly: no loader, no other
/// platform), and one context and in-order queue on it, made once per process.
struct Device {
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;
};
const Device& device();

/// Ends the process with a message when `code` is not among `allowed`: an entry point that
/// answers with a code the spec does not name for the case is a bug the fuzzer should report.
void expect(cl_int code, std::initializer_list<cl_int> allowed, const char* what);

/// Every kernel of a built program: made, asked its queries (each must answer), released.
void checkKernels(cl_program program, cl_device_id device);

/// Reads the fuzzer's bytes front to back; past the end every read gives 0.
class Reader {
public:
  Reader(const uint8_t* data, size_t size) : m_data(data), m_size(size) {}
  bool done() const { return m_at >= m_size; }
  uint8_t byte() { return m_at < m_size ? m_data[m_at++] : 0; }
  /// A number below `bound` (bound > 0).
  size_t below(size_t bound) { return word() % bound; }
  uint64_t word() {
    uint64_t value = 0;
    for (int i = 0; i < 8; ++i)
      value = value << 8 | byte();
    return value;
  }
  /// A size: mostly small, sometimes near a power of two or near SIZE_MAX, where arithmetic
  /// on sizes wraps.
  size_t size();
  /// The rest of the input.
  std::string rest() {
    std::string tail(reinterpret_cast<const char*>(m_data) + (m_at < m_size ? m_at : m_size),
                     m_at < m_size ? m_size - m_at : 0);
    m_at = m_size;
    return tail;
  }

private:
  const uint8_t* m_data;
  size_t m_size;
  size_t m_at = 0;
};

} // namespace weft_fuzz
