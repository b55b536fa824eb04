//===- Homi.cpp - state pruning: none, random, or learned (Homi) ----------===//
//
// Seed 004, section 3 and Algorithm 2; see Homi.h.
//
//===----------------------------------------------------------------------===//
#include "explore/symbolic/Homi.h"
#include "explore/symbolic/WeightedSearcher.h"

#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace forage;

static bool isLValue(ExprRef E) {
  while (E->kind() == ExprKind::ZExt || E->kind() == ExprKind::SExt ||
         E->kind() == ExprKind::Extract)
    E = E->op(0);
  if (E->kind() == ExprKind::Var)
    return true;
  if (E->kind() != ExprKind::Concat)
    return false;
  return isLValue(E->op(0)) && isLValue(E->op(1));
}

bool forage::isCoreCondition(ExprRef E) {
  switch (E->kind()) {
  case ExprKind::Eq:
    return (E->op(0)->isConstant() && isLValue(E->op(1))) ||
           (E->op(1)->isConstant() && isLValue(E->op(0)));
  case ExprKind::Not:
    return E->width() == 1 && isCoreCondition(E->op(0));
  case ExprKind::And:
  case ExprKind::Or:
    return E->width() == 1 && isCoreCondition(E->op(0)) &&
           isCoreCondition(E->op(1));
  default:
    return false;
  }
}

static std::vector<double> space(double Max, unsigned Intervals) {
  std::vector<double> S;
  for (unsigned K = 1; K <= Intervals; ++K)
    S.push_back(Max * K / Intervals);
  return S;
}

Pruner::Pruner(const PruneOptions &Opts, std::mt19937_64 &Rng)
    : Opts(Opts), Rng(Rng),
      TimeSpace(space(Opts.TimeMax, std::max(1u, Opts.TimeIntervals))),
      RatioSpace(space(Opts.RatioMax, std::max(1u, Opts.RatioIntervals))) {}

double Pruner::sampleFrom(const std::vector<double> &Space,
                          const std::vector<double> &Probability) {
  double Total = std::accumulate(Probability.begin(), Probability.end(), 0.0);
  if (Probability.size() != Space.size() || Total <= 0)
    return Space[Rng() % Space.size()];
  double X = uniformUnit(Rng) * Total;
  for (size_t K = 0; K < Space.size(); ++K) {
    if (X < Probability[K])
      return Space[K];
    X -= Probability[K];
  }
  return Space.back();
}

/// The learned p_i: a normal truncated to [-1, 1] (by rejection), or
/// U(-1, 1) for a feature without data.
double Pruner::sampleWeight(size_t I) {
  const Normal &N = Stgy[I];
  if (!N.Learned)
    return 2 * uniformUnit(Rng) - 1;
  std::normal_distribution<double> D(N.Median, std::max(N.Deviation, 1e-3));
  for (int Try = 0; Try < 100; ++Try) {
    double W = D(Rng);
    if (W >= -1 && W <= 1)
      return W;
  }
  return std::clamp(N.Median, -1.0, 1.0);
}

double Pruner::beginRun() {
  ++Runs;
  RunData R;
  R.Features = Features;
  Method M = Method::Explore;
  // The first run has no features (no pruning); then m runs of pure
  // exploration gather data; then the three methods are equally likely.
  if (Opts.K == PruneOptions::Homi && Runs > Opts.ExploreRuns + 1)
    M = static_cast<Method>(Rng() % 3);
  Last = M;
  if (M == Method::Explore) {
    for (size_t I = 0; I < Features.size(); ++I)
      R.Weights.push_back(2 * uniformUnit(Rng) - 1);
    R.Ratio = RatioSpace[Rng() % RatioSpace.size()];
    R.Budget = TimeSpace[Rng() % TimeSpace.size()];
    // Without features Homi prunes nothing this run (the first one): its
    // tests are no evidence for any ratio. Recording the ratio drawn made
    // them vote for it in P_ratio, and the first, unpruned run writes most
    // of the tests the greedy cover keeps.
    if (Opts.K == PruneOptions::Homi && Features.empty())
      R.Ratio = 0;
  } else {
    for (size_t I = 0; I < Features.size(); ++I) {
      double W = sampleWeight(I);
      if (M == Method::Reverse) {
        // The value of U farthest from the sample: the least likely one.
        double Far = W;
        for (unsigned K = 0; K < Opts.ReverseSamples; ++K) {
          double U = 2 * uniformUnit(Rng) - 1;
          if (std::abs(U - W) > std::abs(Far - W))
            Far = U;
        }
        W = Far;
      }
      R.Weights.push_back(W);
    }
    R.Ratio = sampleFrom(RatioSpace, RatioProb);
    R.Budget = sampleFrom(TimeSpace, TimeProb);
  }
  RunsData.push_back(std::move(R));
  return RunsData.back().Budget;
}

