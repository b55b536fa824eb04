//===- RunFigures.cpp - stats.json's figures of an exploration ------------===//
#include "session/RunFigures.h"
#include "solver/Z3Guard.h"
#include "support/Resources.h"

using namespace forage;

namespace {
int64_t I(uint64_t V) { return static_cast<int64_t>(V); }
} // namespace

double forage::instructionsPerSecond(const ExecStats &ES) {
  return ES.Seconds > 0 ? static_cast<double>(ES.Instructions) / ES.Seconds : 0;
}

llvm::json::Object
forage::callCountsJson(const std::map<std::string, uint64_t> &Calls) {
  llvm::json::Object O;
  for (const auto &[Name, Count] : Calls)
    O[Name] = I(Count);
  return O;
}

llvm::json::Object forage::solverStatsJson(const SolverStats &S,
                                           const std::string &Kind) {
  return llvm::json::Object{
      {"kind", Kind},
      {"solved_by_z3", I(S.SolvedByZ3)},
      {"solved_by_cw", I(S.SolvedByCw)},
      {"models_rejected", I(S.ModelRejected)},
      {"relaxed_sat", I(S.RelaxedSat)},
      {"enumerated", I(S.Enumerated)},
      {"cex_hits", I(S.CexHits)},
      {"folded", I(S.Folded)},
      {"cw_calls", I(S.CwCalls)},
      {"cw_sat", I(S.CwSat)},
      {"cw_unsat", I(S.CwUnsat)},
      {"cw_unknown", I(S.CwUnknown)},
      {"cw_steps", I(S.CwSteps)},
      {"cw_seconds", S.CwSeconds},
      {"z3_calls", I(S.CoreCalls)},
      {"z3_seconds", S.CoreSeconds},
      {"z3_memory_interrupts", I(z3guard::memoryInterrupts())},
      {"safety_net_fired", I(z3guard::safetyNetFires() + S.SafetyNetFires)},
      {"z3_abandoned", z3guard::abandoned()},
      {"z3_abandoned_checks", I(z3guard::abandonedChecks())},
      {"z3_handles_leaked", I(z3guard::skippedReleases())},
      {"z3_rebuilds", I(S.Rebuilds)},
      {"sat", I(S.Sat)},
      {"unsat", I(S.Unsat)},
      {"unknown", I(S.Unknown)}};
}

llvm::json::Object forage::runFigures(const RunSummary &R, const ExecStats &ES,
                                      const SolverStats &SStats,
                                      const ExprContext &Ctx,
                                      const std::string &SolverKind) {
  return llvm::json::Object{
      {"stop_reason", R.StopReason},
      {"exhausted", R.Exhausted},
      {"executions", I(R.Executions)},
      {"paths", I(R.Paths)},
      {"tests", I(R.Tests)},
      {"bugs", I(R.Bugs.size())},
      {"branches_covered", I(R.Covered)},
      {"branches_total", I(R.Goals)},
      {"instructions", I(ES.Instructions)},
      {"instructions_per_second", instructionsPerSecond(ES)},
      {"interpreter_seconds", ES.Seconds},
      {"seconds", R.Seconds},
      {"solver_queries", I(SStats.Queries)},
      {"solver_cache_hits", I(SStats.CacheHits)},
      {"solver_core_calls", I(SStats.CoreCalls)},
      {"solver_unknown", I(SStats.Unknown)},
      {"solver_seconds", SStats.CoreSeconds},
      {"solver", solverStatsJson(SStats, SolverKind)},
      {"concretizations", I(ES.Concretizations)},
      {"external_calls", I(ES.ExternalCalls)},
      {"external_data", callCountsJson(ES.ExternalSources)},
      {"native_calls", callCountsJson(ES.ExternalCallsByName)},
      {"sizes_shrunk", I(ES.SizesShrunk)},
      {"expression_bytes", I(Ctx.bytes())},
      {"peak_rss_mb", I(peakResidentBytes() >> 20)},
      {"divergences", I(R.Divergences)},
      {"infeasible", I(R.Infeasible)},
      {"limit_hits", I(R.LimitHits)},
      {"escalations", I(R.Escalations)},
      {"tests_needing_uninitialized", I(R.UninitializedOnly)}};
}
