/* tsafe: a loss-of-separation probe in the spirit of the TSAFE example that
   ships with Symbolic PathFinder (thesis Table 4.1; its code is not shown):
   two aircraft with position, heading and speed; predicted positions with
   cos/sin, separation with sqrt, the turn angle with atan2. Five targets;
   targets 4 and 5 sit behind contradictory guards (unreachable). */
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);

#define MIN_SEP 5.0
#define HORIZON 120.0

int main(void) {
  double x1 = __VERIFIER_nondet_double(), y1 = __VERIFIER_nondet_double();
  double h1 = __VERIFIER_nondet_double(), v1 = __VERIFIER_nondet_double();
  double x2 = __VERIFIER_nondet_double(), y2 = __VERIFIER_nondet_double();
  double h2 = __VERIFIER_nondet_double(), v2 = __VERIFIER_nondet_double();
  if (!(v1 > 0 && v1 < 10 && v2 > 0 && v2 < 10))
    return 0;
  if (!(x1 > -1000 && x1 < 1000 && y1 > -1000 && y1 < 1000))
    return 0;
  if (!(x2 > -1000 && x2 < 1000 && y2 > -1000 && y2 < 1000))
    return 0;
  double px1 = x1 + v1 * HORIZON * cos(h1);
  double py1 = y1 + v1 * HORIZON * sin(h1);
  double px2 = x2 + v2 * HORIZON * cos(h2);
  double py2 = y2 + v2 * HORIZON * sin(h2);
  double dx = px2 - px1, dy = py2 - py1;
  double sep = sqrt(dx * dx + dy * dy);
  double turn = atan2(dy, dx);
  if (sep < MIN_SEP)
    reach_error(); /* target 1: predicted loss of separation */
  if (sep < MIN_SEP && turn < 4.0 && sep > 2 * MIN_SEP)
    reach_error(); /* target 4: unreachable */
  if (sep >= MIN_SEP && turn > 1.0)
    reach_error(); /* target 2: safe, but a sharp turn ahead */
  if (turn < -3.0)
    reach_error(); /* target 3 */
  if (v1 > 10 && v1 < 5)
    reach_error(); /* target 5: unreachable */
  return 0;
}
