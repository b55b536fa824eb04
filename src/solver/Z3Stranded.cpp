//===- Z3Stranded.cpp - no reference counting in an abandoned context -----===//
//
// An abandoned check (Z3Guard.h) goes on in its context on a stuck solver
// thread, and Z3's reference counts are not atomic: a handle the caller
// drops there, or copies, races with the check (an assertion in
// get_node_size, or a "pure virtual method called", on a csmith program
// at a 2 s deadline under load, where checks were abandoned in most runs).
// Every z3++ handle that goes out of scope after a check was abandoned
// would have to be leaked by hand, in every caller. Instead the build links
// forage with `--wrap` for each of Z3's reference-counting functions
// (src/solver/CMakeLists.txt), and the wrappers below skip the count in a
// stranded context: what forage held there is leaked, as the context is.
// Z3's own calls inside libz3 are not wrapped; the stuck check runs on.
//
//===----------------------------------------------------------------------===//
#include "solver/Z3Guard.h"

#include <z3.h>

using namespace forage;

#define FORAGE_Z3_COUNTED(INC, DEC, TYPE)                                      \
  void __real_##INC(Z3_context, TYPE);                                         \
  void __real_##DEC(Z3_context, TYPE);                                         \
  void __wrap_##INC(Z3_context C, TYPE X) {                                    \
    if (!z3guard::stranded(C))                                                 \
      __real_##INC(C, X);                                                      \
  }                                                                            \
  void __wrap_##DEC(Z3_context C, TYPE X) {                                    \
    if (!z3guard::stranded(C))                                                 \
      __real_##DEC(C, X);                                                      \
    else                                                                       \
      z3guard::countSkippedRelease();                                          \
  }

extern "C" {
FORAGE_Z3_COUNTED(Z3_inc_ref, Z3_dec_ref, Z3_ast)
FORAGE_Z3_COUNTED(Z3_ast_vector_inc_ref, Z3_ast_vector_dec_ref, Z3_ast_vector)
FORAGE_Z3_COUNTED(Z3_ast_map_inc_ref, Z3_ast_map_dec_ref, Z3_ast_map)
FORAGE_Z3_COUNTED(Z3_solver_inc_ref, Z3_solver_dec_ref, Z3_solver)
FORAGE_Z3_COUNTED(Z3_params_inc_ref, Z3_params_dec_ref, Z3_params)
FORAGE_Z3_COUNTED(Z3_param_descrs_inc_ref, Z3_param_descrs_dec_ref,
                  Z3_param_descrs)
FORAGE_Z3_COUNTED(Z3_model_inc_ref, Z3_model_dec_ref, Z3_model)
FORAGE_Z3_COUNTED(Z3_func_interp_inc_ref, Z3_func_interp_dec_ref,
                  Z3_func_interp)
FORAGE_Z3_COUNTED(Z3_func_entry_inc_ref, Z3_func_entry_dec_ref, Z3_func_entry)
FORAGE_Z3_COUNTED(Z3_fixedpoint_inc_ref, Z3_fixedpoint_dec_ref, Z3_fixedpoint)
FORAGE_Z3_COUNTED(Z3_optimize_inc_ref, Z3_optimize_dec_ref, Z3_optimize)
FORAGE_Z3_COUNTED(Z3_tactic_inc_ref, Z3_tactic_dec_ref, Z3_tactic)
FORAGE_Z3_COUNTED(Z3_probe_inc_ref, Z3_probe_dec_ref, Z3_probe)
FORAGE_Z3_COUNTED(Z3_goal_inc_ref, Z3_goal_dec_ref, Z3_goal)
FORAGE_Z3_COUNTED(Z3_apply_result_inc_ref, Z3_apply_result_dec_ref,
                  Z3_apply_result)
FORAGE_Z3_COUNTED(Z3_stats_inc_ref, Z3_stats_dec_ref, Z3_stats)

void __real_Z3_del_context(Z3_context);
void __wrap_Z3_del_context(Z3_context C) {
  if (!z3guard::stranded(C))
    __real_Z3_del_context(C);
}
}
