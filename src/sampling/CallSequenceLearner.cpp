//===- CallSequenceLearner.cpp - call-sequence novelty (n-grams) ----------===//
//
// Seed 000, sections 6.5 and 7.3: the learner keeps the k-grams (k <= N,
// with start padding) of the call sequences seen; a trace scores u ln 4 for
// the u distinct k-grams no earlier round produced (the novelty form).
//
//===----------------------------------------------------------------------===//
#include "sampling/Learner.h"

#include "llvm/ADT/DenseSet.h"

#include <cmath>

using namespace forage;

namespace {
class CallSequenceLearner : public Learner {
public:
  explicit CallSequenceLearner(unsigned N) : N(std::max(1u, N)) {}
  const char *name() const override { return "calls"; }
  void observe(const SampleTrace &T) override {
    grams(T, [this](uint64_t G) { Pending.insert(G); });
  }
  void endRound() override { Frozen = Pending; }
  double logBias(const SampleTrace &T) const override {
    llvm::DenseSet<uint64_t> Unseen;
    grams(T, [&](uint64_t G) {
      if (!Frozen.count(G))
        Unseen.insert(G);
    });
    return static_cast<double>(Unseen.size()) * std::log(4.0);
  }
  llvm::json::Object report() const override {
    return llvm::json::Object{{"ngrams", static_cast<int64_t>(Frozen.size())},
                              {"n", static_cast<int64_t>(N)}};
  }

private:
  template <typename F> void grams(const SampleTrace &T, F Emit) const {
    // Function ids shifted by one; 0 pads the start.
    const size_t Max = 20000;
    size_t Len = std::min(T.Calls.size(), Max);
    for (size_t I = 0; I < Len; ++I) {
      uint64_t H = 0;
      for (unsigned K = 0; K < N; ++K) {
        uint64_t Sym = I >= K ? T.Calls[I - K] + 1 : 0;
        H = (H * 1000003u) ^ (Sym + 0x9e3779b97f4a7c15ull * (K + 1));
        Emit(H * 31 + K);
      }
    }
  }
  unsigned N;
  llvm::DenseSet<uint64_t> Frozen, Pending;
};
} // namespace

std::unique_ptr<Learner> forage::createCallSequenceLearner(unsigned N) {
  return std::make_unique<CallSequenceLearner>(N);
}
