//===- Z3Translator.cpp - forage expressions as Z3 terms ------------------===//
#include "solver/Z3Translator.h"
#include "expr/Bits.h"
#include "expr/Float.h"
#include "expr/Range.h"
#include "expr/Vars.h"
#include "solver/Fitness.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

using namespace forage;

static bool producesFloat(ExprKind K) {
  return (K >= ExprKind::FAdd && K <= ExprKind::FRound) ||
         K == ExprKind::SIToF || K == ExprKind::UIToF || K == ExprKind::FConv;
}

/// The narrow term an index depends on: descending from Index through nodes
/// with exactly one symbolic operand, the first of at most 8 bits (a
/// character, a comparison); else the index's only variable if it has at
/// most 8 bits (a pointer advanced by a comparison's outcome, read back
/// from memory: every node mentions the same character); or null.
static ExprRef narrowSource(ExprRef Index) {
  ExprRef E = Index;
  while (E->width() > 8) {
    ExprRef Next = nullptr;
    for (unsigned K = 0; K < E->numOps(); ++K)
      if (E->op(K)->isSymbolic()) {
        if (Next) {
          Next = nullptr; // two symbolic operands: not one source
          break;
        }
        Next = E->op(K);
      }
    if (!Next || E->kind() == ExprKind::Select || E->kind() == ExprKind::Call)
      break;
    E = Next;
  }
  if (E->width() <= 8)
    return E;
  llvm::SmallVector<ExprRef, 4> Vars;
  collectVars({Index}, Vars);
  if (Vars.size() == 1 && Vars[0]->width() <= 8)
    return Vars[0];
  return nullptr;
}

/// Index widths up to which a read from an array of that many bytes is a
/// multiplexer over the index's bits rather than an array term.
constexpr unsigned MaxMuxBits = 12;

std::optional<z3::expr> Z3Translator::selectByCases(ExprRef E) {
  // A read whose index is a function of one character (a ctype table at
  // 2*c+256, argv[i][j] with j chosen by a comparison) is a case split over
  // that character's at most 256 values: Z3's bit-vector core decides it far
  // faster than its array theory over a store chain (which took seconds
  // per query on coreutils' argument parsing).
  ExprRef Arr = E->op(0), Index = E->op(1);
  ExprRef Source = narrowSource(Index);
  if (!Source)
    return selectByBits(E);
  Assignment None;
  Evaluator Eval(None);
  // The byte read for each value of the source (null: past the end, 0).
  unsigned W = Source->width();
  std::vector<ExprRef> Bytes(static_cast<size_t>(bits::mask(W)) + 1);
  for (u128 V = 0; V <= bits::mask(W); ++V) {
    Eval.forget();
    if (Source->kind() == ExprKind::Var)
      None.set(Source->varId(), V); // variables are not cached by Eval
    else
      Eval.pin(Source, V);
    u128 I = Eval.evaluate(Index);
    Bytes[static_cast<size_t>(V)] =
        I < Arr->numOps() ? Arr->op(static_cast<unsigned>(I)) : nullptr;
  }
  auto Byte = [&](ExprRef B) { return B ? translate(B) : Ctx.bv_val(0, 8); };
  // One case per run of equal bytes (tables repeat values: Huffman code
  // lengths, ctype classes), a range test when the run is longer than
  // one: a 256-case chain of one value was most of gzip's queries.
  z3::expr S = translate(Source);
  auto Val = [&](size_t V) { return Ctx.bv_val(static_cast<uint64_t>(V), W); };
  size_t Hi = Bytes.size() - 1;
  size_t Lo = Hi;
  while (Lo > 0 && Bytes[Lo - 1] == Bytes[Hi])
    --Lo;
  z3::expr R = Byte(Bytes[Hi]); // the last run needs no test
  while (Lo > 0) {
    Hi = Lo - 1;
    Lo = Hi;
    while (Lo > 0 && Bytes[Lo - 1] == Bytes[Hi])
      --Lo;
    z3::expr In = Lo == Hi  ? S == Val(Lo)
                  : Lo == 0 ? z3::ule(S, Val(Hi))
                            : z3::ule(Val(Lo), S) && z3::ule(S, Val(Hi));
    R = z3::ite(In, Byte(Bytes[Hi]), R);
  }
  return R;
}

