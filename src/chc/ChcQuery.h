//===- ChcQuery.h - one goal asked of Spacer, for other engines -*- C++ -*-===//
//
// What reach and the portfolio ask of the Horn-clause engine: is this
// branch outcome, or this error call, unreachable? The answer is a proof
// only after the certificate check (chc/Certificate); the evidence names
// the encoding and the invariants, cut to a readable length.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_CHCQUERY_H
#define FORAGE_CHC_CHCQUERY_H

#include "chc/ChcProver.h"

#include <string>
#include <vector>

namespace forage {

struct ChcVerdict {
  bool Proved = false;  ///< Every goal asked is unreachable.
  std::string Evidence; ///< The proofs' invariants (Proved), or why not.
  ChcStats Stats;
};

/// Asks Spacer about branch outcome Branch (NoBranch: none) and every
/// call in ErrorCalls, under O's limits (O.ErrorCalls is ignored).
ChcVerdict
chcProveUnreachable(const Cfa &C, uint32_t Branch,
                    const std::vector<const llvm::Instruction *> &ErrorCalls,
                    const ChcOptions &O);

/// A proof's evidence in one line: "spacer, ENCODING: REL: INV; ...",
/// at most MaxChars long.
std::string chcEvidence(const ChcProof &P, size_t MaxChars = 2000);

} // namespace forage

#endif
