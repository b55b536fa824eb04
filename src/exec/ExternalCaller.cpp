//===- ExternalCaller.cpp - native calls through libffi -------------------===//
#include "exec/ExternalCaller.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"

#include <algorithm>
#include <csetjmp>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <dlfcn.h>
#include <ffi.h>
#include <unistd.h>
#include <vector>

using namespace forage;

struct ExternalCaller::Site {
  void *Address = nullptr;
  ffi_cif Cif;
  std::vector<ffi_type *> Types;
  ffi_type *RetType = nullptr;
  std::string Error; ///< Set if the site cannot be called.
};

namespace {
// A native function that crashes (a bad pointer the program passed it) must
// not take forage down: the signal returns here and the execution ends.
sigjmp_buf CrashJump;
volatile sig_atomic_t CrashSignal = 0;

void onCrash(int Sig) {
  CrashSignal = Sig;
  siglongjmp(CrashJump, 1);
}
} // namespace

ExternalCaller::ExternalCaller() = default;
ExternalCaller::~ExternalCaller() = default;

/// The libffi type of an IR type, or null if it cannot be passed.
static ffi_type *ffiType(llvm::Type *T, bool Signed) {
  if (T->isVoidTy())
    return &ffi_type_void;
  if (T->isPointerTy())
    return &ffi_type_pointer;
  if (T->isFloatTy())
    return &ffi_type_float;
  if (T->isDoubleTy())
    return &ffi_type_double;
  if (T->isX86_FP80Ty())
    return &ffi_type_longdouble;
  if (T->isIntegerTy()) {
    switch (T->getIntegerBitWidth()) {
    case 1:
    case 8:
      return Signed ? &ffi_type_sint8 : &ffi_type_uint8;
    case 16:
      return Signed ? &ffi_type_sint16 : &ffi_type_uint16;
    case 32:
      return Signed ? &ffi_type_sint32 : &ffi_type_uint32;
    case 64:
      return Signed ? &ffi_type_sint64 : &ffi_type_uint64;
    default:
      return nullptr;
    }
  }
  return nullptr;
}

ExternalCaller::Status ExternalCaller::call(const llvm::CallBase &CB,
                                            const llvm::Function &F,
                                            llvm::ArrayRef<u128> Args,
                                            u128 &Result, std::string &Error) {
  std::unique_ptr<Site> &S = Sites[&CB];
  if (!S) {
    S = std::make_unique<Site>();
    std::string Name = nativeName(F).str();
    S->Address = dlsym(RTLD_DEFAULT, Name.c_str());
    if (!S->Address)
      S->Error = "function '" + Name +
                 "' has no body, no model in forage's runtime, and is not in "
                 "the C library; link its source into the program";
    for (unsigned K = 0; K < CB.arg_size() && S->Error.empty(); ++K) {
      if (CB.paramHasAttr(K, llvm::Attribute::ByVal)) {
        S->Error = "external function '" + Name +
                   "' takes a struct by value, which cannot be passed natively";
        break;
      }
      ffi_type *T = ffiType(CB.getArgOperand(K)->getType(),
                            CB.paramHasAttr(K, llvm::Attribute::SExt));
      if (!T)
        S->Error = "external function '" + Name +
                   "' has an argument type that cannot be passed natively";
      S->Types.push_back(T);
    }
    S->RetType = ffiType(CB.getType(),
                         CB.getAttributes().hasRetAttr(llvm::Attribute::SExt));
    if (!S->RetType && S->Error.empty())
      S->Error = "external function '" + Name +
                 "' returns a type that cannot be received natively";
    if (S->Error.empty()) {
      unsigned Fixed = F.getFunctionType()->getNumParams();
      ffi_status St =
          F.isVarArg()
              ? ffi_prep_cif_var(&S->Cif, FFI_DEFAULT_ABI, Fixed,
                                 static_cast<unsigned>(S->Types.size()),
                                 S->RetType, S->Types.data())
              : ffi_prep_cif(&S->Cif, FFI_DEFAULT_ABI,
                             static_cast<unsigned>(S->Types.size()), S->RetType,
                             S->Types.data());
      if (St != FFI_OK)
        S->Error = "libffi cannot call external function '" + Name + "'";
    }
  }
  if (!S->Error.empty()) {
    Error = S->Error;
    return Unsupported;
  }
  // Each argument gets 16 bytes of storage: enough for a long double.
  std::vector<u128> Storage(Args.size());
  std::vector<void *> Pointers(Args.size());
  for (size_t K = 0; K < Args.size(); ++K) {
    Storage[K] = Args[K];
    llvm::Type *T = CB.getArgOperand(static_cast<unsigned>(K))->getType();
    if (T->isPointerTy()) // ILP32 pointers are zero-extended host pointers
      Storage[K] = static_cast<uint64_t>(Args[K]);
    Pointers[K] = &Storage[K];
  }
  alignas(16) unsigned char Ret[32] = {0};
  const int Signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
  struct sigaction Old[4], New = {};
  New.sa_handler = onCrash;
  sigemptyset(&New.sa_mask);
  New.sa_flags = SA_NODEFER | SA_ONSTACK;
  for (int K = 0; K < 4; ++K)
    sigaction(Signals[K], &New, &Old[K]);
  CrashSignal = 0;
  if (sigsetjmp(CrashJump, 1) == 0)
    ffi_call(&S->Cif, FFI_FN(S->Address), Ret, Pointers.data());
  for (int K = 0; K < 4; ++K)
    sigaction(Signals[K], &Old[K], nullptr);
  if (CrashSignal) {
    Error = "external function '" + F.getName().str() + "' crashed (" +
            strsignal(CrashSignal) + ") on the arguments the program gave it";
    return Crashed;
  }
  Result = 0;
  unsigned Bytes = S->RetType == &ffi_type_void ? 0
                   : S->RetType == &ffi_type_longdouble
                       ? 10
                       : static_cast<unsigned>(S->RetType->size);
  std::memcpy(&Result, Ret, std::min(Bytes, 16u));
  track(nativeName(F), Args, Result);
  return Ok;
}

