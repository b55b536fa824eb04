//===- Range.h - a cheap unsigned upper bound of an expression -*- C++ -*-===//
//
// A bound of the unsigned value an expression may take, read off its
// structure alone (no solver): a zero-extended byte is at most 255, a
// value masked with 0xff too, and sums, products and shifts of bounded
// values are bounded while they cannot wrap. The interpreter uses it to
// see that a bounds check on a table index cannot fail (crc_table[(c ^ x)
// & 0xff]), so that the check does not join the path condition: such
// checks tie every later query to every input byte the index was made of.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXPR_RANGE_H
#define FORAGE_EXPR_RANGE_H

#include "expr/Expr.h"

namespace forage {

/// An upper bound of E's unsigned value (the all-ones value of its width
/// when nothing better is known). Sound: every assignment gives at most it.
u128 unsignedMax(ExprRef E);

/// The term with the fewest possible values that E is a function of: E
/// itself, or a term below it through nodes with exactly one symbolic
/// operand (offsets, scaling, extensions, masks), in Source; returns the
/// bits its values need by unsignedMax (at most its width). For a table
/// index (crc_32_tab[(c ^ crc) & 0xff] * 8 + k) this is the masked term
/// (8 bits), whatever the width of the index.
unsigned narrowestSource(ExprRef E, ExprRef &Source);

} // namespace forage

#endif
