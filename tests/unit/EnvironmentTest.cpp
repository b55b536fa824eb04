//===- EnvironmentTest.cpp - the program's command line and test environments
#include "suite/Environment.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
/// Size one-byte inputs named Name holding Bytes (zero-padded).
void region(std::vector<TestInput> &Inputs, const std::string &Name,
            const std::string &Bytes, unsigned Size) {
  for (unsigned K = 0; K < Size; ++K) {
    TestInput In;
    In.Name = Name;
    In.Type = "unsigned char";
    In.Fmt = TestInput::Unsigned;
    In.Width = 8;
    In.Value = K < Bytes.size() ? static_cast<unsigned char>(Bytes[K]) : 0;
    Inputs.push_back(In);
  }
}
} // namespace

TEST(EnvironmentTest, parses_klee_options_between_concrete_arguments) {
  EnvSpec S;
  std::string Error;
  ASSERT_TRUE(parseEnvSpec({"-v", "--sym-args", "0", "2", "3", "-sym-stdin",
                            "8", "--sym-files", "1", "4", "x"},
                           S, Error))
      << Error;
  ASSERT_EQ(S.Items.size(), 5u);
  EXPECT_EQ(S.Items[0].K, EnvItem::Literal);
  EXPECT_EQ(S.Items[1].K, EnvItem::SymArgs);
  EXPECT_EQ(S.Items[1].Max, 2u);
  EXPECT_EQ(S.Items[1].Size, 3u);
  EXPECT_EQ(S.Items[2].K, EnvItem::SymStdin);
  EXPECT_EQ(S.Items[3].K, EnvItem::SymFiles);
  EXPECT_EQ(S.Items[4].Text, "x");
}

TEST(EnvironmentTest, rejects_malformed_options_with_an_example) {
  EnvSpec S;
  std::string Error;
  EXPECT_FALSE(parseEnvSpec({"--sym-arg"}, S, Error));
  EXPECT_NE(Error.find("--sym-arg 8"), std::string::npos) << Error;
  EXPECT_FALSE(parseEnvSpec({"--sym-args", "3", "1", "2"}, S, Error));
  EXPECT_FALSE(
      parseEnvSpec({"--sym-stdin", "1", "--sym-stdin", "2"}, S, Error));
}

TEST(EnvironmentTest, rebuilds_argv_stdin_and_files_from_named_inputs) {
  EnvSpec S;
  std::string Error;
  ASSERT_TRUE(parseEnvSpec({"-n", "--sym-args", "0", "3", "2", "--sym-files",
                            "2", "3", "--sym-stdin", "2"},
                           S, Error));
  std::vector<TestInput> In;
  region(In, "n_args", "\x02", 1);
  region(In, "arg00", "ab", 3);
  region(In, "arg01", "", 3);
  region(In, "A-data", "xyz", 3);
  region(In, "B-data", "", 3);
  region(In, "stdin", "q", 2);
  TestInput Own; // the program's own input after the environment's
  Own.Type = "int";
  Own.Value = 7;
  In.push_back(Own);
  TestEnvironment E = environmentOf(S, "prog", In);
  EXPECT_EQ(E.Argv, (std::vector<std::string>{"prog", "-n", "ab", ""}));
  ASSERT_EQ(E.Files.size(), 2u);
  EXPECT_EQ(E.Files[0].first, "A");
  EXPECT_EQ(E.Files[0].second, "xyz");
  EXPECT_EQ(E.Files[1].second, std::string(3, '\0'));
  EXPECT_TRUE(E.HasStdin);
  EXPECT_EQ(E.Stdin, std::string("q\0", 2));
}

TEST(EnvironmentTest, json_round_trips_any_byte) {
  TestEnvironment E;
  E.Argv = {"p", std::string("\xff\x01 \"", 4)};
  E.HasStdin = true;
  E.Stdin = std::string("\0\n", 2);
  E.Files = {{"A", "\x80"}};
  TestEnvironment Back;
  ASSERT_TRUE(environmentFromJson(environmentJson(E), Back));
  EXPECT_EQ(Back.Argv, E.Argv);
  EXPECT_EQ(Back.Stdin, E.Stdin);
  EXPECT_EQ(Back.Files, E.Files);
  llvm::json::Object Bad{{"argv", llvm::json::Array{"zz"}}};
  EXPECT_FALSE(environmentFromJson(Bad, Back));
}

TEST(EnvironmentHint, NamesTheOptionForWhatWasReadNatively) {
  EnvSpec None, Sym;
  std::string Error;
  ASSERT_TRUE(parseEnvSpec({"--sym-args", "0", "1", "2", "--sym-stdin", "4",
                            "--sym-files", "1", "4"},
                           Sym, Error));
  std::map<std::string, uint64_t> Data = {{"read", 2}, {"pread", 1}};
  std::string H = environmentHint(None, true, Data);
  EXPECT_NE(H.find("--sym-args 0 2 4"), std::string::npos);
  EXPECT_NE(H.find("--sym-stdin 16"), std::string::npos);
  EXPECT_NE(H.find("--sym-files 1 16"), std::string::npos);
  EXPECT_EQ(environmentHint(Sym, true, Data), "");
  EXPECT_EQ(environmentHint(None, false, {}), "");
  // A file read natively, no stdin: only --sym-files.
  H = environmentHint(None, false, {{"pread", 3}});
  EXPECT_EQ(H.find("--sym-stdin"), std::string::npos);
  EXPECT_NE(H.find("--sym-files"), std::string::npos);
}
