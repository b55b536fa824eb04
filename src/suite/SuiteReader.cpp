//===- SuiteReader.cpp - read a Test-Comp test suite ----------------------===//
#include "suite/SuiteReader.h"
#include "suite/TestCase.h"
#include "support/Process.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <libxml/parser.h>
#include <libxml/tree.h>

using namespace forage;

namespace {

/// Parses an XML file without fetching its DTD (no network, no entities).
xmlDocPtr parseXml(const std::string &Path, std::string &Error) {
  xmlDocPtr Doc =
      xmlReadFile(Path.c_str(), nullptr,
                  XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (!Doc) {
    const xmlError *E = xmlGetLastError();
    Error = Path + ": malformed XML" +
            (E && E->message ? std::string(": ") + E->message : "");
    while (!Error.empty() && Error.back() == '\n')
      Error.pop_back();
  }
  return Doc;
}

std::string text(xmlNodePtr N) {
  xmlChar *C = xmlNodeGetContent(N);
  std::string S = C ? reinterpret_cast<const char *>(C) : "";
  xmlFree(C);
  size_t B = S.find_first_not_of(" \t\r\n"), E = S.find_last_not_of(" \t\r\n");
  return B == std::string::npos ? "" : S.substr(B, E - B + 1);
}

bool readMetadata(const std::string &Path, SuiteOnDisk &S, std::string &Error) {
  xmlDocPtr Doc = parseXml(Path, Error);
  if (!Doc)
    return false;
  xmlNodePtr Root = xmlDocGetRootElement(Doc);
  if (!Root || xmlStrcmp(Root->name, BAD_CAST "test-metadata")) {
    Error = Path + ": the root element is not <test-metadata>";
    xmlFreeDoc(Doc);
    return false;
  }
  for (xmlNodePtr N = Root->children; N; N = N->next) {
    if (N->type != XML_ELEMENT_NODE)
      continue;
    std::string Name = reinterpret_cast<const char *>(N->name);
    std::string Value = text(N);
    if (Name == "producer")
      S.Producer = Value;
    else if (Name == "specification")
      S.Specification = Value;
    else if (Name == "programfile")
      S.ProgramFile = Value;
    else if (Name == "programhash")
      S.ProgramHash = Value;
    else if (Name == "entryfunction")
      S.EntryFunction = Value;
    else if (Name == "architecture")
      S.Arch32 = Value == "32bit";
  }
  xmlFreeDoc(Doc);
  return true;
}

bool readTest(const std::string &Path, SuiteTest &T, std::string &Error) {
  xmlDocPtr Doc = parseXml(Path, Error);
  if (!Doc)
    return false;
  xmlNodePtr Root = xmlDocGetRootElement(Doc);
  if (!Root || xmlStrcmp(Root->name, BAD_CAST "testcase")) {
    Error = Path + ": the root element is not <testcase>";
    xmlFreeDoc(Doc);
    return false;
  }
  if (xmlChar *CE = xmlGetProp(Root, BAD_CAST "coversError")) {
    T.CoversError = !xmlStrcmp(CE, BAD_CAST "true");
    xmlFree(CE);
  }
  for (xmlNodePtr N = Root->children; N; N = N->next)
    if (N->type == XML_ELEMENT_NODE && !xmlStrcmp(N->name, BAD_CAST "input")) {
      // TestCov's rule: the k-th <input> is the k-th nondet call's value,
      // whatever its attributes say.
      T.Values.push_back(text(N));
    }
  xmlFreeDoc(Doc);
  return true;
}

/// The inputs the runtime's environment wrapper makes (runtime/posix/Env.c).
bool isEnvironmentInput(llvm::StringRef Name) {
  if (Name == "n_args" || Name == "stdin")
    return true;
  if (Name.size() == 5 && Name.startswith("arg") && llvm::isDigit(Name[3]) &&
      llvm::isDigit(Name[4]))
    return true;
  return Name.size() == 6 && Name.endswith("-data") && Name[0] >= 'A' &&
         Name[0] <= 'Z';
}

/// The environment of a test line, and the program's own inputs only.
void readEnvironment(const llvm::json::Object &O, SuiteTest &T) {
  const llvm::json::Object *E = O.getObject("env");
  TestEnvironment Env;
  if (!E || !environmentFromJson(*E, Env))
    return;
  T.Env = std::move(Env);
  size_t Drop = 0;
  if (const llvm::json::Array *Inputs = O.getArray("inputs"))
    for (const llvm::json::Value &In : *Inputs) {
      const llvm::json::Object *IO = In.getAsObject();
      if (!IO || !isEnvironmentInput(IO->getString("name").getValueOr("")))
        break;
      ++Drop;
    }
  T.Values.erase(T.Values.begin(),
                 T.Values.begin() + std::min(Drop, T.Values.size()));
}

/// program.json: the program's files and compile flags.
void readProgramJson(const std::string &Dir, SuiteOnDisk &S) {
  auto Buf = llvm::MemoryBuffer::getFile(Dir + "/program.json");
  if (!Buf)
    return;
  auto V = llvm::json::parse((*Buf)->getBuffer());
  if (!V) {
    llvm::consumeError(V.takeError());
    return;
  }
  const llvm::json::Object *O = V->getAsObject();
  for (auto [Key, Out] : {std::pair{"sources", &S.Sources},
                          std::pair{"compile_flags", &S.CompileFlags}})
    if (const llvm::json::Array *A = O ? O->getArray(Key) : nullptr)
      for (const llvm::json::Value &X : *A)
        if (auto Str = X.getAsString())
          Out->push_back(Str->str());
}

/// Bug claims and environments of forage's own tests, by test file name.
void readClaims(const std::string &Dir, std::vector<SuiteTest> &Tests) {
  forEachTestLine(Dir, [&](const llvm::json::Object &Line) {
    const llvm::json::Object *O = &Line;
    auto File = O->getString("file");
    if (!File)
      return;
    const llvm::json::Object *Bug = O->getObject("bug");
    for (SuiteTest &T : Tests) {
      if (T.File != *File)
        continue;
      readEnvironment(*O, T);
      if (Bug) {
        T.ClaimedBug = Bug->getString("kind").getValueOr("").str();
        T.ClaimedLocation = Bug->getString("location").getValueOr("").str();
      }
    }
  });
}

/// The directory under Root holding metadata.xml (Root or one level down).
std::string findSuiteDir(const std::string &Root) {
  if (llvm::sys::fs::exists(Root + "/metadata.xml"))
    return Root;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Root, EC), E; It != E && !EC;
       It.increment(EC))
    if (llvm::sys::fs::exists(It->path() + "/metadata.xml"))
      return It->path();
  return "";
}

} // namespace

