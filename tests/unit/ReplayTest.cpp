//===- ReplayTest.cpp - gcov summaries, native evidence, suite reading ----===//
#include "suite/Replay.h"
#include "suite/ExeReplay.h"
#include "suite/Gcov.h"
#include "suite/SuiteReader.h"
#include "suite/SuiteWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <gtest/gtest.h>

using namespace forage;

TEST(GcovTest, summary_counts_per_file) {
  auto Files = parseGcovSummary("File 'p.c'\n"
                                "Lines executed:75.00% of 8\n"
                                "Branches executed:50.00% of 4\n"
                                "Taken at least once:25.00% of 4\n"
                                "Calls executed:100.00% of 1\n"
                                "\n"
                                "File '/usr/include/x.h'\n"
                                "Lines executed:100.00% of 2\n"
                                "No branches\n");
  ASSERT_EQ(Files.size(), 2u);
  EXPECT_EQ(Files[0].File, "p.c");
  EXPECT_EQ(Files[0].LinesCovered, 6u);
  EXPECT_EQ(Files[0].Lines, 8u);
  EXPECT_EQ(Files[0].BranchesExecuted, 2u);
  EXPECT_EQ(Files[0].BranchesTaken, 1u);
  EXPECT_EQ(Files[0].Branches, 4u);
  EXPECT_DOUBLE_EQ(Files[0].branchCoverage(), 0.25);
  EXPECT_EQ(Files[1].Branches, 0u);
}

TEST(ReplayTest, native_evidence_is_classified) {
  EXPECT_EQ(classifyNativeRun(101, 0, ""), "reach-error");
  EXPECT_EQ(classifyNativeRun(1, 0,
                              "ERROR: AddressSanitizer: "
                              "heap-buffer-overflow on address"),
            "out-of-bounds");
  EXPECT_EQ(classifyNativeRun(1, 0,
                              "ERROR: AddressSanitizer: "
                              "heap-use-after-free"),
            "use-after-free");
  EXPECT_EQ(classifyNativeRun(1, 0,
                              "AddressSanitizer: attempting "
                              "double-free on 0x602"),
            "double-free");
  EXPECT_EQ(classifyNativeRun(1, 0,
                              "AddressSanitizer: SEGV on unknown "
                              "address 0x000000000000"),
            "null-dereference");
  EXPECT_EQ(classifyNativeRun(1, 0, "runtime error: division by zero"),
            "division-by-zero");
  EXPECT_EQ(classifyNativeRun(-1, SIGABRT,
                              "p.c:3: main: Assertion `x' "
                              "failed."),
            "assertion-failure");
  EXPECT_EQ(classifyNativeRun(0, 0, ""), "");
}

TEST(ReplayTest, suites_are_read_with_claims) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("forage-read", Dir));
  std::string D(Dir);
  SuiteMetadata M;
  M.ProgramFile = "prog.c";
  M.ProgramHash = std::string(64, 'b');
  M.Arch32 = true;
  SuiteWriter W(D, M);
  TestCase T;
  T.Id = 1;
  T.Inputs = {{"", "int", TestInput::Signed, 32, 0xffffffff}};
  ASSERT_TRUE(W.write(T));
  T.Id = 2;
  T.IsBug = true;
  T.BugKind = "out-of-bounds";
  T.Inputs = {{"", "int", TestInput::Signed, 32, 9}};
  ASSERT_TRUE(W.write(T));
  std::string Error;
  std::optional<SuiteOnDisk> S = readSuite(D, Error);
  ASSERT_TRUE(S) << Error;
  EXPECT_EQ(S->ProgramFile, "prog.c");
  EXPECT_TRUE(S->Arch32);
  ASSERT_EQ(S->Tests.size(), 2u);
  EXPECT_EQ(S->Tests[0].Values, std::vector<std::string>{"-1"});
  EXPECT_EQ(S->Tests[0].ClaimedBug, "");
  EXPECT_EQ(S->Tests[1].ClaimedBug, "out-of-bounds");
  llvm::sys::fs::remove_directories(D);
}

TEST(ReplayTest, a_missing_suite_says_so) {
  std::string Error;
  EXPECT_FALSE(readSuite("/nonexistent/suite", Error));
  EXPECT_NE(Error.find("no such test suite"), std::string::npos);
}

TEST(ExeReplay, SumCountsEachSourceOnceAndNoSystemHeader) {
  std::vector<FileCoverage> Files = {
      {"src/a.c", 10, 4, 6, 4, 2},
      {"src/h.h", 5, 1, 0, 0, 0},
      {"src/h.h", 5, 3, 0, 0, 0}, // the same header from another object
      {"/usr/include/x86_64-linux-gnu/bits/stdio2.h", 8, 8, 2, 2, 2},
      {"src/b.c", 20, 10, 8, 6, 5}};
  FileCoverage S = sumCoverage(Files, "all");
  EXPECT_EQ(S.File, "all");
  EXPECT_EQ(S.Lines, 35u);
  EXPECT_EQ(S.LinesCovered, 17u);
  EXPECT_EQ(S.Branches, 14u);
  EXPECT_EQ(S.BranchesTaken, 7u);
}
