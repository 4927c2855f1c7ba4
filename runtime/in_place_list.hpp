// A list whose first N elements live in the object itself (runtime/event.cpp's lists).
#pragma once

#include <cstddef>
#include <vector>

namespace weft {

/// A list whose first N elements live in the object itself: the lists a command's life needs
/// (its completions, the commands waiting for it, a worker's chain) mostly hold one element, and
/// one on the heap cost a malloc and a free per command.
template <class T, size_t N> class InPlaceList {
public:
  bool empty() const { return m_size == 0; }
  size_t size() const { return m_size; }
  T& operator[](size_t i) { return i < N ? m_inPlace[i] : m_more[i - N]; }
  T& back() { return (*this)[m_size - 1]; }
  void push_back(const T& value) {
    if (m_size < N)
      m_inPlace[m_size] = value;
    else
      m_more.push_back(value);
    ++m_size;
  }
  void pop_back() {
    --m_size;
    if (m_size >= N)
      m_more.pop_back();
  }
  void clear() {
    m_size = 0;
    m_more.clear();
  }

private:
  T m_inPlace[N]{};
  std::vector<T> m_more;
  size_t m_size = 0;
};

} // namespace weft
