//===- Z3Guard.h - Z3 checks that end on the budget and in memory -*- C++ -*-=//
//
// Z3 honours its timeout and a cancel only where it polls for them, and
// some of its work does not poll: on a McCarthy-91 path condition one check
// ran 7 s past the run's deadline and took 2 GB. Every check forage makes
// in its search therefore runs on one solver thread while the caller waits
// and watches the clock and resident memory. Past the run's deadline or the
// memory limit it interrupts the check (Z3_interrupt); a check that still
// has not returned after a grace period is abandoned. That solver thread is
// then stuck inside Z3 for good, and so is the check's context: its owner
// leaks it instead of freeing it under the thread (abandoned(Ctx)), and
// makes a new one if it wants to go on. Later checks go to a new solver
// thread (a turn's deadline is long before the run's: expr, base64 and
// dos2unix lost their solver for most of a 120 s run when one check at a
// turn's end ignored its interrupt). The handles the caller still holds in
// that context (a solver, its terms) are leaked when they go out of scope:
// Z3Stranded.cpp. After three stuck threads, or one
// abandoned because memory ran out (it may still be allocating: Z3's
// allocator is then capped at what it holds), every later check answers
// unknown at once. The process leaves through
// quickExitIfAbandoned().
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_SOLVER_Z3GUARD_H
#define FORAGE_SOLVER_Z3GUARD_H

#include <cstdint>
#include <z3++.h>

namespace forage::z3guard {

/// In a child process after fork(): starts the child's own solver thread
/// (the parent's is not copied). Call before any check in the child.
void afterFork();

/// Resident memory (bytes) above which a running check is interrupted; 0 =
/// none. Set once from --max-memory, at the level where the drivers stop.
void setMemoryLimit(uint64_t Bytes);
/// Whether resident memory is above that limit now: for work that builds
/// Z3 terms outside any check (a Horn encoding of a whole program), which
/// must stop as a check would be interrupted.
bool overMemory();

/// S.check(), or S.check(*Assumptions), on the solver thread. LimitMs is
/// the check's safety net in the solver thread's processor time (its
/// deterministic limit, "rlimit", Z3 enforces alone): past it the caller
/// interrupts the check, again and again (an interrupt can come before the
/// check is ready to be cancelled), and waits. RunDeadline is the
/// caller's end (steady nanoseconds, 0 = none: the run's, or a turn's),
/// past which a check that does not stop is abandoned. Unknown if the check was
/// interrupted, abandoned, or threw.
z3::check_result check(z3::solver &S, const z3::expr_vector *Assumptions,
                       unsigned LimitMs, uint64_t RunDeadline);

/// F.query(Query) (a CHC query: unsat means Query is unreachable) on the
/// solver thread, under the same limits as check(). Unknown also when Z3
/// throws (a resource limit).
z3::check_result query(z3::fixedpoint &F, z3::expr &Query, unsigned LimitMs,
                       uint64_t RunDeadline);

/// Whether a check was abandoned: the process ends through
/// quickExitIfAbandoned().
bool abandoned();

/// Whether a check in Ctx was abandoned, or the guard gave up on Z3: Ctx
/// must not be touched again (not even to free its objects).
bool abandoned(const z3::context &Ctx);

/// Whether Ctx is the context of an abandoned check (its stuck thread may
/// still be in it): lock-free, for Z3Stranded.cpp's reference counts.
bool stranded(Z3_context Ctx);

/// Counts a handle in a stranded context that was leaked instead of
/// released; how many were.
void countSkippedRelease();
uint64_t skippedReleases();

/// Whether so many checks were abandoned that every check answers unknown.
bool gaveUp();

/// How many checks were abandoned.
unsigned abandonedChecks();

/// Checks that were interrupted because memory passed the limit.
unsigned memoryInterrupts();

/// Checks that ended unknown on their processor-time limit (the safety net)
/// before the run's deadline: the answers that the machine's speed decided.
unsigned safetyNetFires();

/// Checks and queries that ended with Z3's "out of memory" (its
/// allocator's cap, set once a check was abandoned for memory). Spacer
/// (Z3 4.8.12) is not safe against that exception: the fixedpoint it was in,
/// and its context, crash when freed (parport.i.cil-2 at --max-memory 2000), so
/// their owner leaks them.
unsigned outOfMemory();

/// If a check was abandoned, flushes the C streams and ends the process
/// with Code without running destructors (the solver thread is still in
/// Z3). Returns otherwise.
void quickExitIfAbandoned(int Code);

} // namespace forage::z3guard

#endif
