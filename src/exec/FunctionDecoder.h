//===- FunctionDecoder.h - one llvm::Function to a DecodedFunction -*- C++
//-*-===//
#ifndef FORAGE_EXEC_FUNCTIONDECODER_H
#define FORAGE_EXEC_FUNCTIONDECODER_H

#include "exec/DecodedProgram.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"

namespace llvm {
class BasicBlock;
class CallBase;
class Value;
} // namespace llvm

namespace forage {

/// The ExprKind of an integer llvm::BinaryOperator opcode (Add ... Xor).
ExprKind integerBinaryKind(unsigned Opcode);

class FunctionDecoder {
public:
  FunctionDecoder(DecodedProgram &P, const ProgramModel &PM,
                  const llvm::Function &F, DecodedFunction &Out)
      : P(P), PM(PM), F(F), Out(Out) {}
  void run();

private:
  uint32_t slotCount(llvm::Type *T) const;
  /// Slot of the member an extractvalue/insertvalue index path names,
  /// relative to the aggregate's first slot.
  uint32_t slotOffset(llvm::Type *T, llvm::ArrayRef<unsigned> Indices) const;
  /// First slot holding V (registers, arguments or constants).
  uint32_t slotOf(const llvm::Value *V);
  uint32_t edge(const llvm::BasicBlock *From, const llvm::BasicBlock *To);
  void decode(const llvm::Instruction &I);
  void decodeCall(const llvm::CallBase &CB);
  void decodeGep(const llvm::Instruction &I);
  void decodeMemoryAccess(const llvm::Instruction &I, llvm::Type *T);
  Inst &emit(Op O, const llvm::Instruction &I);
  void unsupported(const llvm::Instruction &I);

  DecodedProgram &P;
  const ProgramModel &PM;
  const llvm::Function &F;
  DecodedFunction &Out;
  llvm::DenseMap<const llvm::Value *, uint32_t> Slots;
  llvm::DenseMap<const llvm::BasicBlock *, uint32_t> BlockStart;
  struct PendingEdge {
    uint32_t Edge;
    const llvm::BasicBlock *Target;
  };
  std::vector<PendingEdge> Pending;
  uint32_t NextSlot = 0;
  std::vector<std::pair<const llvm::Constant *, uint32_t>> ConstantSlots;
};

} // namespace forage

#endif
