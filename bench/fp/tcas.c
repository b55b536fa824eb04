/* tcas.c - a floating-point collision-avoidance advisory logic in the style
 * of the Siemens tcas program (written from scratch; unlike the integer
 * tcas_like.c this version works on altitudes, vertical speeds, range and
 * range rate as doubles and predicts separations at the closest point of
 * approach).
 *
 * Stresses: involved but mostly linear control flow.  The decision table
 * chains a sensitivity level chosen from altitude bands, a modified-tau
 * range test (a quotient of quadratics in range and range rate), a vertical
 * test with time to co-altitude (a quotient), predicted separations for the
 * climb and descend senses (products of rates and tau), coordination with
 * the intruder's resolution advisory complement, climb inhibition,
 * preventive vs corrective vs strengthened advisories, unresolvable threats
 * and sense reversal against a previous advisory.  Deep goals need 5-8 of
 * the 12 inputs to satisfy interlocking constraints at once.  Goal 8 (exact
 * tie between the two senses) needs an exact FP equality (e.g. both
 * aircraft at exactly the same altitude and vertical speed).
 *
 * Goals: 17 branches marked "goal N", counted in hits[].  All reachable;
 * witnesses are replayed by witness/tcas_witness.c (input order: own_alt,
 * own_vs, intr_alt, intr_vs, range, range_rate, mode, other_rac,
 * climb_inhibit, prev_ra, own_valid, intr_valid).  With own_valid =
 * intr_valid = 1 and "own_alt/own_vs intr_alt/intr_vs range/range_rate
 * mode rac climb_inhibit prev_ra":
 *   1  25000/0     25100/0     0.1/-100  1 0 0 0
 *   2  500/0       600/0       0.1/-100  2 0 0 0
 *   3  8000/0      8100/0      3/-400    2 0 0 0
 *   4  8000/0      8100/0      0.5/-100  2 0 0 0   (also 15)
 *   5  8000/1500   9000/-1500  2/-400    2 0 0 0
 *   6  8000/1500   9000/-1500  2/-400    2 1 0 0
 *   7  35000/0     35100/0     0.5/-100  2 0 1 0
 *   8  8000/0      8000/0      2/-400    2 0 0 0   (EXACT tie)
 *   9  8000/0      8100/0      2/-400    2 2 0 0
 *  10  8000/0      7900/0      2/-400    2 1 0 0
 *  11  8000/0      8100/0      2/-400    2 0 0 2
 *  12  8000/-1000  8500/-1200  2/-400    2 0 0 0   (also 17)
 *  13  8000/0      8200/0      2/-400    2 0 0 0
 *  14  8000/0      8000/-1000  2/-400    2 1 0 0
 *  16  35000/0     35000/-1000 4/-400    2 1 0 0
 * No reach_error().
 */
#include <math.h>

extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

/* advisories */
#define ADV_NONE 0
#define ADV_TA 1
#define ADV_CLIMB 2
#define ADV_DESCEND 3
#define ADV_INC_CLIMB 4
#define ADV_INC_DESCEND 5
#define ADV_DONT_CLIMB 6
#define ADV_DONT_DESCEND 7
#define ADV_UNRESOLVED 8

/* resolution advisory complement sent by the intruder */
#define RAC_NONE 0
#define RAC_DONT_CLIMB 1
#define RAC_DONT_DESCEND 2

/* operating modes */
#define MODE_STANDBY 0
#define MODE_TA_ONLY 1
#define MODE_TA_RA 2

/* thresholds indexed by sensitivity level 2..7 */
static const double TAU_TA[8] = {0, 0, 20, 25, 30, 40, 45, 48};    /* s */
static const double TAU_RA[8] = {0, 0, 0, 15, 20, 25, 30, 35};     /* s */
static const double DMOD_TA[8] = {0, 0, 0.30, 0.33, 0.48, 0.75, 1.0, 1.3};
static const double DMOD_RA[8] = {0, 0, 0, 0.20, 0.35, 0.55, 0.80, 1.10};
static const double ZTHR_TA[8] = {0, 0, 850, 850, 850, 850, 850, 1200}; /* ft */
static const double ZTHR_RA[8] = {0, 0, 0, 600, 600, 600, 600, 700};
static const double ALIM[8] = {0, 0, 0, 300, 300, 350, 400, 600};

