//===- Printer.h - SMT-LIB-like rendering of Exprs --------------*- C++ -*-===//
#ifndef FORAGE_EXPR_PRINTER_H
#define FORAGE_EXPR_PRINTER_H

#include "expr/Expr.h"

#include <string>

namespace forage {

/// Renders E as an s-expression, e.g. "(bvadd (_ bv1 32) x0)". Shared
/// subterms are printed in full; meant for diagnostics and tests.
std::string toString(ExprRef E);

} // namespace forage

#endif
