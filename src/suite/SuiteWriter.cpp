//===- SuiteWriter.cpp - Test-Comp test suite, written as found -----------===//
#include "suite/SuiteWriter.h"
#include "suite/AtomicFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <ctime>
#include <fcntl.h>
#include <unistd.h>

using namespace forage;

std::string forage::sha256OfFile(const std::string &Path) {
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  if (!Buf)
    return "";
  auto Digest =
      llvm::SHA256::hash(llvm::arrayRefFromStringRef((*Buf)->getBuffer()));
  std::string Hex;
  static const char *Digits = "0123456789abcdef";
  for (uint8_t B : Digest) {
    Hex.push_back(Digits[B >> 4]);
    Hex.push_back(Digits[B & 15]);
  }
  return Hex;
}

static std::string xmlEscape(llvm::StringRef S) {
  std::string Out;
  for (char C : S) {
    switch (C) {
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '&':
      Out += "&amp;";
      break;
    case '"':
      Out += "&quot;";
      break;
    default:
      Out.push_back(C);
    }
  }
  return Out;
}

std::string SuiteWriter::metadataXml(const SuiteMetadata &Meta) {
  char Time[32];
  std::time_t Now = std::time(nullptr);
  std::strftime(Time, sizeof Time, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&Now));
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
     << "<!DOCTYPE test-metadata PUBLIC \"+//IDN sosy-lab.org//DTD "
        "test-format test-metadata 1.1//EN\" "
        "\"https://sosy-lab.org/test-format/test-metadata-1.1.dtd\">\n"
     << "<test-metadata>\n"
     << "  <sourcecodelang>C</sourcecodelang>\n"
     << "  <producer>" << xmlEscape(Meta.Producer) << "</producer>\n"
     << "  <specification>"
     << (Meta.CoverError
             ? "COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) )"
             : "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )")
     << "</specification>\n"
     << "  <programfile>" << xmlEscape(Meta.ProgramFile) << "</programfile>\n"
     << "  <programhash>" << Meta.ProgramHash << "</programhash>\n"
     << "  <entryfunction>" << xmlEscape(Meta.EntryFunction)
     << "</entryfunction>\n"
     << "  <architecture>" << (Meta.Arch32 ? "32bit" : "64bit")
     << "</architecture>\n"
     << "  <creationtime>" << Time << "</creationtime>\n"
     << "</test-metadata>\n";
  return OS.str();
}

std::string SuiteWriter::testXml(const TestCase &T) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
     << "<!DOCTYPE testcase PUBLIC \"+//IDN sosy-lab.org//DTD test-format "
        "testcase 1.1//EN\" "
        "\"https://sosy-lab.org/test-format/testcase-1.1.dtd\">\n"
     << "<testcase" << (T.CoversError ? " coversError=\"true\"" : "") << ">\n";
  for (const TestInput &In : T.Inputs) {
    // The k-th <input> is what the k-th __VERIFIER_nondet_*() call returns:
    // values of never-assigned variables stay in tests.jsonl.
    if (In.Name == UninitializedInputName)
      continue;
    OS << "  <input";
    if (!In.Name.empty())
      OS << " variable=\"" << xmlEscape(In.Name) << "\"";
    OS << " type=\"" << xmlEscape(In.Type) << "\">" << formatInput(In)
       << "</input>\n";
  }
  OS << "</testcase>\n";
  return OS.str();
}

static std::string testFileName(uint32_t Id) {
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "test-%05u.xml", Id);
  return Buf;
}

