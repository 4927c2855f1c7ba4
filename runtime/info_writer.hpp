// The one writer every clGet*Info query goes through, so the size rules are applied the same way
// everywhere: the size is reported whenever asked for, a value is written only when a buffer is
// given, and a buffer smaller than the value is CL_INVALID_VALUE.
#pragma once

#include "runtime/error.hpp"

#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace weft {

class InfoWriter {
public:
  InfoWriter(size_t valueSize, void* value, size_t* valueSizeRet)
      : m_valueSize(valueSize), m_value(value), m_valueSizeRet(valueSizeRet) {}

  Status bytes(const void* data, size_t size) {
    if (m_valueSizeRet)
      *m_valueSizeRet = size;
    if (m_value == nullptr)
      return success();
    if (m_valueSize < size)
      return Error{CL_INVALID_VALUE};
    if (size)
      std::memcpy(m_value, data, size);
    return success();
  }

  template <class T, class = std::enable_if_t<std::is_trivially_copyable_v<T>>>
  Status operator()(const T& value) {
    return bytes(&value, sizeof(T));
  }
  Status operator()(std::string_view text) {
    // Strings are returned with their terminating NUL.
    std::string copy(text);
    return bytes(copy.c_str(), copy.size() + 1);
  }
  Status operator()(const std::string& text) { return bytes(text.c_str(), text.size() + 1); }
  Status operator()(const char* text) { return (*this)(std::string_view(text)); }
  template <class T> Status operator()(const std::vector<T>& values) {
    return bytes(values.data(), values.size() * sizeof(T));
  }

  /// True when the caller gave a buffer, i.e. the value is wanted and not only its size.
  bool wantsValue() const { return m_value != nullptr; }

private:
  size_t m_valueSize;
  void* m_value;
  size_t* m_valueSizeRet;
};

} // namespace weft
