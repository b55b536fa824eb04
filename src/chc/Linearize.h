//===- Linearize.h - division by constants as linear facts --*- C++ -*-===//
//
// Spacer (Z3 4.8.12) gets "stuck on a lemma" or finds nothing when its
// rules contain `mod` and `div` terms (diamond_1-1 with Houdini's residue
// atoms throws "Stuck on a lemma" at once). Its rules get them as linear
// facts instead: a mod k and a div k (k a positive numeral) become fresh
// r and q with a == k * q + r and 0 <= r < k, which is Z3's definition.
// The certificate check and Houdini keep the original terms.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_CHC_LINEARIZE_H
#define FORAGE_CHC_LINEARIZE_H

#include <z3++.h>

namespace forage {

/// E with every `mod`/`div` by a positive numeral replaced by fresh
/// constants (appended to Fresh) and their defining facts conjoined.
z3::expr linearizeDivMod(const z3::expr &E, z3::expr_vector &Fresh);

} // namespace forage

#endif