std::string SuiteWriter::testJson(const TestCase &T,
                                  const TestEnvironment *Env) {
  llvm::json::Array Inputs;
  for (const TestInput &In : T.Inputs)
    Inputs.push_back(llvm::json::Object{
        {"name", In.Name}, {"type", In.Type}, {"value", formatInput(In)}});
  llvm::json::Array New;
  for (uint32_t B : T.NewBranches)
    New.push_back(B);
  llvm::json::Object O{{"id", T.Id},
                       {"file", T.NeedsUninitialized
                                    ? llvm::json::Value(nullptr)
                                    : llvm::json::Value(testFileName(T.Id))},
                       {"seconds", T.Seconds},
                       {"execution", static_cast<int64_t>(T.Execution)},
                       {"inputs", std::move(Inputs)},
                       {"new_branches", std::move(New)}};
  if (T.NeedsUninitialized)
    O["needs_uninitialized"] = true;
  if (!T.End.empty())
    O["end"] = T.End;
  if (T.End == "exit")
    O["exit_code"] = T.ExitCode;
  if (T.Output)
    O["output"] = *T.Output;
  if (T.Branches) {
    // As a hex string: JSON readers may hold numbers as doubles.
    char Hash[24];
    std::snprintf(Hash, sizeof Hash, "%016llx",
                  static_cast<unsigned long long>(T.Branches->Hash));
    O["branches"] = llvm::json::Object{
        {"count", static_cast<int64_t>(T.Branches->Count)}, {"hash", Hash}};
  }
  if (Env)
    O["env"] = environmentJson(*Env);
  if (T.IsBug)
    O["bug"] = llvm::json::Object{{"kind", T.BugKind},
                                  {"message", T.BugMessage},
                                  {"location", T.BugLocation}};
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::json::Value(std::move(O));
  return OS.str();
}

SuiteWriter::SuiteWriter(std::string D, const SuiteMetadata &Meta)
    : Dir(std::move(D)) {
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir)) {
    Error = "cannot create output directory " + Dir + ": " + EC.message();
    return;
  }
  // A suite of an earlier run in the same directory would mix with this
  // one (replay reads every test file, and tests.jsonl is appended to).
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    if ((Name.startswith("test-") && Name.endswith(".xml")) ||
        Name == "tests.jsonl" || Name == "replay.json")
      llvm::sys::fs::remove(It->path());
  }
  Error = writeFileAtomically(Dir + "/metadata.xml", metadataXml(Meta));
  if (Error.empty())
    Error = writeFileAtomically(Dir + "/program.json", programJson(Meta));
  DirFd = ::open(Dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  JsonFd = ::open((Dir + "/tests.jsonl").c_str(),
                  O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  SpareFd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  if ((DirFd < 0 || JsonFd < 0) && Error.empty())
    Error = "cannot open output directory " + Dir;
  std::string SpecError;
  if (!parseEnvSpec(Meta.CommandLine, Env, SpecError) && Error.empty())
    Error = SpecError;
  Argv0 = Meta.Argv0;
}

std::string SuiteWriter::programJson(const SuiteMetadata &Meta) {
  llvm::json::Array Sources, Flags, CommandLine;
  for (const std::string &S : Meta.Sources)
    Sources.push_back(S);
  if (Meta.Sources.empty())
    Sources.push_back(Meta.ProgramFile);
  for (const std::string &F : Meta.CompileFlags)
    Flags.push_back(F);
  for (const std::string &T : Meta.CommandLine)
    CommandLine.push_back(T);
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::json::Value(llvm::json::Object{
            {"sources", std::move(Sources)},
            {"compile_flags", std::move(Flags)},
            {"command_line", std::move(CommandLine)},
            {"argv0", Meta.Argv0},
            {"architecture", Meta.Arch32 ? "32bit" : "64bit"}})
     << "\n";
  return OS.str();
}

SuiteWriter::~SuiteWriter() {
  for (int FD : {DirFd, JsonFd, SpareFd})
    if (FD >= 0)
      ::close(FD);
}

bool SuiteWriter::write(const TestCase &T) {
  if (DirFd < 0 || JsonFd < 0)
    return false;
  // A test whose path reads a never-assigned variable stays in tests.jsonl
  // only: a Test-Comp harness cannot set that value.
  if (!T.NeedsUninitialized &&
      !writeFileAtomicallyAt(DirFd, testFileName(T.Id), testXml(T), &SpareFd)
           .empty())
    return false;
  std::string Line;
  if (Env.empty()) {
    Line = testJson(T);
  } else {
    TestEnvironment E = environmentOf(Env, Argv0, T.Inputs);
    Line = testJson(T, &E);
  }
  Line += "\n";
  return ::write(JsonFd, Line.data(), Line.size()) ==
         static_cast<ssize_t>(Line.size());
}

bool SuiteWriter::appendJsonLine(const std::string &Dir,
                                 const std::string &Line) {
  std::string Whole = Line + "\n";
  int FD = ::open((Dir + "/tests.jsonl").c_str(),
                  O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (FD < 0)
    return false;
  bool Ok = ::write(FD, Whole.data(), Whole.size()) ==
            static_cast<ssize_t>(Whole.size());
  ::close(FD);
  return Ok;
}
