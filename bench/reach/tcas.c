/* tcas: the Siemens-suite aircraft collision avoidance logic (thesis
   Table 4.1), rewritten here from its well-known structure: 12 integer
   inputs, alt_sep_test deciding UNRESOLVED, UPWARD_RA or DOWNWARD_RA.
   Targets: one reach_error per result. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define OLEV 600
#define MAXALTDIFF 600
#define MINSEP 300
#define NOZCROSS 100
#define NO_INTENT 0
#define TCAS_TA 1
#define OTHER 2
#define UNRESOLVED 0
#define UPWARD_RA 1
#define DOWNWARD_RA 2

int Cur_Vertical_Sep, High_Confidence, Two_of_Three_Reports_Valid;
int Own_Tracked_Alt, Own_Tracked_Alt_Rate, Other_Tracked_Alt;
int Alt_Layer_Value, Up_Separation, Down_Separation;
int Other_RAC, Other_Capability, Climb_Inhibit;

static int ALIM(void) {
  if (Alt_Layer_Value == 0)
    return 400;
  if (Alt_Layer_Value == 1)
    return 500;
  if (Alt_Layer_Value == 2)
    return 640;
  return 740;
}

static int Inhibit_Biased_Climb(void) {
  return Climb_Inhibit ? Up_Separation + NOZCROSS : Up_Separation;
}

static int Own_Below_Threat(void) { return Own_Tracked_Alt < Other_Tracked_Alt; }
static int Own_Above_Threat(void) { return Other_Tracked_Alt < Own_Tracked_Alt; }

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

static int alt_sep_test(void) {
  int enabled = High_Confidence && Own_Tracked_Alt_Rate <= OLEV &&
                Cur_Vertical_Sep > MAXALTDIFF;
  int tcas_equipped = Other_Capability == TCAS_TA;
  int intent_not_known =
      Two_of_Three_Reports_Valid && Other_RAC == NO_INTENT;
  int alt_sep = UNRESOLVED;
  if (enabled && ((tcas_equipped && intent_not_known) || !tcas_equipped)) {
    int need_upward_RA = Non_Crossing_Biased_Climb() && Own_Below_Threat();
    int need_downward_RA =
        Non_Crossing_Biased_Descend() && Own_Above_Threat();
    if (need_upward_RA && need_downward_RA)
      alt_sep = UNRESOLVED;
    else if (need_upward_RA)
      alt_sep = UPWARD_RA;
    else if (need_downward_RA)
      alt_sep = DOWNWARD_RA;
    else
      alt_sep = UNRESOLVED;
  }
  return alt_sep;
}

int main(void) {
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
  /* Keep sums far from overflow. */
  if (Up_Separation < -100000 || Up_Separation > 100000)
    return 0;
  int r = alt_sep_test();
  if (r == UNRESOLVED && High_Confidence && Cur_Vertical_Sep > MAXALTDIFF)
    reach_error(); /* target 1: an enabled test that stays unresolved */
  if (r == UPWARD_RA)
    reach_error(); /* target 2 */
  if (r == DOWNWARD_RA)
    reach_error(); /* target 3 */
  return 0;
}
