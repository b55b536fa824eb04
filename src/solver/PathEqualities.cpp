//===- PathEqualities.cpp - the terms a path's constraints decide ---------===//
#include "solver/PathEqualities.h"
#include "expr/Bits.h"
#include "expr/Substitute.h"

#include "llvm/ADT/SmallVector.h"

using namespace forage;

void PathEqualities::add(ExprRef C) {
  if (C->isSymbolic() && C->width() == 1)
    decide(C, 1);
}

void PathEqualities::record(ExprRef X, ExprRef V) {
  if (Terms.try_emplace(X, V).second)
    Log.push_back({X, ~0u});
}

void PathEqualities::decide(ExprRef X, u128 V) {
  if (!X->isSymbolic())
    return;
  unsigned W = X->width();
  V = bits::trunc(V, W);
  record(X, Ctx.constant(W, V));
  switch (X->kind()) {
  case ExprKind::Var:
    if (Pins.try_emplace(X->varId(), Ctx.constant(W, V)).second)
      Log.push_back({X, X->varId()});
    return;
  case ExprKind::Concat: {
    unsigned LoW = X->op(1)->width();
    decide(X->op(0), V >> LoW);
    decide(X->op(1), bits::trunc(V, LoW));
    return;
  }
  case ExprKind::ZExt:
    if (bits::trunc(V, X->op(0)->width()) == V)
      decide(X->op(0), V);
    return;
  case ExprKind::SExt: {
    unsigned N = X->op(0)->width();
    if (bits::sext(bits::trunc(V, N), N, W) == V)
      decide(X->op(0), V);
    return;
  }
  case ExprKind::Not:
    decide(X->op(0), ~V);
    return;
  case ExprKind::Add:
  case ExprKind::Xor:
    if (X->op(0)->isConstant()) {
      u128 K = X->op(0)->value();
      decide(X->op(1), X->kind() == ExprKind::Add ? V - K : V ^ K);
    }
    return;
  case ExprKind::Eq:
    // A true `k == Y` decides Y (the builder keeps constants left).
    if (V == 1 && X->op(0)->isConstant())
      decide(X->op(1), X->op(0)->value());
    return;
  case ExprKind::And:
    // Booleans: a true conjunction holds both parts.
    if (W == 1 && V == 1) {
      decide(X->op(0), 1);
      decide(X->op(1), 1);
    }
    return;
  case ExprKind::Or:
    if (W == 1 && V == 0) {
      decide(X->op(0), 0);
      decide(X->op(1), 0);
    }
    return;
  default:
    return;
  }
}

void PathEqualities::truncate(size_t Mark) {
  while (Log.size() > Mark) {
    auto [X, Pin] = Log.back();
    Log.pop_back();
    if (Pin == ~0u)
      Terms.erase(X);
    else
      Pins.erase(Pin);
  }
}

ExprRef PathEqualities::replace(ExprRef Root, bool PinsOnly) {
  if (!Root->isSymbolic() || (PinsOnly ? Pins.empty() : Terms.empty()))
    return Root;
  // Iterative post-order over the DAG (expressions can be deep: a checksum
  // over a whole input), one result per node.
  llvm::DenseMap<ExprRef, ExprRef> Done;
  llvm::SmallVector<std::pair<ExprRef, bool>, 64> Stack{{Root, false}};
  llvm::SmallVector<ExprRef, 4> Ops;
  while (!Stack.empty()) {
    auto [E, Expanded] = Stack.back();
    if (!E->isSymbolic() || Done.count(E)) {
      Stack.pop_back();
      continue;
    }
    if (!Expanded) {
      if (E->kind() == ExprKind::Var) {
        auto P = Pins.find(E->varId());
        Done[E] = P != Pins.end() ? P->second : E;
        Stack.pop_back();
        continue;
      }
      if (!PinsOnly) {
        auto T = Terms.find(E);
        if (T != Terms.end()) {
          Done[E] = T->second;
          Stack.pop_back();
          continue;
        }
      }
      Stack.back().second = true;
      for (unsigned K = 0; K < E->numOps(); ++K)
        if (E->op(K)->isSymbolic() && !Done.count(E->op(K)))
          Stack.push_back({E->op(K), false});
      continue;
    }
    Stack.pop_back();
    Ops.clear();
    bool Changed = false;
    for (unsigned K = 0; K < E->numOps(); ++K) {
      ExprRef O = E->op(K);
      ExprRef R = O->isSymbolic() ? Done.lookup(O) : O;
      Ops.push_back(R);
      Changed |= R != O;
    }
    ExprRef R = Changed ? rebuild(Ctx, E, Ops) : E;
    if (Changed && !PinsOnly) {
      // The simplified node may itself be a decided term.
      auto T = Terms.find(R);
      if (T != Terms.end())
        R = T->second;
    }
    Done[E] = R;
  }
  return Done.lookup(Root);
}
