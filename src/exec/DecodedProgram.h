//===- DecodedProgram.h - the whole Module, decoded once --------*- C++ -*-===//
#ifndef FORAGE_EXEC_DECODEDPROGRAM_H
#define FORAGE_EXEC_DECODEDPROGRAM_H

#include "exec/Decoded.h"
#include "exec/Memory.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/DataLayout.h"

#include <memory>
#include <set>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class CallBase;
class Constant;
class Function;
class Module;
class Type;
} // namespace llvm

namespace forage {

class ProgramModel;

/// Whether a call through a function pointer may run F (C11 6.5.2.2p9: a
/// call through an incompatible type is undefined): at least as many
/// arguments as F has parameters, and no use of the result of a function
/// that returns none. The interpreter stops any other
/// such call, and the model checker dispatches an indirect call to exactly
/// the address-taken functions this admits, so the two agree.
bool indirectCallMayRun(const llvm::CallBase &Call, const llvm::Function &F);

/// Decodes every function of M, and lays out its globals and functions in
/// Memory (their addresses are constants of the decoded code).
class DecodedProgram {
public:
  /// Calls of the declarations named in Opaque (besides libm's pure
  /// functions) are decoded as Handler::Opaque.
  DecodedProgram(const llvm::Module &M, const ProgramModel &PM, Memory &Mem,
                 std::set<std::string> Opaque = {});
  ~DecodedProgram();

  DecodedFunction *function(const llvm::Function *F) const {
    auto It = Functions.find(F);
    return It == Functions.end() ? nullptr : It->second.get();
  }
  /// The function whose address is A, or null.
  const llvm::Function *functionAt(uint64_t A) const {
    auto It = FunctionByAddress.find(A);
    return It == FunctionByAddress.end() ? nullptr : It->second;
  }
  uint64_t addressOf(const llvm::Function *F) const;
  /// Address of a block whose address the program takes (`blockaddress`,
  /// GCC's `&&label`), 0 for any other block. Each such block has a
  /// one-byte read-only object of its own, so the address is unique and
  /// points at no data.
  uint64_t addressOf(const llvm::BasicBlock *B) const {
    auto It = BlockAddress.find(B);
    return It == BlockAddress.end() ? 0 : It->second;
  }
  /// Address of a global variable's object (0 if it has none).
  uint64_t addressOfGlobal(const llvm::Value *G) const {
    auto It = GlobalAddress.find(G);
    return It == GlobalAddress.end() ? 0 : It->second;
  }
  /// Copies every global's initial bytes back (start of an execution).
  void resetGlobals();

  const llvm::DataLayout &dataLayout() const { return DL; }
  unsigned pointerBits() const { return DL.getPointerSizeInBits(); }
  const llvm::Module &module() const { return M; }
  /// Leaves of a type, in slot order.
  void leavesOf(llvm::Type *T, uint32_t Base, std::vector<Leaf> &Out) const;
  /// Handler for a call of F, decided by its name or intrinsic id.
  Handler handlerFor(const llvm::Function &F, CallInfo &Info) const;
  /// Names of external globals that could not be found in the host process.
  const std::vector<std::string> &missingGlobals() const { return Missing; }

  std::vector<SwitchTable> Switches;
  std::vector<IndirectTable> IndirectBranches;
  std::vector<GepInfo> Geps;
  std::vector<CallInfo> Calls;
  std::vector<Leaf> Leaves;

private:
  std::set<std::string> Opaque;
  friend class FunctionDecoder;
  void layoutGlobals(Memory &Mem);
  void writeConstant(const llvm::Constant *C, uint8_t *Dst) const;

public:
  /// Scalar value of a constant; aggregates yield their leaves in Out.
  void constantLeaves(const llvm::Constant *C, std::vector<u128> &Out) const;
  u128 constantScalar(const llvm::Constant *C) const;

private:
  const llvm::Module &M;
  const ProgramModel &PM;
  llvm::DataLayout DL;
  llvm::DenseMap<const llvm::Function *, std::unique_ptr<DecodedFunction>>
      Functions;
  llvm::DenseMap<const llvm::Value *, uint64_t> GlobalAddress;
  llvm::DenseMap<uint64_t, const llvm::Function *> FunctionByAddress;
  llvm::DenseMap<const llvm::BasicBlock *, uint64_t> BlockAddress;
  struct Image {
    MemObject *Object;
    std::vector<uint8_t> Bytes;
  };
  std::vector<Image> Images;
  std::vector<std::string> Missing;
};

} // namespace forage

#endif
