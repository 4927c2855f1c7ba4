#include "runtime/object.hpp"

#include "common/fork_safety.hpp"

#include <atomic>
#include <cstdlib>
#include <new>
#include <vector>

// The header's macros do nothing unless AddressSanitizer is on, which it detects for GCC
// (__SANITIZE_ADDRESS__) and for Clang (__has_feature), the fuzzers' compiler.
#include <sanitizer/asan_interface.h>
#define WEFT_POISON(address, size) ASAN_POISON_MEMORY_REGION(address, size)
#define WEFT_UNPOISON(address, size) ASAN_UNPOISON_MEMORY_REGION(address, size)

namespace weft {
namespace {
std::atomic<const cl_icd_dispatch*> gDispatchTable{nullptr};

/// This thread's open entry points and the objects they pinned, innermost last.
struct Pins {
  unsigned depth = 0;
  std::vector<RefCounted*> objects;
};
thread_local Pins tPins;
} // namespace

EntryPointScope::EntryPointScope() noexcept : m_mark(tPins.objects.size()) { ++tPins.depth; }

EntryPointScope::~EntryPointScope() {
  Pins& pins = tPins;
  // Popped before it is released: a destructor may run an application callback that calls the
  // API, which opens and closes its own scope on top of this one.
  while (pins.objects.size() > m_mark) {
    RefCounted* object = pins.objects.back();
    pins.objects.pop_back();
    object->releaseInternal();
  }
  --pins.depth;
}

bool pinForEntryPoint(RefCounted* object) {
  Pins& pins = tPins;
  if (pins.depth == 0)
    return true;
  pins.objects.push_back(object); // may throw, before anything is held
  if (object->tryRetainInternal())
    return true;
  pins.objects.pop_back();
  return false;
}

void installDispatchTable(const cl_icd_dispatch* table) { gDispatchTable.store(table); }
const cl_icd_dispatch* dispatchTable() { return gDispatchTable.load(std::memory_order_relaxed); }

/// Lies just before the object, so the object's own bytes (its header above all) stay untouched
/// while the block waits. Its size keeps the object aligned as malloc would.
struct alignas(std::max_align_t) HandleMemory::Block {
  Block* newer = nullptr;
  size_t size = 0;

  void* object() { return this + 1; }
  static Block* of(void* object) { return static_cast<Block*>(object) - 1; }
};

HandleMemory::HandleMemory() noexcept { holdAcrossFork(m_mutex); }

void* HandleMemory::allocate(size_t size) {
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    // Every class behind a handle is final, so the blocks of a kind have one size; the check
    // keeps a larger object out of a smaller block all the same.
    if (m_waiting > kHandleQuarantine && m_oldest->size >= size) {
      Block* block = m_oldest;
      m_oldest = block->newer;
      if (!m_oldest)
        m_newest = nullptr;
      --m_waiting;
      block->newer = nullptr;
      WEFT_UNPOISON(block->object(), block->size);
      return block->object();
    }
  }
  void* memory = std::malloc(sizeof(Block) + size);
  if (!memory)
    throw std::bad_alloc();
  Block* block = new (memory) Block;
  block->size = size;
  return block->object();
}

void HandleMemory::recycle(void* object, size_t keptBytes) noexcept {
  Block* block = Block::of(object);
  WEFT_POISON(static_cast<char*>(object) + keptBytes, block->size - keptBytes);
  std::lock_guard<std::mutex> lock(m_mutex);
  if (m_newest)
    m_newest->newer = block;
  else
    m_oldest = block;
  m_newest = block;
  ++m_waiting;
}

size_t HandleMemory::quarantined() {
  std::lock_guard<std::mutex> lock(m_mutex);
  return m_waiting;
}

HandleMemory& handleMemory(ObjectKind kind) {
  // Never destroyed: objects may still be released while the process exits, and a block kept here
  // stays reachable for leak checkers.
  static HandleMemory* const memories =
      new HandleMemory[static_cast<size_t>(ObjectKind::Sampler) -
                       static_cast<size_t>(ObjectKind::Platform) + 1];
  return memories[static_cast<size_t>(kind) - static_cast<size_t>(ObjectKind::Platform)];
}

} // namespace weft
