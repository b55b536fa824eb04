//===- ArrayAtoms.h - quantified candidates over arrays ---------*- C++ -*-===//
//
// Loops that copy or fill an array keep facts about every element below a
// counter: after `for (i = 0; i < n; i++) b[i] = a[i]`, each element below
// i is equal in a and b. Spacer in the Z3 we link does not find such
// quantified invariants (a four-rule copy loop gets no answer in 50 s), but
// Houdini can test them like any other candidate: for the array arguments
// of a relation (tracked objects, CHC arrays from byte offset to element),
//
//   forall k. 0 <= k < E t  and  k mod E == 0  ->  A[k] == B[k]   (copy)
//   forall k. 0 <= k < E t  and  k mod E == 0  ->  A[k] == c      (fill)
//
// with E the element's size in bytes (only aligned offsets are elements),
// t an integer argument of the relation or the object's whole length, and c
// one of the four constants of the clauses nearest 0. They are checked by Z3
// with its quantifier instantiation; Spacer's own rules never see them.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_ARRAYATOMS_H
#define FORAGE_CHC_ARRAYATOMS_H

#include <z3++.h>

#include <cstdint>
#include <utility>
#include <vector>

namespace forage {

/// The candidates over Params (one placeholder per relation argument);
/// Shapes[K] is argument K's element size in bytes and length in elements
/// (0: not an array of a known object; a length 0: unknown). At most Max.
std::vector<z3::expr>
arrayAtoms(const z3::expr_vector &Params,
           const std::vector<std::pair<unsigned, uint64_t>> &Shapes,
           const std::vector<int64_t> &Values, size_t Max);

} // namespace forage

#endif
