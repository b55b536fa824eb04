//===- Z3Guard.cpp - the solver thread and its watchdog -------------------===//
#include "solver/Z3Guard.h"
#include "support/Clock.h"
#include "support/Resources.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include <pthread.h>
#include <sched.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

using namespace forage;

namespace {

/// How much processor time a check may use after it was interrupted at
/// its caller's deadline before it is abandoned, and how much wall-clock
/// time at most (a check that ignores its interrupt without computing:
/// blocked, or in a user callback that sleeps). Processor time, because on
/// a loaded machine a solver thread that is not scheduled for 250 ms has
/// not ignored anything: abandoning it there made loaded runs differ from
/// idle ones and left contexts stranded that the callers went on using.
/// When memory runs out the grace is wall-clock and short (Z3 allocated
/// 600 MB/s on one query). Then how long past its own limit Z3 gets to
/// stop a check by itself, and how often the caller looks at the clock and
/// memory.
constexpr uint64_t TimeGraceNanos = 250'000'000;
constexpr uint64_t TimeGraceWallNanos = 2'000'000'000;
constexpr uint64_t MemoryGraceNanos = 20'000'000;
constexpr uint64_t LimitSlackNanos = 50'000'000;
constexpr auto Poll = std::chrono::milliseconds(5);
/// One check handed to the solver thread. It holds its own references to
/// the solver and the assumptions, so the caller's handles may go; once
/// abandoned it is never freed (freeing would touch the context the thread
/// is still in).
struct Task {
  Task(z3::solver &S, const z3::expr_vector *A)
      : S(S), A(A ? *A : z3::expr_vector(S.ctx())), HasA(A) {}
  Task(z3::fixedpoint &F, const z3::expr &Q)
      : S(F.ctx()), A(F.ctx()), HasA(false), F(F), Query(Q) {}
  z3::solver S;
  z3::expr_vector A;
  bool HasA;
  std::optional<z3::fixedpoint> F; ///< A CHC query instead of a check.
  std::optional<z3::expr> Query;
  z3::check_result R = z3::unknown;
  bool Done = false; ///< Guarded by the thread's mutex.
  /// When the solver thread began the check (0: not yet); a check's own
  /// limit counts from there, not from a hand-over a loaded machine delays.
  std::atomic<uint64_t> Started{0};
  /// The solver thread's processor time then (set before Started): the
  /// limit is processor time, so a loaded machine does not fire it sooner.
  std::atomic<uint64_t> StartedCpu{0};
};

/// How many solver threads may be left inside abandoned checks before
/// every later check answers unknown: each may still use a processor (at
/// idle priority) and memory.
constexpr unsigned MaxAbandonedThreads = 3;

/// The contexts of abandoned checks (never to be touched again), how many
/// there were, and whether the guard gave up on Z3 altogether. Read without
/// a lock: stranded() runs on every Z3 reference count (Z3Stranded.cpp).
std::atomic<Z3_context> AbandonedContexts[MaxAbandonedThreads];
std::atomic<unsigned> AbandonedThreads{0};
std::atomic<bool> GaveUp{false};
std::atomic<uint64_t> SkippedReleases{0};
/// Z3 calls that threw "out of memory" (Z3's allocator cap): see
/// z3guard::outOfMemory().
std::atomic<unsigned> OutOfMemory{0};

void abandonContext(z3::context &Ctx, bool ForMemory);

/// Caps Z3's allocator (all of its contexts) at Bytes; 0 lifts the cap.
void capAllocator(uint64_t Bytes) {
  uint64_t MB = Bytes ? std::max<uint64_t>(1, Bytes >> 20) : 0;
  Z3_global_param_set("memory_max_size", std::to_string(MB).c_str());
}

class SolverThread {
public:
  SolverThread() {
    std::thread T([this] { loop(); });
    if (pthread_getcpuclockid(T.native_handle(), &CpuClock) == 0)
      HasCpuClock = true;
    T.detach();
  }

  z3::check_result run(std::shared_ptr<Task> T, z3::context &Ctx,
                       unsigned LimitMs, uint64_t RunDeadline);

  std::atomic<uint64_t> MemoryLimit{0};
  std::atomic<bool> Abandoned{false};
  std::atomic<unsigned> MemoryInterrupts{0};
  std::atomic<unsigned> SafetyNetFires{0};

private:
  std::atomic<pid_t> Tid{0}; ///< The solver thread's id, once it runs.
  /// The thread's processor-time clock (threads are never destroyed).
  clockid_t CpuClock{};
  bool HasCpuClock = false;
  uint64_t cpuNanos() const {
    timespec TS{};
    if (!HasCpuClock || clock_gettime(CpuClock, &TS) != 0)
      return 0;
    return uint64_t(TS.tv_sec) * 1'000'000'000ull + uint64_t(TS.tv_nsec);
  }
  /// What check T has used of its limit at Now: the solver thread's
  /// processor time since it began (wall-clock time without that clock).
  uint64_t used(const Task &T, uint64_t Now) const {
    return HasCpuClock ? cpuNanos() - T.StartedCpu : Now - T.Started;
  }
  void loop();

