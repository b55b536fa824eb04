//===- Environment.h - a test's command line, stdin and files ---*- C++ -*-===//
//
// KLEE's interface for programs that read their environment: the program's
// command line given to forage mixes concrete arguments with --sym-arg N,
// --sym-args MIN MAX N, --sym-files COUNT N and --sym-stdin N. The runtime
// (runtime/posix/Env.c) turns these into inputs named as KLEE names them;
// this file parses the same command line and rebuilds, from a test's
// inputs, the argv, stdin and files that `forage replay` runs it with.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUITE_ENVIRONMENT_H
#define FORAGE_SUITE_ENVIRONMENT_H

#include "suite/TestCase.h"

#include "llvm/Support/JSON.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace forage {

/// One element of the program's command line as given to forage.
struct EnvItem {
  enum Kind { Literal, SymArg, SymArgs, SymFiles, SymStdin } K = Literal;
  std::string Text; ///< Literal only.
  unsigned Min = 0, Max = 0, Size = 0;
};

struct EnvSpec {
  std::vector<EnvItem> Items;
  bool empty() const { return Items.empty(); }
};

/// How many numbers follow a --sym-* option (0 if Token is none).
unsigned symOptionArity(const std::string &Token);

/// Parses the program's command line; false (with Error for the user) on a
/// malformed --sym-* option.
bool parseEnvSpec(const std::vector<std::string> &Tokens, EnvSpec &Spec,
                  std::string &Error);

/// The summary's line for a newcomer, naming the --sym-* option that would
/// make symbolic what the program read natively: its arguments (main reads
/// argv and no argument is symbolic), stdin (native `read`: the POSIX model
/// reads only stdin so) or files (native `pread`, `opendir`: the copies of
/// real files). NativeData is stats.json's external_data. Empty if none.
std::string environmentHint(const EnvSpec &Spec, bool MainReadsArguments,
                            const std::map<std::string, uint64_t> &NativeData);

/// Does the program's main (before the environment renames it) read argv?
bool mainReadsArguments(const llvm::Module &M);

/// The environment a test runs in: argv (argv[0] included), stdin (empty
/// unless symbolic), and the symbolic files by name.
struct TestEnvironment {
  std::vector<std::string> Argv;
  bool HasStdin = false;
  std::string Stdin;
  std::vector<std::pair<std::string, std::string>> Files;
};

/// The environment of a test whose inputs the runtime made for Spec.
TestEnvironment environmentOf(const EnvSpec &Spec, const std::string &Argv0,
                              const std::vector<TestInput> &Inputs);

/// {"argv": [HEX...], "stdin": HEX, "files": [{"name", "data": HEX}]}:
/// bytes as lower-case hex, since arguments and files may hold any byte.
llvm::json::Object environmentJson(const TestEnvironment &Env);
bool environmentFromJson(const llvm::json::Object &O, TestEnvironment &Env);

std::string toHex(const std::string &Bytes);
bool fromHex(llvm::StringRef Hex, std::string &Bytes);

} // namespace forage

#endif
