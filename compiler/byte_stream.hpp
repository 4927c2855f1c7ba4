// Little-endian byte writing and reading for the formats the compiler stores: program binaries
// and kernel cache entries. A reader that runs past its input stays failed, so a format is read
// with a chain of calls and one check at the end.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>

namespace weft::compiler {

class ByteWriter {
public:
  explicit ByteWriter(std::string& out) : m_out(out) {}

  template <typename T, typename = std::enable_if_t<std::is_arithmetic_v<T>>> void put(T value) {
    char bytes[sizeof(T)];
    std::memcpy(bytes, &value, sizeof(T));
    m_out.append(bytes, sizeof(T));
  }
  /// A length (u64) and the bytes.
  void putString(std::string_view text) {
    put(static_cast<uint64_t>(text.size()));
    m_out.append(text);
  }
  void putRaw(std::string_view bytes) { m_out.append(bytes); }

private:
  std::string& m_out;
};

class ByteReader {
public:
  explicit ByteReader(std::string_view in) : m_in(in) {}

  template <typename T, typename = std::enable_if_t<std::is_arithmetic_v<T>>> T get() {
    T value{};
    if (m_in.size() < sizeof(T)) {
      m_failed = true;
      return value;
    }
    std::memcpy(&value, m_in.data(), sizeof(T));
    m_in.remove_prefix(sizeof(T));
    return value;
  }
  std::string getString() {
    const uint64_t size = get<uint64_t>();
    return std::string(getRaw(size));
  }
  std::string_view getRaw(uint64_t size) {
    if (m_failed || m_in.size() < size) {
      m_failed = true;
      return {};
    }
    std::string_view bytes = m_in.substr(0, size);
    m_in.remove_prefix(size);
    return bytes;
  }

  bool failed() const { return m_failed; }
  /// True when everything was read and nothing is left over.
  bool finished() const { return !m_failed && m_in.empty(); }
  std::string_view rest() const { return m_in; }

private:
  std::string_view m_in;
  bool m_failed = false;
};

} // namespace weft::compiler