std::optional<z3::expr> Z3Translator::selectByBits(ExprRef E) {
  // A read whose index is bounded by its structure (crc_32_tab[(crc ^ c) &
  // 0xff], the next index built from the last read: gzip's CRC nests one
  // read per input byte) is a multiplexer over the index's low bits, one
  // level per bit, equal halves shared: Z3 bit-blasts it where a nest of
  // array terms over 1 KB store chains held every query for seconds.
  ExprRef Arr = E->op(0), Index = E->op(1);
  u128 Max = unsignedMax(Index);
  if (Max >= (u128(1) << MaxMuxBits))
    return std::nullopt;
  // The byte at index K (null: past the end, 0); indices above Max cannot
  // occur and read as Max does, so that they share its subtree.
  auto Byte = [&](size_t K) -> ExprRef {
    K = std::min<size_t>(K, static_cast<size_t>(Max));
    return K < Arr->numOps() ? Arr->op(static_cast<unsigned>(K)) : nullptr;
  };
  auto Term = [&](ExprRef B) { return B ? translate(B) : Ctx.bv_val(0, 8); };
  unsigned Bits = 0;
  while ((u128(1) << Bits) <= Max)
    ++Bits;
  if (Bits == 0)
    return Term(Byte(0));
  z3::expr I = translate(Index);
  std::vector<z3::expr> BitOf;
  for (unsigned B = 0; B < Bits; ++B)
    BitOf.push_back(I.extract(B, B) == Ctx.bv_val(1, 1));
  // Node over [Lo, Lo + 2^Level): ite on bit Level-1 of the index.
  std::function<z3::expr(size_t, unsigned)> Node = [&](size_t Lo,
                                                       unsigned Level) {
    size_t N = size_t(1) << Level;
    bool Same = true;
    for (size_t K = Lo + 1; K < Lo + N && Same; ++K)
      Same = Byte(K) == Byte(Lo);
    if (Same)
      return Term(Byte(Lo));
    size_t Half = N / 2;
    return z3::ite(BitOf[Level - 1], Node(Lo + Half, Level - 1),
                   Node(Lo, Level - 1));
  };
  return Node(0, Bits);
}

z3::expr Z3Translator::fp(ExprRef E) {
  if (!producesFloat(E->kind()))
    return z3::expr(Ctx,
                    Z3_mk_fpa_to_fp_bv(Ctx, translate(E), fpSort(E->width())));
  return FpTerms.get(E, [&] { return fpUncached(E); });
}

z3::expr Z3Translator::fpUncached(ExprRef E) {
  unsigned W = E->width();
  z3::expr RNE = rounding(Z3_mk_fpa_rne);
  auto Make = [&](Z3_ast A) { return z3::expr(Ctx, A); };
  switch (E->kind()) {
  case ExprKind::FAdd:
    return Make(Z3_mk_fpa_add(Ctx, RNE, fp(E->op(0)), fp(E->op(1))));
  case ExprKind::FSub:
    return Make(Z3_mk_fpa_sub(Ctx, RNE, fp(E->op(0)), fp(E->op(1))));
  case ExprKind::FMul:
    return Make(Z3_mk_fpa_mul(Ctx, RNE, fp(E->op(0)), fp(E->op(1))));
  case ExprKind::FDiv:
    return Make(Z3_mk_fpa_div(Ctx, RNE, fp(E->op(0)), fp(E->op(1))));
  case ExprKind::FRem: {
    // fmod from IEEE remainder: step by |b| towards the sign of a, and give a
    // zero result the sign of a. Both corrections are exact.
    z3::expr A = fp(E->op(0)), B = fp(E->op(1));
    z3::expr R = Make(Z3_mk_fpa_rem(Ctx, A, B));
    z3::expr AbsB = Make(Z3_mk_fpa_abs(Ctx, B));
    z3::expr Zero = fpConst(0.0, W);
    z3::expr ANeg = Make(Z3_mk_fpa_is_negative(Ctx, A));
    z3::expr Adj = z3::ite(ANeg,
                           z3::ite(Make(Z3_mk_fpa_gt(Ctx, R, Zero)),
                                   Make(Z3_mk_fpa_sub(Ctx, RNE, R, AbsB)), R),
                           z3::ite(Make(Z3_mk_fpa_lt(Ctx, R, Zero)),
                                   Make(Z3_mk_fpa_add(Ctx, RNE, R, AbsB)), R));
    return z3::ite(Make(Z3_mk_fpa_is_zero(Ctx, Adj)),
                   z3::ite(ANeg, fpConst(-0.0, W), Zero), Adj);
  }
  case ExprKind::FSqrt:
    return Make(Z3_mk_fpa_sqrt(Ctx, RNE, fp(E->op(0))));
  case ExprKind::FRound: {
    Z3_ast (*Modes[])(Z3_context) = {Z3_mk_fpa_rne, Z3_mk_fpa_rtz,
                                     Z3_mk_fpa_rtn, Z3_mk_fpa_rtp,
                                     Z3_mk_fpa_rna};
    return Make(Z3_mk_fpa_round_to_integral(Ctx, rounding(Modes[E->offset()]),
                                            fp(E->op(0))));
  }
  case ExprKind::SIToF:
    return Make(
        Z3_mk_fpa_to_fp_signed(Ctx, RNE, translate(E->op(0)), fpSort(W)));
  case ExprKind::UIToF:
    return Make(
        Z3_mk_fpa_to_fp_unsigned(Ctx, RNE, translate(E->op(0)), fpSort(W)));
  default: // FConv
    return Make(Z3_mk_fpa_to_fp_float(Ctx, RNE, fp(E->op(0)), fpSort(W)));
  }
}

