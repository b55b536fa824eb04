//===- Monitor.cpp - the ARG as an automaton over branch edges ------------===//
#include "abstraction/Monitor.h"

#include <deque>

using namespace forage;

Monitor::Move Monitor::resolve(const Arg &A, uint32_t Node,
                               llvm::DenseMap<uint32_t, uint32_t> &StateOf) {
  Move M{Top, 0, false};
  uint32_t N = Node;
  for (size_t Steps = 0; Steps <= A.Nodes.size(); ++Steps) {
    if (A.Nodes[N].CoveredBy != ArgNode::None)
      N = A.Nodes[N].CoveredBy;
    const ArgNode &X = A.Nodes[N];
    if (!X.Expanded)
      return {Top, 0, true}; // an unexpanded node: anything may follow
    if (X.Decides) {
      auto [It, New] =
          StateOf.insert({N, static_cast<uint32_t>(States.size())});
      if (New)
        States.push_back({N, A.Contexts.depth(X.Ctx) + 1, {}, {}, false});
      uint32_t Depth = States[It->second].Depth;
      // Skipping the summarised call's branches needs them to be deeper
      // than the next decision; otherwise track nothing.
      if (M.SkipDeeper && Depth > M.SkipDeeper)
        return {Top, 0, true};
      M.Target = It->second;
      return M;
    }
    if (X.Children.empty()) {
      M.Target = End;
      return M;
    }
    if (X.Children.size() > 1) { // an indirect call: one child per target
      Move D = dispatch(A, N, StateOf);
      if (D.Target == Top || (M.SkipDeeper && D.Target < States.size() &&
                              States[D.Target].Depth > M.SkipDeeper))
        return {Top, 0, true};
      M.Target = D.Target;
      M.SkipDeeper = M.SkipDeeper ? M.SkipDeeper : D.SkipDeeper;
      M.PassesSummary |= D.PassesSummary;
      return M;
    }
    uint32_t C = X.Children.front();
    if (A.Nodes[C].Via.K == EdgeKind::Summary) {
      uint32_t D = A.Contexts.depth(X.Ctx) + 1;
      M.SkipDeeper = M.SkipDeeper ? std::min(M.SkipDeeper, D) : D;
      M.PassesSummary = true;
    }
    N = C;
  }
  M.Target = End; // a cycle without a decision: no branch ever follows
  return M;
}

Monitor::Move Monitor::dispatch(const Arg &A, uint32_t N,
                                llvm::DenseMap<uint32_t, uint32_t> &StateOf) {
  auto Known = StateOf.find(N);
  if (Known != StateOf.end())
    return {Known->second, 0, false};
  if (!Dispatching.insert(N).second)
    return {Top, 0, true}; // a cycle of calls without a decision
  llvm::SmallVector<Move, 4> Parts;
  bool Ok = true;
  for (uint32_t C : A.Nodes[N].Children) {
    EdgeKind K = A.Nodes[C].Via.K;
    if (K != EdgeKind::Call) { // runs code the ARG does not follow
      Ok = false;
      break;
    }
    Move M = resolve(A, C, StateOf);
    if (M.Target >= States.size() || M.SkipDeeper || M.PassesSummary ||
        !States[M.Target].Parts.empty()) {
      Ok = false;
      break;
    }
    Parts.push_back(M);
  }
  Dispatching.erase(N);
  if (!Ok)
    return {Top, 0, true};
  bool Same = true;
  for (const Move &M : Parts) {
    Same &= M.Target == Parts.front().Target;
    // The decisions must be at one depth for the tracker to tell them.
    if (States[M.Target].Depth != States[Parts.front().Target].Depth)
      return {Top, 0, true};
  }
  if (Same)
    return Parts.front();
  uint32_t D = static_cast<uint32_t>(States.size());
  StateOf.insert({N, D});
  States.push_back({N, States[Parts.front().Target].Depth, {}, {}, false});
  for (const Move &M : Parts)
    States[D].Parts.push_back(M.Target);
  return {D, 0, false};
}

