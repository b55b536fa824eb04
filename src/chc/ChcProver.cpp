//===- ChcProver.cpp - goals proved unreachable by Spacer -----------------===//
#include "chc/ChcProver.h"
#include "chc/Derivation.h"
#include "chc/InvariantAtoms.h"
#include "chc/Linearize.h"
#include "solver/Z3Guard.h"
#include "support/Clock.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>
#include <set>
#include <unordered_set>

using namespace forage;

namespace {
/// The constants of clause C (what its rule quantifies).
z3::expr_vector variablesOf(z3::context &Z, const ChcClause &C,
                            const std::unordered_set<unsigned> &Relations) {
  z3::expr_vector Out(Z);
  std::unordered_set<unsigned> Seen, Vars;
  std::vector<z3::expr> Work{C.Body, C.Head};
  for (const z3::expr &P : C.Premises)
    Work.push_back(P);
  while (!Work.empty()) {
    z3::expr X = Work.back();
    Work.pop_back();
    if (!X.is_app() || !Seen.insert(X.id()).second)
      continue;
    z3::func_decl D = X.decl();
    if (X.num_args() == 0 && D.decl_kind() == Z3_OP_UNINTERPRETED &&
        !Relations.count(D.id())) {
      if (Vars.insert(D.id()).second)
        Out.push_back(X);
      continue;
    }
    for (unsigned K = 0; K < X.num_args(); ++K)
      Work.push_back(X.arg(K));
  }
  return Out;
}

/// A fixedpoint over Enc's clauses; Transform: Z3's rule transformations
/// (fast), off for derivations that name the encoding's own relations.
/// Null if the deadline (steady nanoseconds, 0: none) comes first.
/// Goals: the goal relations whose clauses it gets (null: every one); the
/// rules into other goals are most of a region encoding's size (a branch
/// outcome's clause holds the facts of every block before it).
std::unique_ptr<z3::fixedpoint> build(z3::context &Z, const HornEncoder &Enc,
                                      bool Transform, unsigned TimeoutMs,
                                      const Houdini *H, uint64_t Deadline,
                                      const std::set<unsigned> *Goals) {
  std::set<unsigned> Skip;
  if (Goals)
    for (const ChcGoal &G : Enc.goals())
      if (!Goals->count(G.Rel.id()))
        Skip.insert(G.Rel.id());
  auto F = std::make_unique<z3::fixedpoint>(Z);
  z3::params P(Z);
  P.set("engine", "spacer");
  P.set("timeout", TimeoutMs);
  if (!Transform) {
    P.set("xform.slice", false);
    P.set("xform.inline_linear", false);
    P.set("xform.inline_eager", false);
    P.set("xform.compress_unbound", false);
    P.set("xform.tail_simplifier_pve", false);
    P.set("xform.subsumption_checker", false);
    P.set("xform.coi", false);
    P.set("datalog.unbound_compressor", false);
    P.set("datalog.similarity_compressor", false);
  }
  F->set(P);
  std::unordered_set<unsigned> Rels;
  for (z3::func_decl R : Enc.relations()) {
    F->register_relation(R);
    Rels.insert(R.id());
  }
  unsigned N = 0;
  for (const ChcClause &C : Enc.clauses()) {
    if (Deadline && steadyNanos() >= Deadline)
      return nullptr;
    if (Skip.count(C.Head.decl().id()))
      continue;
    z3::expr_vector Tail(Z);
    for (const z3::expr &Prem : C.Premises) {
      Tail.push_back(Prem);
      // What Houdini proved of the premise holds in every derivation
      // (its quantified atoms only slow Spacer down).
      if (H)
        Tail.push_back(H->apply(Prem.decl(), argsOf(Prem), false));
    }
    Tail.push_back(C.Body);
    z3::expr_vector Vars = variablesOf(Z, C, Rels);
    z3::expr Rule =
        z3::implies(linearizeDivMod(z3::mk_and(Tail), Vars), C.Head);
    if (!Vars.empty())
      Rule = z3::forall(Vars, Rule);
    F->add_rule(Rule, Z.str_symbol(("r" + std::to_string(N++)).c_str()));
  }
  return F;
}

double since(uint64_t Start) { return (steadyNanos() - Start) / 1e9; }

/// Atoms of one relation's invariant in Spacer's answer above which none
/// is given to the model checker (bench/chc_heldout's h05: 203 atoms, one
/// per counter value, made its model checker run out of time).
constexpr size_t MaxSpacerAtoms = 16;

/// How many times a goal's mixed encoding grows (each a new encoding and
/// Houdini run from the ideal one's atoms).
constexpr unsigned MixedRounds = 3;

/// F's answer to its last query, or none when Z3 refuses it: an interrupt
/// (the deadline, the memory limit) that came as the query was returning
/// leaves the context cancelled, and get_answer() then throws ("push
/// canceled"); the answer is then as good as unknown.
std::optional<z3::expr> answerOf(z3::fixedpoint &F) {
  try {
    return F.get_answer();
  } catch (const z3::exception &) {
    return std::nullopt;
  }
}
} // namespace

