// For tests of what a forked child inherits (tests/api/fork_test.cpp,
// tests/unit/fork_safety_test.cpp): a child that runs one check and exits with its answer.
#pragma once

#include <cerrno>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace weft_test {

/// Forks a child that runs `body` and exits with what it returns, ended by SIGALRM after
/// `seconds` if it hangs. The child's exit status, -signal when a signal ended it, or -1000 when
/// it could not be made or waited for.
template <typename Body> int inChild(unsigned seconds, Body&& body) {
  const pid_t pid = fork();
  if (pid == 0) {
    alarm(seconds);
    _exit(body());
  }
  if (pid < 0)
    return -1000;
  int status = 0;
  pid_t waited = 0;
  do
    waited = waitpid(pid, &status, 0);
  while (waited < 0 && errno == EINTR);
  if (waited != pid)
    return -1000;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
}

} // namespace weft_test