Monitor::Monitor(const Arg &A) {
  llvm::DenseMap<uint32_t, uint32_t> StateOf;
  Initial = resolve(A, 0, StateOf);
  for (size_t S = 0; S < States.size(); ++S) {
    if (!States[S].Parts.empty())
      continue;
    const ArgNode &X = A.Nodes[States[S].Node];
    for (uint32_t C : X.Children) {
      Move M = resolve(A, C, StateOf);
      States[S].Out.push_back({A.Nodes[C].Via.BranchId, M});
    }
  }
  // A dispatch state moves as the decision of the target that runs; the
  // targets' branch ids differ, or no tracking is possible there.
  for (StateInfo &D : States) {
    if (D.Parts.empty())
      continue;
    llvm::DenseSet<uint32_t> Ids;
    bool Distinct = true;
    for (uint32_t P : D.Parts)
      for (const auto &[B, M] : States[P].Out) {
        Distinct &= Ids.insert(B).second;
        D.Out.push_back({B, M});
      }
    if (!Distinct) {
      D.Out.clear();
      D.Wild = true;
    }
  }
  Dist.assign(States.size(), Unreachable);
}

const Monitor::Move *Monitor::step(uint32_t S, uint32_t B) const {
  static const Move Anything{Top, 0, true};
  if (States[S].Wild)
    return &Anything;
  for (const auto &[Id, M] : States[S].Out)
    if (Id == B)
      return &M;
  return nullptr;
}

void Monitor::setGoals(llvm::function_ref<bool(uint32_t)> Pending) {
  std::vector<std::vector<uint32_t>> Preds(States.size());
  std::deque<uint32_t> Work;
  Dist.assign(States.size(), Unreachable);
  for (uint32_t S = 0; S < States.size(); ++S) {
    bool Goal = States[S].Wild;
    for (const auto &[B, M] : States[S].Out) {
      if (Pending(B) || M.PassesSummary || M.Target == Top)
        Goal = true;
      else if (M.Target != End)
        Preds[M.Target].push_back(S);
    }
    if (Goal) {
      Dist[S] = 1;
      Work.push_back(S);
    }
  }
  while (!Work.empty()) {
    uint32_t S = Work.front();
    Work.pop_front();
    for (uint32_t P : Preds[S])
      if (Dist[P] == Unreachable) {
        Dist[P] = Dist[S] + 1;
        Work.push_back(P);
      }
  }
}

bool Monitor::live(uint32_t S) const {
  if (S == Top)
    return true;
  if (S == End)
    return false;
  return Dist[S] != Unreachable;
}

uint32_t Monitor::dist(uint32_t S) const {
  if (S == Top)
    return 1;
  if (S == End)
    return Unreachable;
  return Dist[S];
}

void MonitorTracker::reset() {
  Current.clear();
  Skip.clear();
  for (const Monitor *M : Monitors) {
    Current.push_back(M->initialMove().Target);
    Skip.push_back(M->initialMove().SkipDeeper);
  }
  Before.assign(Monitors.size(), Monitor::Top);
}

bool MonitorTracker::onBranch(uint32_t B, uint32_t Depth) {
  bool Ok = true;
  for (size_t K = 0; K < Monitors.size(); ++K) {
    const Monitor &M = *Monitors[K];
    uint32_t S = Current[K];
    Before[K] = Monitor::Top;
    if (S == Monitor::Top)
      continue;
    if (Skip[K] && Depth > Skip[K])
      continue; // inside a summarised call
    if (S == Monitor::End || Depth != M.depthOf(S)) {
      Current[K] = Monitor::Top;
      Ok = false;
      continue;
    }
    Before[K] = S;
    const Monitor::Move *Mv = M.step(S, B);
    if (!Mv) {
      Current[K] = Monitor::Top;
      Ok = false;
      continue;
    }
    Current[K] = Mv->Target;
    Skip[K] = Mv->SkipDeeper;
  }
  return Ok;
}
