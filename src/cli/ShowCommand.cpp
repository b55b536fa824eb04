//===- ShowCommand.cpp - `forage show TEST`: one test, readably -----------===//
//
// What ktest-tool is to KLEE: a test's command line, stdin, files and input
// values, printed from tests.jsonl (the XML holds the values only).
//
//===----------------------------------------------------------------------===//
#include "cli/RunCommand.h"
#include "suite/Environment.h"
#include "suite/SuiteReader.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>

using namespace forage;
namespace cl = llvm::cl;

namespace {
cl::SubCommand ShowSub("show", "print tests readably: command line, stdin, "
                               "files and input values");
cl::OptionCategory ShowCat("Show");
cl::list<std::string> Tests(cl::Positional,
                            cl::desc("OUTDIR/test-NNNNN.xml... | OUTDIR"),
                            cl::OneOrMore, cl::cat(ShowCat), cl::sub(ShowSub));

/// Bytes as a C string literal: printable ASCII as is, the rest escaped.
std::string quoted(llvm::StringRef Bytes) {
  std::string S(1, '"');
  for (unsigned char C : Bytes) {
    char Buf[8];
    if (C == '"' || C == '\\')
      std::snprintf(Buf, sizeof Buf, "\\%c", C);
    else if (C == '\n')
      std::snprintf(Buf, sizeof Buf, "\\n");
    else if (C >= 0x20 && C < 0x7f)
      std::snprintf(Buf, sizeof Buf, "%c", C);
    else
      std::snprintf(Buf, sizeof Buf, "\\x%02x", C);
    S.append(Buf);
  }
  S.push_back('"');
  return S;
}

void show(const llvm::json::Object &T, const std::string &Dir,
          llvm::raw_ostream &OS) {
  OS << Dir << "/" << T.getString("file").getValueOr("?") << ": execution "
     << T.getInteger("execution").getValueOr(0) << ", found at "
     << llvm::format("%.2f", T.getNumber("seconds").getValueOr(0)) << " s\n";
  if (const llvm::json::Object *Bug = T.getObject("bug"))
    OS << "  bug:     " << Bug->getString("kind").getValueOr("") << " at "
       << Bug->getString("location").getValueOr("") << ": "
       << Bug->getString("message").getValueOr("") << "\n";
  if (auto End = T.getString("end")) {
    OS << "  end:     " << *End;
    if (*End == "exit")
      OS << " " << T.getInteger("exit_code").getValueOr(0);
    OS << "\n";
  }
  TestEnvironment Env;
  if (const llvm::json::Object *E = T.getObject("env");
      E && environmentFromJson(*E, Env)) {
    OS << "  argv:   ";
    for (const std::string &A : Env.Argv)
      OS << " " << quoted(A);
    OS << "\n";
    if (Env.HasStdin)
      OS << "  stdin:   " << quoted(Env.Stdin) << " (" << Env.Stdin.size()
         << " bytes)\n";
    for (const auto &[Name, Data] : Env.Files)
      OS << "  file " << Name << ":  " << quoted(Data) << " (" << Data.size()
         << " bytes)\n";
  }
  const llvm::json::Array *Inputs = T.getArray("inputs");
  if (!Inputs)
    return;
  OS << "  inputs:  " << Inputs->size() << "\n";
  // A named region's bytes on one line, like ktest-tool's objects.
  for (size_t K = 0; K < Inputs->size();) {
    const llvm::json::Object *In = (*Inputs)[K].getAsObject();
    if (!In) {
      ++K;
      continue;
    }
    std::string Name = In->getString("name").getValueOr("").str();
    std::string Type = In->getString("type").getValueOr("").str();
    std::string Value = In->getString("value").getValueOr("").str();
    if (Name.empty()) {
      OS << "    #" << K << "  " << Type << " " << Value << "\n";
      ++K;
      continue;
    }
    std::string Bytes;
    size_t First = K;
    for (; K < Inputs->size(); ++K) {
      const llvm::json::Object *B = (*Inputs)[K].getAsObject();
      if (!B || B->getString("name").getValueOr("") != Name)
        break;
      int64_t V = 0;
      llvm::StringRef(B->getString("value").getValueOr("0").str())
          .getAsInteger(10, V);
      Bytes.push_back(static_cast<char>(V));
    }
    OS << "    #" << First << "  " << Name << "[" << Bytes.size()
       << "] = " << quoted(Bytes) << "\n";
  }
}

/// The tests.jsonl lines Arg names: a whole suite, or one test file.
bool showArgument(const std::string &Arg, llvm::raw_ostream &OS,
                  std::string &Error) {
  bool IsDir = llvm::sys::fs::is_directory(Arg);
  std::string Dir = Arg, File;
  if (!IsDir) {
    Dir = llvm::sys::path::parent_path(Arg).str();
    File = llvm::sys::path::filename(Arg).str();
  }
  if (Dir.empty())
    Dir.assign(".");
  bool Found = false;
  if (!forEachTestLine(Dir, [&](const llvm::json::Object &O) {
        if (!File.empty() && O.getString("file").getValueOr("") != File)
          return;
        show(O, Dir, OS);
        Found = true;
      })) {
    Error = "no tests.jsonl in " + Dir + "; give a test of a forage suite";
    return false;
  }
  if (!Found) {
    Error = "no test ";
    Error.append(File.empty() ? Dir : Arg).append(" in ").append(Dir);
    Error.append("/tests.jsonl");
  }
  return Found;
}
} // namespace

llvm::cl::SubCommand &forage::showSubcommand() { return ShowSub; }

int forage::showCommand() {
  for (const std::string &Arg : Tests) {
    std::string Error;
    if (!showArgument(Arg, llvm::outs(), Error)) {
      llvm::errs() << "forage: error: " << Error << "\n";
      return ExitBadInput;
    }
  }
  return ExitOk;
}
