// The Catch2 main of every test executable but bench_check_test (which has its own): compiled once
// per build tree, since Catch2 v2's implementation costs half a minute of compiling per copy.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
