//===- SuiteTest.cpp - test rendering, metadata, coverage bookkeeping -----===//
#include "suite/AtomicFile.h"
#include "suite/SuiteWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

using namespace forage;

TEST(SuiteTest, inputs_render_as_plain_decimals_of_their_type) {
  TestInput I;
  I.Width = 32;
  I.Value = 0xffffffff;
  I.Fmt = TestInput::Signed;
  EXPECT_EQ(formatInput(I), "-1");
  I.Fmt = TestInput::Unsigned;
  EXPECT_EQ(formatInput(I), "4294967295");
  I.Width = 8;
  I.Value = 0x80;
  I.Fmt = TestInput::Signed;
  EXPECT_EQ(formatInput(I), "-128");
  I.Width = 64;
  I.Fmt = TestInput::Float;
  double D = 1.5;
  uint64_t Bits;
  std::memcpy(&Bits, &D, 8);
  I.Value = Bits;
  EXPECT_EQ(formatInput(I), "1.5");
}

TEST(SuiteTest, test_xml_has_one_input_per_value_in_order) {
  TestCase T;
  T.CoversError = true;
  T.Inputs = {{"", "int", TestInput::Signed, 32, 7},
              {"n", "unsigned char", TestInput::Unsigned, 8, 200}};
  std::string X = SuiteWriter::testXml(T);
  EXPECT_NE(X.find("<testcase coversError=\"true\">"), std::string::npos);
  size_t A = X.find("<input type=\"int\">7</input>");
  size_t B = X.find("<input variable=\"n\" type=\"unsigned char\">200</input>");
  ASSERT_NE(A, std::string::npos);
  ASSERT_NE(B, std::string::npos);
  EXPECT_LT(A, B);
}

TEST(SuiteTest, metadata_names_the_specification_and_architecture) {
  SuiteMetadata M;
  M.ProgramFile = "a.c";
  M.ProgramHash = std::string(64, 'a');
  M.Arch32 = true;
  std::string X = SuiteWriter::metadataXml(M);
  EXPECT_NE(X.find("@DECISIONEDGE"), std::string::npos);
  EXPECT_NE(X.find("<architecture>32bit</architecture>"), std::string::npos);
  M.CoverError = true;
  EXPECT_NE(SuiteWriter::metadataXml(M).find("@CALL(reach_error)"),
            std::string::npos);
}

TEST(SuiteTest, writer_creates_files_atomically) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("forage-suite", Dir));
  std::string D = std::string(Dir) + "/out";
  SuiteWriter W(D, SuiteMetadata());
  ASSERT_EQ(W.error(), "");
  TestCase T;
  T.Id = 1;
  ASSERT_TRUE(W.write(T));
  T.Id = 2;
  ASSERT_TRUE(W.write(T));
  EXPECT_TRUE(llvm::sys::fs::exists(D + "/metadata.xml"));
  EXPECT_TRUE(llvm::sys::fs::exists(D + "/test-00002.xml"));
  auto Lines = llvm::MemoryBuffer::getFile(D + "/tests.jsonl");
  ASSERT_TRUE(bool(Lines));
  EXPECT_EQ((*Lines)->getBuffer().count('\n'), 2u);
  // No temporary file is left behind.
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(D, EC), E; It != E && !EC;
       It.increment(EC))
    EXPECT_EQ(It->path().find(".tmp-"), std::string::npos);
  llvm::sys::fs::remove_directories(Dir);
}

TEST(SuiteTest, sha256_of_a_file) {
  llvm::SmallString<128> Path;
  int FD;
  ASSERT_FALSE(
      llvm::sys::fs::createTemporaryFile("forage-hash", "c", FD, Path));
  ::close(FD);
  ASSERT_EQ(writeFileAtomically(Path, "abc"), "");
  EXPECT_EQ(sha256OfFile(std::string(Path)),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  llvm::sys::fs::remove(Path);
}
