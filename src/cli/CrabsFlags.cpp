//===- CrabsFlags.cpp - options and report of the model checker -----------===//
#include "cli/CrabsFlags.h"
#include "cfa/Cfa.h"
#include "chc/ChcProver.h"
#include "chc/InvariantAtoms.h"
#include "cli/RunCommand.h"
#include "explore/crabs/CrabsDriver.h"
#include "suite/AtomicFile.h"
#include "suite/Coverage.h"
#include "suite/SuiteWriter.h"
#include "support/Clock.h"

#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace forage;
namespace cl = llvm::cl;

llvm::cl::OptionCategory &forage::crabsCategory() {
  static cl::OptionCategory Cat("Abstraction (seed 003, Crabs)");
  return Cat;
}

llvm::cl::SubCommand &forage::proveSubcommand() {
  static cl::SubCommand Sub(
      "prove", "model-check PROGRAM.c: cover branches with tests from the "
               "model checker and prove the others unreachable");
  return Sub;
}

namespace {
cl::opt<bool> Abstraction(
    "abstraction",
    cl::desc("Alternate the concolic search with a CEGAR model checker "
             "that proves branches unreachable and guides the search "
             "(default: off)"),
    cl::cat(crabsCategory()), cl::sub(runSubcommand()));
cl::opt<double> McRatio(
    "mc-ratio",
    cl::desc("With --abstraction: share of each round spent model checking; "
             "0 is the plain strategy, 1 the model checker alone "
             "(default: 0.2)"),
    cl::init(0.2), cl::cat(crabsCategory()), cl::sub(runSubcommand()));
cl::opt<double> CrabsRound(
    "crabs-round",
    cl::desc("With --abstraction: seconds per round of testing plus model "
             "checking (default: 0, min(20, time/5) and at least 2)"),
    cl::init(0), cl::cat(crabsCategory()), cl::sub(runSubcommand()));
cl::opt<bool> CrabsKeepSearch(
    "crabs-keep-search",
    cl::desc("With --abstraction: each testing phase continues the search "
             "of the previous one (its current path, the inputs it ran, "
             "what it tried) instead of a new search from the all-zero "
             "input, as the paper's phases start (default: on)"),
    cl::init(true), cl::cat(crabsCategory()), cl::sub(runSubcommand()));
cl::opt<bool> CrabsBackoff(
    "crabs-backoff",
    cl::desc("With --abstraction: a model-checking phase that proves "
             "nothing, covers nothing new and leaves its ARG incomplete "
             "halves the next phase's share (down to an eighth; progress "
             "restores it), so that a model checker that cannot finish does "
             "not starve the search; off keeps the paper's fixed ratio "
             "(default: on)"),
    cl::init(true), cl::cat(crabsCategory()), cl::sub(runSubcommand()));
cl::opt<unsigned> McMaxNodes(
    "mc-max-nodes",
    cl::desc("ARG nodes before the model checker gives up on a complete "
             "graph; nothing is proved then (default: 200000)"),
    cl::init(200'000), cl::cat(crabsCategory()), cl::sub(runSubcommand()),
    cl::sub(proveSubcommand()));
cl::opt<double> McSolverTimeout(
    "mc-solver-timeout",
    cl::desc("Seconds per solver query in the model checker (default: 0, "
             "as --solver-timeout)"),
    cl::init(0), cl::cat(crabsCategory()), cl::sub(runSubcommand()),
    cl::sub(proveSubcommand()));
cl::opt<unsigned> McCallDepth(
    "mc-call-depth",
    cl::desc("Call-string bound; deeper calls are havocked and nothing "
             "inside them is proved (default: 8)"),
    cl::init(8), cl::cat(crabsCategory()), cl::sub(runSubcommand()),
    cl::sub(proveSubcommand()));
cl::opt<std::string> McOrder("mc-order",
                             cl::desc("ARG worklist order: dfs | bfs "
                                      "(default: dfs)"),
                             cl::init("dfs"), cl::cat(crabsCategory()),
                             cl::sub(runSubcommand()),
                             cl::sub(proveSubcommand()));
cl::opt<unsigned> ChcRlimit(
    "chc-rlimit",
    cl::desc("Z3 resource units per Spacer query of `prove --engine "
             "spacer|both` (deterministic, unlike time; 0: none; default: "
             "0)"),
    cl::init(0), cl::cat(crabsCategory()), cl::sub(proveSubcommand()));
cl::opt<bool> ChcSlice(
    "chc-slice",
    cl::desc("Spacer's relations of a function carry only the globals it "
             "or its callees may read or write (default: true; false: "
             "every global, for comparison)"),
    cl::init(true), cl::cat(crabsCategory()), cl::sub(proveSubcommand()));
cl::opt<std::string> McInvariantAtoms(
    "mc-invariant-atoms",
    cl::desc("Which of Spacer's invariant atoms the model checker takes "
             "as predicates (`prove --engine both`, the portfolio): none | "
             "proofs (of Spacer's checked proofs) | all (also Houdini's "
             "inductive atoms) (default: proofs)"),
    cl::init("proofs"), cl::cat(crabsCategory()), cl::sub(proveSubcommand()),
    cl::sub(runSubcommand()));
cl::opt<double> McMaxOverrun(
    "mc-max-overrun",
    cl::desc("Seconds the model checker may overrun its slice to complete "
             "the ARG (default: 0, max(slice, min(10, time/10)))"),
    cl::init(0), cl::cat(crabsCategory()), cl::sub(runSubcommand()));

/// "true", "false", "case K" or "default": which outcome branch id B is.
std::string outcomeName(const BranchInfo &B) {
  if (llvm::isa<llvm::BranchInst>(B.Terminator))
    return B.Successor == 0 ? "true" : "false";
  return B.Successor == 0 ? "default" : "case " + std::to_string(B.Successor);
}

/// The first source line the edge leads to (0 if none is known). The
/// outcome's name is the compiled condition's, which for `if (!p)` is p's
/// (clang branches on p != 0 with the targets swapped); the line says
/// unambiguously which way the proof points.
unsigned edgeTargetLine(const BranchInfo &B) {
  const llvm::BasicBlock *BB = B.Terminator->getSuccessor(B.Successor);
  for (unsigned Hops = 0; BB && Hops < 4; ++Hops) {
    for (const llvm::Instruction &I : *BB)
      if (const llvm::DebugLoc &L = I.getDebugLoc(); L && L.getLine())
        if (!llvm::isa<llvm::DbgInfoIntrinsic>(I))
          return L.getLine();
    BB = BB->getSingleSuccessor();
  }
  return 0;
}

/// "true outcome, into line 117": how the summary names a proof.
std::string outcomeText(const BranchInfo &B) {
  std::string S = outcomeName(B) + " outcome";
  if (unsigned Line = edgeTargetLine(B))
    S += ", into line " + std::to_string(Line);
  return S;
}
} // namespace

bool forage::abstractionMode() { return Abstraction; }

const std::string &forage::invariantAtomsFlag() { return McInvariantAtoms; }

bool forage::checkCrabsFlags(std::string &Error) {
  if (McRatio < 0 || McRatio > 1) {
    Error = "--mc-ratio must be between 0 and 1";
    return false;
  }
  if (McInvariantAtoms != "none" && McInvariantAtoms != "proofs" &&
      McInvariantAtoms != "all") {
    Error = "--mc-invariant-atoms must be none, proofs or all";
    return false;
  }
  if (McOrder != "dfs" && McOrder != "bfs") {
    Error = "--mc-order must be dfs or bfs";
    return false;
  }
  if (McSolverTimeout < 0 || McMaxNodes == 0) {
    Error = "--mc-solver-timeout must not be negative and --mc-max-nodes "
            "must be positive";
    return false;
  }
  return true;
}

void forage::reportProofs(const Cfa &C, const std::vector<McProof> &Proofs,
                          size_t Covered, const std::string &Dir,
                          llvm::json::Object &Json, std::string &Lines) {
  const ProgramModel &PM = C.model();
  size_t Reachable = 0;
  for (uint32_t B = 0; B < PM.numBranches(); ++B)
    Reachable += PM.branch(B).IsUser && C.cfgReachable(B);
  size_t All = PM.numUserBranches(), Proved = Proofs.size();
  size_t Denominator = Reachable - std::min(Reachable, Proved);
  double Raw = All ? 100.0 * Covered / All : 100.0;
  double Adjusted = Denominator ? 100.0 * Covered / Denominator : 100.0;

  llvm::json::Array ProofsJson;
  std::vector<McProof> Sorted = Proofs;
  std::sort(Sorted.begin(), Sorted.end(),
            [](const McProof &A, const McProof &B) { return A.Goal < B.Goal; });
  llvm::raw_string_ostream OS(Lines);
  for (const McProof &P : Sorted) {
    const BranchInfo &B = PM.branch(P.Goal);
    llvm::json::Object Proof{
        {"branch", static_cast<int64_t>(P.Goal)},
        {"location", B.Loc.str()},
        {"outcome", outcomeName(B)},
        {"into_line", static_cast<int64_t>(edgeTargetLine(B))},
        {"invariant", P.Invariant}};
    // tests.jsonl lists the suite's verdicts too: one line per proof.
    SuiteWriter::appendJsonLine(
        Dir,
        llvm::formatv("{0}", llvm::json::Value(llvm::json::Object{
                                 {"unreachable", llvm::json::Object(Proof)}}))
            .str());
    ProofsJson.push_back(std::move(Proof));
  }
  writeFileAtomically(
      Dir + "/unreachable.json",
      llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Array(ProofsJson)))
              .str() +
          "\n");
  OS << "  goals:        " << All << " branch outcomes, " << Reachable
     << " reachable in the CFG\n";
  OS << "  unreachable:  " << Proved << " proved (" << Dir
     << "/unreachable.json)\n";
  OS << "  coverage:     " << Covered << "/" << All
     << llvm::format(" raw (%.1f%%), ", Raw) << Covered << "/" << Denominator
     << llvm::format(" adjusted (%.1f%%)\n", Adjusted);
  size_t Open = Denominator - std::min(Denominator, Covered);
  OS << "  open:         " << Open
     << " neither covered nor proved unreachable\n";
  for (size_t K = 0; K < Sorted.size() && K < 50; ++K) {
    const BranchInfo &B = PM.branch(Sorted[K].Goal);
    OS << "  proved unreachable: " << B.Loc.str() << " (" << outcomeText(B)
       << ")\n";
  }
  if (Sorted.size() > 50)
    OS << "  ... and " << Sorted.size() - 50 << " more in unreachable.json\n";
  OS.flush();
  Json["branches_all"] = static_cast<int64_t>(All);
  Json["branches_cfg_reachable"] = static_cast<int64_t>(Reachable);
  Json["branches_covered"] = static_cast<int64_t>(Covered);
  Json["proved_unreachable"] = static_cast<int64_t>(Proved);
  Json["coverage_raw"] = Raw;
  Json["coverage_adjusted"] = Adjusted;
  Json["unreachable"] = std::move(ProofsJson);
}

