// The buffer commands that move bytes without a kernel: clEnqueueWriteBuffer, ReadBuffer,
// CopyBuffer and FillBuffer of arrays larger than the caches. The native column is memcpy (and a
// fill of 32-bit words) on the native threads, as an application would move its own arrays.
#include "benchmarks.hpp"

#include "native_kernels.hpp"
#include "runs.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace bench {

namespace {

constexpr cl_uint kFillWord = 0x5a17c0deu;

enum class Transfer { Write, Read, Copy, Fill };

/// Bytes that differ from their neighbours and from the fill's word.
std::vector<unsigned char> transferInput(size_t bytes) {
  std::vector<unsigned char> data(bytes);
  for (size_t i = 0; i < bytes; ++i)
    data[i] = static_cast<unsigned char>(i * 7 + i / 4093);
  return data;
}

void verifyBytes(const unsigned char* got, const unsigned char* want, size_t bytes) {
  verifyElements(
      bytes, [&](size_t i) { return got[i] != want[i]; },
      [&](size_t i) { return describeValue("byte", i, got[i], want[i]); });
}

void verifyFill(const unsigned char* got, size_t bytes) {
  const auto* words = reinterpret_cast<const cl_uint*>(got);
  verifyElements(
      bytes / 4, [&](size_t i) { return words[i] != kFillWord; },
      [&](size_t i) { return describeValue("word", i, words[i], kFillWord); });
}

/// Bytes through memory per byte transferred: a copy reads and writes each, a fill only writes.
double gigabytes(Transfer kind, size_t bytes) {
  return (kind == Transfer::Fill ? 1.0 : 2.0) * static_cast<double>(bytes) / kGiga;
}

std::unique_ptr<Run> prepareTransfer(const Target& target, Transfer kind,
                                     const std::vector<unsigned char>& input) {
  const size_t bytes = input.size();
  auto cl = std::make_shared<ClObjects>();
  cl->buffers.push_back(
      createBuffer(target, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, input.data()));
  cl->buffers.push_back(createBuffer(target, CL_MEM_READ_WRITE, bytes));
  auto host = std::make_shared<std::vector<unsigned char>>(bytes);
  cl_command_queue queue = target.queue.get();
  auto step = [kind, cl, host, queue, &input, bytes] {
    cl_mem a = cl->buffers[0].get(), b = cl->buffers[1].get();
    switch (kind) {
    case Transfer::Write:
      check(clEnqueueWriteBuffer(queue, b, CL_TRUE, 0, bytes, input.data(), 0, nullptr, nullptr),
            "clEnqueueWriteBuffer");
      break;
    case Transfer::Read:
      check(clEnqueueReadBuffer(queue, a, CL_TRUE, 0, bytes, host->data(), 0, nullptr, nullptr),
            "clEnqueueReadBuffer");
      break;
    case Transfer::Copy:
      check(clEnqueueCopyBuffer(queue, a, b, 0, 0, bytes, 0, nullptr, nullptr),
            "clEnqueueCopyBuffer");
      check(clFinish(queue), "clFinish");
      break;
    case Transfer::Fill:
      check(clEnqueueFillBuffer(queue, b, &kFillWord, sizeof kFillWord, 0, bytes, 0, nullptr,
                                nullptr),
            "clEnqueueFillBuffer");
      check(clFinish(queue), "clFinish");
      break;
    }
  };
  step();
  // What the step wrote: the host array for a read, buffer b otherwise.
  if (kind != Transfer::Read)
    readBuffer(target, cl->buffers[1].get(), bytes, host->data());
  if (kind == Transfer::Fill)
    verifyFill(host->data(), bytes);
  else
    verifyBytes(host->data(), input.data(), bytes);
  return std::make_unique<StepRun>(step, gigabytes(kind, bytes));
}

std::unique_ptr<Run> prepareNativeTransfer(Transfer kind,
                                           const Lazy<std::vector<unsigned char>>& input) {
  const size_t bytes = input.get().size();
  auto out = std::make_shared<std::vector<unsigned char>>(bytes);
  auto step = [kind, input, out] {
    if (kind == Transfer::Fill)
      native::fillWords(reinterpret_cast<uint32_t*>(out->data()), out->size() / 4, kFillWord);
    else
      native::copyBytes(input.get().data(), out->data(), out->size());
  };
  return nativeRun(
      step,
      [kind, input, out] {
        if (kind == Transfer::Fill)
          verifyFill(out->data(), out->size());
        else
          verifyBytes(out->data(), input.get().data(), out->size());
      },
      gigabytes(kind, bytes));
}

} // namespace

std::vector<Benchmark> transferBenchmarks(const Sizes& sizes) {
  const size_t bytes = sizes.streamFloats * sizeof(float);
  const Lazy<std::vector<unsigned char>> input([bytes] { return transferInput(bytes); });
  const std::string size = ", " + std::to_string(bytes >> 20) + " MiB";
  struct Row {
    const char* key;
    const char* title;
    Transfer kind;
  };
  const Row rows[] = {
      {"transfers/write", "clEnqueueWriteBuffer", Transfer::Write},
      {"transfers/read", "clEnqueueReadBuffer", Transfer::Read},
      {"transfers/copy", "clEnqueueCopyBuffer", Transfer::Copy},
      {"transfers/fill", "clEnqueueFillBuffer of a 4-byte pattern", Transfer::Fill},
  };
  std::vector<Benchmark> list;
  for (const Row& row : rows) {
    const Transfer kind = row.kind;
    list.push_back(
        {row.key, row.title + size, "GB/s", true, sizes.streamRepetitions,
         [kind, input](const Target& t) { return prepareTransfer(t, kind, input.get()); },
         [kind, input] { return prepareNativeTransfer(kind, input); }});
  }
  return list;
}

} // namespace bench
