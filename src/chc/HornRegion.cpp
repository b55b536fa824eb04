//===- HornRegion.cpp - a loop-free region as one formula -----------------===//
//
// The region walk of HornEncoder::Segment (HornSegment.h): from position P
// every block reachable without entering another position (a loop head, or
// the return of an entered call) is encoded once, in topological order,
// under a reach condition: true at P, at a block of one incoming edge that
// edge's condition (the predecessor's reach condition, its guards and the
// branch's), at a join a fresh boolean equal to the disjunction of its
// incoming edges. At a join, a value that differs between the incoming
// edges (a phi, a global stored on one side) becomes a fresh constant equal
// to each edge's value under that edge's condition. A block's facts hold
// under its reach condition. Each exit (an edge into a position, a return,
// an error call, a branch outcome's goal, an entered call) is one clause
// over the facts of the blocks that reach it; the side conditions of the
// whole region, each under its block's reach condition and the guards
// before it, are one clause into Side. In one execution at most one
// incoming edge of a join holds, so the clauses describe exactly the paths
// the tree walk enumerates one by one, in a size linear in the region
// (SeaHorn's large-block encoding): eca-rers' thousands of joins of `&&`
// and `||` chains need no relation each.
//
//===----------------------------------------------------------------------===//
#include "chc/HornSegment.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"

#include <map>

using namespace forage;
using namespace forage::hornsegment;

namespace {
/// An edge into a block of the region or into a position.
struct RegionEdge {
  size_t From;                 ///< The block it leaves (topological index).
  z3::expr Cond;               ///< When it is taken.
  ChcEnv Env;                  ///< The values along it (phi moves done).
  std::vector<z3::expr> Facts; ///< Made on the edge (hold when taken).
};

/// One input a block reads.
struct Input {
  z3::expr X;
  unsigned Bits;
  bool Signed;
};
} // namespace

