//===- SolverFlags.cpp - `forage run`'s solver options --------------------===//
#include "cli/SolverFlags.h"
#include "cli/RunCommand.h"
#include "solver/Z3Guard.h"

using namespace forage;
namespace cl = llvm::cl;

llvm::cl::OptionCategory &forage::solverCategory() {
  static cl::OptionCategory Cat("Solver");
  return Cat;
}

namespace {

cl::opt<std::string> SolverName(
    "solver",
    cl::desc("z3, cw (the concolic walk: Z3 only for the linear "
             "constraints), z3+cw (Z3 first; queries it cannot decide and "
             "queries with opaque calls go to the concolic walk) or cw+z3 "
             "(non-linear queries with floating point, products of inputs or "
             "opaque calls to the walk first, Z3 if it gives up and the "
             "query has no opaque call; the rest to Z3) "
             "(default: cw+z3)"),
    cl::init("cw+z3"), cl::cat(solverCategory()), cl::sub(runSubcommand()));
cl::list<std::string> Opaque(
    "opaque",
    cl::desc("Treat calls of this function (without a body, scalar arguments "
             "and result, pure) as opaque Call terms, as libm's sin or pow "
             "are by default (repeatable)"),
    cl::cat(solverCategory()), cl::sub(runSubcommand()));
cl::opt<bool> ConcretizeNonlinear(
    "concretize-nonlinear",
    cl::desc("The jCUTE-style baseline: replace products and quotients of "
             "symbolic values, square roots and opaque calls by their "
             "concrete values (default: off)"),
    cl::cat(solverCategory()), cl::sub(runSubcommand()));
cl::opt<bool> RealRelaxationFlag(
    "real-relaxation",
    cl::desc("Solve queries made only of linear floating-point relations "
             "over the reals first, rounding the point and checking it by "
             "evaluation; Z3's FP theory if that fails (default: off)"),
    cl::cat(solverCategory()), cl::sub(runSubcommand()));
cl::opt<unsigned> SolverRlimit(
    "solver-rlimit",
    cl::desc("Z3's resource limit per query (its rlimit count; 0 = none): "
             "the limit that decides which queries answer, the same on any "
             "machine; --solver-timeout is only a safety net far above it "
             "(default: 4000000)"),
    cl::init(QueryLimits::DefaultRlimit), cl::cat(solverCategory()),
    cl::sub(runSubcommand()));
cl::opt<unsigned> CwSteps(
    "cw-steps",
    cl::desc("Concolic walk: steps per non-linear constraint, I (default: "
             "150)"),
    cl::init(150), cl::cat(solverCategory()), cl::sub(runSubcommand()));
cl::opt<unsigned> CwNeighbors(
    "cw-neighbors",
    cl::desc("Concolic walk: neighbours tried per step, R (default: 10)"),
    cl::init(10), cl::cat(solverCategory()), cl::sub(runSubcommand()));
cl::opt<int> CwTabu(
    "cw-tabu",
    cl::desc("Concolic walk: steps a variable stays tabu, T; 0 turns tabu "
             "off (default: min(3, |VARS(N)|/2))"),
    cl::init(-1), cl::cat(solverCategory()), cl::sub(runSubcommand()));
cl::opt<unsigned> CwSamples(
    "cw-samples",
    cl::desc("Concolic walk: rejection samples per random step, M (default: "
             "20)"),
    cl::init(20), cl::cat(solverCategory()), cl::sub(runSubcommand()));
cl::opt<double> CwStepSize(
    "cw-step-size",
    cl::desc("Concolic walk: scale of the random steps, S (default: 1)"),
    cl::init(1.0), cl::cat(solverCategory()), cl::sub(runSubcommand()));
cl::opt<bool> CwNoBisection(
    "cw-no-bisection",
    cl::desc("Concolic walk: no linear-approximation neighbour (default: "
             "off)"),
    cl::cat(solverCategory()), cl::sub(runSubcommand()));

} // namespace

bool forage::checkSolverFlags(std::string &Error) {
  if (SolverName != "z3" && SolverName != "cw" && SolverName != "z3+cw" &&
      SolverName != "cw+z3") {
    Error = "unknown --solver '" + SolverName + "'; use z3, cw, z3+cw or cw+z3";
    return false;
  }
  if (CwSteps == 0 || CwNeighbors == 0 || CwSamples == 0 || CwStepSize <= 0) {
    Error = "--cw-steps, --cw-neighbors, --cw-samples and --cw-step-size must "
            "be positive";
    return false;
  }
  return true;
}

void forage::applySolverFlags(SolverOptions &SO, InterpreterOptions &IO,
                              uint64_t Seed) {
  SO.Kind = SolverName == "z3"      ? SolverKind::Z3
            : SolverName == "cw"    ? SolverKind::ConcolicWalk
            : SolverName == "cw+z3" ? SolverKind::WalkFirst
                                    : SolverKind::Both;
  SO.Limits.Rlimit = SolverRlimit;
  SO.RealRelaxation = RealRelaxationFlag;
  SO.Walk.StepsPerConstraint = CwSteps;
  SO.Walk.Neighbors = CwNeighbors;
  SO.Walk.Tabu = CwTabu;
  SO.Walk.Samples = CwSamples;
  SO.Walk.StepSize = CwStepSize;
  SO.Walk.Bisection = !CwNoBisection;
  SO.Walk.Seed = Seed;
  IO.Opaque.insert(Opaque.begin(), Opaque.end());
  IO.ConcretizeNonlinear = ConcretizeNonlinear;
}

llvm::json::Object forage::solverStatsJson(const SolverStats &S) {
  auto I = [](uint64_t V) { return static_cast<int64_t>(V); };
  return llvm::json::Object{
      {"kind", std::string(SolverName)},
      {"solved_by_z3", I(S.SolvedByZ3)},
      {"solved_by_cw", I(S.SolvedByCw)},
      {"models_rejected", I(S.ModelRejected)},
      {"relaxed_sat", I(S.RelaxedSat)},
      {"enumerated", I(S.Enumerated)},
      {"cw_calls", I(S.CwCalls)},
      {"cw_sat", I(S.CwSat)},
      {"cw_unsat", I(S.CwUnsat)},
      {"cw_unknown", I(S.CwUnknown)},
      {"cw_steps", I(S.CwSteps)},
      {"cw_seconds", S.CwSeconds},
      {"z3_calls", I(S.CoreCalls)},
      {"z3_seconds", S.CoreSeconds},
      {"z3_memory_interrupts", I(z3guard::memoryInterrupts())},
      {"rlimit", I(SolverRlimit)},
      {"safety_net_fired", I(z3guard::safetyNetFires() + S.SafetyNetFires)},
      {"z3_abandoned", z3guard::abandoned()},
      {"sat", I(S.Sat)},
      {"unsat", I(S.Unsat)},
      {"unknown", I(S.Unknown)}};
}