z3::expr Z3Translator::fpToInt(ExprRef E) {
  // NaN and out-of-range values give the fixed results of fp::toInt.
  unsigned W = E->width(), FW = E->op(0)->width();
  bool Signed = E->kind() == ExprKind::FToSI;
  z3::expr A = fp(E->op(0));
  z3::expr RTZ = rounding(Z3_mk_fpa_rtz);
  z3::expr T(Ctx, Z3_mk_fpa_round_to_integral(Ctx, RTZ, A));
  double Hi = std::ldexp(1.0, static_cast<int>(W) - (Signed ? 1 : 0));
  double Lo = Signed ? -std::ldexp(1.0, static_cast<int>(W) - 1) : 0.0;
  z3::expr Bad = z3::expr(Ctx, Z3_mk_fpa_is_nan(Ctx, A)) ||
                 z3::expr(Ctx, Z3_mk_fpa_lt(Ctx, T, fpConst(Lo, FW))) ||
                 z3::expr(Ctx, Z3_mk_fpa_geq(Ctx, T, fpConst(Hi, FW)));
  z3::expr Conv(Ctx, Signed ? Z3_mk_fpa_to_sbv(Ctx, RTZ, A, W)
                            : Z3_mk_fpa_to_ubv(Ctx, RTZ, A, W));
  return z3::ite(Bad, bv(Signed ? u128(1) << (W - 1) : 0, W), Conv);
}

z3::expr Z3Translator::fpCompare(ExprRef E) {
  z3::expr A = fp(E->op(0)), B = fp(E->op(1));
  switch (E->kind()) {
  case ExprKind::FOeq:
    return z3::expr(Ctx, Z3_mk_fpa_eq(Ctx, A, B));
  case ExprKind::FOlt:
    return z3::expr(Ctx, Z3_mk_fpa_lt(Ctx, A, B));
  case ExprKind::FOle:
    return z3::expr(Ctx, Z3_mk_fpa_leq(Ctx, A, B));
  default:
    return z3::expr(Ctx, Z3_mk_fpa_is_nan(Ctx, A)) ||
           z3::expr(Ctx, Z3_mk_fpa_is_nan(Ctx, B));
  }
}

z3::func_decl Z3Translator::opaque(const OpaqueFunction *F) {
  auto It = OpaqueIndex.find(F);
  if (It != OpaqueIndex.end())
    return OpaqueDecls[It->second];
  z3::sort_vector Domain(Ctx);
  for (unsigned W : F->ParamWidths)
    Domain.push_back(Ctx.bv_sort(W));
  z3::func_decl D = Ctx.function(("opaque_" + F->Name).c_str(), Domain,
                                 Ctx.bv_sort(F->RetWidth));
  OpaqueIndex[F] = OpaqueDecls.size();
  OpaqueDecls.push_back(D);
  return D;
}

z3::expr Z3Translator::bv(u128 V, unsigned W) {
  if (W <= 64)
    return Ctx.bv_val(static_cast<uint64_t>(V), W);
  char Buf[48];
  bits::toDecimal(V, W, false, Buf);
  return Ctx.bv_val(Buf, W);
}

z3::expr Z3Translator::translate(ExprRef E) {
  return Terms.get(E, [&] { return translateUncached(E); });
}

