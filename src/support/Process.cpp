//===- Process.cpp - run a child process with a time limit ----------------===//
#include "support/Process.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace forage;

extern char **environ;

static int openOr(const std::string &Path, int Flags, int Fallback) {
  int FD = ::open(Path.empty() ? "/dev/null" : Path.c_str(), Flags | O_CLOEXEC,
                  0644);
  return FD < 0 ? Fallback : FD;
}

ProcessResult forage::runProcess(const std::vector<std::string> &Argv,
                                 const ProcessOptions &Opts) {
  ProcessResult R;
  int In = openOr(Opts.StdinFile, O_RDONLY, -1);
  int Out = openOr(Opts.StdoutFile, O_WRONLY | O_CREAT | O_TRUNC, -1);
  int Err = Opts.StderrFile == Opts.StdoutFile
                ? Out
                : openOr(Opts.StderrFile, O_WRONLY | O_CREAT | O_TRUNC, -1);
  // posix_spawn, not fork: forking a process holding gigabytes (a long
  // symbolic run) copies its page tables for every test replayed.
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  if (In >= 0)
    posix_spawn_file_actions_adddup2(&Actions, In, 0);
  if (Out >= 0)
    posix_spawn_file_actions_adddup2(&Actions, Out, 1);
  if (Err >= 0)
    posix_spawn_file_actions_adddup2(&Actions, Err, 2);
  if (!Opts.WorkDir.empty())
    posix_spawn_file_actions_addchdir_np(&Actions, Opts.WorkDir.c_str());
  posix_spawnattr_t Attr;
  posix_spawnattr_init(&Attr);
  posix_spawnattr_setflags(&Attr, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&Attr, 0);
  std::vector<std::string> EnvStrings;
  for (char **E = Opts.ClearEnv ? nullptr : environ; E && *E; ++E) {
    llvm::StringRef Name = llvm::StringRef(*E).split('=').first;
    bool Overridden = false;
    for (auto &[K, V] : Opts.Env)
      Overridden |= Name == K;
    if (!Overridden)
      EnvStrings.push_back(*E);
  }
  for (auto &[K, V] : Opts.Env)
    EnvStrings.push_back(K + "=" + V);
  std::vector<char *> Args, Env;
  for (const std::string &A : Argv)
    Args.push_back(const_cast<char *>(A.c_str()));
  Args.push_back(nullptr);
  const char *File = Args[0];
  if (!Opts.Argv0.empty())
    Args[0] = const_cast<char *>(Opts.Argv0.c_str());
  for (std::string &E : EnvStrings)
    Env.push_back(E.data());
  Env.push_back(nullptr);
  pid_t Pid = -1;
  int SpawnError =
      posix_spawnp(&Pid, File, &Actions, &Attr, Args.data(), Env.data());
  posix_spawn_file_actions_destroy(&Actions);
  posix_spawnattr_destroy(&Attr);
  for (int FD : {In, Out})
    if (FD >= 0)
      ::close(FD);
  if (Err >= 0 && Err != Out)
    ::close(Err);
  if (SpawnError != 0) {
    R.Error = "cannot execute " + Argv[0] + ": " + std::strerror(SpawnError);
    return R;
  }
  R.Started = true;
  auto Start = std::chrono::steady_clock::now();
  int Status = 0;
  while (true) {
    pid_t W = waitpid(Pid, &Status, Opts.TimeoutSeconds > 0 ? WNOHANG : 0);
    if (W == Pid)
      break;
    if (W < 0 && errno != EINTR) {
      R.Error = "waitpid failed";
      return R;
    }
    double Elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
            .count();
    if (Opts.TimeoutSeconds > 0 && Elapsed > Opts.TimeoutSeconds) {
      R.TimedOut = true;
      kill(-Pid, SIGKILL);
      kill(Pid, SIGKILL);
      waitpid(Pid, &Status, 0);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  if (WIFEXITED(Status)) {
    R.ExitCode = WEXITSTATUS(Status);
    if (R.ExitCode == 127 && !R.TimedOut)
      R.Error = "cannot execute " + Argv[0];
  } else if (WIFSIGNALED(Status)) {
    R.Signal = WTERMSIG(Status);
  }
  return R;
}

bool forage::runAndCapture(const std::vector<std::string> &Argv,
                           std::string &Output, const std::string &WorkDir) {
  llvm::SmallString<128> Path;
  int FD;
  if (llvm::sys::fs::createTemporaryFile("forage-cmd", "txt", FD, Path))
    return false;
  ::close(FD);
  ProcessOptions O;
  O.StdoutFile = O.StderrFile = std::string(Path);
  O.WorkDir = WorkDir;
  ProcessResult R = runProcess(Argv, O);
  if (auto Buf = llvm::MemoryBuffer::getFile(Path))
    Output = (*Buf)->getBuffer().str();
  llvm::sys::fs::remove(Path);
  return R.Started && R.ExitCode == 0;
}