bool forage::forEachTestLine(
    const std::string &Dir,
    llvm::function_ref<void(const llvm::json::Object &)> Fn) {
  auto Buf = llvm::MemoryBuffer::getFile(Dir + "/tests.jsonl");
  if (!Buf)
    return false;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  (*Buf)->getBuffer().split(Lines, '\n', -1, false);
  for (llvm::StringRef Line : Lines) {
    auto V = llvm::json::parse(Line);
    if (!V) {
      llvm::consumeError(V.takeError());
      continue;
    }
    if (const llvm::json::Object *O = V->getAsObject())
      if (O->getString("file"))
        Fn(*O);
  }
  return true;
}

std::optional<SuiteOnDisk> forage::readSuite(const std::string &Path,
                                             std::string &Error) {
  SuiteOnDisk S;
  std::string Root = Path;
  if (llvm::StringRef(Path).endswith(".zip")) {
    llvm::SmallString<128> Tmp;
    if (llvm::sys::fs::createUniqueDirectory("forage-suite", Tmp)) {
      Error = "cannot create a directory to unpack " + Path;
      return std::nullopt;
    }
    std::string Out;
    if (!runAndCapture(
            {"python3", "-m", "zipfile", "-e", Path, std::string(Tmp)}, Out)) {
      Error = Path + ": not a readable zip archive";
      return std::nullopt;
    }
    Root = std::string(Tmp);
  } else if (!llvm::sys::fs::is_directory(Path)) {
    Error = Path + ": no such test suite (a directory or a .zip)";
    return std::nullopt;
  }
  S.Dir = findSuiteDir(Root);
  if (S.Dir.empty()) {
    Error = Path + ": no metadata.xml; not a Test-Comp test suite";
    return std::nullopt;
  }
  if (!readMetadata(S.Dir + "/metadata.xml", S, Error))
    return std::nullopt;
  std::vector<std::string> Files;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(S.Dir, EC), E; It != E && !EC;
       It.increment(EC)) {
    llvm::StringRef Name = llvm::sys::path::filename(It->path());
    if (Name.endswith(".xml") && Name != "metadata.xml")
      Files.push_back(Name.str());
  }
  std::sort(Files.begin(), Files.end());
  for (const std::string &F : Files) {
    SuiteTest T;
    T.File = F;
    if (!readTest(S.Dir + "/" + F, T, Error))
      return std::nullopt;
    S.Tests.push_back(std::move(T));
  }
  readClaims(S.Dir, S.Tests);
  readProgramJson(S.Dir, S);
  for (SuiteTest &T : S.Tests)
    if (T.ClaimedBug.empty() && T.CoversError)
      T.ClaimedBug = "reach-error";
  return S;
}
