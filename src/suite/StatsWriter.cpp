//===- StatsWriter.cpp - stats.json, the run as a time series -------------===//
#include "suite/StatsWriter.h"
#include "suite/AtomicFile.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace forage;

static llvm::json::Object toJson(const StatsSample &S) {
  auto U = [](uint64_t V) { return static_cast<int64_t>(V); };
  return llvm::json::Object{{"seconds", S.Seconds},
                            {"iterations", U(S.Iterations)},
                            {"executions", U(S.Executions)},
                            {"paths", U(S.Paths)},
                            {"instructions", U(S.Instructions)},
                            {"branches_covered", U(S.BranchesCovered)},
                            {"branches_total", U(S.BranchesTotal)},
                            {"tests", U(S.Tests)},
                            {"bugs", U(S.Bugs)},
                            {"solver_queries", U(S.SolverQueries)},
                            {"solver_cache_hits", U(S.CacheHits)},
                            {"solver_unknown", U(S.SolverUnknown)},
                            {"solver_seconds", S.SolverSeconds},
                            {"concretizations", U(S.Concretizations)},
                            {"states", U(S.States)}};
}

void StatsWriter::flush(const llvm::json::Object &Final) {
  llvm::json::Array Series;
  for (const StatsSample &S : Samples)
    Series.push_back(toJson(S));
  llvm::json::Object Root = Final;
  Root["series"] = std::move(Series);
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Root))) << "\n";
  writeFileAtomically(Path, OS.str());
}
