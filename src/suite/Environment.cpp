//===- Environment.cpp - a test's command line, stdin and files -----------===//
#include "suite/Environment.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Module.h"

using namespace forage;

unsigned forage::symOptionArity(const std::string &Token) {
  llvm::StringRef T = Token;
  // KLEE accepts the options with one dash too.
  if (!T.consume_front("--"))
    T.consume_front("-");
  return llvm::StringSwitch<unsigned>(T)
      .Case("sym-arg", 1)
      .Case("sym-args", 3)
      .Case("sym-files", 2)
      .Case("sym-stdin", 1)
      .Default(0);
}

bool forage::parseEnvSpec(const std::vector<std::string> &Tokens, EnvSpec &Spec,
                          std::string &Error) {
  Spec.Items.clear();
  bool Stdin = false, Files = false;
  unsigned Args = 0;
  for (size_t K = 0; K < Tokens.size(); ++K) {
    unsigned Arity = symOptionArity(Tokens[K]);
    EnvItem It;
    if (!Arity) {
      It.Text = Tokens[K];
      Spec.Items.push_back(std::move(It));
      continue;
    }
    std::string Option = Tokens[K];
    unsigned N[3] = {0, 0, 0};
    for (unsigned J = 0; J < Arity; ++J) {
      if (K + 1 >= Tokens.size() ||
          llvm::StringRef(Tokens[K + 1]).getAsInteger(10, N[J])) {
        Error = Option + " takes " + std::to_string(Arity) +
                (Arity == 1 ? " number" : " numbers") + " (e.g. " +
                (Arity == 1   ? Option + " 8"
                 : Arity == 2 ? Option + " 1 8"
                              : Option + " 0 2 10") +
                ")";
        return false;
      }
      ++K;
    }
    llvm::StringRef Name = llvm::StringRef(Option).ltrim('-');
    if (Name == "sym-arg") {
      It.K = EnvItem::SymArg;
      It.Size = N[0];
      ++Args;
    } else if (Name == "sym-args") {
      It.K = EnvItem::SymArgs;
      It.Min = N[0];
      It.Max = N[1];
      It.Size = N[2];
      if (It.Min > It.Max || It.Max > 255) {
        Error = Option + " MIN MAX N needs MIN <= MAX <= 255";
        return false;
      }
      Args += It.Max;
    } else if (Name == "sym-files") {
      It.K = EnvItem::SymFiles;
      It.Max = N[0];
      It.Size = N[1];
      if (Files || It.Max > 26) {
        Error = "--sym-files COUNT N may be given once, with COUNT <= 26";
        return false;
      }
      Files = true;
    } else {
      It.K = EnvItem::SymStdin;
      It.Size = N[0];
      if (Stdin) {
        Error = "--sym-stdin may be given once";
        return false;
      }
      Stdin = true;
    }
    Spec.Items.push_back(std::move(It));
  }
  if (Args > 100) {
    Error = "at most 100 symbolic arguments";
    return false;
  }
  return true;
}

namespace {
/// The bytes of each named input region, in order of creation; a region's
/// bytes are consecutive one-byte inputs of the same name.
struct Regions {
  llvm::StringMap<std::vector<std::string>> ByName;

  explicit Regions(const std::vector<TestInput> &Inputs) {
    std::string Last;
    for (const TestInput &In : Inputs) {
      if (In.Name.empty() || In.Width != 8) {
        Last.clear();
        continue;
      }
      auto &List = ByName[In.Name];
      if (In.Name != Last)
        List.emplace_back();
      List.back().push_back(static_cast<char>(In.Value & 0xff));
      Last = In.Name;
    }
  }
  /// The region named Name (missing regions read as zeros, as inside
  /// forage a value the model lacks does).
  std::string get(const std::string &Name, unsigned Size) const {
    auto It = ByName.find(Name);
    std::string R = It == ByName.end() || It->second.empty()
                        ? std::string()
                        : It->second.front();
    R.resize(Size, '\0');
    return R;
  }
};

std::string argName(unsigned K) {
  char Buf[16];
  std::snprintf(Buf, sizeof Buf, "arg%02u", K % 100);
  return Buf;
}
} // namespace

