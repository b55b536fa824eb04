//===- Jobs.h - the portfolio in several worker processes -------*- C++ -*-===//
//
// `--jobs N` (decision 12 of docs/architecture.md): the default portfolio's
// techniques run in N processes on one goal map and one suite, through a
// GoalExchange mapped before the workers fork. The techniques are split so
// that no two workers do the same work:
//
//   worker 0 (this process): the concolic search, the model checker and
//            Spacer (the forward search anchors the run, as with one job);
//   worker 1: the branch-distance climb, reach and sampling;
//   worker 2 and up: further concolic searches, seeds Seed+2, Seed+3, ...
//
// Each worker applies the others' goals before every turn (turns last at
// most a quantum, so within a second or a few), and gets 1/N of
// --max-memory. The run ends when worker 0's portfolio ends: the others
// are asked to stop after their turn, and their goals, time and bugs are
// in the summary and stats.json. Which worker finds a test first depends on
// timing, so a run with N > 1 is not reproducible test for test.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_PORTFOLIO_JOBS_H
#define FORAGE_PORTFOLIO_JOBS_H

#include "portfolio/DefaultPortfolio.h"

namespace forage {

/// What worker W of Jobs runs, from the options of a one-job run.
DefaultPortfolioOptions workerOptions(const DefaultPortfolioOptions &O,
                                      unsigned W, uint64_t Seed);

/// Runs the default portfolio in Jobs processes (Jobs <= 1: in this one
/// alone); Report is called in this process with the combined result.
void runPortfolioJobs(Session &S, const DefaultPortfolioOptions &O,
                      unsigned Jobs,
                      const std::function<void(PortfolioResult &)> &Report);

} // namespace forage

#endif
