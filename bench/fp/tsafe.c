/* tsafe.c - a TSAFE-like conflict probe for two aircraft (written from
 * scratch in the spirit of the Tactical Separation Assisted Flight
 * Environment example of the Symbolic PathFinder distribution).
 *
 * Stresses: trigonometric path conditions.  Headings and the turn angle
 * are radians in [-10, 10]; positions are projected with sin/cos, the
 * relative bearing and heading differences are normalised with
 * atan2(sin(a), cos(a)), the closest point of approach needs a quotient of
 * dot products and a sqrt, and a turn is flown along a circular arc whose
 * end point mixes sin/cos of the heading and of heading + turn angle.  The
 * resolution search re-evaluates the CPA for eight heading offsets.  Goal
 * 2 (exact co-location) and goal 5 (heading difference exactly pi/2 after
 * normalisation, i.e. atan2(sin(d), cos(d)) must round to the double pi/2)
 * need exact FP solutions; goal 6 needs the turn angle near an odd multiple
 * of pi.
 *
 * Goals: 10 branches marked "goal N", counted in hits[].  All reachable;
 * witnesses are replayed by witness/tsafe_witness.c (input order: x1, y1,
 * h1, v1, x2, y2, h2, v2, theta).  A = (x1, y1) heading h1 at v1 kt,
 * B likewise, PI the double nearest pi:
 *   1  A=(0,0) 0 300  B=(3,0)   0    300  theta=0
 *   2  A=(0,0) 0 300  B=(0,0)   1    300  theta=0     (EXACT)
 *   3  A=(0,0) 0 300  B=(0,20)  PI   300  theta=0     (also 4)
 *   5  A=(0,0) 0 300  B=(20,20) PI/2 300  theta=0     (EXACT)
 *   6  A=(0,0) 0 300  B=(20,20) 0    300  theta=3
 *   7  A=(0,0) 0 360  B=(2,11)  PI   600  theta=PI/2
 *   8  A=(0,0) 0 300  B=(0,-4)  PI   300  theta=0.3
 *   9  A=(0,0) 0 300  B=(0,20)  PI   600  theta=0
 *  10  A=(0,0) 0 100  B=(0,20)  PI   600  theta=0
 * No reach_error().
 */
#include <math.h>

extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

#define PI 3.14159265358979323846
#define SEP 5.0                         /* nmi, required separation */
#define LOOKAHEAD (300.0 / 3600.0)      /* h */
#define TURN_RATE (3.0 * PI / 180.0 * 3600.0) /* rad/h, standard rate */
#define DEG (PI / 180.0)

static int hits[11];

static double normalize(double a) { return atan2(sin(a), cos(a)); }

/* closest point of approach of B relative to A, both flying straight;
 * returns the distance, *t the time (h) */
static double cpa(double dx, double dy, double h1, double v1, double h2,
                  double v2, double *t) {
  double vx = v2 * sin(h2) - v1 * sin(h1);
  double vy = v2 * cos(h2) - v1 * cos(h1);
  double vv = vx * vx + vy * vy;
  if (vv == 0.0) {
    *t = 0.0;
    return sqrt(dx * dx + dy * dy);
  }
  *t = -(dx * vx + dy * vy) / vv;
  double tc = *t < 0.0 ? 0.0 : *t;
  double cx = dx + vx * tc, cy = dy + vy * tc;
  return sqrt(cx * cx + cy * cy);
}

static int conflict(double dx, double dy, double h1, double v1, double h2,
                    double v2) {
  double t;
  double d = cpa(dx, dy, h1, v1, h2, v2, &t);
  return d < SEP && t > 0.0 && t < LOOKAHEAD;
}

int main(void) {
  double x1 = __VERIFIER_nondet_double(), y1 = __VERIFIER_nondet_double();
  double h1 = __VERIFIER_nondet_double(), v1 = __VERIFIER_nondet_double();
  double x2 = __VERIFIER_nondet_double(), y2 = __VERIFIER_nondet_double();
  double h2 = __VERIFIER_nondet_double(), v2 = __VERIFIER_nondet_double();
  double theta = __VERIFIER_nondet_double(); /* planned turn of A, rad */

  __VERIFIER_assume(x1 >= -50.0 && x1 <= 50.0 && y1 >= -50.0 && y1 <= 50.0);
  __VERIFIER_assume(x2 >= -50.0 && x2 <= 50.0 && y2 >= -50.0 && y2 <= 50.0);
  __VERIFIER_assume(h1 >= -10.0 && h1 <= 10.0 && h2 >= -10.0 && h2 <= 10.0);
  __VERIFIER_assume(v1 >= 100.0 && v1 <= 600.0 && v2 >= 100.0 && v2 <= 600.0);
  __VERIFIER_assume(theta >= -10.0 && theta <= 10.0);

  double dx = x2 - x1, dy = y2 - y1;
  double d0 = sqrt(dx * dx + dy * dy);

  if (d0 < SEP) {
    hits[1]++; /* goal 1: loss of separation now */
    if (d0 == 0.0)
      hits[2]++; /* goal 2 (EXACT): co-located */
  }

  /* geometry: relative bearing of B seen from A, heading difference */
  double bearing = atan2(dx, dy);
  double rel_bearing = normalize(bearing - h1);
  double hdiff = normalize(h2 - h1);
  if (fabs(rel_bearing) < 10.0 * DEG && fabs(normalize(hdiff - PI)) < 10.0 * DEG)
    hits[4]++; /* goal 4: head-on encounter */
  if (hdiff == PI / 2.0)
    hits[5]++; /* goal 5 (EXACT): crossing at a right angle from the left */

  /* straight-line prediction */
  int straight_conflict = conflict(dx, dy, h1, v1, h2, v2);
  if (straight_conflict)
    hits[3]++; /* goal 3: predicted conflict within the look-ahead */

  /* A flies the planned turn along an arc; B continues straight */
  double turn = normalize(theta);
  if (fabs(turn) > 2.5)
    hits[6]++; /* goal 6: near-reversal turn */
  double r = v1 / TURN_RATE;             /* turn radius, nmi */
  double t_turn = fabs(turn) / TURN_RATE; /* h */
  double s = turn < 0.0 ? -1.0 : 1.0;
  double ax = x1 + s * r * (cos(h1) - cos(h1 + turn));
  double ay = y1 + s * r * (sin(h1 + turn) - sin(h1));
  double bx = x2 + v2 * sin(h2) * t_turn;
  double by = y2 + v2 * cos(h2) * t_turn;
  double d_turn = sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
  if (d_turn < SEP && d0 > 2.0 * SEP)
    hits[7]++; /* goal 7: the turn ends in a loss of separation */
  if (!straight_conflict && d_turn < SEP && fabs(turn) < 0.5)
    hits[8]++; /* goal 8: a small turn creates a conflict */

  /* resolution: smallest heading offset for A that clears the conflict */
  if (straight_conflict) {
    static const double offsets[8] = {15, -15, 30, -30, 45, -45, 60, -60};
    int found = -1;
    for (int i = 0; i < 8 && found < 0; i++) {
      if (!conflict(dx, dy, h1 + offsets[i] * DEG, v1, h2, v2))
        found = i;
    }
    if (found >= 4)
      hits[9]++; /* goal 9: needs an offset of at least 45 degrees */
    else if (found < 0)
      hits[10]++; /* goal 10: unresolvable within 60 degrees */
  }

  int total = 0;
  for (int i = 1; i <= 10; i++)
    total += hits[i] != 0;
  return total;
}
