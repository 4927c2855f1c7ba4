// The seats of a joinable launch (devices/cpu/joinable_launch.hpp): a thread waiting for a command
// runs groups only until the pool's helper whose seat it took comes for it.
#include "devices/cpu/joinable_launch.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <optional>
#include <thread>
#include <vector>

using weft::devices::cpu::JoinableLaunch;

namespace {

void noLoop(void*, JoinableLaunch::Guest*) {}

} // namespace

TEST_CASE("a helper that finds no seat takes a guest's, once per guest", "[launch]") {
  JoinableLaunch launch{noLoop, nullptr, 2};
  REQUIRE(launch.takeSeat());      // the first helper
  REQUIRE(launch.takeGuestSeat()); // a waiting thread, before the second helper came
  CHECK_FALSE(launch.takeGuestSeat());
  CHECK_FALSE(launch.guestMustLeave());
  // The second helper: no seat free, so it takes the guest's.
  CHECK_FALSE(launch.takeSeat());
  CHECK(launch.displaceGuest());
  CHECK(launch.guestMustLeave());
  CHECK_FALSE(launch.guestMustLeave());
  // No guest seat is left to take: a third thread runs nothing.
  CHECK_FALSE(launch.takeSeat());
  CHECK_FALSE(launch.displaceGuest());
  CHECK(launch.seats.load() == 0);
}

TEST_CASE("a guest leaves a running launch to the helper that comes, and every group runs once",
          "[launch]") {
  constexpr int kGroups = 2000;
  std::vector<std::atomic<int>> runs(kGroups);
  std::atomic<int> next{0};
  std::atomic<int> guestGroups{0};
  struct Loop {
    std::vector<std::atomic<int>>* runs;
    std::atomic<int>* next;
    std::atomic<int>* guestGroups;
  } loop{&runs, &next, &guestGroups};
  // One group per claim, 20 us each; a guest asks before each.
  auto run = [](void* state, JoinableLaunch::Guest* guest) {
    Loop& l = *static_cast<Loop*>(state);
    for (;;) {
      if (guest && guest->mustLeave())
        return;
      const int group = l.next->fetch_add(1);
      if (group >= kGroups)
        return;
      (*l.runs)[group].fetch_add(1);
      if (guest)
        l.guestGroups->fetch_add(1);
      std::this_thread::sleep_for(std::chrono::microseconds(20));
    }
  };
  JoinableLaunch launch{run, &loop, 2};
  REQUIRE(launch.takeSeat()); // the helper that started the launch, on this thread below
  std::thread guest([&] {
    REQUIRE(launch.takeGuestSeat());
    JoinableLaunch::Guest seat(launch);
    launch.run(launch.loop, &seat);
  });
  while (guestGroups.load() == 0)
    std::this_thread::yield();
  // The second helper comes while the guest is running: it takes the guest's seat.
  std::thread helper([&] {
    if (launch.takeSeat() || launch.displaceGuest())
      launch.run(launch.loop, nullptr);
  });
  launch.run(launch.loop, nullptr);
  helper.join();
  guest.join();
  for (int group = 0; group < kGroups; ++group)
    REQUIRE(runs[group].load() == 1);
  // Had it stayed, the guest would have run about a third of the groups.
  CHECK(guestGroups.load() < kGroups / 10);
  CHECK(launch.leaving.load() == 0);
  CHECK(launch.guestSeats.load() == 0);
}

TEST_CASE("a guest that leaves on its own gives its seat to the next helper, and sends no other "
          "guest away",
          "[launch]") {
  JoinableLaunch launch{noLoop, nullptr, 3};
  REQUIRE(launch.takeSeat()); // the first helper
  std::optional<JoinableLaunch::Guest> first, second;
  REQUIRE(launch.takeGuestSeat());
  first.emplace(launch);
  REQUIRE(launch.takeGuestSeat());
  second.emplace(launch);
  CHECK_FALSE(launch.takeSeat());
  first.reset(); // out of groups: it leaves
  CHECK(launch.guestSeats.load() == 1);
  // The second helper takes the seat the first guest gave back; the second guest stays.
  CHECK(launch.takeSeat());
  CHECK_FALSE(second->mustLeave());
  // The third takes the second guest's.
  CHECK_FALSE(launch.takeSeat());
  CHECK(launch.displaceGuest());
  CHECK(second->mustLeave());
  second.reset();
  CHECK(launch.seats.load() == 0);
  CHECK(launch.guestSeats.load() == 0);
  CHECK(launch.leaving.load() == 0);
}

TEST_CASE("a guest asked to leave that leaves on its own first takes the request with it",
          "[launch]") {
  JoinableLaunch launch{noLoop, nullptr, 2};
  REQUIRE(launch.takeSeat());
  std::optional<JoinableLaunch::Guest> guest;
  REQUIRE(launch.takeGuestSeat());
  guest.emplace(launch);
  CHECK_FALSE(launch.takeSeat());
  CHECK(launch.displaceGuest()); // the second helper takes its seat; the guest has not asked yet
  guest.reset();                 // it ran out of groups first
  CHECK(launch.leaving.load() == 0);
  CHECK(launch.seats.load() == 0); // the seat is the helper's now
  // A guest that comes later finds no seat and no request waiting for it.
  CHECK_FALSE(launch.takeGuestSeat());
  CHECK_FALSE(launch.guestMustLeave());
}
