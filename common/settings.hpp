// The WEFT_* environment settings, read through one function from the one list of them
// (common/settings.def).
#pragma once

#include <cstdlib>

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

} // namespace weft
