//===- FromExecution.h - an execution's inputs as test values ---*- C++ -*-===//
//
// DESIGN decision 3: the inputs an execution consumed, in order, are the
// test. Shared by every technique that writes tests from executions.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_FROMEXECUTION_H
#define FORAGE_SUITE_FROMEXECUTION_H

#include "exec/State.h"
#include "suite/TestCase.h"

namespace forage {

inline TestInput toTestInput(const InputRecord &R) {
  TestInput T;
  T.Name = R.Name;
  T.Type = R.Type;
  T.Width = R.Width;
  T.Value = R.Value;
  T.Fmt = R.Kind == InputKind::Signed  ? TestInput::Signed
          : R.Kind == InputKind::Float ? TestInput::Float
                                       : TestInput::Unsigned;
  return T;
}

} // namespace forage

#endif
