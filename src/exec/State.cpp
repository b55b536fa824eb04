//===- State.cpp - names of how executions end, for output ----------------===//
#include "exec/State.h"

using namespace forage;

const char *forage::terminationName(Termination::Kind K) {
  switch (K) {
  case Termination::Running:
    return "running";
  case Termination::Exit:
    return "exit";
  case Termination::Error:
    return "error";
  case Termination::Infeasible:
    return "infeasible";
  case Termination::Limit:
    return "limit";
  case Termination::Unsupported:
    return "unsupported";
  }
  return "?";
}

const char *forage::bugName(BugKind K) {
  switch (K) {
  case BugKind::ReachError:
    return "reach-error";
  case BugKind::AssertionFailure:
    return "assertion-failure";
  case BugKind::Abort:
    return "abort";
  case BugKind::NullDereference:
    return "null-dereference";
  case BugKind::OutOfBounds:
    return "out-of-bounds";
  case BugKind::UseAfterFree:
    return "use-after-free";
  case BugKind::DoubleFree:
    return "double-free";
  case BugKind::InvalidFree:
    return "invalid-free";
  case BugKind::DivisionByZero:
    return "division-by-zero";
  case BugKind::Overshift:
    return "overshift";
  case BugKind::Unreachable:
    return "unreachable";
  case BugKind::ExternalCrash:
    return "external-crash";
  }
  return "bug";
}