void ExternalCaller::track(llvm::StringRef Name, llvm::ArrayRef<u128> Args,
                           u128 Result) {
  auto Arg = [&](size_t K) {
    return K < Args.size() ? static_cast<uint64_t>(Args[K]) : 0;
  };
  int Fd = static_cast<int>(static_cast<int64_t>(Result));
  void *Ptr = reinterpret_cast<void *>(static_cast<uintptr_t>(Result));
  bool OpensFd =
      llvm::StringSwitch<bool>(Name)
          .Cases("open", "open64", "openat", "openat64", true)
          .Cases("creat", "creat64", "dup", "dup2", "dup3", true)
          .Cases("socket", "accept", "accept4", "eventfd", true)
          .Cases("mkstemp", "mkstemp64", "mkostemp", "mkostemp64", true)
          .Cases("epoll_create", "epoll_create1", "memfd_create",
                 "inotify_init", "timerfd_create", true)
          .Default(false);
  if (OpensFd && Fd > 2)
    Fds.insert(Fd);
  if ((Name == "pipe" || Name == "pipe2" || Name == "socketpair") && Fd == 0) {
    const int *Pair = reinterpret_cast<const int *>(
        static_cast<uintptr_t>(Arg(Name == "socketpair" ? 3 : 0)));
    Fds.insert(Pair[0]);
    Fds.insert(Pair[1]);
  }
  if (Name == "close" && Fd == 0)
    Fds.erase(static_cast<int>(Arg(0)));
  bool OpensStream = llvm::StringSwitch<bool>(Name)
                         .Cases("fopen", "fopen64", "fdopen", "freopen", true)
                         .Cases("freopen64", "tmpfile", "tmpfile64", true)
                         .Cases("fmemopen", "open_memstream", true)
                         .Default(false);
  if (OpensStream && Ptr) {
    Streams.insert(Ptr);
    if (Name == "fdopen") // the stream owns the descriptor now
      Fds.erase(static_cast<int>(Arg(0)));
  }
  if (Name == "fclose")
    Streams.erase(reinterpret_cast<void *>(static_cast<uintptr_t>(Arg(0))));
  if ((Name == "opendir" || Name == "fdopendir") && Ptr) {
    Dirs.insert(Ptr);
    if (Name == "fdopendir")
      Fds.erase(static_cast<int>(Arg(0)));
  }
  if (Name == "closedir")
    Dirs.erase(reinterpret_cast<void *>(static_cast<uintptr_t>(Arg(0))));
}

void ExternalCaller::releaseResources() {
  for (void *S : Streams)
    std::fclose(static_cast<FILE *>(S));
  for (void *D : Dirs)
    ::closedir(static_cast<DIR *>(D));
  for (int Fd : Fds)
    ::close(Fd);
  Streams.clear();
  Dirs.clear();
  Fds.clear();
}

std::function<u128(const u128 *)>
ExternalCaller::pureFunction(const llvm::Function &F, std::string &Error) {
  std::string Name = F.getName().str();
  auto S = std::make_shared<Site>();
  S->Address = dlsym(RTLD_DEFAULT, Name.c_str());
  if (!S->Address) {
    Error = "function '" + Name + "' is not in the process";
    return {};
  }
  llvm::FunctionType *FT = F.getFunctionType();
  auto Scalar = [](llvm::Type *T) {
    return T->isFloatTy() || T->isDoubleTy() ||
           (T->isIntegerTy() && T->getIntegerBitWidth() <= 64);
  };
  if (FT->isVarArg() || !Scalar(FT->getReturnType()) ||
      FT->getNumParams() > 8) {
    Error = "function '" + Name + "' is not a function of scalars";
    return {};
  }
  for (unsigned K = 0; K < FT->getNumParams(); ++K) {
    if (!Scalar(FT->getParamType(K))) {
      Error = "function '" + Name + "' has a parameter that is not a scalar";
      return {};
    }
    S->Types.push_back(ffiType(FT->getParamType(K),
                               F.hasParamAttribute(K, llvm::Attribute::SExt)));
  }
  S->RetType = ffiType(FT->getReturnType(),
                       F.getAttributes().hasRetAttr(llvm::Attribute::SExt));
  if (ffi_prep_cif(&S->Cif, FFI_DEFAULT_ABI,
                   static_cast<unsigned>(S->Types.size()), S->RetType,
                   S->Types.data()) != FFI_OK) {
    Error = "libffi cannot call function '" + Name + "'";
    return {};
  }
  unsigned RetBytes = static_cast<unsigned>(S->RetType->size);
  return [S, RetBytes](const u128 *Args) {
    u128 Storage[8];
    void *Pointers[8];
    for (size_t K = 0; K < S->Types.size(); ++K) {
      Storage[K] = Args[K];
      Pointers[K] = &Storage[K];
    }
    alignas(16) unsigned char Ret[16] = {0};
    ffi_call(&S->Cif, FFI_FN(S->Address), Ret, Pointers);
    u128 Result = 0;
    std::memcpy(&Result, Ret, std::min(RetBytes, 16u));
    return Result;
  };
}
