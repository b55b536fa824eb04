//===- Report.cpp - the HTML report of a forage run -----------------------===//
#include "suite/Report.h"
#include "suite/AtomicFile.h"
#include "suite/NativeBuild.h"
#include "support/Process.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace forage;

static std::string html(llvm::StringRef S) {
  std::string Out;
  for (char C : S)
    Out += C == '<'   ? "&lt;"
           : C == '>' ? "&gt;"
           : C == '&' ? "&amp;"
                      : std::string(1, C);
  return Out;
}

/// The final fields of stats.json (empty object if absent).
static llvm::json::Object readStats(const std::string &Dir) {
  auto Buf = llvm::MemoryBuffer::getFile(Dir + "/stats.json");
  if (!Buf)
    return {};
  auto V = llvm::json::parse((*Buf)->getBuffer());
  if (!V) {
    llvm::consumeError(V.takeError());
    return {};
  }
  const llvm::json::Object *O = V->getAsObject();
  return O ? *O : llvm::json::Object();
}

bool forage::writeReport(const ReportOptions &Opts, std::string &IndexPath,
                         std::vector<std::string> &Warnings,
                         std::string &Error) {
  ReplayOptions RO;
  RO.Suite = Opts.OutDir;
  RO.Program = Opts.Program;
  RO.Exe = Opts.Exe;
  ReplayResult R;
  if (!replaySuite(RO, R, Error))
    return false;
  std::string Dir = Opts.OutDir + "/report";
  llvm::sys::fs::create_directories(Dir);
  writeFileAtomically(Opts.OutDir + "/replay.json", replayJson(R));

  // Annotated source from gcovr, over the replay's coverage data.
  llvm::SmallString<256> Program(R.Program);
  llvm::sys::fs::make_absolute(Program);
  std::string Out;
  bool Annotated = runAndCapture(
      {"gcovr", "--root", std::string(llvm::sys::path::parent_path(Program)),
       "--filter", std::string(Program), "--html-details", "--html-title",
       "forage: " + R.Program, "-o", Dir + "/coverage.html",
       Opts.OutDir + "/replay"},
      Out);
  if (!Annotated)
    Warnings.push_back("gcovr could not annotate the source (install "
                       "Debian's gcovr): " +
                       Out);

  // Coverage over time, drawn by matplotlib.
  std::string Plot = Dir + "/coverage-over-time.png";
  ProcessOptions PO;
  ProcessResult P = runProcess(
      {"/usr/bin/python3", runtimeSourceDir() + "/../scripts/plot-coverage.py",
       Opts.OutDir + "/stats.json", Plot, R.Program},
      PO);
  bool HavePlot = P.Started && P.ExitCode == 0;
  if (!HavePlot)
    Warnings.push_back(
        P.ExitCode == 3   ? "no plot: install Debian's python3-matplotlib"
        : P.ExitCode == 2 ? "no plot: stats.json has no samples"
                          : "no plot: scripts/plot-coverage.py failed");

  llvm::json::Object Stats = readStats(Opts.OutDir);
  auto Num = [&](const char *K) { return Stats.getInteger(K).getValueOr(0); };
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>forage: "
     << html(R.Program)
     << "</title><style>body{font-family:sans-serif;margin:2em}"
        "td,th{padding:2px 10px;text-align:left}"
        ".bad{color:#b00}.good{color:#070}</style></head><body>\n"
     << "<h1>forage report: " << html(R.Program) << "</h1>\n<table>\n";
  const FileCoverage *F = R.Files.empty() ? nullptr : &R.Files.front();
  if (F)
    OS << "<tr><th>gcov branch coverage (replayed)</th><td>" << F->BranchesTaken
       << " / " << F->Branches
       << llvm::format(" (%.1f%%)", 100 * F->branchCoverage()) << "</td></tr>\n"
       << "<tr><th>gcov line coverage</th><td>" << F->LinesCovered << " / "
       << F->Lines << "</td></tr>\n";
  OS << "<tr><th>branch edges covered (internal count)</th><td>"
     << Num("branches_covered") << " / " << Num("branches_total")
     << "</td></tr>\n<tr><th>tests</th><td>" << R.Tests.size()
     << "</td></tr>\n<tr><th>executions</th><td>" << Num("executions")
     << "</td></tr>\n<tr><th>stopped</th><td>"
     << html(Stats.getString("stop_reason").getValueOr("?"))
     << "</td></tr>\n</table>\n";
  if (Annotated)
    OS << "<p><a href=\"coverage.html\">Source annotated with covered and "
          "uncovered branches (gcovr)</a></p>\n";
  OS << "<h2>Bugs</h2>\n";
  unsigned Claims = 0;
  for (const TestOutcome &T : R.Tests)
    Claims += !T.Claimed.empty();
  if (!Claims) {
    OS << "<p>None found.</p>\n";
  } else {
    OS << "<table><tr><th>test</th><th>bug</th><th>replayed natively</th>"
          "</tr>\n";
    for (const TestOutcome &T : R.Tests) {
      if (T.Claimed.empty())
        continue;
      bool Ok = T.Confirmed && *T.Confirmed;
      OS << "<tr><td><a href=\"../" << html(T.File) << "\">" << html(T.File)
         << "</a></td><td>" << html(T.Claimed) << "</td><td class=\""
         << (Ok ? "good\">confirmed" : "bad\">NOT reproduced")
         << "</td></tr>\n";
    }
    OS << "</table>\n";
  }
  OS << "<h2>Goals proved unreachable</h2>\n";
  const llvm::json::Object *Abs = Stats.getObject("abstraction");
  const llvm::json::Array *Proofs =
      Abs ? Abs->getArray("unreachable") : nullptr;
  if (!Abs || !Proofs) {
    OS << "<p>None: this run did not use a technique that proves "
          "unreachability.</p>\n";
  } else {
    // Seed 003: the model checker's proofs, and coverage without them.
    OS << "<p>Coverage (internal count): "
       << Abs->getInteger("branches_covered").getValueOr(0) << " / "
       << Abs->getInteger("branches_all").getValueOr(0)
       << llvm::format(" raw (%.1f%%), ",
                       Abs->getNumber("coverage_raw").getValueOr(0))
       << llvm::format("%.1f%% adjusted",
                       Abs->getNumber("coverage_adjusted").getValueOr(0))
       << " (covered / (reachable in the CFG &minus; proved)); "
       << Proofs->size() << " proved unreachable.</p>\n";
    if (!Proofs->empty()) {
      OS << "<table><tr><th>branch</th><th>outcome</th><th>invariant at "
            "its source</th></tr>\n";
      for (const llvm::json::Value &V : *Proofs) {
        const llvm::json::Object *P = V.getAsObject();
        if (!P)
          continue;
        OS << "<tr><td>" << html(P->getString("location").getValueOr("?").str())
           << "</td><td>"
           << html(P->getString("outcome").getValueOr("?").str());
        if (int64_t Line = P->getInteger("into_line").getValueOr(0))
          OS << ", into line " << Line;
        OS << "</td><td>"
           << html(P->getString("invariant").getValueOr("").str())
           << "</td></tr>\n";
      }
      OS << "</table>\n";
    }
  }
  if (HavePlot)
    OS << "<h2>Coverage over time</h2>\n<img src=\"coverage-over-time.png\" "
          "alt=\"coverage over time\">\n";
  OS << "</body></html>\n";
  IndexPath = Dir + "/index.html";
  Error = writeFileAtomically(IndexPath, OS.str());
  return Error.empty();
}
