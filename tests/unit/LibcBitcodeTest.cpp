//===- LibcBitcodeTest.cpp - what docs/libc.md promises of libc.bc ------===//
// libc.bc (uClibc-ng compiled to bitcode) must leave the syscall boundary and
// the allocator to the interpreter, the POSIX model or the native caller,
// and the linker must give the program and the runtime precedence.
#include "CompileHelper.h"
#include "frontend/LibcLinker.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {

std::unique_ptr<llvm::Module> loadLibc(llvm::LLVMContext &Ctx) {
  llvm::SMDiagnostic Diag;
  return llvm::parseIRFile(FORAGE_TEST_LIBC_BC, Diag, Ctx);
}

FrontendResult compileWithLibc(const std::string &Source) {
  FrontendOptions Opts;
  Opts.Libc = LibcKind::Uclibc;
  Opts.LibcPath = FORAGE_TEST_LIBC_BC;
  return test::compileSnippet(Source, Opts);
}

} // namespace

TEST(LibcBitcode, HasNoInlineAssembly) {
  llvm::LLVMContext Ctx;
  auto M = loadLibc(Ctx);
  ASSERT_TRUE(M);
  EXPECT_TRUE(M->getModuleInlineAsm().empty());
  for (const llvm::Function &F : *M)
    for (const llvm::BasicBlock &B : F)
      for (const llvm::Instruction &I : B) {
        if (const auto *C = llvm::dyn_cast<llvm::CallBase>(&I)) {
          EXPECT_FALSE(C->isInlineAsm())
              << "inline asm in " << F.getName().str();
        }
      }
}

TEST(LibcBitcode, LeavesSyscallsAndAllocatorUndefined) {
  llvm::LLVMContext Ctx;
  auto M = loadLibc(Ctx);
  ASSERT_TRUE(M);
  for (const char *Name :
       {"read",    "write",  "open",   "openat",    "close",  "lseek",
        "lseek64", "fstat",  "stat",   "lstat",     "fcntl",  "ioctl",
        "dup",     "dup2",   "isatty", "tcgetattr", "getpid", "access",
        "unlink",  "exit",   "_exit",  "abort",     "time",   "gettimeofday",
        "brk",     "sbrk",   "mmap",   "syscall",   "malloc", "calloc",
        "realloc", "free",   "memcpy", "memmove",   "memset", "__assert_fail",
        "setjmp",  "longjmp"}) {
    const llvm::GlobalValue *G = M->getNamedValue(Name);
    EXPECT_TRUE(!G || G->isDeclaration()) << Name << " is defined";
  }
  // Internal calls name the plain functions, not uClibc's hidden aliases.
  for (const llvm::GlobalValue &G : M->global_values())
    EXPECT_FALSE(G.getName().startswith("__GI_")) << G.getName().str();
}

TEST(LibcBitcode, DefinesTheFunctionsItReplaces) {
  llvm::LLVMContext Ctx;
  auto M = loadLibc(Ctx);
  ASSERT_TRUE(M);
  for (const char *Name :
       {"sscanf", "vsnprintf", "printf", "qsort", "getopt", "strtok", "fopen",
        "fgets", "fread", "getc", "__isoc99_sscanf", "__printf_chk",
        "__memcpy_chk", "__stack_chk_fail"}) {
    const llvm::GlobalValue *G = M->getNamedValue(Name);
    EXPECT_TRUE(G && !G->isDeclaration()) << Name << " is missing";
  }
}

TEST(LibcBitcode, ProgramAndRuntimeDefinitionsWin) {
  // The program defines strtok; strlen comes from the runtime's model, also
  // where only uClibc's code calls it; strtol and isspace from uClibc,
  // whose code beats the runtime's models for them; sscanf from uClibc.
  FrontendResult R = compileWithLibc(
      "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n"
      "#include <ctype.h>\n"
      "char *strtok(char *s, const char *d) { return s; }\n"
      "int main(void) { int a; char b[4] = \"1 2\";\n"
      "  return sscanf(b, \"%d\", &a) + (int)strtol(b, 0, 10) +"
      " (strtok(b, \" \") != 0) + isspace(b[1]) + (int)strlen(b); }\n");
  ASSERT_TRUE(R.Module) << R.Error;
  EXPECT_TRUE(R.UserFunctions.contains("strtok"));
  auto DefinedIn = [&](const char *Name) -> std::string {
    const llvm::Function *F = R.Module->getFunction(Name);
    if (!F || F->isDeclaration() || !F->getSubprogram())
      return "";
    return F->getSubprogram()->getFilename().str();
  };
  EXPECT_TRUE(llvm::StringRef(DefinedIn("strlen")).endswith("LibcString.c"));
  EXPECT_TRUE(llvm::StringRef(DefinedIn("strtok")).startswith("/tmp") ||
              llvm::StringRef(DefinedIn("strtok")).contains("forage-unit"));
  EXPECT_FALSE(DefinedIn("strtol").empty());
  EXPECT_FALSE(llvm::StringRef(DefinedIn("strtol")).endswith("LibcStdlib.c"));
  EXPECT_FALSE(DefinedIn("isspace").empty());
  EXPECT_FALSE(llvm::StringRef(DefinedIn("isspace")).endswith("LibcCtype.c"));
  EXPECT_FALSE(DefinedIn("__isoc99_sscanf").empty());
  EXPECT_FALSE(R.Module->getFunction("malloc") &&
               !R.Module->getFunction("malloc")->isDeclaration());
  for (const llvm::GlobalAlias &A : R.Module->aliases())
    ADD_FAILURE() << "alias left: " << A.getName().str();
}
