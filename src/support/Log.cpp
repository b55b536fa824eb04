//===- Log.cpp - the one logging facility ---------------------------------===//
#include "support/Log.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace forage;

static log::Level CurrentLevel = log::Level::Warning;
static std::mutex Lock;

void log::setLevel(Level L) { CurrentLevel = L; }
log::Level log::level() { return CurrentLevel; }

static void emit(log::Level L, const char *Tag, const std::string &Message) {
  if (L > CurrentLevel)
    return;
  std::lock_guard<std::mutex> G(Lock);
  llvm::errs() << "forage: " << Tag << Message << '\n';
}

void log::warning(const std::string &Message) {
  emit(Level::Warning, "warning: ", Message);
}

bool log::warnOnce(const std::string &Key, const std::string &Message) {
  static llvm::StringSet<> Seen;
  {
    std::lock_guard<std::mutex> G(Lock);
    if (!Seen.insert(Key).second)
      return false;
  }
  warning(Message);
  return true;
}

void log::info(const std::string &Message) { emit(Level::Info, "", Message); }
void log::debug(const std::string &Message) {
  emit(Level::Debug, "debug: ", Message);
}
