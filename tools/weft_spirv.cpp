// weft-spirv: the SPIR-V translator in a process of its own (compiler/spirv_reader.cpp starts it).
// The translator ends the process that calls it on many malformed modules, with exit() or an
// assertion; here that ends only this process, and the build that asked reports it. Reads the
// request on stdin (compiler::encodeSpirvRequest), writes the result on stdout
// (compiler::encodeSpirvResult), and exits with 0 once it is written.
#include "compiler/compiler.hpp"

#include <cerrno>
#include <cstdio>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

bool readAll(int fd, std::string& out) {
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0)
      return false;
    if (got == 0)
      return true;
    out.append(buffer, static_cast<size_t>(got));
  }
}

bool writeAll(int fd, const std::string& data) {
  size_t done = 0;
  while (done < data.size()) {
    const ssize_t written = write(fd, data.data() + done, data.size() - done);
    if (written < 0 && errno == EINTR)
      continue;
    if (written <= 0)
      return false;
    done += static_cast<size_t>(written);
  }
  return true;
}

} // namespace

int main() {
  // Only the three standard streams: descriptors the application left open are not ours.
  close_range(3, ~0U, 0);
  std::string request, il;
  std::vector<weft::compiler::SpecConstant> specConstants;
  if (!readAll(STDIN_FILENO, request) ||
      !weft::compiler::decodeSpirvRequest(request, il, specConstants)) {
    std::fprintf(stderr, "weft-spirv: the request is malformed\n");
    return 2;
  }
  const weft::compiler::CompileResult result =
      weft::compiler::translateSpirvHere(il, specConstants);
  const bool written = writeAll(STDOUT_FILENO, weft::compiler::encodeSpirvResult(result));
  // _exit: no exit-time work (LeakSanitizer's check in the sanitizer builds, static destructors)
  // can change the answer once it is written.
  _exit(written ? 0 : 1);
}
