// The Catch2 main of the API tests: kept alone so that editing a test does not rebuild it.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