  std::mutex M;
  std::condition_variable Work, Finished;
  std::shared_ptr<Task> Pending; ///< Handed over, not yet taken.
};

void SolverThread::loop() {
  Tid = static_cast<pid_t>(syscall(SYS_gettid));
  for (;;) {
    std::shared_ptr<Task> T;
    {
      std::unique_lock<std::mutex> L(M);
      Work.wait(L, [&] { return Pending != nullptr; });
      T = std::move(Pending);
    }
    z3::check_result R = z3::unknown;
    T->StartedCpu = threadCpuNanos();
    T->Started = steadyNanos();
    try {
      if (T->F)
        R = T->F->query(*T->Query);
      else
        R = T->HasA ? T->S.check(T->A) : T->S.check();
    } catch (const z3::exception &Ex) {
      R = z3::unknown;
      if (std::string(Ex.msg()).find("out of memory") != std::string::npos)
        ++OutOfMemory;
    }
    {
      // The caller frees the task: dropping the last reference here could
      // run Z3 destructors while the caller is already in its next check.
      std::lock_guard<std::mutex> L(M);
      T->R = R;
      T->Done = true;
      T.reset();
    }
    Finished.notify_all();
  }
}

z3::check_result SolverThread::run(std::shared_ptr<Task> T, z3::context &Ctx,
                                   unsigned LimitMs, uint64_t RunDeadline) {
  if (Abandoned || GaveUp || z3guard::abandoned(Ctx))
    return z3::unknown;
  // During the check Z3's allocator may take what the budget leaves now
  // (past it Z3 throws, answering unknown): the watch below polls every
  // 5 ms, and a bit-blasting check outran it by 30 MB. The cap is lifted
  // once the check returns, so that no allocation outside a check (a new
  // context, a term) ever meets it. A check left behind at a deadline
  // keeps it until the next check sets its own (the memory watch then
  // covers the process again only while a check runs).
  uint64_t Limit0 = MemoryLimit;
  if (Limit0) {
    uint64_t Rss = residentBytes();
    capAllocator(Z3_get_estimated_alloc_size() +
                 (Rss < Limit0 ? Limit0 - Rss : 0));
  }
  std::unique_lock<std::mutex> L(M);
  Pending = T;
  Work.notify_one();
  uint64_t InterruptedAt = 0, CpuAtInterrupt = 0, Grace = 0;
  bool Interrupted = false, ForMemory = false;
  while (!T->Done) {
    Finished.wait_for(L, Poll);
    if (T->Done)
      break;
    uint64_t Now = steadyNanos();
    uint64_t Started = T->Started;
    if (!InterruptedAt && LimitMs && Started &&
        used(*T, Now) > LimitMs * 1'000'000ull + LimitSlackNanos) {
      // Past its own limit: cancel it (again, in case an earlier cancel
      // came before Z3 could take it) and keep waiting.
      Interrupted = true;
      Z3_interrupt(Ctx);
    }
    if (InterruptedAt) {
      // Again at every poll: an interrupt that came before the solver
      // thread began the check (a loaded machine) is lost.
      Z3_interrupt(Ctx);
      bool Stuck = ForMemory || !HasCpuClock
                       ? Now - InterruptedAt > Grace
                       : cpuNanos() - CpuAtInterrupt > Grace ||
                             Now - InterruptedAt > TimeGraceWallNanos;
      if (Stuck) {
        // Keep the task (and with it every Z3 object it holds) forever,
        // and let the thread, which may still be allocating, run only when
        // nothing else wants the processor until the process ends.
        new std::shared_ptr<Task>(T);
        Abandoned = true;
        struct sched_param Idle = {};
        if (pid_t Thread = Tid)
          sched_setscheduler(Thread, SCHED_IDLE, &Idle);
        abandonContext(Ctx, ForMemory);
        return z3::unknown;
      }
      continue;
    }
    uint64_t Limit = MemoryLimit;
    bool OverMemory = Limit && residentBytes() > Limit;
    if (OverMemory || (RunDeadline && Now > RunDeadline)) {
      MemoryInterrupts += OverMemory;
      InterruptedAt = Now;
      CpuAtInterrupt = cpuNanos();
      Grace = OverMemory ? MemoryGraceNanos : TimeGraceNanos;
      ForMemory = OverMemory;
      Interrupted = true;
      Z3_interrupt(Ctx);
    }
  }
  if (Limit0 && !GaveUp)
    capAllocator(0);
  // An interrupt that came as the check was returning leaves the context
  // cancelled until its next check: reading the model or a CHC answer
  // then throws ("canceled"). The answer counts as unknown, as it would
  // have had the interrupt come a moment sooner.
  if (Interrupted)
    T->R = z3::unknown;
  // An unknown answer that took the whole wall-clock limit, before the
  // run's deadline: the safety net decided it, not the resource count.
  uint64_t End = steadyNanos(), Started = T->Started;
  if (T->R == z3::unknown && LimitMs && Started &&
      used(*T, End) >= LimitMs * 1'000'000ull &&
      !(RunDeadline && End >= RunDeadline))
    ++SafetyNetFires;
  return T->R;
}

/// The solver thread checks go to: the first one, a forked process's own
/// (afterFork()), or the one that replaced a thread left in an abandoned
/// check. Threads are never destroyed: one may outlive main() inside a
/// check.
std::atomic<SolverThread *> Current{nullptr};

SolverThread &solverThread() {
  if (SolverThread *T = Current.load())
    return *T;
  static SolverThread *First = [] {
    auto *T = new SolverThread();
    Current = T;
    return T;
  }();
  return *First;
}

void abandonContext(z3::context &Ctx, bool ForMemory) {
  // Only the caller's thread abandons checks: the slot is its own. The
  // context is recorded before the count that stranded() tests first.
  unsigned Slot = AbandonedThreads.load();
  if (Slot < MaxAbandonedThreads)
    AbandonedContexts[Slot] = static_cast<Z3_context>(Ctx);
  // The thread stays in Z3: later checks, in other contexts, go to a new
  // one, so that one check that ignores its interrupt (a turn's end; the
  // model checker's, the climb's and Spacer's turns end long before the
  // run) does not leave the rest of the run without a solver. Not after
  // memory ran out: the stuck check may still be allocating, and new
  // checks beside it would take the process past --max-memory.
  if (++AbandonedThreads >= MaxAbandonedThreads || ForMemory) {
    GaveUp = true;
    // A check abandoned because memory ran out stops at its next
    // allocation (it throws on its idle thread) instead of taking the
    // process past --max-memory; no other check runs any more.
    if (ForMemory)
      capAllocator(Z3_get_estimated_alloc_size());
    return;
  }
  SolverThread &Old = solverThread();
  auto *T = new SolverThread();
  T->MemoryLimit = Old.MemoryLimit.load();
  T->MemoryInterrupts = Old.MemoryInterrupts.load();
  T->SafetyNetFires = Old.SafetyNetFires.load();
  Current = T;
}

} // namespace