namespace {
/// One encoding and its fixedpoints (the second, built on demand, keeps
/// the encoding's relations for derivations).
struct Encoding {
  std::unique_ptr<HornEncoder> Enc;
  std::unique_ptr<Houdini> H;
  std::unique_ptr<z3::fixedpoint> Fp, FpD;
  /// The fixedpoints hold the rules of the error calls' goals only (not
  /// the branch outcomes').
  bool Scoped = false;
  const ChcGoal *find(const ChcGoal &G) const {
    for (const ChcGoal &H : Enc->goals())
      if (H.Branch == G.Branch && H.ErrorCall == G.ErrorCall)
        return &H;
    return nullptr;
  }
  /// Frees the fixedpoints (built again when next asked).
  void shed() {
    Fp.reset();
    FpD.reset();
  }
  void release() {
    (void)FpD.release();
    (void)H.release();
    (void)Fp.release();
    (void)Enc.release();
  }
};
} // namespace

ChcProver::ChcProver(const Cfa &C, const ChcOptions &O) : C(C), Opts(O) {
  if (Opts.GoalRlimit) {
    Opts.GoalTimeoutMs = std::max(Opts.GoalTimeoutMs, ChcOptions::SafetyNetMs);
    Opts.CheckTimeoutMs =
        std::max(Opts.CheckTimeoutMs, ChcOptions::SafetyNetMs);
  }
}

