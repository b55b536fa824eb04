//===- AtomicFile.cpp - write a whole file or nothing ---------------------===//
#include "suite/AtomicFile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

using namespace forage;

std::string forage::writeFileAtomically(const llvm::Twine &Path,
                                        llvm::StringRef Contents) {
  std::string Target = Path.str();
  llvm::SmallString<256> Temp;
  int FD;
  if (std::error_code EC =
          llvm::sys::fs::createUniqueFile(Target + ".tmp-%%%%%%", FD, Temp))
    return "cannot create " + Target + ": " + EC.message();
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Contents;
    OS.flush();
    if (OS.has_error()) {
      OS.clear_error();
      llvm::sys::fs::remove(Temp);
      return "cannot write " + Target;
    }
  }
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Target)) {
    llvm::sys::fs::remove(Temp);
    return "cannot write " + Target + ": " + EC.message();
  }
  return "";
}

static int openAt(int DirFd, const std::string &Name, int *Spare) {
  int FD = ::openat(DirFd, Name.c_str(),
                    O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (FD >= 0 || (errno != EMFILE && errno != ENFILE) || !Spare || *Spare < 0)
    return FD;
  ::close(*Spare);
  *Spare = -1;
  return ::openat(DirFd, Name.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
                  0644);
}

std::string forage::writeFileAtomicallyAt(int DirFd, const std::string &Name,
                                          llvm::StringRef Contents,
                                          int *Spare) {
  std::string Temp = Name + ".tmp-" + std::to_string(::getpid());
  int FD = openAt(DirFd, Temp, Spare);
  std::string Error;
  if (FD < 0) {
    Error = "cannot create " + Name + ": " + std::strerror(errno);
  } else {
    const char *P = Contents.data();
    size_t Left = Contents.size();
    while (Left > 0) {
      ssize_t N = ::write(FD, P, Left);
      if (N <= 0)
        break;
      P += N;
      Left -= static_cast<size_t>(N);
    }
    if (::close(FD) != 0 || Left > 0)
      Error = "cannot write " + Name;
    else if (::renameat(DirFd, Temp.c_str(), DirFd, Name.c_str()) != 0)
      Error = "cannot write " + Name + ": " + std::strerror(errno);
    if (!Error.empty())
      ::unlinkat(DirFd, Temp.c_str(), 0);
  }
  if (Spare && *Spare < 0)
    *Spare = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  return Error;
}