void Pruner::select(llvm::ArrayRef<SymState *> Live,
                    std::vector<SymState *> &Out) {
  Out.clear();
  if (Opts.K == PruneOptions::None || RunsData.empty())
    return;
  const RunData &R = RunsData.back();
  size_t K = static_cast<size_t>(std::floor(Live.size() * R.Ratio));
  if (K == 0)
    return;
  std::vector<SymState *> V(Live.begin(), Live.end());
  if (Opts.K == PruneOptions::Random) {
    for (size_t I = 0; I < K; ++I)
      std::swap(V[I], V[I + Rng() % (V.size() - I)]);
    Out.assign(V.begin(), V.begin() + K);
    PrunedTotal += K;
    return;
  }
  if (Features.empty())
    return;
  // score(s) = theta . feat(s); feat_i(s) = 1 iff s's path holds F_i.
  std::vector<std::pair<double, uint64_t>> Score;
  llvm::DenseMap<const SymState *, double> ScoreOf;
  std::vector<uint8_t> Has(Features.size());
  for (SymState *St : V) {
    std::fill(Has.begin(), Has.end(), 0);
    for (const PathNode *N = St->Path.get(); N; N = N->Parent.get()) {
      auto It = FeatureIndex.find(N->E.Cond);
      if (It != FeatureIndex.end())
        Has[It->second] = 1;
    }
    double X = 0;
    for (size_t I = 0; I < Features.size(); ++I)
      X += Has[I] * R.Weights[I];
    ScoreOf[St] = X;
  }
  // Lowest scores first; ties in creation order, for determinism.
  std::nth_element(V.begin(), V.begin() + K, V.end(),
                   [&](const SymState *A, const SymState *B) {
                     double SA = ScoreOf[A], SB = ScoreOf[B];
                     return SA != SB ? SA < SB : A->Id < B->Id;
                   });
  Out.assign(V.begin(), V.begin() + K);
  PrunedTotal += K;
}

void Pruner::noteTest(const SymState &St) {
  if (Opts.K != PruneOptions::Homi)
    return;
  TestData T;
  for (uint32_t Id = 0; Id < St.S.Hit.size(); ++Id)
    if (St.S.Hit[Id])
      T.Branches.push_back(Id);
  // The greedy cover takes the first of tests with the same branches, so
  // only that one is kept (a long run generates many thousands).
  uint64_t Key = llvm::hash_combine_range(T.Branches.begin(), T.Branches.end());
  if (!SeenBranchSets.insert(Key >> 1).second) // DenseSet reserves ~0, ~0-1
    return;
  llvm::DenseSet<ExprRef> Seen;
  for (const PathNode *N = St.Path.get(); N; N = N->Parent.get())
    if (isCoreCondition(N->E.Cond) && Seen.insert(N->E.Cond).second)
      T.Conditions.push_back(N->E.Cond);
  std::reverse(T.Conditions.begin(), T.Conditions.end());
  T.Run = static_cast<uint32_t>(RunsData.size() - 1);
  Data.push_back(std::move(T));
}