void z3guard::afterFork() {
  // fork() copied the thread's object, not the thread (nor, if it held it,
  // a usable mutex): a new one, left to the process like the first.
  uint64_t Limit = solverThread().MemoryLimit;
  auto *T = new SolverThread();
  T->MemoryLimit = Limit;
  Current = T;
}

void z3guard::setMemoryLimit(uint64_t Bytes) {
  // Z3's own allocator is not capped outside checks: past its
  // memory_max_size Z3 throws "out of memory" from any allocation, and
  // 4.8.12 is not safe against that. A cap set at the start (what
  // --max-memory left above forage's memory) was reached on cpio at 1.3 GB
  // resident (Z3 counts what it asked malloc for, touched or not), and
  // then Z3_mk_context returned no context (a SIGSEGV in z3::context) or an
  // incremental core was left with a null undo entry (a SIGSEGV in the next
  // check). Now the cap is set for each check, at what Z3 holds plus what
  // the budget leaves (SolverThread::run), and lifted when it returns.
  solverThread().MemoryLimit = Bytes;
}

bool z3guard::overMemory() {
  uint64_t Limit = solverThread().MemoryLimit;
  return Limit && residentBytes() > Limit;
}

z3::check_result z3guard::check(z3::solver &S,
                                const z3::expr_vector *Assumptions,
                                unsigned LimitMs, uint64_t RunDeadline) {
  // Not even the task's handles may be made in an abandoned context.
  if (abandoned(S.ctx()))
    return z3::unknown;
  return solverThread().run(std::make_shared<Task>(S, Assumptions), S.ctx(),
                            LimitMs, RunDeadline);
}

z3::check_result z3guard::query(z3::fixedpoint &F, z3::expr &Query,
                                unsigned LimitMs, uint64_t RunDeadline) {
  if (abandoned(F.ctx()))
    return z3::unknown;
  return solverThread().run(std::make_shared<Task>(F, Query), F.ctx(), LimitMs,
                            RunDeadline);
}

bool z3guard::abandoned() { return AbandonedThreads > 0; }

bool z3guard::stranded(Z3_context Ctx) {
  unsigned N = std::min(AbandonedThreads.load(), MaxAbandonedThreads);
  for (unsigned K = 0; K < N; ++K)
    if (AbandonedContexts[K].load() == Ctx)
      return true;
  return false;
}

bool z3guard::abandoned(const z3::context &Ctx) {
  return GaveUp || stranded(static_cast<Z3_context>(Ctx));
}

void z3guard::countSkippedRelease() { ++SkippedReleases; }

uint64_t z3guard::skippedReleases() { return SkippedReleases; }

bool z3guard::gaveUp() { return GaveUp; }

unsigned z3guard::abandonedChecks() { return AbandonedThreads; }

unsigned z3guard::memoryInterrupts() { return solverThread().MemoryInterrupts; }

unsigned z3guard::safetyNetFires() { return solverThread().SafetyNetFires; }

unsigned z3guard::outOfMemory() { return OutOfMemory; }

void z3guard::quickExitIfAbandoned(int Code) {
  if (!abandoned())
    return;
  std::fflush(nullptr);
  std::_Exit(Code);
}
