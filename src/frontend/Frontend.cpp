//===- Frontend.cpp - C source to a normalised LLVM 14 Module -------------===//
#include "frontend/Frontend.h"
#include "frontend/BitcodeFile.h"

#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Mem2Reg.h"

#include <cstdlib>

using namespace forage;

std::string forage::defaultRuntimePath(bool Arch32) {
  if (const char *Env = std::getenv("FORAGE_RUNTIME"))
    return Env;
  return Arch32 ? FORAGE_RUNTIME_BC_32 : FORAGE_RUNTIME_BC;
}

std::string forage::defaultIncludeDir() {
  if (const char *Env = std::getenv("FORAGE_INCLUDE"))
    return Env;
  return FORAGE_INCLUDE_DIR;
}

namespace {

struct TempFile {
  llvm::SmallString<128> Path;
  explicit TempFile(llvm::StringRef Suffix) {
    int FD;
    if (!llvm::sys::fs::createTemporaryFile("forage", Suffix, FD, Path))
      llvm::sys::Process::SafelyCloseFileDescriptor(FD);
  }
  ~TempFile() {
    if (!Path.empty())
      llvm::sys::fs::remove(Path);
  }
};

FrontendResult fail(FrontendErrorKind K, std::string Msg) {
  FrontendResult R;
  R.ErrorKind = K;
  R.Error = std::move(Msg);
  return R;
}

void promoteMemoryToRegisters(llvm::Module &M) {
  llvm::PassBuilder PB;
  llvm::LoopAnalysisManager LAM;
  llvm::FunctionAnalysisManager FAM;
  llvm::CGSCCAnalysisManager CGAM;
  llvm::ModuleAnalysisManager MAM;
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  llvm::FunctionPassManager FPM;
  FPM.addPass(llvm::PromotePass());
  for (llvm::Function &F : M)
    if (!F.isDeclaration())
      FPM.run(F, FAM);
}

} // namespace

FrontendResult forage::compileProgram(const std::string &Source,
                                      const FrontendOptions &Opts) {
  if (!llvm::sys::fs::exists(Source))
    return fail(FrontendErrorKind::CompileFailed, "no such file: " + Source);
  std::string Clang = Opts.Clang;
  if (Clang.empty()) {
    auto Found = llvm::sys::findProgramByName("clang-14");
    if (!Found)
      return fail(FrontendErrorKind::ToolMissing,
                  "clang-14 not found on PATH; install Debian's clang-14 "
                  "(make run does this)");
    Clang = *Found;
  }
  TempFile Bitcode(".bc"), Diagnostics(".txt");
  std::string IncludeDir =
      Opts.IncludeDir.empty() ? defaultIncludeDir() : Opts.IncludeDir;
  std::vector<std::string> Args = {Clang, "-c", "-emit-llvm", "-g", "-O0",
                                   "-Xclang", "-disable-O0-optnone",
                                   "-fno-builtin", "-Wno-everything",
                                   // ctype.h's macros index a libc table;
                                   // as calls they reach the runtime's
                                   // models, whose comparisons solve fast.
                                   "-D__NO_CTYPE", "-I" + IncludeDir};
  if (Opts.Arch32)
    Args.push_back("-m32");
  for (const std::string &F : Opts.ExtraFlags)
    Args.push_back(F);
  Args.insert(Args.end(), {"-o", std::string(Bitcode.Path), Source});
  std::vector<llvm::StringRef> ArgRefs(Args.begin(), Args.end());
  llvm::Optional<llvm::StringRef> Redirects[] = {
      llvm::None, llvm::StringRef(Diagnostics.Path),
      llvm::StringRef(Diagnostics.Path)};
  std::string ExecError;
  int RC = llvm::sys::ExecuteAndWait(Clang, ArgRefs, llvm::None, Redirects, 0,
                                     0, &ExecError);
  if (RC != 0) {
    std::string Text;
    if (auto Buf = llvm::MemoryBuffer::getFile(Diagnostics.Path))
      Text = (*Buf)->getBuffer().str();
    if (Text.empty())
      Text = ExecError.empty() ? "clang-14 failed" : ExecError;
    return fail(FrontendErrorKind::CompileFailed, Text);
  }

  FrontendResult R;
  R.Context = std::make_unique<llvm::LLVMContext>();
  std::string Error;
  auto M = loadBitcode(Bitcode.Path, *R.Context, Error);
  if (!M)
    return fail(FrontendErrorKind::Internal, Error);
  for (llvm::Function &F : *M)
    if (!F.isDeclaration())
      R.UserFunctions.insert(F.getName());
  llvm::Function *Entry = M->getFunction(Opts.EntryFunction);
  if (!Entry || Entry->isDeclaration())
    return fail(FrontendErrorKind::NoEntry,
                Source + ": no function '" + Opts.EntryFunction +
                    "' to start from; forage needs a whole program with an "
                    "entry point");

  std::string RuntimePath = Opts.RuntimePath.empty()
                                ? defaultRuntimePath(Opts.Arch32)
                                : Opts.RuntimePath;
  auto Runtime = loadBitcode(RuntimePath, *R.Context, Error);
  if (!Runtime)
    return fail(FrontendErrorKind::ToolMissing,
                "cannot load the runtime bitcode " + RuntimePath + ": " +
                    Error);
  Runtime->setDataLayout(M->getDataLayout());
  Runtime->setTargetTriple(M->getTargetTriple());
  // Only what the program needs; a function the program defines itself wins.
  if (llvm::Linker::linkModules(*M, std::move(Runtime),
                                llvm::Linker::Flags::LinkOnlyNeeded))
    return fail(FrontendErrorKind::Internal,
                "linking the runtime into the program failed");
  if (Opts.Libc == LibcKind::Uclibc && !Opts.Arch32)
    if (std::string E = linkLibc(
            *M, Opts.LibcPath.empty() ? defaultLibcPath() : Opts.LibcPath,
            RuntimePath);
        !E.empty())
      return fail(FrontendErrorKind::ToolMissing, E);
  promoteMemoryToRegisters(*M);
  std::string VerifyError;
  llvm::raw_string_ostream VOS(VerifyError);
  if (llvm::verifyModule(*M, &VOS))
    return fail(FrontendErrorKind::Internal,
                "the linked module is invalid: " + VOS.str());
  R.Module = std::move(M);
  return R;
}
