/* tcas_like.c - a collision-avoidance advisory logic in the style of the
 * Siemens tcas program (written from scratch, extended with sensitivity
 * levels, a tau range test, preventive advisories and RA reversals).
 *
 * Stresses: many integer inputs (15) feeding nested boolean logic: a
 * decision table where most outcomes need several inputs to satisfy
 * interlocking linear constraints at once (altitude bands, separations
 * against per-layer thresholds, closure-rate products for the time to
 * closest approach, intent and capability codes).  Coverage of the deep
 * advisories requires solving conjunctions over up to ten inputs.
 * reach_error() guards a safety property - a DESCEND advisory is never
 * issued while the own aircraft is above the threat and closer than the
 * minimum separation - which the reversal logic violates.
 */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define OLEV 600       /* in feet/minute */
#define MAXALTDIFF 600 /* max altitude difference in feet */
#define MINSEP 300     /* min separation in feet */
#define NOZCROSS 100   /* in feet */

/* advisories */
#define ADV_CLEAR 0
#define ADV_TA 1
#define ADV_CLIMB 2
#define ADV_DESCEND 3
#define ADV_INCREASE_CLIMB 4
#define ADV_DONT_DESCEND 5
#define ADV_DONT_CLIMB 6
#define ADV_UNRESOLVED 7

/* other aircraft's resolution advisory complement */
#define NO_INTENT 0
#define DO_NOT_CLIMB 1
#define DO_NOT_DESCEND 2

/* other aircraft's capability */
#define TCAS_TA 1
#define OTHER 2

static int Cur_Vertical_Sep;
static int High_Confidence;
static int Two_of_Three_Reports_Valid;
static int Own_Tracked_Alt;
static int Own_Tracked_Alt_Rate;
static int Other_Tracked_Alt;
static int Alt_Layer_Value; /* 0, 1, 2, 3 */
static int Up_Separation;
static int Down_Separation;
static int Other_RAC;
static int Other_Capability;
static int Climb_Inhibit;
static int Range;     /* tenths of a nautical mile */
static int Closure;   /* knots, positive when converging */
static int Prev_Advisory;

static const int Positive_RA_Alt_Thresh[4] = {400, 500, 640, 740};
static const int TA_Tau[8] = {0, 0, 20, 25, 30, 40, 45, 48};
static const int RA_Tau[8] = {0, 0, 0, 15, 20, 25, 30, 35};
static const int DMOD[8] = {0, 0, 2, 2, 3, 4, 6, 8}; /* tenths of nmi */

static int ALIM(void) { return Positive_RA_Alt_Thresh[Alt_Layer_Value]; }

static int sensitivity_level(void) {
  if (Own_Tracked_Alt < 1000)
    return 2; /* TA only */
  if (Own_Tracked_Alt < 2350)
    return 3;
  if (Own_Tracked_Alt < 5000)
    return 4;
  if (Own_Tracked_Alt < 10000)
    return 5;
  if (Own_Tracked_Alt < 20000)
    return 6;
  return 7;
}

/* time to closest approach below tau seconds, or inside DMOD */
static int range_test(int tau, int dmod) {
  if (Range <= dmod)
    return 1;
  if (Closure <= 0)
    return 0;
  /* Range/10 nmi / (Closure/3600 nmi/s) <= tau  <=>  Range*360 <= tau*Closure */
  return Range * 360 <= tau * Closure;
}

static int Own_Below_Threat(void) {
  return Own_Tracked_Alt < Other_Tracked_Alt;
}

static int Own_Above_Threat(void) {
  return Other_Tracked_Alt < Own_Tracked_Alt;
}

static int Inhibit_Biased_Climb(void) {
  return Climb_Inhibit ? Up_Separation + NOZCROSS : Up_Separation;
}

static int Non_Crossing_Biased_Climb(void) {
  int upward_preferred = Inhibit_Biased_Climb() > Down_Separation;
  if (upward_preferred)
    return !Own_Below_Threat() ||
           (Own_Below_Threat() && !(Down_Separation >= ALIM()));
  return Own_Above_Threat() && Cur_Vertical_Sep >= MINSEP &&
         Up_Separation >= ALIM();
}

static int Non_Crossing_Biased_Descend(void) {
  int upward_preferred = Inhibit_Biased_Climb() > Down_Separation;
  if (upward_preferred)
    return Own_Below_Threat() && Cur_Vertical_Sep >= MINSEP &&
           Down_Separation >= ALIM();
  return !Own_Above_Threat() ||
         (Own_Above_Threat() && Up_Separation >= ALIM());
}

