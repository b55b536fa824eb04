//===- Proposals.cpp - symmetric moves of the Metropolis-Hastings chain ---===//
//
// Seed 000, section 5.4.
//
//===----------------------------------------------------------------------===//
#include "sampling/Proposals.h"

#include "sampling/LpSolver.h"

#include "expr/Bits.h"

#include <algorithm>
#include <cmath>

using namespace forage;

size_t Proposer::pickPosition(size_t Size, size_t Consumed) {
  // Section 4.3: mostly a position the run read, sometimes the unused tail.
  Consumed = std::min(Consumed, Size);
  std::uniform_real_distribution<double> U(0, 1);
  if (Consumed == 0 || (Consumed < Size && U(Rng) < 0.1))
    return Consumed +
           std::uniform_int_distribution<size_t>(0, Size - Consumed - 1)(Rng);
  return std::uniform_int_distribution<size_t>(0, Consumed - 1)(Rng);
}

static i128 wrap(i128 V, i128 Lo, i128 Span) {
  i128 R = (V - Lo) % Span;
  if (R < 0)
    R += Span;
  return Lo + R;
}

i128 Proposer::stepInteger(i128 V, i128 Lo, i128 Hi, bool Unit) {
  i128 Span = Hi - Lo + 1;
  if (Span <= 1)
    return Lo;
  V = std::min(std::max(V, Lo), Hi);
  bool Up = Rng() & 1;
  if (!Unit && Span <= 16) {
    // (g) categorical: redraw uniformly among the other values.
    i128 R = static_cast<i128>(Rng() % static_cast<uint64_t>(Span - 1));
    i128 N = Lo + R;
    return N >= V ? N + 1 : N;
  }
  i128 Delta = 1;
  if (!Unit) {
    unsigned Bits = 0;
    for (u128 S = static_cast<u128>(Span); S > 1; S >>= 1)
      ++Bits;
    unsigned K = static_cast<unsigned>(Rng() % (Bits ? Bits : 1));
    Delta = i128(1) << K;
  }
  return wrap(Up ? V + Delta : V - Delta, Lo, Span);
}

u128 Proposer::stepFloat(u128 Raw, const InputSlot &S) {
  if (S.FLo < S.FHi) {
    std::normal_distribution<double> N(0, 1);
    int K = 1 + static_cast<int>(Rng() % 40);
    double Sigma = (S.FHi - S.FLo) * std::ldexp(1.0, -K);
    double X = S.toDouble(Raw);
    if (!(X >= S.FLo && X <= S.FHi))
      X = (S.FLo + S.FHi) / 2;
    X += Sigma * N(Rng);
    // Reflect into [FLo, FHi] (keeps the move symmetric).
    double W = S.FHi - S.FLo;
    for (int I = 0; I < 4 && (X < S.FLo || X > S.FHi); ++I)
      X = X < S.FLo ? 2 * S.FLo - X : 2 * S.FHi - X;
    X = std::min(std::max(X, S.FLo), S.FHi);
    (void)W;
    return S.fromDouble(X);
  }
  // Ordered bit pattern: negative floats reversed below the positive ones.
  unsigned W = S.Width == 32 ? 32 : 64;
  u128 Sign = u128(1) << (W - 1);
  u128 B = bits::trunc(Raw, W);
  u128 Key = (B & Sign) ? bits::trunc(~B, W) : B | Sign;
  i128 Max = static_cast<i128>(bits::mask(W));
  i128 NK = stepInteger(static_cast<i128>(Key), 0, Max, false);
  u128 NKey = static_cast<u128>(NK);
  return (NKey & Sign) ? NKey & ~Sign : bits::trunc(~NKey, W);
}

bool Proposer::lpMove(const Domain &D, const InputVec &Cur, InputVec &Out) {
  std::uniform_real_distribution<double> U(0, 1);
  std::vector<uint32_t> Cols;
  for (const LinRow &R : D.Rows)
    for (auto [Pos, C] : R.Terms)
      if (std::find(Cols.begin(), Cols.end(), Pos) == Cols.end())
        Cols.push_back(Pos);
  // A vertex may be fractional: round it and check, and draw another box
  // and objective a few times if rounding left the domain (section 5.4 d).
  std::vector<double> X;
  for (int Try = 0; Try < 4; ++Try) {
    LpProblem P;
    P.Rows = &D.Rows;
    P.Cols = Cols;
    for (uint32_t Pos : Cols) {
      auto [Lo, Hi] = D.bounds(Space, Pos);
      double L = static_cast<double>(Lo), H = static_cast<double>(Hi);
      double V = Pos < Cur.size()
                     ? static_cast<double>(Space.slot(Pos).toInt(Cur[Pos]))
                     : L;
      // Delta log-uniform in [1, (H - L)/2].
      double MaxD = std::max(1.0, (H - L) / 2);
      double Delta = std::round(std::exp(U(Rng) * std::log(MaxD)));
      P.Bounds.push_back({std::max(L, std::floor(V - Delta)),
                          std::min(H, std::ceil(V + Delta))});
    }
    if (!randomVertex(P, Rng, X))
      return false;
    Out = Cur;
    for (size_t K = 0; K < X.size(); ++K) {
      uint32_t Pos = P.Cols[K];
      if (Pos >= Out.size())
        Out.resize(Pos + 1, 0);
      Out[Pos] = Space.slot(Pos).fromInt(static_cast<i128>(std::llround(X[K])));
    }
    if (D.contains(Space, Out))
      break;
  }
  return true;
}

bool Proposer::propose(const Domain &D, const InputVec &Cur, size_t Consumed,
                       InputVec &Out, MoveKind &Kind) {
  std::uniform_real_distribution<double> U(0, 1);
  if (D.linear() && (Opts.Paper || U(Rng) < Opts.LpShare)) {
    Kind = MoveKind::Lp;
    return lpMove(D, Cur, Out);
  }
  Kind = MoveKind::Coordinate;
  Out = Cur;
  if (Out.empty())
    return false;
  size_t Pos = pickPosition(Out.size(), Consumed);
  const InputSlot &S = Space.slot(Pos);
  if (S.isFloat()) {
    Out[Pos] = stepFloat(Out[Pos], S);
    return true;
  }
  auto [Lo, Hi] = D.bounds(Space, Pos);
  bool Unit = Opts.Paper || U(Rng) < Opts.UnitShare;
  Out[Pos] = S.fromInt(stepInteger(S.toInt(Out[Pos]), Lo, Hi, Unit));
  return true;
}
