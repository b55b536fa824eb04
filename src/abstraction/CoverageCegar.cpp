//===- CoverageCegar.cpp - coverage-driven CEGAR model checking -----------===//
#include "abstraction/CoverageCegar.h"
#include "abstraction/PathFormula.h"
#include "abstraction/Refiner.h"
#include "support/Clock.h"

#include <deque>
#include <map>

using namespace forage;

CoverageCegar::CoverageCegar(Cfa &C, const McOptions &Opts)
    : C(C), Opts(Opts), Enc(Z, C), Prec(Z, C),
      Post(Z, Enc, Prec, Opts.SolverLimits), Meter(Z),
      Stuck(C.model().numBranches(), false) {}

CoverageCegar::~CoverageCegar() = default;

uint64_t CoverageCegar::resources() {
  z3::stats St = Meter.statistics();
  for (unsigned K = 0; K < St.size(); ++K)
    if (St.key(K) == "rlimit count")
      return St.is_uint(K) ? St.uint_value(K)
                           : static_cast<uint64_t>(St.double_value(K));
  return 0;
}

uint64_t CoverageCegar::work(McPhaseStats &Stats) {
  Stats.Work = Stats.Steps + (resources() - PhaseResources) / ResourcesPerWork;
  return Stats.Work;
}

std::vector<std::pair<Position, CfaEdge>>
CoverageCegar::treePath(uint32_t N) const {
  std::vector<std::pair<Position, CfaEdge>> Path;
  for (uint32_t X = N; A->Nodes[X].Parent != ArgNode::None;
       X = A->Nodes[X].Parent)
    Path.push_back({A->Nodes[A->Nodes[X].Parent].Pos, A->Nodes[X].Via});
  std::reverse(Path.begin(), Path.end());
  return Path;
}

void CoverageCegar::expand(uint32_t N, std::vector<uint32_t> &Created) {
  std::vector<CfaEdge> Edges;
  C.edgesOf(A->Nodes[N].Pos, Edges);
  A->Nodes[N].Decides = !Edges.empty() && Edges[0].K == EdgeKind::Jump &&
                        Edges[0].BranchId != ProgramModel::NoBranch;
  for (CfaEdge E : Edges) {
    const ArgNode &Src = A->Nodes[N];
    ArgNode Child;
    Child.Parent = N;
    Child.Frames = Src.Frames;
    Child.Ctx = Src.Ctx;
    PostResult R;
    const auto *Call = llvm::dyn_cast<llvm::CallBase>(E.End);
    if (E.K == EdgeKind::Call && A->Contexts.depth(Src.Ctx) >= Opts.CallDepth) {
      // Beyond the call-depth bound: a havoc summary (spec 7.3). Nothing
      // the callee runs can be proved unreachable any more.
      E.K = EdgeKind::Summary;
      C.markUnseen(E.Callee);
    }
    switch (E.K) {
    case EdgeKind::Jump:
    case EdgeKind::Summary:
    case EdgeKind::External:
      R = Post.post(Src.Pos, E, Src.Frames.back(), {}, nullptr, N == 0);
      Child.Pos = E.K == EdgeKind::Jump
                      ? C.blockPosition(E.End->getSuccessor(E.Successor))
                      : E.End->getNextNode();
      Child.Frames.back() = R.Target;
      break;
    case EdgeKind::Call:
      R = Post.post(Src.Pos, E, Src.Frames.back(), {}, nullptr, N == 0);
      Child.Pos = C.entryOf(*E.Callee);
      Child.Frames.back() = R.Caller;
      Child.Frames.push_back(R.Target);
      Child.Ctx = A->Contexts.push(Src.Ctx, Call);
      break;
    case EdgeKind::Return: {
      if (Src.Ctx == 0)
        continue; // main returns: the execution ends
      const llvm::CallBase *Site = A->Contexts.site(Src.Ctx);
      R = Post.post(Src.Pos, E, Src.Frames.back(),
                    Src.Frames[Src.Frames.size() - 2], Site);
      Child.Frames.pop_back();
      Child.Frames.back() = R.Target;
      Child.Pos = Site->getNextNode();
      Child.Ctx = A->Contexts.parent(Src.Ctx);
      break;
    }
    case EdgeKind::Exit:
      continue;
    }
    if (!R.Feasible)
      continue; // abstractly false: no child, no goal check
    Child.Via = E;
    uint32_t Id = static_cast<uint32_t>(A->Nodes.size());
    A->Nodes.push_back(std::move(Child));
    A->Nodes[N].Children.push_back(Id);
    Created.push_back(Id);
  }
}