/* The core resolution logic (as in tcas's alt_sep_test). */
static int resolve(void) {
  int enabled, tcas_equipped, intent_not_known;
  int need_upward_RA, need_downward_RA;

  enabled = High_Confidence && Own_Tracked_Alt_Rate <= OLEV &&
            Cur_Vertical_Sep > MAXALTDIFF;
  tcas_equipped = Other_Capability == TCAS_TA;
  intent_not_known = Two_of_Three_Reports_Valid && Other_RAC == NO_INTENT;

  if (!enabled || !((tcas_equipped && intent_not_known) || !tcas_equipped))
    return ADV_UNRESOLVED;

  need_upward_RA = Non_Crossing_Biased_Climb() && Own_Below_Threat();
  need_downward_RA = Non_Crossing_Biased_Descend() && Own_Above_Threat();
  if (need_upward_RA && need_downward_RA)
    return ADV_UNRESOLVED; /* cannot happen: below and above at once */
  if (need_upward_RA) {
    if (Own_Tracked_Alt_Rate < -1500)
      return ADV_INCREASE_CLIMB; /* strong reversal of a descent */
    if (Own_Tracked_Alt_Rate >= 0 && Up_Separation >= 2 * ALIM())
      return ADV_DONT_DESCEND; /* preventive */
    return ADV_CLIMB;
  }
  if (need_downward_RA) {
    if (Own_Tracked_Alt_Rate <= 0 && Down_Separation >= 2 * ALIM())
      return ADV_DONT_CLIMB; /* preventive */
    return ADV_DESCEND;
  }
  return ADV_UNRESOLVED;
}

/* Reversal of an earlier advisory when the coordinated intent of the
 * other aircraft conflicts with it. */
static int reversal(int adv) {
  if (Other_Capability != TCAS_TA || !High_Confidence)
    return adv;
  if (Prev_Advisory == ADV_CLIMB && Other_RAC == DO_NOT_CLIMB) {
    /* BUG: the reversal does not re-check the vertical geometry */
    return ADV_DESCEND;
  }
  if (Prev_Advisory == ADV_DESCEND && Other_RAC == DO_NOT_DESCEND) {
    if (Own_Below_Threat() && Down_Separation >= ALIM())
      return ADV_DESCEND; /* keep the descent, it is safe */
    if (Up_Separation >= ALIM())
      return ADV_CLIMB;
  }
  return adv;
}

static int advisory(void) {
  int sl = sensitivity_level();
  int vdiff = Own_Tracked_Alt - Other_Tracked_Alt;
  int adv;
  if (vdiff < 0)
    vdiff = -vdiff;

  if (!range_test(TA_Tau[sl], DMOD[sl]))
    return ADV_CLEAR;
  if (vdiff >= (sl >= 6 ? 1200 : 850))
    return ADV_CLEAR;
  if (sl == 2 || !range_test(RA_Tau[sl], DMOD[sl] / 2))
    return ADV_TA;

  adv = resolve();
  if (adv == ADV_UNRESOLVED)
    adv = ADV_TA;
  return reversal(adv);
}

static int in_range(int v, int lo, int hi) { return v >= lo && v <= hi; }

int main(void) {
  int adv;
  Cur_Vertical_Sep = __VERIFIER_nondet_int();
  High_Confidence = __VERIFIER_nondet_int();
  Two_of_Three_Reports_Valid = __VERIFIER_nondet_int();
  Own_Tracked_Alt = __VERIFIER_nondet_int();
  Own_Tracked_Alt_Rate = __VERIFIER_nondet_int();
  Other_Tracked_Alt = __VERIFIER_nondet_int();
  Alt_Layer_Value = __VERIFIER_nondet_int();
  Up_Separation = __VERIFIER_nondet_int();
  Down_Separation = __VERIFIER_nondet_int();
  Other_RAC = __VERIFIER_nondet_int();
  Other_Capability = __VERIFIER_nondet_int();
  Climb_Inhibit = __VERIFIER_nondet_int();
  Range = __VERIFIER_nondet_int();
  Closure = __VERIFIER_nondet_int();
  Prev_Advisory = __VERIFIER_nondet_int();

  /* input validation, as the sensor fusion would do */
  if (!in_range(Cur_Vertical_Sep, 0, 100000) ||
      !in_range(Own_Tracked_Alt, 0, 60000) ||
      !in_range(Other_Tracked_Alt, 0, 60000) ||
      !in_range(Own_Tracked_Alt_Rate, -10000, 10000) ||
      !in_range(Alt_Layer_Value, 0, 3) || !in_range(Up_Separation, 0, 5000) ||
      !in_range(Down_Separation, 0, 5000) || !in_range(Other_RAC, 0, 2) ||
      !in_range(Other_Capability, 1, 2) || !in_range(Range, 0, 10000) ||
      !in_range(Closure, -2000, 2000) || !in_range(Prev_Advisory, 0, 7))
    return 0;

  adv = advisory();

  /* safety: never descend onto a threat that is just below us */
  if (adv == ADV_DESCEND && Own_Above_Threat() &&
      Own_Tracked_Alt - Other_Tracked_Alt < MINSEP)
    reach_error();

  /* safety: never climb into a threat just above */
  if (adv == ADV_CLIMB && Own_Below_Threat() &&
      Other_Tracked_Alt - Own_Tracked_Alt < MINSEP && Up_Separation < ALIM())
    return 3;

  if (adv == ADV_INCREASE_CLIMB && Climb_Inhibit)
    return 4;
  if (adv == ADV_DONT_CLIMB && Prev_Advisory == ADV_CLIMB)
    return 5;
  return adv == ADV_CLEAR ? 0 : 1;
}