CrabsOptions forage::crabsOptions(bool Prove, double SolverTimeout) {
  CrabsOptions O;
  O.McRatio = Prove ? 1.0 : McRatio.getValue();
  O.InitialRun = Prove;
  O.Round = CrabsRound;
  O.KeepSearch = CrabsKeepSearch;
  O.Backoff = CrabsBackoff;
  O.MaxOverrun = McMaxOverrun;
  O.Mc.MaxNodes = McMaxNodes;
  // --mc-solver-timeout, or the run's --solver-timeout.
  O.Mc.SolverLimits.SafetyMs = static_cast<unsigned>(
      (McSolverTimeout > 0 ? McSolverTimeout : SolverTimeout) * 1000);
  O.Mc.CallDepth = McCallDepth;
  O.Mc.Bfs = McOrder == "bfs";
  return O;
}

RunSummary forage::runAbstraction(Interpreter &Interp, ConcolicDriver &Driver,
                                  double TimeBudget, double SolverTimeout,
                                  bool Prove, const std::string &Dir,
                                  llvm::json::Object &Json, std::string &Lines,
                                  const std::vector<InvariantAtom> *Seeds) {
  Cfa C(Interp.module(), Interp.model(), Interp.program());
  CrabsOptions O = crabsOptions(Prove, SolverTimeout);
  CrabsDriver Crabs(Driver, C, O, TimeBudget);
  if (Seeds)
    Crabs.seed(*Seeds);
  RunSummary R = Crabs.run();
  const CrabsResult &CR = Crabs.result();

  reportProofs(C, CR.Proofs, Driver.coverage().numCovered(), Dir, Json, Lines);
  llvm::raw_string_ostream OS(Lines);
  OS << "  model checker: " << CR.McTests << " tests, " << CR.McTestsReproduced
     << " reproduced by the interpreter, " << CR.PhaseStats.size() << " phases"
     << (CR.LastArgComplete ? ""
                            : " (last ARG incomplete: nothing proved "
                              "in it)")
     << "\n";
  if (Seeds)
    OS << "  seeded:       " << CR.SeededPredicates << " predicates from "
       << CR.SeedAtoms << " invariant atoms\n";
  if (!Prove)
    OS << "  monitor:      " << CR.Guidance.FlipsRefuted << " flips refuted, "
       << CR.Guidance.FlipsDead << " pruned as dead, "
       << CR.Guidance.Divergences << " divergences\n";
  OS.flush();

  llvm::json::Object Mine{
      {"mc_ratio", O.McRatio},
      {"mc_tests", static_cast<int64_t>(CR.McTests)},
      {"mc_tests_reproduced", static_cast<int64_t>(CR.McTestsReproduced)},
      {"rounds", static_cast<int64_t>(CR.Rounds)},
      {"flips_refuted_by_monitor",
       static_cast<int64_t>(CR.Guidance.FlipsRefuted)},
      {"flips_pruned_dead", static_cast<int64_t>(CR.Guidance.FlipsDead)},
      {"monitor_divergences", static_cast<int64_t>(CR.Guidance.Divergences)},
      {"monitor_tracked_branches",
       static_cast<int64_t>(CR.Guidance.TrackedBranches)},
      {"monitor_seconds", CR.Guidance.TrackingSeconds},
      {"phases", llvm::json::Array(CR.PhaseStats)},
      {"seed_atoms", static_cast<int64_t>(CR.SeedAtoms)},
      {"seeded_predicates", static_cast<int64_t>(CR.SeededPredicates)},
  };
  for (auto &KV : Mine)
    Json[KV.first] = std::move(KV.second);
  return R;
}

