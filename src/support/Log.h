//===- Log.h - the one logging facility -------------------------*- C++ -*-===//
//
// Library code never prints to stdout. Warnings go to stderr through here;
// warnOnce keys a message so that a repeated cause is reported once per run.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SUPPORT_LOG_H
#define FORAGE_SUPPORT_LOG_H

#include <string>

namespace forage::log {

enum class Level { Quiet, Warning, Info, Debug };

void setLevel(Level L);
Level level();
void warning(const std::string &Message);
/// Emits Message the first time Key is seen; returns true if it did.
bool warnOnce(const std::string &Key, const std::string &Message);
void info(const std::string &Message);
void debug(const std::string &Message);

} // namespace forage::log

#endif
