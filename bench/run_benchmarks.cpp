// Each work-item's run of elements: a float3, a vload4/vstore4 of a float4, and a float4 of which
// three elements are read. On Weft these are the SPMD vectorizer's access groups (wide loads and
// stores of every lane's run, shuffles in between) rather than gathers and scatters. Every result
// is one rounding of exact operands, so it is compared bit for bit.
#include "benchmarks.hpp"

#include "native_kernels.hpp"
#include "runs.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace bench {

namespace {

constexpr const char* kRunSource = R"CLC(
__kernel void float3_update(__global const float3* a, __global float3* r) {
  size_t i = get_global_id(0);
  float3 v = a[i];
  r[i] = v.zxy * 2.0f + v;
}
__kernel void vload4_update(__global const float* a, __global float* r) {
  size_t i = get_global_id(0);
  float4 v = vload4(i, a);
  vstore4((float4)(v.x + v.y, v.y * v.z, v.z - v.w, v.w), i, r);
}
__kernel void gap_load(__global const float* a, __global float* r) {
  size_t i = get_global_id(0);
  float x = a[4 * i], y = a[4 * i + 1], z = a[4 * i + 2];
  vstore4((float4)(x + y, y * z, z - x, 0.0f), i, r);
}
)CLC";

/// A row: its kernel, the native function, and what element c of record i must be (c < 3 for
/// the float3 row, whose fourth element is padding).
struct RunRow {
  const char* key;
  const char* title;
  const char* kernel;
  void (*native)(const float*, float*, size_t);
  unsigned checked;
  float (*expected)(const float* record, unsigned c);
};

const RunRow kRows[] = {
    {"runs/float3", "float3 r[i] = v.zxy*2+v", "float3_update", native::float3Update, 3,
     [](const float* v, unsigned c) { return v[(c + 2) % 3] * 2.0f + v[c]; }},
    {"runs/vload4", "vload4 + vstore4 of 4 results", "vload4_update", native::vload4Update, 4,
     [](const float* v, unsigned c) {
       const float results[4] = {v[0] + v[1], v[1] * v[2], v[2] - v[3], v[3]};
       return results[c];
     }},
    {"runs/gaps", "3 of 4 floats read + vstore4", "gap_load", native::gapLoad, 4,
     [](const float* v, unsigned c) {
       const float results[4] = {v[0] + v[1], v[1] * v[2], v[2] - v[0], 0.0f};
       return results[c];
     }},
};

/// `records` records of four floats in [-1, 1).
std::vector<float> makeRecords(size_t records) {
  std::vector<float> a(4 * records);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = static_cast<float>(2.0 * unitHash(i, 9) - 1.0);
  return a;
}

void verifyRecords(const RunRow& row, const std::vector<float>& a, const float* r) {
  const size_t records = a.size() / 4;
  verifyElements(
      records * row.checked,
      [&](size_t k) {
        const size_t i = k / row.checked;
        const auto c = static_cast<unsigned>(k % row.checked);
        return r[4 * i + c] != row.expected(&a[4 * i], c);
      },
      [&](size_t k) {
        const size_t i = k / row.checked;
        const auto c = static_cast<unsigned>(k % row.checked);
        return describeValue("r", 4 * i + c, r[4 * i + c], row.expected(&a[4 * i], c));
      });
}

/// 16 bytes read and 16 written per record (the gaps row reads 12 of its 16).
double gigabytes(size_t records) { return 32.0 * static_cast<double>(records) / kGiga; }

std::unique_ptr<Run> prepareRun(const Target& target, const RunRow& row,
                                const std::vector<float>& a) {
  const size_t records = a.size() / 4;
  const size_t bytes = a.size() * sizeof(float);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, a.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  buildKernels(target, cl, kRunSource, {row.kernel});
  setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get());
  enqueue(target, cl.kernels[0].get(), 1, &records);
  std::vector<float> r(a.size());
  readBuffer(target, cl.buffers[1].get(), bytes, r.data());
  verifyRecords(row, a, r.data());
  return kernelRun(target, std::move(cl), 1, &records, nullptr, gigabytes(records));
}

std::unique_ptr<Run> prepareNativeRun(const RunRow& row, const Lazy<std::vector<float>>& input) {
  const size_t records = input.get().size() / 4;
  auto r = std::make_shared<std::vector<float>>(input.get().size());
  return nativeRun([&row, input, r] { row.native(input.get().data(), r->data(), r->size() / 4); },
                   [&row, input, r] { verifyRecords(row, input.get(), r->data()); },
                   gigabytes(records));
}

} // namespace

std::vector<Benchmark> runBenchmarks(const Sizes& sizes) {
  const size_t records = sizes.streamFloats / 4;
  const Lazy<std::vector<float>> input([records] { return makeRecords(records); });
  std::vector<Benchmark> rows;
  for (const RunRow& row : kRows)
    rows.push_back({row.key,
                    std::string(row.title) + ", " + elements(records) + " records of 16 bytes",
                    "GB/s", true, sizes.streamRepetitions,
                    [&row, input](const Target& t) { return prepareRun(t, row, input.get()); },
                    [&row, input] { return prepareNativeRun(row, input); }});
  return rows;
}

} // namespace bench
