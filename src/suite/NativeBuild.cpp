//===- NativeBuild.cpp - the program built natively for replay ------------===//
#include "suite/NativeBuild.h"
#include "support/Process.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sstream>

using namespace forage;

std::string forage::runtimeSourceDir() {
  if (const char *Env = std::getenv("FORAGE_RUNTIME_SRC"))
    return Env;
  return FORAGE_RUNTIME_SOURCE_DIR;
}

namespace {

/// The harness's flags.
std::vector<std::string> baseFlags(bool Arch32) {
  std::string Include = runtimeSourceDir() + "/../include";
  return {"gcc", "-std=gnu11", Arch32 ? "-m32" : "-m64", "-O0",
          "-g",  "-w",         "-fno-builtin",           "-I" + Include};
}

/// The program's flags: TestCov's (gcc -std=gnu11 -m32|-m64
/// -Wno-attributes -D__alias__(x)=, at gcc's default -O0 and its default
/// position-independent layout), so that replay runs what a Test-Comp
/// validator runs: no -fno-builtin, no -ftrivial-auto-var-init, no
/// -fno-pie (under which the heap lies below 2 GiB, and a 64-bit program
/// that keeps a pointer in an int works natively where TestCov's build
/// crashes). Only flags that change no value are added: -g, -w and the
/// include path of forage.h (docs/replay.md).
std::vector<std::string> programFlags(bool Arch32) {
  std::string Include = runtimeSourceDir() + "/../include";
  return {"gcc",
          "-std=gnu11",
          Arch32 ? "-m32" : "-m64",
          "-Wno-attributes",
          "-D__alias__(x)=",
          "-g",
          "-w",
          "-I" + Include};
}

bool run(std::vector<std::string> Argv, std::string &Error) {
  std::string Out;
  if (runAndCapture(Argv, Out))
    return true;
  std::string Cmd;
  for (const std::string &A : Argv)
    Cmd += (Cmd.empty() ? "" : " ") + A;
  Error = "native build failed: " + Cmd + "\n" + Out;
  return false;
}

/// Where the error functions lie relative to the harness's own
/// __cyg_profile_func_enter, from nm: the binary is position-independent,
/// so the harness adds the address it sees its hook at (hex, as unsigned
/// differences modulo the address width).
std::string errorFunctions(const std::string &Exe) {
  std::string Out;
  if (!runAndCapture({"nm", Exe}, Out))
    return "";
  std::istringstream In(Out);
  std::string Line;
  std::vector<uint64_t> Errors;
  std::optional<uint64_t> Hook;
  while (std::getline(In, Line)) {
    std::istringstream L(Line);
    std::string Addr, Type, Name;
    if (!(L >> Addr >> Type >> Name) || (Type != "T" && Type != "t"))
      continue;
    uint64_t A = std::strtoull(Addr.c_str(), nullptr, 16);
    if (Name == "reach_error" || Name == "__VERIFIER_error")
      Errors.push_back(A);
    else if (Name == "__cyg_profile_func_enter")
      Hook = A;
  }
  std::string List;
  char Buf[32];
  for (uint64_t A : Errors)
    if (Hook) {
      std::snprintf(Buf, sizeof Buf, "%llx",
                    static_cast<unsigned long long>(A - *Hook));
      List += (List.empty() ? "" : ",") + std::string(Buf);
    }
  return List;
}

} // namespace

bool forage::buildNative(const NativeBuildOptions &Opts, NativeBuild &Out,
                         std::string &Error) {
  if (std::error_code EC = llvm::sys::fs::create_directories(Opts.Dir)) {
    Error = "cannot create " + Opts.Dir + ": " + EC.message();
    return false;
  }
  std::vector<std::string> Sources = Opts.Sources;
  if (Sources.empty())
    Sources.push_back(Opts.Program);
  for (std::string &Src : Sources) {
    llvm::SmallString<256> Abs(Src);
    llvm::sys::fs::make_absolute(Abs);
    Src = std::string(Abs);
  }
  Out.ProgramPath = Sources.front();
  std::string RT = runtimeSourceDir();
  std::string D = Opts.Dir;
  // The harness: input APIs (shared with forage's runtime) and primitives.
  for (auto [Src, Obj] :
       {std::pair{RT + "/Input.c", D + "/input.o"},
        std::pair{RT + "/replay/ReplayPrimitives.c", D + "/primitives.o"}}) {
    auto Argv = baseFlags(Opts.Arch32);
    Argv.insert(Argv.end(), {"-I" + RT, "-c", Src, "-o", Obj});
    if (!run(Argv, Error))
      return false;
  }
  std::vector<std::string> Argv;
  for (size_t K = 0; K < Sources.size(); ++K) {
    // program.o for the first file, as gcov's -o names it.
    std::string Obj =
        D + "/program" + (K ? "-" + std::to_string(K) : "") + ".o";
    Argv = programFlags(Opts.Arch32);
    Argv.insert(Argv.end(), Opts.Flags.begin(), Opts.Flags.end());
    Argv.insert(Argv.end(), {"--coverage", "-finstrument-functions", "-c",
                             Sources[K], "-o", Obj});
    if (!run(Argv, Error))
      return false;
    Out.Covered.emplace_back(Sources[K], Obj);
  }
  Out.CoverageObject = Out.Covered.front().second;
  Out.CoverageExe = D + "/program-coverage";
  Argv = baseFlags(Opts.Arch32);
  // -u __gcov_dump: the harness flushes coverage from its crash handler
  // through a weak reference, which alone would not pull it from libgcov.
  Argv.insert(Argv.end(), {"--coverage", "-Wl,-u,__gcov_dump"});
  for (const auto &[Src, Obj] : Out.Covered)
    Argv.push_back(Obj);
  Argv.insert(Argv.end(), {D + "/input.o", D + "/primitives.o", "-lm", "-o",
                           Out.CoverageExe});
  if (!run(Argv, Error))
    return false;
  Out.CoverageErrorFns = errorFunctions(Out.CoverageExe);
  if (!Opts.Sanitizers)
    return true;
  Out.SanitizerExe = D + "/program-sanitized";
  Argv = programFlags(Opts.Arch32);
  Argv.insert(Argv.end(), Opts.Flags.begin(), Opts.Flags.end());
  Argv.insert(Argv.end(),
              {"-fsanitize=address,undefined", "-fno-sanitize-recover=all",
               "-finstrument-functions"});
  Argv.insert(Argv.end(), Sources.begin(), Sources.end());
  Argv.insert(Argv.end(), {D + "/input.o", D + "/primitives.o", "-lm", "-o",
                           Out.SanitizerExe});
  if (!run(Argv, Error))
    return false;
  Out.SanitizerErrorFns = errorFunctions(Out.SanitizerExe);
  return true;
}
