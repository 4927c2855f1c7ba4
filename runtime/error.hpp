// Result-or-error values for the runtime, and the error reporting every entry point shares.
#pragma once

#include "runtime/cl_headers.hpp"

#include <string>
#include <utility>

namespace weft {

class Context;

/// An OpenCL error code. Creating one with a message records it for WEFT_LOG and for the
/// context's notify callback (see reportError).
struct Error {
  cl_int code;
};

/// Builds an Error and reports `message` (which names the offending argument) when WEFT_LOG is set
/// and, when `context` is given, to the context's pfn_notify.
Error fail(cl_int code, const char* function, const std::string& message,
           Context* context = nullptr);

/// The spec name of an error code, e.g. "CL_INVALID_VALUE".
const char* errorName(cl_int code);

template <class T> class [[nodiscard]] Result {
public:
  Result(T value) : m_value(std::move(value)), m_code(CL_SUCCESS) {}
  Result(Error error) : m_value(), m_code(error.code) {}
  /// A value that comes with an error: clLinkProgram returns the failed program, for its log.
  Result(T value, Error error) : m_value(std::move(value)), m_code(error.code) {}

  bool ok() const { return m_code == CL_SUCCESS; }
  cl_int code() const { return m_code; }
  T& value() { return m_value; }
  const T& value() const { return m_value; }

private:
  T m_value;
  cl_int m_code;
};

/// For functions that return only a status.
class [[nodiscard]] Status {
public:
  Status() : m_code(CL_SUCCESS) {}
  Status(Error error) : m_code(error.code) {}
  bool ok() const { return m_code == CL_SUCCESS; }
  cl_int code() const { return m_code; }

private:
  cl_int m_code;
};

inline Status success() { return Status(); }

} // namespace weft

/// Returns from the enclosing function when a Status-returning expression failed.
#define WEFT_TRY(expr)                                                                             \
  do {                                                                                             \
    ::weft::Status weftStatus_ = (expr);                                                           \
    if (!weftStatus_.ok())                                                                         \
      return ::weft::Error{weftStatus_.code()};                                                    \
  } while (0)
