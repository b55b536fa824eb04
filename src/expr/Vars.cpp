//===- Vars.cpp - the input variables an expression depends on ------------===//
#include "expr/Vars.h"

#include "llvm/ADT/DenseSet.h"

using namespace forage;

void forage::visitSymbolic(llvm::ArrayRef<ExprRef> Roots,
                           llvm::function_ref<bool(ExprRef)> Visit) {
  llvm::DenseSet<ExprRef> Seen;
  llvm::SmallVector<ExprRef, 32> Work(Roots.begin(), Roots.end());
  while (!Work.empty()) {
    ExprRef E = Work.pop_back_val();
    if (!E->isSymbolic() || !Seen.insert(E).second)
      continue;
    if (!Visit(E))
      return;
    for (unsigned I = 0; I < E->numOps(); ++I)
      Work.push_back(E->op(I));
  }
}

void forage::collectVars(llvm::ArrayRef<ExprRef> Roots,
                         llvm::SmallVectorImpl<ExprRef> &Vars) {
  visitSymbolic(Roots, [&](ExprRef E) {
    if (E->kind() == ExprKind::Var)
      Vars.push_back(E);
    return true;
  });
}