#define RA_RATE 1500.0  /* ft/min, standard climb/descend advisory */
#define INC_RATE 2500.0 /* ft/min, increased rate */

static int hits[18];

static int sensitivity_level(double own_alt, int mode) {
  int sl;
  if (own_alt < 1000.0)
    sl = 2;
  else if (own_alt < 2350.0)
    sl = 3;
  else if (own_alt < 5000.0)
    sl = 4;
  else if (own_alt < 10000.0)
    sl = 5;
  else if (own_alt < 20000.0)
    sl = 6;
  else
    sl = 7;
  if (mode == MODE_TA_ONLY && sl > 2)
    sl = 2;
  return sl;
}

/* range test: inside the protected volume now, or modified tau below
 * the threshold.  *tau receives the time to closest approach in s. */
static int range_test(double range, double range_rate, double dmod,
                      double tau_thr, double *tau) {
  *tau = 0.0;
  if (range < dmod)
    return 1;
  if (range_rate >= 0.0) /* diverging */
    return 0;
  *tau = range / -range_rate * 3600.0;
  double tau_mod = (range * range - dmod * dmod) / (range * -range_rate) * 3600.0;
  return tau_mod < tau_thr;
}

/* vertical test: already within zthr, or time to co-altitude short */
static int vertical_test(double rel_alt, double vclosure, double zthr,
                         double tau_thr, int *by_tau) {
  *by_tau = 0;
  if (fabs(rel_alt) < zthr)
    return 1;
  if (vclosure <= 0.0) /* not converging vertically */
    return 0;
  *by_tau = 1;
  return fabs(rel_alt) / vclosure < tau_thr;
}

static double own_pred(double own_alt, double rate_fpm, double t) {
  return own_alt + rate_fpm / 60.0 * t;
}

