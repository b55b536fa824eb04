//===- OpaqueCalls.cpp - library functions that become Call terms ---------===//
#include "exec/OpaqueCalls.h"
#include "exec/ExternalCaller.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Function.h"

using namespace forage;

bool forage::isPureMathFunction(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = [] {
    llvm::StringSet<> S;
    for (const char *N :
         {"sin",   "cos",    "tan",  "asin",     "acos",  "atan",   "atan2",
          "sinh",  "cosh",   "tanh", "asinh",    "acosh", "atanh",  "exp",
          "exp2",  "expm1",  "log",  "log2",     "log10", "log1p",  "pow",
          "cbrt",  "hypot",  "fmod", "erf",      "erfc",  "tgamma", "fdim",
          "ldexp", "scalbn", "logb", "remainder"}) {
      S.insert(N);
      S.insert(std::string(N) + "f");
    }
    return S;
  }();
  return Names.count(Name) != 0;
}

const OpaqueFunction *OpaqueCalls::get(const llvm::Function &F,
                                       std::string &Error) {
  auto It = Known.find(&F);
  if (It != Known.end())
    return It->second;
  auto Bad = Failed.find(&F);
  if (Bad != Failed.end()) {
    Error = Bad->second;
    return nullptr;
  }
  OpaqueFunction O;
  O.Name = F.getName().str();
  O.Native = ExternalCaller::pureFunction(F, Error);
  if (!O.Native) {
    Failed[&F] = Error;
    return nullptr;
  }
  auto WidthOf = [](llvm::Type *T) {
    return T->isFloatTy()    ? 32u
           : T->isDoubleTy() ? 64u
                             : T->getIntegerBitWidth();
  };
  for (llvm::Type *T : F.getFunctionType()->params()) {
    O.ParamWidths.push_back(WidthOf(T));
    O.ParamIsFloat.push_back(T->isFloatingPointTy());
  }
  O.RetWidth = WidthOf(F.getReturnType());
  O.RetIsFloat = F.getReturnType()->isFloatingPointTy();
  const OpaqueFunction *R = Ctx.declare(std::move(O));
  Known[&F] = R;
  return R;
}
