// A hash round on uint16: SHA-256 compressions chained per message (formulas::sha256Chain), 16
// messages per work-item in the lanes of its own uint16 values, one work-item per group, the
// shape a password cracker's kernels take when the device reports a preferred int width of 16
// (issue 19). The block schedule is a private array the rounds index, as such kernels have it.
// Checked word for word against the host's chains.
#include "benchmarks.hpp"

#include "formulas.hpp"
#include "native_kernels.hpp"
#include "runs.hpp"

#include <cstdint>
#include <string>

namespace bench {

namespace {

namespace f = formulas;

constexpr const char* kHashSource = R"CLC(
#define ROTR(x, n) rotate((x), (uint16)(32 - (n)))
__kernel void sha256_x16(__global const uint16* in, __global uint16* out) {
  const size_t item = get_global_id(0);
  uint16 w[16];
  for (int i = 0; i < 16; ++i)
    w[i] = in[item * 16 + i];
  uint16 state[8];
  for (int i = 0; i < 8; ++i)
    state[i] = (uint16)(SHA256_INITIAL[i]);
  for (int c = 0; c < HASH_COMPRESSIONS; ++c) {
    uint16 a = state[0], b = state[1], c2 = state[2], d = state[3], e = state[4], f = state[5],
           g = state[6], h = state[7];
#pragma unroll
    for (int i = 0; i < 64; ++i) {
      if (i >= 16) {
        const uint16 x = w[(i - 15) & 15], y = w[(i - 2) & 15];
        w[i & 15] += (ROTR(y, 17) ^ ROTR(y, 19) ^ (y >> 10)) + w[(i - 7) & 15] +
                     (ROTR(x, 7) ^ ROTR(x, 18) ^ (x >> 3));
      }
      const uint16 t1 = h + (ROTR(e, 6) ^ ROTR(e, 11) ^ ROTR(e, 25)) + bitselect(g, f, e) +
                        SHA256_K[i] + w[i & 15];
      const uint16 t2 = (ROTR(a, 2) ^ ROTR(a, 13) ^ ROTR(a, 22)) + bitselect(a, b, c2 ^ a);
      h = g; g = f; f = e; e = d + t1; d = c2; c2 = b; b = a; a = t1 + t2;
    }
    state[0] += a; state[1] += b; state[2] += c2; state[3] += d;
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;
    for (int i = 0; i < 8; ++i)
      w[i] = state[i];
  }
  for (int i = 0; i < 8; ++i)
    out[item * 8 + i] = state[i];
}
)CLC";

std::string hashSource() {
  std::string k = "__constant uint SHA256_K[64] = {";
  for (uint32_t word : f::kSha256K)
    k += std::to_string(word) + "u,";
  std::string initial = "__constant uint SHA256_INITIAL[8] = {";
  for (uint32_t word : f::kSha256Initial)
    initial += std::to_string(word) + "u,";
  return k + "};\n" + initial + "};\n#define HASH_COMPRESSIONS " +
         std::to_string(f::kHashCompressions) + "\n" + kHashSource;
}

struct HashProblem {
  size_t items = 0;
  std::vector<uint32_t> in;       ///< 16 words of 16 lanes per item
  std::vector<uint32_t> expected; ///< 8 state words of 16 lanes per item
};

HashProblem makeHashProblem(size_t items) {
  HashProblem p{items, std::vector<uint32_t>(items * 256), std::vector<uint32_t>(items * 128)};
  for (size_t i = 0; i < p.in.size(); ++i)
    p.in[i] = static_cast<uint32_t>(hash64(i, 11));
  for (size_t item = 0; item < items; ++item)
    for (size_t lane = 0; lane < 16; ++lane) {
      uint32_t block[16], state[8];
      for (size_t k = 0; k < 16; ++k)
        block[k] = p.in[(item * 16 + k) * 16 + lane];
      f::sha256Chain(block, state);
      for (size_t k = 0; k < 8; ++k)
        p.expected[(item * 8 + k) * 16 + lane] = state[k];
    }
  return p;
}

void verifyHash(const HashProblem& p, const uint32_t* out) {
  verifyElements(
      p.expected.size(), [&](size_t i) { return out[i] != p.expected[i]; },
      [&](size_t i) {
        return "state word " + std::to_string(i) + ": " + std::to_string(out[i]) + ", expected " +
               std::to_string(p.expected[i]);
      });
}

/// Million compressions.
double hashWork(size_t items) {
  return static_cast<double>(items) * 16 * f::kHashCompressions / 1e6;
}

std::unique_ptr<Run> prepareHash(const Target& target, const HashProblem& p) {
  ClObjects cl;
  cl.buffers.push_back(
      createBuffer(target, CL_MEM_READ_ONLY, p.in.size() * sizeof(uint32_t), p.in.data()));
  cl.buffers.push_back(
      createBuffer(target, CL_MEM_WRITE_ONLY, p.expected.size() * sizeof(uint32_t)));
  buildKernels(target, cl, hashSource(), {"sha256_x16"});
  setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get());
  const size_t global = p.items, local = 1;
  enqueue(target, cl.kernels[0].get(), 1, &global, &local);
  std::vector<uint32_t> out(p.expected.size());
  readBuffer(target, cl.buffers[1].get(), out.size() * sizeof(uint32_t), out.data());
  verifyHash(p, out.data());
  return kernelRun(target, std::move(cl), 1, &global, &local, hashWork(p.items));
}

std::unique_ptr<Run> prepareNativeHash(const Lazy<HashProblem>& problem) {
  auto out = std::make_shared<std::vector<uint32_t>>(problem.get().expected.size());
  return nativeRun(
      [problem, out] {
        native::sha256Chains(problem.get().in.data(), out->data(), problem.get().items);
      },
      [problem, out] { verifyHash(problem.get(), out->data()); }, hashWork(problem.get().items));
}

} // namespace

Benchmark hashBenchmark(const Sizes& sizes) {
  const size_t items = sizes.hashItems;
  const Lazy<HashProblem> problem([items] { return makeHashProblem(items); });
  return {"hash",
          "SHA-256 rounds on uint16, one work-item per group, " + std::to_string(items * 16) +
              " messages x " + std::to_string(f::kHashCompressions) + " compressions",
          "Mcompr/s",
          true,
          sizes.computeRepetitions,
          [problem](const Target& t) { return prepareHash(t, problem.get()); },
          [problem] { return prepareNativeHash(problem); }};
}

} // namespace bench