TestEnvironment forage::environmentOf(const EnvSpec &Spec,
                                      const std::string &Argv0,
                                      const std::vector<TestInput> &Inputs) {
  Regions R(Inputs);
  TestEnvironment Env;
  Env.Argv.push_back(Argv0);
  unsigned Arg = 0, Counts = 0;
  auto symbolicArg = [&](unsigned Size) {
    std::string Bytes = R.get(argName(Arg++), Size + 1);
    Env.Argv.push_back(Bytes.substr(0, Bytes.find('\0')));
  };
  for (const EnvItem &It : Spec.Items) {
    switch (It.K) {
    case EnvItem::Literal:
      Env.Argv.push_back(It.Text);
      break;
    case EnvItem::SymArg:
      symbolicArg(It.Size);
      break;
    case EnvItem::SymArgs: {
      // The n-th "n_args" region is this option's count.
      auto Found = R.ByName.find("n_args");
      unsigned N = It.Min;
      if (Found != R.ByName.end() && Counts < Found->second.size())
        N = static_cast<unsigned char>(Found->second[Counts][0]);
      ++Counts;
      for (unsigned J = 0; J < std::min(N, It.Max); ++J)
        symbolicArg(It.Size);
      break;
    }
    case EnvItem::SymFiles:
      for (unsigned J = 0; J < It.Max; ++J) {
        std::string Name(1, static_cast<char>('A' + J));
        Env.Files.emplace_back(Name, R.get(Name + "-data", It.Size));
      }
      break;
    case EnvItem::SymStdin:
      Env.HasStdin = true;
      Env.Stdin = R.get("stdin", It.Size);
      break;
    }
  }
  return Env;
}

std::string forage::toHex(const std::string &Bytes) {
  return llvm::toHex(Bytes, /*LowerCase=*/true);
}

bool forage::fromHex(llvm::StringRef Hex, std::string &Bytes) {
  if (Hex.size() % 2 || !llvm::all_of(Hex, llvm::isHexDigit))
    return false;
  Bytes = llvm::fromHex(Hex);
  return true;
}

llvm::json::Object forage::environmentJson(const TestEnvironment &Env) {
  llvm::json::Array Argv, Files;
  for (const std::string &A : Env.Argv)
    Argv.push_back(toHex(A));
  for (const auto &[Name, Data] : Env.Files)
    Files.push_back(llvm::json::Object{{"name", Name}, {"data", toHex(Data)}});
  llvm::json::Object O{{"argv", std::move(Argv)}, {"files", std::move(Files)}};
  if (Env.HasStdin)
    O["stdin"] = toHex(Env.Stdin);
  return O;
}

bool forage::environmentFromJson(const llvm::json::Object &O,
                                 TestEnvironment &Env) {
  Env = TestEnvironment();
  const llvm::json::Array *Argv = O.getArray("argv");
  if (!Argv)
    return false;
  for (const llvm::json::Value &A : *Argv) {
    auto S = A.getAsString();
    std::string Bytes;
    if (!S || !fromHex(*S, Bytes))
      return false;
    Env.Argv.push_back(std::move(Bytes));
  }
  if (auto S = O.getString("stdin")) {
    Env.HasStdin = true;
    if (!fromHex(*S, Env.Stdin))
      return false;
  }
  if (const llvm::json::Array *Files = O.getArray("files"))
    for (const llvm::json::Value &F : *Files) {
      const llvm::json::Object *FO = F.getAsObject();
      auto Name = FO ? FO->getString("name") : llvm::None;
      auto Data = FO ? FO->getString("data") : llvm::None;
      std::string Bytes;
      if (!Name || !Data || !fromHex(*Data, Bytes))
        return false;
      Env.Files.emplace_back(Name->str(), std::move(Bytes));
    }
  return true;
}

bool forage::mainReadsArguments(const llvm::Module &M) {
  const llvm::Function *Main = M.getFunction("__forage_user_main");
  if (!Main || Main->isDeclaration())
    Main = M.getFunction("main");
  return Main && !Main->isDeclaration() && Main->arg_size() >= 2 &&
         !Main->getArg(1)->use_empty();
}

std::string
forage::environmentHint(const EnvSpec &Spec, bool MainReadsArguments,
                        const std::map<std::string, uint64_t> &NativeData) {
  auto Has = [&](EnvItem::Kind K) {
    return llvm::any_of(Spec.Items, [K](const EnvItem &I) { return I.K == K; });
  };
  auto Count = [&](const char *Name) {
    auto It = NativeData.find(Name);
    return It == NativeData.end() ? uint64_t(0) : It->second;
  };
  std::vector<std::string> Parts;
  if (MainReadsArguments && !Has(EnvItem::SymArg) && !Has(EnvItem::SymArgs))
    Parts.push_back("its arguments are concrete (--sym-args 0 2 4 makes up "
                    "to 2 symbolic ones of up to 4 bytes)");
  if (Count("read") && !Has(EnvItem::SymStdin))
    Parts.push_back("it read stdin natively (--sym-stdin 16 makes 16 "
                    "symbolic bytes of it)");
  if ((Count("pread") || Count("opendir")) && !Has(EnvItem::SymFiles))
    Parts.push_back("it read real files (--sym-files 1 16 makes a symbolic "
                    "file A of 16 bytes; name it on the command line, e.g. "
                    "-- A, or let --sym-args find it)");
  std::string S;
  for (const std::string &P : Parts)
    S += (S.empty() ? "" : "; ") + P;
  return S.empty() ? S : "  hint:         " + S + "\n";
}
