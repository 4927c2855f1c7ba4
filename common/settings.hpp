// The WEFT_* environment settings, read through one function from the one list of them
// (common/settings.def).
#pragma once

#include <cstdint>
#include <cstdlib>
#include <optional>

namespace weft {

enum class Setting {
#define WEFT_SETTING(enumerator, name, meaning) enumerator,
#include "common/settings.def"
#undef WEFT_SETTING
};

/// The environment variable's name, e.g. "WEFT_LOG".
inline const char* settingName(Setting which) {
  switch (which) {
#define WEFT_SETTING(enumerator, name, meaning)                                                    \
  case Setting::enumerator:                                                                        \
    return name;
#include "common/settings.def"
#undef WEFT_SETTING
  }
  return "";
}

/// The setting's value now, or null when it is unset or empty.
inline const char* setting(Setting which) {
  const char* value = std::getenv(settingName(which));
  return value && *value ? value : nullptr;
}

/// The setting's value as a count written in digits alone (milliseconds and the like); none
/// when it is unset, empty, not all digits, or above 10^18.
inline std::optional<uint64_t> settingCount(Setting which) {
  const char* value = setting(which);
  if (!value)
    return std::nullopt;
  uint64_t count = 0;
  for (const char* digit = value; *digit; ++digit) {
    if (*digit < '0' || *digit > '9' || count >= 100'000'000'000'000'000)
      return std::nullopt;
    count = count * 10 + uint64_t(*digit - '0');
  }
  return count;
}

} // namespace weft