std::vector<size_t> Pruner::greedyCover() const {
  uint32_t MaxId = 0;
  for (const TestData &T : Data)
    for (uint32_t B : T.Branches)
      MaxId = std::max(MaxId, B + 1);
  std::vector<uint8_t> Covered(MaxId, 0);
  std::vector<uint8_t> Taken(Data.size(), 0);
  std::vector<size_t> Cover;
  while (true) {
    size_t Best = 0, BestGain = 0;
    for (size_t I = 0; I < Data.size(); ++I) {
      if (Taken[I])
        continue;
      size_t Gain = 0;
      for (uint32_t B : Data[I].Branches)
        Gain += !Covered[B];
      if (Gain > BestGain) {
        BestGain = Gain;
        Best = I;
      }
    }
    if (BestGain == 0)
      return Cover;
    Taken[Best] = 1;
    Cover.push_back(Best);
    for (uint32_t B : Data[Best].Branches)
      Covered[B] = 1;
  }
}

void Pruner::endRun() {
  if (Opts.K != PruneOptions::Homi)
    return;
  std::vector<size_t> Good = greedyCover();
  // newF: the core conditions of the good tests' path conditions.
  std::vector<ExprRef> NewF;
  llvm::DenseSet<ExprRef> InNew;
  for (size_t G : Good)
    for (ExprRef C : Data[G].Conditions)
      if (InNew.insert(C).second)
        NewF.push_back(C);
  // p_i from the weights feature i had when good tests were generated.
  std::vector<std::vector<double>> W(NewF.size());
  llvm::DenseMap<ExprRef, uint32_t> NewIndex;
  for (uint32_t I = 0; I < NewF.size(); ++I)
    NewIndex[NewF[I]] = I;
  RatioProb.assign(RatioSpace.size(), 0);
  TimeProb.assign(TimeSpace.size(), 0);
  for (size_t G : Good) {
    const RunData &R = RunsData[Data[G].Run];
    for (size_t K = 0; K < R.Features.size() && K < R.Weights.size(); ++K) {
      auto It = NewIndex.find(R.Features[K]);
      if (It != NewIndex.end())
        W[It->second].push_back(R.Weights[K]);
    }
    for (size_t K = 0; K < RatioSpace.size(); ++K)
      RatioProb[K] += std::abs(RatioSpace[K] - R.Ratio) < 1e-9;
    for (size_t K = 0; K < TimeSpace.size(); ++K)
      TimeProb[K] += std::abs(TimeSpace[K] - R.Budget) < 1e-9;
  }
  Stgy.assign(NewF.size(), Normal());
  for (size_t I = 0; I < NewF.size(); ++I) {
    std::vector<double> &X = W[I];
    if (X.empty())
      continue;
    std::sort(X.begin(), X.end());
    Normal &N = Stgy[I];
    N.Learned = true;
    N.Median = X.size() % 2 ? X[X.size() / 2]
                            : (X[X.size() / 2 - 1] + X[X.size() / 2]) / 2;
    double Mean = std::accumulate(X.begin(), X.end(), 0.0) / X.size();
    double Var = 0;
    for (double V : X)
      Var += (V - Mean) * (V - Mean);
    N.Deviation = std::sqrt(Var / X.size());
  }
  Features = std::move(NewF);
  FeatureIndex.clear();
  for (uint32_t I = 0; I < Features.size(); ++I)
    FeatureIndex[Features[I]] = I;
}

llvm::json::Object Pruner::report() const {
  static const char *Methods[] = {"exploit", "reverse", "explore"};
  size_t Learned = 0;
  for (const Normal &N : Stgy)
    Learned += N.Learned;
  llvm::json::Array Budgets, Ratios;
  for (const RunData &R : RunsData) {
    Budgets.push_back(R.Budget);
    Ratios.push_back(R.Ratio);
  }
  return llvm::json::Object{
      {"kind", Opts.K == PruneOptions::Homi ? "homi" : "random"},
      {"runs", static_cast<int64_t>(Runs)},
      {"features", static_cast<int64_t>(Features.size())},
      {"learned_features", static_cast<int64_t>(Learned)},
      {"tests_recorded", static_cast<int64_t>(Data.size())},
      {"pruned", static_cast<int64_t>(PrunedTotal)},
      {"last_method", Methods[static_cast<int>(Last)]},
      {"budgets", std::move(Budgets)},
      {"ratios", std::move(Ratios)}};
}