void forage::runChcEngine(Interpreter &Interp, ConcolicDriver &Driver,
                          double Seconds, const std::string &Dir,
                          llvm::json::Object &Json, std::string &Lines,
                          std::vector<InvariantAtom> *Atoms) {
  const ProgramModel &PM = Interp.model();
  Cfa C(Interp.module(), PM, Interp.program());
  Driver.start();
  Driver.runInput(Assignment()); // what any run covers is not a goal
  std::vector<bool> Pending(PM.numBranches());
  for (uint32_t B = 0; B < Pending.size(); ++B)
    Pending[B] = PM.branch(B).IsUser && !Driver.coverage().covered(B);
  ChcOptions O;
  // Five model-checker queries' worth per goal (2 s each unless
  // --mc-solver-timeout says otherwise).
  O.GoalTimeoutMs = static_cast<unsigned>(
      (McSolverTimeout > 0 ? McSolverTimeout : 2.0) * 1000 * 5);
  O.GoalRlimit = ChcRlimit;
  O.Slice = ChcSlice;
  O.Deadline = steadyNanos() + static_cast<uint64_t>(Seconds * 1e9);
  O.Atoms = Atoms && McInvariantAtoms != "none";
  ChcProver P(C, O);
  std::vector<ChcProof> Proofs;
  std::vector<ChcCandidate> Candidates;
  P.run(Pending, Proofs, Candidates);
  unsigned Confirmed = 0;
  for (const ChcCandidate &Cand : Candidates) {
    std::vector<uint8_t> Hit = Driver.runInput(Cand.Inputs);
    Confirmed += Cand.Branch < Hit.size() && Hit[Cand.Branch];
  }
  llvm::json::Array Out;
  llvm::raw_string_ostream OS(Lines);
  unsigned FalseProofs = 0;
  for (const ChcProof &Pr : Proofs) {
    llvm::json::Array Invs;
    for (const ChcInvariant &I : Pr.Invariants)
      Invs.push_back(llvm::json::Object{{"relation", I.Relation},
                                        {"invariant", I.Formula}});
    llvm::json::Object J{{"engine", "spacer"},
                         {"encoding", Pr.Encoding},
                         {"seconds", Pr.Seconds},
                         {"invariants", std::move(Invs)}};
    std::string Where;
    if (Pr.ErrorCall) {
      unsigned Line = 0;
      if (const llvm::DebugLoc &L = Pr.ErrorCall->getDebugLoc())
        Line = L.getLine();
      J["error_call_line"] = static_cast<int64_t>(Line);
      Where = "error call at line " + std::to_string(Line);
    } else {
      const BranchInfo &B = PM.branch(Pr.Branch);
      if (Driver.coverage().covered(Pr.Branch)) {
        ++FalseProofs; // never expected: a run took it
        continue;
      }
      J["branch"] = static_cast<int64_t>(Pr.Branch);
      J["location"] = B.Loc.str();
      J["outcome"] = outcomeName(B);
      J["into_line"] = static_cast<int64_t>(edgeTargetLine(B));
      Where = B.Loc.str() + " (" + outcomeText(B) + ")";
    }
    OS << "  proved unreachable (spacer): " << Where << "\n";
    Out.push_back(std::move(J));
    if (O.Atoms)
      mergeAtoms(*Atoms, Pr.Atoms);
  }
  if (O.Atoms && McInvariantAtoms == "all")
    mergeAtoms(*Atoms, P.houdiniAtoms());
  const ChcStats &S = P.stats();
  OS << "  spacer:       " << S.Proved << " proved, " << S.Reachable
     << " reachable (" << Candidates.size() << " candidate inputs, "
     << Confirmed << " took their branch), " << S.Unknown << " open, "
     << S.CheckFailed << " dropped by the invariant check ("
     << llvm::format("%.2f", S.Seconds) << " s)\n";
  OS.flush();
  writeFileAtomically(
      Dir + "/unreachable-chc.json",
      llvm::formatv("{0:2}", llvm::json::Value(std::move(Out))).str() + "\n");
  Json["chc"] = llvm::json::Object{
      {"proved", static_cast<int64_t>(S.Proved)},
      {"error_calls", static_cast<int64_t>(S.ErrorCalls)},
      {"error_calls_proved", static_cast<int64_t>(S.ErrorCallsProved)},
      {"reachable", static_cast<int64_t>(S.Reachable)},
      {"unknown", static_cast<int64_t>(S.Unknown)},
      {"dropped_by_check", static_cast<int64_t>(S.CheckFailed)},
      {"certificate_checks", static_cast<int64_t>(S.CertificateChecks)},
      {"false_proofs", static_cast<int64_t>(FalseProofs)},
      {"candidates", static_cast<int64_t>(Candidates.size())},
      {"candidates_confirmed", static_cast<int64_t>(Confirmed)},
      {"relations", static_cast<int64_t>(S.Relations)},
      {"clauses", static_cast<int64_t>(S.Clauses)},
      {"arguments", static_cast<int64_t>(S.Arguments)},
      {"max_arity", static_cast<int64_t>(S.MaxArity)},
      {"houdini_atoms", static_cast<int64_t>(S.HoudiniAtoms)},
      {"houdini_proved", static_cast<int64_t>(S.HoudiniProved)},
      {"houdini",
       llvm::json::Object{
           {"candidates", static_cast<int64_t>(S.HoudiniRun.Candidates)},
           {"tier", static_cast<int64_t>(S.HoudiniRun.Tier)},
           {"checks", static_cast<int64_t>(S.HoudiniRun.Checks)},
           {"seconds", S.HoudiniRun.Seconds},
           {"outcome", S.HoudiniRun.Outcome}}},
      {"not_asked", static_cast<int64_t>(S.NotAsked)},
      {"z3_error", S.Z3Error},
      {"encoding", S.Encoding},
      {"seconds", S.Seconds}};
}
