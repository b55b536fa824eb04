//===- Frontend.cpp - C source to a normalised LLVM 14 Module -------------===//
#include "frontend/Frontend.h"
#include "frontend/BitcodeFile.h"
#include "frontend/FixedIntrinsics.h"
#include "frontend/InlineAsmIdioms.h"
#include "frontend/UninitializedReads.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
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

namespace {

bool isBitcode(llvm::StringRef Path) {
  return Path.endswith(".bc") || Path.endswith(".ll");
}

/// Source compiled by clang-14 into a module of Ctx.
std::unique_ptr<llvm::Module> compileSource(const std::string &Clang,
                                            const std::string &Source,
                                            const FrontendOptions &Opts,
                                            llvm::LLVMContext &Ctx,
                                            FrontendResult &Failure) {
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
    Failure = fail(FrontendErrorKind::CompileFailed, Text);
    return nullptr;
  }
  std::string Error;
  auto M = loadBitcode(Bitcode.Path, Ctx, Error);
  if (!M)
    Failure = fail(FrontendErrorKind::Internal, Error);
  return M;
}

/// The program's main becomes __forage_user_main, called by the runtime's
/// __forage_env_main (runtime/posix/Env.c), which becomes main once linked:
/// it turns --sym-arg & co. on the command line into inputs.
void wrapMain(llvm::Module &M) {
  llvm::Function *Main = M.getFunction("main");
  Main->setName("__forage_user_main");
  llvm::LLVMContext &Ctx = M.getContext();
  llvm::Type *Int = llvm::Type::getInt32Ty(Ctx);
  llvm::Type *Argv = llvm::Type::getInt8PtrTy(Ctx)->getPointerTo();
  M.getOrInsertFunction("__forage_env_main",
                        llvm::FunctionType::get(Int, {Int, Argv}, false));
}

} // namespace

FrontendResult forage::compileProgram(const std::string &Source,
                                      const FrontendOptions &Opts) {
  return compileProgram(std::vector<std::string>{Source}, Opts);
}

FrontendResult forage::compileProgram(const std::vector<std::string> &Sources,
                                      const FrontendOptions &Opts) {
  for (const std::string &Source : Sources)
    if (!llvm::sys::fs::exists(Source))
      return fail(FrontendErrorKind::CompileFailed, "no such file: " + Source);
  std::string Clang = Opts.Clang;
  if (Clang.empty() && !llvm::all_of(Sources, isBitcode)) {
    auto Found = llvm::sys::findProgramByName("clang-14");
    if (!Found)
      return fail(FrontendErrorKind::ToolMissing,
                  "clang-14 not found on PATH; install Debian's clang-14 "
                  "(make run does this)");
    Clang = *Found;
  }

  FrontendResult R;
  R.Context = std::make_unique<llvm::LLVMContext>();
  std::unique_ptr<llvm::Module> M;
  std::string Error;
  for (const std::string &Source : Sources) {
    FrontendResult Failure;
    std::unique_ptr<llvm::Module> Part =
        isBitcode(Source)
            ? loadBitcode(Source, *R.Context, Error)
            : compileSource(Clang, Source, Opts, *R.Context, Failure);
    if (!Part)
      return Failure.Error.empty()
                 ? fail(FrontendErrorKind::CompileFailed, Error)
                 : std::move(Failure);
    if (!M) {
      M = std::move(Part);
      continue;
    }
    // The program's own files: a symbol defined twice is the user's error.
    std::string LinkError;
    R.Context->setDiagnosticHandlerCallBack(
        [](const llvm::DiagnosticInfo &DI, void *Out) {
          llvm::raw_string_ostream OS(*static_cast<std::string *>(Out));
          llvm::DiagnosticPrinterRawOStream DP(OS);
          DI.print(DP);
          OS << "\n";
        },
        &LinkError);
    bool Failed = llvm::Linker::linkModules(*M, std::move(Part));
    R.Context->setDiagnosticHandlerCallBack(nullptr);
    if (Failed)
      return fail(FrontendErrorKind::CompileFailed,
                  "linking " + Source +
                      " into the program failed: " + LinkError);
  }
  llvm::Function *Entry = M->getFunction(Opts.EntryFunction);
  if (!Entry || Entry->isDeclaration())
    return fail(FrontendErrorKind::NoEntry,
                Sources.front() + ": no function '" + Opts.EntryFunction +
                    "' to start from; forage needs a whole program with an "
                    "entry point");
  if (Opts.Environment && Opts.EntryFunction == "main")
    wrapMain(*M);
  for (llvm::Function &F : *M)
    if (!F.isDeclaration())
      R.UserFunctions.insert(F.getName());
  bool UninitializedAsInputs = readsUninitializedAsInputs(*M, R.UserFunctions);
  if (UninitializedAsInputs)
    declareUninitializedInputs(*M);

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
  if (Opts.Environment && Opts.EntryFunction == "main")
    M->getFunction("__forage_env_main")->setName("main");
  lowerFixedIntrinsics(*M);
  lowerInlineAsmIdioms(*M);
  if (UninitializedAsInputs)
    markUninitializedLocals(*M, R.UserFunctions);
  promoteMemoryToRegisters(*M);
  if (UninitializedAsInputs) {
    R.UninitializedReads = rewriteUninitializedReads(*M, R.UserFunctions);
    markIndeterminateObjects(*M, R.UserFunctions);
  }
  std::string VerifyError;
  llvm::raw_string_ostream VOS(VerifyError);
  if (llvm::verifyModule(*M, &VOS))
    return fail(FrontendErrorKind::Internal,
                "the linked module is invalid: " + VOS.str());
  R.Module = std::move(M);
  return R;
}