int main(void) {
  double own_alt = __VERIFIER_nondet_double();   /* ft */
  double own_vs = __VERIFIER_nondet_double();    /* ft/min */
  double intr_alt = __VERIFIER_nondet_double();  /* ft */
  double intr_vs = __VERIFIER_nondet_double();   /* ft/min */
  double range = __VERIFIER_nondet_double();     /* nmi */
  double range_rate = __VERIFIER_nondet_double(); /* kt, < 0 when closing */
  int mode = __VERIFIER_nondet_int();
  int other_rac = __VERIFIER_nondet_int();
  int climb_inhibit = __VERIFIER_nondet_int();
  int prev_ra = __VERIFIER_nondet_int();
  int own_valid = __VERIFIER_nondet_int();
  int intr_valid = __VERIFIER_nondet_int();

  __VERIFIER_assume(own_alt >= 0.0 && own_alt <= 45000.0);
  __VERIFIER_assume(intr_alt >= 0.0 && intr_alt <= 45000.0);
  __VERIFIER_assume(own_vs >= -6000.0 && own_vs <= 6000.0);
  __VERIFIER_assume(intr_vs >= -6000.0 && intr_vs <= 6000.0);
  __VERIFIER_assume(range >= 0.0 && range <= 40.0);
  __VERIFIER_assume(range_rate >= -1200.0 && range_rate <= 1200.0);
  __VERIFIER_assume(mode >= 0 && mode <= 2);
  __VERIFIER_assume(other_rac >= 0 && other_rac <= 2);
  __VERIFIER_assume(prev_ra >= ADV_NONE && prev_ra <= ADV_DESCEND);

  if (mode == MODE_STANDBY || !own_valid || !intr_valid)
    return ADV_NONE;

  int sl = sensitivity_level(own_alt, mode);
  double rel_alt = intr_alt - own_alt; /* > 0: intruder above */
  /* vertical closure in ft/s, positive when converging */
  double vclosure = (own_vs - intr_vs) / 60.0;
  if (rel_alt < 0.0)
    vclosure = -vclosure;

  double tau_ta, tau_ra;
  int by_tau_ta, by_tau_ra;
  int range_ta = range_test(range, range_rate, DMOD_TA[sl], TAU_TA[sl], &tau_ta);
  int vert_ta = vertical_test(rel_alt, vclosure, ZTHR_TA[sl], TAU_TA[sl], &by_tau_ta);
  if (!(range_ta && vert_ta))
    return ADV_NONE;

  if (sl < 3) {
    if (mode == MODE_TA_ONLY && own_alt >= 20000.0)
      hits[1]++; /* goal 1: RA inhibited by TA-only mode at altitude */
    else
      hits[2]++; /* goal 2: TA at low altitude */
    return ADV_TA;
  }

  int range_ra = range_test(range, range_rate, DMOD_RA[sl], TAU_RA[sl], &tau_ra);
  int vert_ra = vertical_test(rel_alt, vclosure, ZTHR_RA[sl], TAU_RA[sl], &by_tau_ra);
  if (!(range_ra && vert_ra)) {
    hits[3]++; /* goal 3: TA only, threat not yet RA-worthy */
    return ADV_TA;
  }
  if (range < DMOD_RA[sl])
    hits[4]++; /* goal 4: inside the RA protected radius */
  if (by_tau_ra)
    hits[5]++; /* goal 5: vertical test passed by time to co-altitude */

  /* predicted positions at closest approach */
  double t = tau_ra;
  double intr_at_cpa = intr_alt + intr_vs / 60.0 * t;
  double sep_up = own_pred(own_alt, fmax(own_vs, RA_RATE), t) - intr_at_cpa;
  double sep_down = intr_at_cpa - own_pred(own_alt, fmin(own_vs, -RA_RATE), t);

  /* sense selection */
  int up;
  if (other_rac == RAC_DONT_CLIMB) {
    hits[6]++; /* goal 6: coordination forces descend */
    up = 0;
  } else if (other_rac == RAC_DONT_DESCEND) {
    up = 1;
  } else if (climb_inhibit && own_alt > 30000.0) {
    hits[7]++; /* goal 7: climb performance limit forces descend */
    up = 0;
  } else if (sep_up == sep_down) {
    hits[8]++; /* goal 8 (EXACT): the two senses tie */
    up = rel_alt <= 0.0;
  } else {
    up = sep_up > sep_down;
  }

  if (up && rel_alt > 0.0)
    hits[9]++; /* goal 9: altitude-crossing climb */
  if (!up && rel_alt < 0.0)
    hits[10]++; /* goal 10: altitude-crossing descend */

  /* reversal of a previous advisory */
  if ((prev_ra == ADV_CLIMB && !up) || (prev_ra == ADV_DESCEND && up)) {
    if (other_rac == RAC_NONE)
      hits[11]++; /* goal 11: sense reversal */
  }

  double alim = ALIM[sl];
  double sep = up ? sep_up : sep_down;
  int adv;
  if (sep >= alim) {
    /* would the current vertical speed already be enough? */
    double now = up ? own_pred(own_alt, own_vs, t) - intr_at_cpa
                    : intr_at_cpa - own_pred(own_alt, own_vs, t);
    if (now >= alim) {
      hits[12]++; /* goal 12: preventive advisory */
      adv = up ? ADV_DONT_DESCEND : ADV_DONT_CLIMB;
    } else {
      hits[13]++; /* goal 13: corrective advisory */
      adv = up ? ADV_CLIMB : ADV_DESCEND;
    }
  } else {
    double inc = up ? own_pred(own_alt, INC_RATE, t) - intr_at_cpa
                    : intr_at_cpa - own_pred(own_alt, -INC_RATE, t);
    if (inc >= alim) {
      hits[14]++; /* goal 14: increased-rate advisory */
      adv = up ? ADV_INC_CLIMB : ADV_INC_DESCEND;
    } else {
      hits[15]++; /* goal 15: unresolvable threat */
      adv = ADV_UNRESOLVED;
    }
  }

  if (sl == 7 && adv == ADV_INC_DESCEND)
    hits[16]++; /* goal 16: increase descent at high altitude */
  if (adv == ADV_DONT_CLIMB && intr_vs < own_vs && rel_alt > 0.0)
    hits[17]++; /* goal 17: preventive below a descending intruder */
  return adv;
}