void ChcProver::run(const std::vector<bool> &PendingBranches,
                    std::vector<ChcProof> &Proofs,
                    std::vector<ChcCandidate> &Candidates) {
  uint64_t Start = steadyNanos();
  auto Late = [&] { return Opts.Deadline && steadyNanos() >= Opts.Deadline; };
  z3::config Cfg;
  if (Opts.GoalRlimit)
    Cfg.set("rlimit", std::to_string(Opts.GoalRlimit).c_str());
  auto Wanted = [&](const llvm::Instruction *I) {
    return !Opts.ErrorCalls || Opts.ErrorCalls->count(I);
  };
  // Leaked if a query is abandoned: the solver thread is still in it.
  auto *Z = new z3::context(Cfg);
  // Z is lost once a check in it was abandoned, or once Z3's allocator cap
  // ended a check or query in it: Spacer (4.8.12) leaves a fixedpoint that
  // crashes when freed (parport.i.cil-2 at --max-memory 2000), and so does
  // deleting the context. Nothing more is asked then, and nothing freed.
  unsigned OutOfMemory0 = z3guard::outOfMemory();
  auto Lost = [&] {
    return z3guard::abandoned(*Z) || z3guard::outOfMemory() != OutOfMemory0;
  };
  // E's fixedpoint; while E is Scoped, with the error calls' goals only.
  auto Build = [&](Encoding &E, bool Transform) {
    std::set<unsigned> Errors;
    for (const ChcGoal &G : E.Enc->goals())
      if (G.ErrorCall && Wanted(G.ErrorCall))
        Errors.insert(G.Rel.id());
    return build(*Z, *E.Enc, Transform, Opts.GoalTimeoutMs, E.H.get(),
                 Opts.Deadline, E.Scoped ? &Errors : nullptr);
  };
  Encoding Ideal, Wrap, Mixed;
  // The instructions the mixed encoding wraps at (grows over the goals).
  std::set<const llvm::Instruction *> WrapAt;
  // W: exact wrap-around; WrapAt: at these instructions only (a mixed
  // encoding, whose Houdini starts from Seed's atoms).
  auto Make = [&](Encoding &E, bool W,
                  std::set<const llvm::Instruction *> WrapAt = {},
                  const Houdini *Seed = nullptr) {
    // Each step of the encoding checks the deadline: on a large program
    // (thousands of relations) they take longer than a turn.
    bool Mixed = !WrapAt.empty();
    E.Enc = std::make_unique<HornEncoder>(
        *Z, C, W, Opts.Deadline, std::move(WrapAt), Opts.Regions, Opts.Slice);
    if (Late() || E.Enc->cut())
      return;
    uint64_t HEnd = steadyNanos() + uint64_t(Opts.GoalTimeoutMs) * 1'000'000;
    if (Opts.Deadline)
      HEnd = std::min(HEnd, Opts.Deadline);
    if (Seed) {
      E.H = std::make_unique<Houdini>(*Z, *Seed, E.Enc->clauses(),
                                      Opts.CheckTimeoutMs, HEnd);
    } else {
      HoudiniHints Hints = houdiniHints(C, *E.Enc);
      E.H = std::make_unique<Houdini>(*Z, E.Enc->relations(), E.Enc->clauses(),
                                      Opts.CheckTimeoutMs, HEnd,
                                      Opts.HoudiniMaxAtoms, &Hints);
    }
    Stats.HoudiniAtoms += E.H->atoms();
    if (!W && !Mixed)
      Stats.HoudiniRun = E.H->report();
    if (const char *D = std::getenv("FORAGE_CHC_DUMP"); D && *D)
      std::ofstream(std::string(D) + (Mixed ? "/houdini-mixed.txt"
                                      : W   ? "/houdini-wrap.txt"
                                            : "/houdini.txt"))
          << "# " << E.H->report().Candidates << " candidates (tier "
          << E.H->report().Tier << "), " << E.H->report().Checks << " checks, "
          << E.H->report().Seconds << " s: " << E.H->report().Outcome << "\n"
          << E.H->text();
    // Houdini's checks may have left Z to a stuck solver thread.
    E.Scoped = true;
    if (!Late() && !Lost())
      E.Fp = Build(E, true);
  };
  Make(Ideal, false);
  if (Ideal.Enc->cut()) {
    // Partial clauses prove nothing (not even that a function is never
    // entered): nothing is asked.
    Stats.EncodingCut = true;
    Stats.NotAsked = 1;
    Stats.Seconds = since(Start);
    Ideal = Encoding();
    delete Z;
    return;
  }
  Stats.Relations = static_cast<unsigned>(Ideal.Enc->relations().size());
  Stats.Clauses = static_cast<unsigned>(Ideal.Enc->clauses().size());
  for (const z3::func_decl &R : Ideal.Enc->relations()) {
    Stats.Arguments += R.arity();
    Stats.MaxArity = std::max<size_t>(Stats.MaxArity, R.arity());
  }
  for (const llvm::Instruction *I : Ideal.Enc->errorCallsNeverEntered()) {
    if (!Wanted(I))
      continue;
    ++Stats.ErrorCalls;
    ++Stats.ErrorCallsProved;
    ++Stats.Proved;
    Proofs.push_back({ProgramModel::NoBranch,
                      I,
                      {{"call graph", "its function is never entered: no "
                                      "call path from main, no escaping "
                                      "address"}},
                      "call graph",
                      0,
                      {}});
  }
  std::vector<const ChcGoal *> Goals;
  for (const ChcGoal &G : Ideal.Enc->goals())
    Stats.ErrorCalls += G.ErrorCall && Wanted(G.ErrorCall);
  for (const ChcGoal &G : Ideal.Enc->goals())
    if ((G.ErrorCall && Wanted(G.ErrorCall)) ||
        (G.Branch < PendingBranches.size() && PendingBranches[G.Branch]))
      Goals.push_back(&G);
  // Error calls first (what a verdict needs), then the cheapest.
  std::stable_sort(Goals.begin(), Goals.end(),
                   [](const ChcGoal *A, const ChcGoal *B) {
                     if (!A->ErrorCall != !B->ErrorCall)
                       return A->ErrorCall != nullptr;
                     return A->Cost < B->Cost;
                   });
  // Unsat, checked: a proof (Sat: reachable in E; Unknown otherwise).
  enum class Outcome { Proved, Sat, Unknown, Dropped };
  unsigned Combined = 0;
  bool PlainFirst = false; // see Attempt below
  // WithSide: the query is "the goal or a side condition", so that Spacer
  // looks for invariants that exclude both.
  // Plain: on the fixedpoint without rule transformations, whose answer
  // names every relation (the transformations' reconstruction of the
  // relations they inline is not always inductive).
  // Overflows (if given) gets the overflows that alone kept a check from
  // passing (Certificate::check).
  // A checked proof's atoms at positions (Spacer's own invariants; a
  // proof by Houdini alone has only Houdini's).
  auto AtomsOf = [&](const Encoding &E, const Certificate &Cert,
                     const char *Source) {
    if (!Opts.Atoms)
      return std::vector<InvariantAtom>();
    bool Own = std::string(Source) == "spacer";
    return invariantAtoms(
        *E.Enc, C, Cert.cone(),
        [&](const z3::func_decl &R, const z3::expr_vector &A) {
          return Cert.apply(R, A, !Own);
        },
        Source, Own ? MaxSpacerAtoms : 0);
  };
  auto Try = [&](Encoding &E, const ChcGoal &G, const std::string &Name,
                 uint64_t T0, bool WithSide, bool Plain,
                 std::set<const llvm::Instruction *> *Overflows = nullptr) {
    std::set<const llvm::Instruction *> Got;
    auto Note = [&] {
      if (Overflows)
        Overflows->insert(Got.begin(), Got.end());
    };
    if ((!Plain || PlainFirst) && !WithSide && E.H && E.H->atoms()) {
      // Houdini's invariants may exclude the goal on their own.
      Certificate Cert = Certificate::fromHoudini(*Z, G.Rel, E.H.get());
      bool Ok = Cert.check(E.Enc->clauses(), E.Enc->side(), Opts.CheckTimeoutMs,
                           Opts.Deadline, Stats.CertificateChecks,
                           Overflows ? &Got : nullptr);
      Note();
      if (Ok) {
        ++Stats.HoudiniProved;
        Proofs.push_back({G.Branch, G.ErrorCall, Cert.invariants(*E.Enc), Name,
                          since(T0), AtomsOf(E, Cert, "houdini")});
        return Outcome::Proved;
      }
    }
    if (Lost())
      return Outcome::Unknown; // nothing of Z may be freed
    if (E.Scoped && !G.ErrorCall) {
      // The first branch outcome: every goal's rules from now on.
      E.shed();
      E.Scoped = false;
    }
    if (Plain && !E.FpD)
      E.FpD = Build(E, false);
    if (!Plain && !E.Fp) // shed before another encoding was made
      E.Fp = Build(E, true);
    if (!(Plain ? E.FpD : E.Fp))
      return Outcome::Unknown; // the deadline came while it was built
    z3::fixedpoint &Fp = Plain ? *E.FpD : *E.Fp;
    z3::func_decl Rel = G.Rel;
    std::vector<ChcClause> Extra;
    if (WithSide) {
      std::string N = "goal or side " + std::to_string(Combined++);
      Rel = Z->function(N.c_str(), 0, nullptr, Z->bool_sort());
      Fp.register_relation(Rel);
      for (const z3::expr &From : {G.Rel(), E.Enc->side()()}) {
        z3::expr Rule = z3::implies(From, Rel());
        Fp.add_rule(
            Rule, Z->str_symbol((N + "/" + From.decl().name().str()).c_str()));
        Extra.emplace_back(std::vector<z3::expr>{From}, Z->bool_val(true),
                           Rel());
      }
    }
    z3::expr Q = Rel();
    ++Stats.Queries;
    if (const char *D = std::getenv("FORAGE_CHC_DUMP"); D && *D) {
      std::ofstream(std::string(D) + "/q" + std::to_string(Stats.Queries) +
                    ".smt2")
          << Fp.to_string() << "\n(query " << Q << ")\n";
    }
    z3::check_result R =
        z3guard::query(Fp, Q, Opts.GoalTimeoutMs, Opts.Deadline);
    if (R == z3::sat)
      return WithSide ? Outcome::Unknown : Outcome::Sat;
    if (R != z3::unsat)
      return Outcome::Unknown;
    std::optional<z3::expr> Answer = answerOf(Fp);
    if (!Answer)
      return Outcome::Unknown;
    Certificate Cert(*Z, *Answer, Rel);
    Cert.strengthen(E.H.get());
    if (const char *D = std::getenv("FORAGE_CHC_DUMP"); D && *D)
      std::ofstream(std::string(D) + "/a" + std::to_string(Stats.Queries) +
                    ".txt")
          << *Answer << "\n";
    std::vector<ChcClause> All = E.Enc->clauses();
    All.insert(All.end(), Extra.begin(), Extra.end());
    bool Ok = Cert.check(All, E.Enc->side(), Opts.CheckTimeoutMs, Opts.Deadline,
                         Stats.CertificateChecks, Overflows ? &Got : nullptr);
    Note();
    if (!Ok)
      return Outcome::Dropped;
    Proofs.push_back({G.Branch, G.ErrorCall, Cert.invariants(*E.Enc), Name,
                      since(T0), AtomsOf(E, Cert, "spacer")});
    return Outcome::Proved;
  };
  for (size_t K = 0; K < Goals.size(); ++K) {
    const ChcGoal *G = Goals[K];
    if (Late() || Lost()) {
      Stats.NotAsked = static_cast<unsigned>(Goals.size() - K);
      if (z3guard::outOfMemory() != OutOfMemory0)
        Stats.Z3Error = "out of memory";
      break;
    }
    // A Z3 error (out of memory under the allocator's cap) ends the
    // queries; what was proved stands (each proof was checked).
    try {
      uint64_t T0 = steadyNanos();
      std::set<const llvm::Instruction *> Over;
      // Spacer on the transformed rules, then (the answer failed the
      // check, and not only on overflows) on the plain ones.
      // Once the transformations spoiled an answer, the plain rules come
      // first (kbfiltr: both the ideal and the mixed encoding's
      // transformed answers fail at the same relation).
      auto Attempt = [&](Encoding &E, const ChcGoal &G,
                         const std::string &Name) {
        if (!PlainFirst) {
          Outcome O = Try(E, G, Name, T0, false, false, &Over);
          if (O != Outcome::Dropped || !Over.empty() || Late() || Lost())
            return O;
          // (Houdini alone was tried above: not again.)
          Outcome P = Try(E, G, Name, T0, false, true, &Over);
          PlainFirst = true;
          return P;
        }
        return Try(E, G, Name, T0, false, true, &Over);
      };
      Outcome O = Attempt(Ideal, *G, "ideal integers");
      // Only overflows kept the invariants from proving the goal: wrap
      // exactly at those instructions (side conditions stay elsewhere), and
      // again at those the next certificate shows, a few times.
      for (unsigned Round = 0; Round < MixedRounds && O != Outcome::Proved &&
                               !Over.empty() && !Late() && !Lost();
           ++Round) {
        size_t Before = WrapAt.size();
        WrapAt.insert(Over.begin(), Over.end());
        // The mixed encoding an earlier goal made may already wrap there:
        // asked once, again only when it grows.
        if (WrapAt.size() == Before && Mixed.Enc && Round > 0)
          break;
        Over.clear();
        if (WrapAt.size() != Before || !Mixed.Enc) {
          // Spacer's state of the last queries is the bulk of the memory
          // (kbfiltr: past 2 GB with three encodings): rebuilt if needed.
          Ideal.shed();
          Mixed = Encoding();
          Make(Mixed, false, WrapAt, Ideal.H.get());
        }
        const ChcGoal *H = Mixed.Enc->cut() ? nullptr : Mixed.find(*G);
        if (!H || Late() || Lost())
          break;
        Outcome OM =
            Attempt(Mixed, *H,
                    "ideal integers, wrap-around at " +
                        std::to_string(WrapAt.size()) + " instructions");
        if (OM == Outcome::Proved)
          O = OM;
      }
      if (O == Outcome::Dropped && !Late() && !Lost()) {
        // The goal's invariants do not exclude every side condition on the
        // way: ask for invariants that exclude both, then try exact
        // wrap-around instead.
        Outcome OS = Try(Ideal, *G, "ideal integers", T0, true, false);
        if (OS == Outcome::Proved) {
          O = OS;
        } else if (!Late() && !Lost()) {
          if (!Wrap.Enc) {
            Ideal.shed();
            Mixed.shed();
            Make(Wrap, true);
          }
          const ChcGoal *H = Wrap.Enc->cut() ? nullptr : Wrap.find(*G);
          if (H) {
            Outcome OW =
                Try(Wrap, *H, "wrap-around integers", T0, false, false);
            O = OW == Outcome::Unknown ? Outcome::Dropped : OW;
          }
        }
      }
      if (O == Outcome::Proved) {
        ++Stats.Proved;
        Stats.ErrorCallsProved += G->ErrorCall != nullptr;
      } else if (O == Outcome::Dropped) {
        ++Stats.CheckFailed;
      } else if (O == Outcome::Unknown) {
        ++Stats.Unknown;
      } else if (!Late() && !Lost()) {
        ++Stats.Reachable;
        // The derivation, over the encoding's own relations.
        if (!Ideal.FpD)
          Ideal.FpD = Build(Ideal, false);
        z3::expr Goal = G->Rel();
        ++Stats.Queries;
        if (Ideal.FpD && z3guard::query(*Ideal.FpD, Goal, Opts.GoalTimeoutMs,
                                        Opts.Deadline) == z3::sat) {
          std::optional<z3::expr> Answer = answerOf(*Ideal.FpD);
          if (!Answer)
            continue;
          if (const char *D = std::getenv("FORAGE_CHC_DUMP"); D && *D)
            std::ofstream(std::string(D) + "/d" +
                          std::to_string(Stats.Queries) + ".txt")
                << *Answer << "\n";
          ChcCandidate Cand{G->Branch, G->ErrorCall, {}};
          if (derivationInputs(*Z, *Answer, Ideal.Enc->clauses(),
                               Ideal.Enc->entryRelations(),
                               Opts.GoalRlimit ? Opts.CheckTimeoutMs : 2'000u,
                               Opts.Deadline, Cand.Inputs))
            Candidates.push_back(std::move(Cand));
        }
      }
    } catch (const z3::exception &Ex) {
      Stats.Z3Error = Ex.msg();
      Stats.NotAsked = static_cast<unsigned>(Goals.size() - K);
      break;
    }
  }
  Stats.Encoding = Wrap.Enc ? "ideal, then wrap-around integers"
                   : Mixed.Enc
                       ? "ideal, then wrap-around at " +
                             std::to_string(WrapAt.size()) + " instructions"
                       : "ideal integers";
  if (Opts.Atoms && Ideal.H && Ideal.H->atoms() && !Lost()) {
    try {
      HoudiniAtoms = invariantAtoms(
          *Ideal.Enc, C, Ideal.Enc->relations(),
          [&](const z3::func_decl &R, const z3::expr_vector &A) {
            return Ideal.H->apply(R, A, false);
          },
          "houdini");
    } catch (const z3::exception &) {
      HoudiniAtoms.clear();
    }
  }
  Stats.Seconds = since(Start);
  if (z3guard::outOfMemory() != OutOfMemory0 && Stats.Z3Error.empty())
    Stats.Z3Error = "out of memory";
  if (Lost()) {
    // Z3 is still running on the solver thread, or freeing its state after
    // "out of memory" would crash: leave it alone.
    Ideal.release();
    Wrap.release();
    Mixed.release();
    return;
  }
  Mixed = Encoding();
  Ideal = Encoding();
  Wrap = Encoding();
  delete Z;
}
