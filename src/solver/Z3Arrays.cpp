//===- Z3Arrays.cpp - reads at a symbolic index as multiplexer trees ------===//
//
// A load at a symbolic offset reads a Select of an Array term over the
// object's bytes (docs/architecture.md, decision 7). Given to Z3 as a
// select over a chain of one store per byte, every such read costs Z3's
// array theory a lemma per store, and a CRC loop (gzip's
// crc_32_tab[(c ^ crc) & 0xff], whose next index holds this read's value)
// nests them with every input byte: three input bytes took 0.2 s.
//
// Objects read this way are small (--max-symbolic-array, 4096 bytes by
// default), so a read is translated instead as a balanced multiplexer over
// the bits of the narrowest term the index is a function of: a `& 0xff`
// mask, a character, or the index itself. A leaf is the byte the index
// selects when that term takes the leaf's value; subtrees whose leaves are
// all one term collapse to it (runs of equal table entries, the zero upper
// bytes of a 64-bit table of 32-bit values). Z3 bit-blasts the tree to
// 8-bit multiplexers of depth log2(values) with no array lemmas; KLEE gets
// the same effect from its array optimisations (--optimize-array).
//
//===----------------------------------------------------------------------===//
#include "expr/Bits.h"
#include "expr/Range.h"
#include "expr/Vars.h"
#include "solver/Z3Translator.h"

#include <functional>
#include <vector>

using namespace forage;

namespace {

/// Bits needed to write every value up to Max.
unsigned bitsFor(u128 Max) {
  unsigned N = 0;
  for (; Max; Max >>= 1)
    ++N;
  return N;
}

} // namespace

/// How a Select becomes a tree: over Source's low Bits bits, Guarded if the
/// source is the index itself and may point past the object; false if the
/// object and the source are both too wide.
static bool treeShape(ExprRef E, ExprRef &Source, unsigned &Bits,
                      bool &Guarded) {
  ExprRef Arr = E->op(0), Index = E->op(1);
  Bits = narrowestSource(Index, Source);
  Guarded = false;
  if (Bits <= MaxSelectTreeBits)
    return true;
  // The index itself, past the object's end: one guard, then a tree over
  // the bits that address the object.
  unsigned Need = bitsFor(Arr->numOps() ? Arr->numOps() - 1 : 0);
  if (Need > MaxSelectTreeBits || Index->width() > 64)
    return false;
  Guarded = true;
  Source = Index;
  Bits = std::min(Need, Index->width());
  return true;
}

bool forage::bitVectorsOnly(llvm::ArrayRef<ExprRef> Constraints) {
  bool Pure = true;
  visitSymbolic(Constraints, [&](ExprRef E) {
    ExprRef Source;
    unsigned Bits;
    bool Guarded;
    if (E->kind() == ExprKind::Select)
      Pure = treeShape(E, Source, Bits, Guarded);
    else
      Pure = E->kind() != ExprKind::Call && !isFloatKind(E->kind());
    return Pure;
  });
  return Pure;
}

std::optional<z3::expr> Z3Translator::selectTree(ExprRef E) {
  ExprRef Arr = E->op(0), Index = E->op(1);
  ExprRef Source = nullptr;
  unsigned Bits = 0;
  bool Guarded = false;
  if (!treeShape(E, Source, Bits, Guarded))
    return std::nullopt;
  // The byte read for each value of the source (null: past the end, 0).
  std::vector<ExprRef> Leaves(size_t(1) << Bits, nullptr);
  Assignment None;
  Evaluator Eval(None);
  for (u128 V = 0; V < Leaves.size(); ++V) {
    u128 I = V;
    if (Source != Index) {
      Eval.forget();
      if (Source->kind() == ExprKind::Var)
        None.set(Source->varId(), V); // variables are not cached by Eval
      else
        Eval.pin(Source, V);
      I = Eval.evaluate(Index);
    }
    if (I < Arr->numOps())
      Leaves[static_cast<size_t>(V)] = Arr->op(static_cast<unsigned>(I));
  }
  z3::expr S = translate(Source);
  // Bit B of the source is 1.
  std::vector<z3::expr> BitSet;
  for (unsigned B = 0; B < Bits; ++B)
    BitSet.push_back(S.extract(B, B) == Ctx.bv_val(1, 1));
  // tree(Lo, N): the leaves [Lo, Lo + N), N a power of two, told apart by
  // the source's low log2(N) bits.
  auto Byte = [&](ExprRef B) { return B ? translate(B) : Ctx.bv_val(0, 8); };
  std::function<z3::expr(size_t, size_t, unsigned)> Tree =
      [&](size_t Lo, size_t N, unsigned Bit) -> z3::expr {
    bool Same = true;
    for (size_t K = Lo + 1; Same && K < Lo + N; ++K)
      Same = Leaves[K] == Leaves[Lo];
    if (Same)
      return Byte(Leaves[Lo]);
    size_t Half = N / 2;
    return z3::ite(BitSet[Bit - 1], Tree(Lo + Half, Half, Bit - 1),
                   Tree(Lo, Half, Bit - 1));
  };
  z3::expr R = Tree(0, Leaves.size(), Bits);
  if (Guarded && Bits < Index->width())
    R = z3::ite(
        z3::ult(S, Ctx.bv_val(uint64_t(1) << Bits, S.get_sort().bv_size())), R,
        Ctx.bv_val(0, 8));
  return R;
}