z3::expr Z3Translator::translateUncached(ExprRef E) {
  unsigned W = E->width();
  auto Bool = [&](const z3::expr &B) {
    return z3::ite(B, Ctx.bv_val(1, 1), Ctx.bv_val(0, 1));
  };
  switch (E->kind()) {
  case ExprKind::Constant:
    return bv(E->value(), W);
  case ExprKind::Var:
    return Ctx.bv_const(
        ("x" + std::to_string(E->varId()) + "_" + std::to_string(W)).c_str(),
        W);
  case ExprKind::Array: {
    z3::expr A = z3::const_array(Ctx.bv_sort(64), Ctx.bv_val(0, 8));
    for (unsigned I = 0; I < E->numOps(); ++I) {
      ExprRef B = E->op(I);
      if (!(B->isConstant() && B->value() == 0))
        A = z3::store(A, Ctx.bv_val(static_cast<uint64_t>(I), 64),
                      translate(B));
    }
    return A;
  }
  case ExprKind::Select: {
    ExprRef Index = E->op(1);
    if (std::optional<z3::expr> T = selectByCases(E))
      return *T;
    z3::expr I = translate(Index);
    if (Index->width() < 64)
      I = z3::zext(I, 64 - Index->width());
    else if (Index->width() > 64)
      I = I.extract(63, 0);
    return z3::select(translate(E->op(0)), I);
  }
  case ExprKind::Concat:
    return z3::concat(translate(E->op(0)), translate(E->op(1)));
  case ExprKind::Extract:
    return translate(E->op(0)).extract(E->offset() + W - 1, E->offset());
  case ExprKind::ZExt:
    return z3::zext(translate(E->op(0)), W - E->op(0)->width());
  case ExprKind::SExt:
    return z3::sext(translate(E->op(0)), W - E->op(0)->width());
  case ExprKind::Ite:
    return z3::ite(toBool(E->op(0)), translate(E->op(1)), translate(E->op(2)));
  case ExprKind::Not:
    return ~translate(E->op(0));
  case ExprKind::FOeq:
  case ExprKind::FOlt:
  case ExprKind::FOle:
  case ExprKind::FUno:
    return Bool(fpCompare(E));
  case ExprKind::FToSI:
  case ExprKind::FToUI:
    return fpToInt(E);
  case ExprKind::Call: {
    z3::expr_vector Args(Ctx);
    for (unsigned I = 0; I < E->numOps(); ++I)
      Args.push_back(translate(E->op(I)));
    return opaque(E->function())(Args);
  }
  default:
    if (producesFloat(E->kind())) {
      // Z3 leaves a NaN's bits open; x86 computes the negative quiet
      // "default NaN" from non-NaN operands, so that is what evaluation sees.
      z3::expr F = fp(E);
      u128 DefaultNaN =
          W == 32 ? u128(0xffc00000u) : u128(0xfff8000000000000ull);
      return z3::ite(z3::expr(Ctx, Z3_mk_fpa_is_nan(Ctx, F)), bv(DefaultNaN, W),
                     F.mk_to_ieee_bv());
    }
    break;
  }
  z3::expr A = translate(E->op(0)), B = translate(E->op(1));
  switch (E->kind()) {
  case ExprKind::Add:
    return A + B;
  case ExprKind::Sub:
    return A - B;
  case ExprKind::Mul:
    return A * B;
  case ExprKind::UDiv:
    return z3::udiv(A, B);
  case ExprKind::SDiv:
    return A / B;
  case ExprKind::URem:
    return z3::urem(A, B);
  case ExprKind::SRem:
    return z3::srem(A, B);
  case ExprKind::And:
    return A & B;
  case ExprKind::Or:
    return A | B;
  case ExprKind::Xor:
    return A ^ B;
  case ExprKind::Shl:
    return z3::shl(A, B);
  case ExprKind::LShr:
    return z3::lshr(A, B);
  case ExprKind::AShr:
    return z3::ashr(A, B);
  case ExprKind::Eq:
    return Bool(A == B);
  case ExprKind::Ult:
    return Bool(z3::ult(A, B));
  case ExprKind::Ule:
    return Bool(z3::ule(A, B));
  case ExprKind::Slt:
    return Bool(A < B);
  case ExprKind::Sle:
    return Bool(A <= B);
  default:
    break;
  }
  return bv(0, W);
}

static u128 parseNumeral(const std::string &S) {
  u128 V = 0;
  for (char C : S)
    if (C >= '0' && C <= '9')
      V = V * 10 + static_cast<unsigned>(C - '0');
  return V;
}

z3::expr_vector Z3Translator::near(llvm::ArrayRef<ExprRef> Constraints,
                                   llvm::ArrayRef<ExprRef> Vars,
                                   const Assignment &Model) {
  llvm::DenseSet<uint32_t> FloatVars;
  collectFloatVars(Constraints, FloatVars);
  z3::expr_vector Near(Ctx);
  for (ExprRef V : Vars) {
    unsigned W = V->width();
    if (W <= 9 || FloatVars.count(V->varId()))
      continue;
    z3::expr D = translate(V) - bv(Model.get(V->varId()), W);
    Near.push_back(z3::ule(D + bv(256, W), bv(512, W)));
  }
  return Near;
}

void Z3Translator::readModel(z3::model &M, llvm::ArrayRef<ExprRef> Vars,
                             Assignment &Model) {
  for (ExprRef V : Vars) {
    z3::expr Value = M.eval(translate(V), /*model_completion=*/true);
    Model.set(V->varId(), parseNumeral(Value.get_decimal_string(0)));
  }
}