bool CoverageCegar::build(std::vector<bool> &Pending, uint64_t RefineUntil,
                          uint64_t HardStop, std::vector<McTest> &Tests,
                          McPhaseStats &Stats) {
  A = std::make_unique<Arg>();
  ArgNode Root;
  Root.Ctx = 0;
  Root.Pos = C.entryOf(*C.mainFunction());
  Root.Frames.assign(1, LitSet());
  A->Nodes.push_back(std::move(Root));
  std::deque<uint32_t> Work{0};
  std::map<std::pair<uint32_t, Position>, std::vector<uint32_t>> ByLoc;
  std::vector<uint32_t> Created;
  // Past the slice (in time or in steps) a phase only completes its ARG.
  auto Refining = [&] {
    return steadyNanos() < RefineUntil &&
           (RefineSteps == ~uint64_t(0) || work(Stats) < RefineSteps);
  };
  while (!Work.empty()) {
    if (A->Nodes.size() >= Opts.MaxNodes || steadyNanos() >= HardStop ||
        (MaxSteps != ~uint64_t(0) && work(Stats) >= MaxSteps))
      return true; // incomplete: A->Complete stays false
    uint32_t N;
    if (Opts.Bfs) {
      N = Work.front();
      Work.pop_front();
    } else {
      N = Work.back();
      Work.pop_back();
    }
    std::vector<uint32_t> &Here = ByLoc[{A->Nodes[N].Ctx, A->Nodes[N].Pos}];
    bool Covered = false;
    for (uint32_t M : Here)
      if (mayCover(A->Nodes[M], A->Nodes[N])) {
        A->Nodes[N].CoveredBy = M;
        Covered = true;
        break;
      }
    if (Covered)
      continue;
    Here.push_back(N);
    A->Nodes[N].Expanded = true;
    ++Stats.Steps;
    Created.clear();
    expand(N, Created);
    for (auto It = Created.rbegin(); It != Created.rend(); ++It) {
      uint32_t Ch = *It;
      Work.push_back(Ch);
      uint32_t Goal = A->Nodes[Ch].Via.BranchId;
      if (A->Nodes[Ch].Via.K != EdgeKind::Jump ||
          Goal == ProgramModel::NoBranch || !Pending[Goal] || !Refining())
        continue; // past the slice: only complete the ARG
      // A goal edge was created: is its tree path feasible?
      ++Stats.GoalChecks;
      ++Stats.Steps;
      PathFormula PF(Enc, treePath(Ch));
      PathCheck PC = PF.check(Opts.SolverLimits);
      if (PC.V == PathCheck::Feasible) {
        Tests.push_back({PC.Inputs, Goal});
        Pending[Goal] = false;
      } else if (PC.V == PathCheck::Infeasible) {
        if (!Refining() || Stuck[Goal])
          continue; // the spurious path stays; the goal stays open
        ++Stats.Refinements;
        if (++RefinedFor[Goal] > Opts.RefinementsPerGoal) {
          // Likely unrolling a counter: let the other goals have a turn.
          Stuck[Goal] = true;
          ++Stats.StuckGoals;
          continue;
        }
        unsigned Added = refineFromCore(PF, PC.Core, Prec);
        if (Added > 0)
          return false; // restart with the new predicates
        Stuck[Goal] = true;
        ++Stats.StuckGoals;
      } else {
        ++Stats.UnknownChecks;
      }
    }
  }
  A->Complete = true;
  return true;
}

McPhaseStats CoverageCegar::run(std::vector<bool> Pending, uint64_t RefineUntil,
                                uint64_t HardStop, std::vector<McTest> &Tests,
                                std::vector<McProof> &Proofs,
                                uint64_t RefineStepLimit,
                                uint64_t MaxStepLimit) {
  uint64_t Start = steadyNanos();
  RefineSteps = RefineStepLimit;
  MaxSteps = MaxStepLimit;
  PhaseResources = resources();
  McPhaseStats Stats;
  std::fill(Stuck.begin(), Stuck.end(), false);
  RefinedFor.assign(Stuck.size(), 0);
  std::vector<bool> Goals = Pending;
  while (!build(Pending, RefineUntil, HardStop, Tests, Stats)) {
  }
  Stats.Complete = A->Complete;
  Stats.Nodes = A->Nodes.size();
  for (const ArgNode &N : A->Nodes)
    Stats.CoveredNodes += N.CoveredBy != ArgNode::None;
  Stats.Predicates = Prec.size();
  if (A->Complete) {
    // Spec 4.7: unreachable iff no node was created through the edge.
    const ProgramModel &PM = C.model();
    std::vector<bool> Created(PM.numBranches(), false);
    std::map<const llvm::Instruction *, std::string> Invariants;
    for (const ArgNode &N : A->Nodes) {
      if (N.Via.K == EdgeKind::Jump && N.Via.BranchId != ProgramModel::NoBranch)
        Created[N.Via.BranchId] = true;
    }
    for (uint32_t B = 0; B < PM.numBranches(); ++B) {
      const BranchInfo &Info = PM.branch(B);
      if (!Goals[B] || !Pending[B] || Created[B] || !Info.IsUser)
        continue;
      if (C.mayRunUnseen(Info.Terminator->getFunction()))
        continue; // code the ARG may not have seen run
      std::string Inv;
      for (const ArgNode &N : A->Nodes)
        if (N.CoveredBy == ArgNode::None && N.Expanded &&
            C.segmentEnd(N.Pos) == Info.Terminator)
          Inv += (Inv.empty() ? "" : " || ") + Prec.str(N.Frames.back());
      Proofs.push_back({B, Inv.empty() ? "false" : Inv});
    }
  }
  work(Stats);
  Stats.Seconds = static_cast<double>(steadyNanos() - Start) * 1e-9;
  return Stats;
}
