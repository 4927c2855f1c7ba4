// Marks the symbols libweft.so exports; everything else is hidden (see exports.map).
#pragma once

#define WEFT_EXPORT __attribute__((visibility("default")))
