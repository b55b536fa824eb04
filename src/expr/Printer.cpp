//===- Printer.cpp - SMT-LIB-like rendering of Exprs ----------------------===//
#include "expr/Printer.h"
#include "expr/Bits.h"
#include "expr/Opaque.h"

#include "llvm/Support/raw_ostream.h"

using namespace forage;

static void print(llvm::raw_ostream &OS, ExprRef E) {
  switch (E->kind()) {
  case ExprKind::Constant: {
    char Buf[48];
    bits::toDecimal(E->value(), E->width(), false, Buf);
    OS << "(_ bv" << Buf << ' ' << E->width() << ')';
    return;
  }
  case ExprKind::Var:
    OS << 'x' << E->varId();
    if (E->width() != 8)
      OS << ':' << E->width();
    return;
  case ExprKind::Extract:
    OS << "((_ extract " << E->offset() + E->width() - 1 << ' ' << E->offset()
       << ") ";
    print(OS, E->op(0));
    OS << ')';
    return;
  case ExprKind::ZExt:
  case ExprKind::SExt:
    OS << "((_ " << (E->kind() == ExprKind::ZExt ? "zero" : "sign")
       << "_extend " << E->width() - E->op(0)->width() << ") ";
    print(OS, E->op(0));
    OS << ')';
    return;
  default:
    break;
  }
  OS << '(';
  if (E->kind() == ExprKind::Call)
    OS << E->function()->Name;
  else
    OS << kindName(E->kind());
  if (E->kind() == ExprKind::FRound)
    OS << ' ' << E->offset();
  for (unsigned I = 0; I < E->numOps(); ++I) {
    OS << ' ';
    print(OS, E->op(I));
  }
  OS << ')';
}

std::string forage::toString(ExprRef E) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  print(OS, E);
  return OS.str();
}