void HornEncoder::Segment::region() {
  z3::context &Z = H.Z;
  IntSemantics &Sem = *H.Sem;
  const Cfa &C = H.C;
  const llvm::BasicBlock *Start = P->getParent();
  auto First = [&](const llvm::BasicBlock *BB) {
    return BB == Start ? P : BB->getFirstNonPHI();
  };
  // Whether the walk of a block ends at a call (terminal, or one the
  // encoding enters): then its successors are not reached from here.
  auto Stops = [&](const llvm::BasicBlock *BB) {
    for (const llvm::Instruction *I = First(BB); I; I = I->getNextNode())
      if (auto *CB = llvm::dyn_cast<llvm::CallBase>(I)) {
        CallRole R = C.roleOf(*CB);
        if (R == CallRole::Terminal)
          return true;
        if (R == CallRole::Descend && H.encodes(Cfa::directCallee(*CB)))
          return true;
        if (R == CallRole::Dispatch) {
          const CallTargets &T = C.targetsOf(*CB);
          if (T.Defined.empty() && !T.External)
            return true;
          for (const llvm::Function *G : T.Defined)
            if (H.encodes(G))
              return true;
        }
      }
    return false;
  };
  auto Inside = [&](const llvm::BasicBlock *BB) {
    return !L.Rel.count(BB->getFirstNonPHI());
  };
  // The region's blocks in topological order (reverse postorder).
  std::vector<const llvm::BasicBlock *> Order;
  std::map<const llvm::BasicBlock *, size_t> Index;
  {
    std::set<const llvm::BasicBlock *> Seen{Start};
    std::vector<std::pair<const llvm::BasicBlock *, unsigned>> Stack{
        {Start, 0}};
    std::map<const llvm::BasicBlock *, bool> StopsAt;
    while (!Stack.empty()) {
      auto &[BB, Next] = Stack.back();
      if (!StopsAt.count(BB))
        StopsAt[BB] = Stops(BB);
      const llvm::Instruction *T = BB->getTerminator();
      unsigned N = StopsAt[BB] || !T ? 0 : T->getNumSuccessors();
      if (Next >= N) {
        Order.push_back(BB);
        Stack.pop_back();
        continue;
      }
      const llvm::BasicBlock *S = T->getSuccessor(Next++);
      if (S == Start && Inside(S)) {
        // Back into the block P is in, not at a position (cannot happen:
        // every cycle has a loop head): the tree walk instead.
        return walk(P, E0, B0, 0);
      }
      if (Inside(S) && Seen.insert(S).second)
        Stack.push_back({S, 0});
    }
    std::reverse(Order.begin(), Order.end());
    for (size_t K = 0; K < Order.size(); ++K)
      Index[Order[K]] = K;
  }
  size_t N = Order.size();
  std::vector<std::vector<RegionEdge>> In(N);
  std::vector<z3::expr> Facts;      // per block: its facts, guarded
  std::vector<z3::expr> Reach;      // per block: its reach condition
  std::vector<llvm::BitVector> Anc; // per block: the blocks reaching it
  std::vector<std::vector<Input>> Inputs(N);
  std::vector<bool> Done(N, false);
  // Edges into positions, by position, in the order first met.
  std::vector<const llvm::Instruction *> Targets;
  std::map<const llvm::Instruction *, std::vector<RegionEdge>> ToTarget;
  z3::expr_vector SideAny(Z);
  std::vector<SideCondition> SideParts;
  auto All = [&](const z3::expr_vector &V) {
    return V.empty() ? Z.bool_val(true) : z3::mk_and(V);
  };
  // The body of a clause leaving block K (whose facts are not in Facts
  // yet): the facts of the blocks before it and their inputs.
  auto BodyBefore = [&](size_t K, const llvm::BitVector &A) {
    ClauseBody B;
    B.Ranges = B0.Ranges;
    for (int J = A.find_first(); J >= 0; J = A.find_next(J)) {
      if (size_t(J) == K || !Done[J])
        continue;
      B.Facts.push_back(Facts[J]);
      for (const Input &X : Inputs[J]) {
        B.Inputs.push_back(X.X);
        B.InputBits.push_back(X.Bits);
        B.InputSigned.push_back(X.Signed);
        B.InputWhen.push_back(Reach[J]);
      }
    }
    return B;
  };
  // Merges the values of Edges (more than one) over Keys; Defs gets the
  // definitions of the merged ones.
  auto Merge = [&](const std::vector<RegionEdge> &Edges,
                   const std::vector<const llvm::Value *> &Keys,
                   z3::expr_vector &Defs) {
    ChcEnv Out;
    for (const llvm::Value *V : Keys) {
      const z3::expr *One = nullptr;
      bool Same = true;
      for (const RegionEdge &E : Edges) {
        auto It = E.Env.find(V);
        if (It == E.Env.end()) {
          Same = false;
          continue;
        }
        if (!One)
          One = &It->second;
        else if (!z3::eq(*One, It->second))
          Same = false;
      }
      if (!One)
        continue; // on no edge: havocked where needed
      if (Same) {
        Out.insert_or_assign(V, *One);
        continue;
      }
      z3::expr X = Z.constant(Sem.name("j!").c_str(), One->get_sort());
      for (const RegionEdge &E : Edges) {
        auto It = E.Env.find(V);
        if (It != E.Env.end())
          Defs.push_back(z3::implies(E.Cond, X == It->second));
      }
      Out.insert_or_assign(V, X);
    }
    return Out;
  };
  auto KeysAt = [&](const llvm::Instruction *At) {
    std::vector<const llvm::Value *> Keys;
    auto It = L.Live.find(At);
    if (It != L.Live.end())
      Keys = It->second;
    Keys.insert(Keys.end(), L.Globals.begin(), L.Globals.end());
    Keys.insert(Keys.end(), L.Locals.begin(), L.Locals.end());
    return Keys;
  };
  // Joins the edges of one target: its reach condition, values and the
  // blocks reaching it; Defs gets what defines them.
  auto Join = [&](const std::vector<RegionEdge> &Edges,
                  const llvm::Instruction *At, z3::expr &R, ChcEnv &Env,
                  llvm::BitVector &A, z3::expr_vector &Defs) {
    A = llvm::BitVector(N);
    for (const RegionEdge &E : Edges) {
      A |= Anc[E.From];
      z3::expr_vector EF(Z);
      for (const z3::expr &F : E.Facts)
        EF.push_back(F);
      if (!EF.empty())
        Defs.push_back(z3::implies(E.Cond, All(EF)));
    }
    if (Edges.size() == 1) {
      R = Edges[0].Cond;
      Env = Edges[0].Env;
      return;
    }
    z3::expr_vector Any(Z);
    for (const RegionEdge &E : Edges)
      Any.push_back(E.Cond);
    R = Z.bool_const(Sem.name("b!").c_str());
    Defs.push_back(R == z3::mk_or(Any));
    Env = Merge(Edges, KeysAt(At), Defs);
  };

  for (size_t K = 0; K < N; ++K) {
    const llvm::BasicBlock *BB = Order[K];
    z3::expr R = Z.bool_val(true);
    ChcEnv E;
    llvm::BitVector A(N);
    z3::expr_vector Defs(Z);
    if (K == 0) {
      E = E0;
    } else {
      if (In[K].empty()) { // only after a call that ends the walk
        Reach.push_back(Z.bool_val(false));
        Facts.push_back(Z.bool_val(true));
        Anc.push_back(A);
        Done[K] = true;
        continue;
      }
      Join(In[K], BB->getFirstNonPHI(), R, E, A, Defs);
    }
    A.set(K);
    Anc.push_back(A);
    Reach.push_back(R);
    ClauseBody B = BodyBefore(K, A);
    for (const z3::expr &D : Defs)
      B.Facts.push_back(D);
    size_t Own = B.Facts.size(), OwnInputs = B.Inputs.size();
    B.Guards.push_back(R);
    // Inputs read in this block are read when it is reached.
    auto Track = [&] {
      while (B.InputWhen.size() < B.Inputs.size())
        B.InputWhen.push_back(R);
    };
    // The block's facts, under its reach condition, and its side
    // conditions, once its walk ends.
    auto Finish = [&] {
      z3::expr_vector Mine(Z);
      for (size_t J = Own; J < B.Facts.size(); ++J)
        Mine.push_back(B.Facts[J]);
      Facts.push_back(All(Defs) && z3::implies(R, All(Mine)));
      for (size_t J = OwnInputs; J < B.Inputs.size(); ++J)
        Inputs[K].push_back({B.Inputs[J], B.InputBits[J], B.InputSigned[J]});
      for (const SideCondition &SC : B.Side) {
        z3::expr_vector V(Z);
        for (size_t G = 0; G < SC.Guards; ++G)
          V.push_back(B.Guards[G]);
        V.push_back(SC.Violation);
        SideAny.push_back(z3::mk_and(V));
        SideParts.push_back({0, SideAny.back(), SC.Wraps});
      }
      Done[K] = true;
    };
    const llvm::Instruction *I = First(BB);
    for (;; I = I->getNextNode()) {
      if (auto *CB = llvm::dyn_cast<llvm::CallBase>(I)) {
        Step S = call(*CB, E, B, [] {});
        Track();
        if (S == Step::Next)
          continue;
        break;
      }
      if (!I->isTerminator()) {
        Sem.instruction(*I, E, B);
        Track();
        continue;
      }
      break;
    }
    if (!I->isTerminator()) {
      Finish();
      continue;
    }
    if (auto *Ret = llvm::dyn_cast<llvm::ReturnInst>(I)) {
      ret(*Ret, E, B);
      Finish();
      continue;
    }
    if (!llvm::isa<llvm::BranchInst>(I) && !llvm::isa<llvm::SwitchInst>(I) &&
        !llvm::isa<llvm::IndirectBrInst>(I)) {
      Finish(); // unreachable, resume: the path ends
      continue;
    }
    uint32_t FirstBranch = H.PM.firstBranch(I);
    std::vector<RegionEdge> Out;
    for (unsigned S = 0; S < I->getNumSuccessors(); ++S) {
      ClauseBody Bd = B;
      ChcEnv En = E;
      Sem.jump(I, S, En, Bd);
      if (FirstBranch != ProgramModel::NoBranch &&
          H.PM.branch(FirstBranch + S).IsUser)
        emit(Bd, H.goalFor(FirstBranch + S, nullptr, Cost)());
      z3::expr_vector G(Z);
      for (const z3::expr &X : Bd.Guards)
        G.push_back(X);
      std::vector<z3::expr> EdgeFacts(Bd.Facts.begin() + B.Facts.size(),
                                      Bd.Facts.end());
      Out.push_back({K, All(G), std::move(En), std::move(EdgeFacts)});
      // Side conditions on the edge (none today: jump() adds none).
      for (size_t J = B.Side.size(); J < Bd.Side.size(); ++J)
        B.Side.push_back(Bd.Side[J]);
    }
    Finish();
    for (unsigned S = 0; S < I->getNumSuccessors(); ++S) {
      const llvm::BasicBlock *To = I->getSuccessor(S);
      const llvm::Instruction *T = To->getFirstNonPHI();
      if (!Inside(To)) {
        if (!ToTarget.count(T))
          Targets.push_back(T);
        ToTarget[T].push_back(std::move(Out[S]));
      } else {
        In[Index.at(To)].push_back(std::move(Out[S]));
      }
    }
  }
  // The clauses into positions: their incoming edges joined.
  for (const llvm::Instruction *T : Targets) {
    z3::expr R = Z.bool_val(true);
    ChcEnv Env;
    llvm::BitVector A;
    z3::expr_vector Defs(Z);
    Join(ToTarget[T], T, R, Env, A, Defs);
    ClauseBody B = BodyBefore(N, A);
    for (const z3::expr &D : Defs)
      B.Facts.push_back(D);
    B.Guards.push_back(R);
    emit(B, stateAt(T, Env, B));
  }
  if (!SideAny.empty()) {
    z3::expr_vector F(Z);
    for (size_t K = 0; K < N; ++K)
      F.push_back(Facts[K]);
    H.Clauses.push_back({{Premise}, All(F) && z3::mk_or(SideAny), H.Side()});
    H.Clauses.back().Ranges = ranges(Z, B0);
    H.Clauses.back().Sides = std::move(SideParts);
  }
}
