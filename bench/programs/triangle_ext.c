/* triangle_ext.c - a detailed triangle classifier.
 *
 * Stresses: non-linear integer constraints mixed with linear ones.  Three
 * symbolic side lengths are sorted, checked for the triangle inequality
 * (degenerate triangles separately), classified by sides (equilateral,
 * isosceles, scalene) and by angles using squares (right: a*a+b*b == c*c,
 * acute, obtuse), and the squared area is computed with Heron's formula
 * (16*A^2 = (a+b+c)(-a+b+c)(a-b+c)(a+b-c), a degree-4 polynomial) and
 * compared with the areas of known Heronian triangles.  Some combinations
 * are impossible (an isosceles right triangle with integer sides, a
 * Pythagorean triple with two odd legs, a right triangle whose Heron area
 * differs from xy/2) and stay uncovered; others,
 * such as a right triangle with hypotenuse a multiple of 13 above 60 and
 * an odd shorter leg, lead to reach_error().  Sides are at most 100 so
 * that all arithmetic stays in 32 bits.
 */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define MAXSIDE 100 /* keeps every product within 32 bits */

enum side_kind { NOT_TRIANGLE, DEGENERATE, EQUILATERAL, ISOSCELES, SCALENE };
enum angle_kind { NONE, ACUTE, RIGHT, OBTUSE };

static void sort3(int *a, int *b, int *c) {
  int t;
  if (*a > *b) {
    t = *a;
    *a = *b;
    *b = t;
  }
  if (*b > *c) {
    t = *b;
    *b = *c;
    *c = t;
  }
  if (*a > *b) {
    t = *a;
    *a = *b;
    *b = t;
  }
}

static enum side_kind classify_sides(int a, int b, int c) {
  /* a <= b <= c */
  if (a <= 0)
    return NOT_TRIANGLE;
  if (a + b < c)
    return NOT_TRIANGLE;
  if (a + b == c)
    return DEGENERATE;
  if (a == c)
    return EQUILATERAL;
  if (a == b || b == c)
    return ISOSCELES;
  return SCALENE;
}

static enum angle_kind classify_angles(int a, int b, int c) {
  int lhs = a * a + b * b, rhs = c * c;
  if (lhs == rhs)
    return RIGHT;
  if (lhs > rhs)
    return ACUTE;
  return OBTUSE;
}

/* 16 * area^2 by Heron's formula; at most 300 * 100^3 for sides <= 100 */
static int heron16(int a, int b, int c) {
  return (a + b + c) * (-a + b + c) * (a - b + c) * (a + b - c);
}

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  int x = a, y = b, z = c;
  enum side_kind sk;
  enum angle_kind ak = NONE;
  int h16;

  if (a > MAXSIDE || b > MAXSIDE || c > MAXSIDE)
    return 0; /* out of the modelled range */

  sort3(&x, &y, &z);
  sk = classify_sides(x, y, z);
  if (sk == NOT_TRIANGLE || sk == DEGENERATE)
    return sk == DEGENERATE ? 5 : 0;

  ak = classify_angles(x, y, z);

  h16 = heron16(x, y, z);

  switch (sk) {
  case EQUILATERAL:
    if (h16 == 3 * x * x * x * x && x > 50)
      return 10;
    return 11;
  case ISOSCELES:
    if (ak == RIGHT)
      return 98; /* impossible: sqrt(2) is irrational */
    if (h16 == 16 * 60 * 60)
      return 12; /* area 60: 10 13 13 */
    if (x == y && h16 == 16 * 12 * 12)
      return 13; /* long base, area 12: 5 5 6, 5 5 8 */
    if (ak == OBTUSE)
      return 14;
    return 15;
  case SCALENE:
    if (ak == RIGHT) {
      /* Pythagorean triple */
      if (z > 60 && z % 13 == 0 && x % 2 == 1)
        reach_error();
      if (x == 20 && y == 21)
        return 16;
      if ((x * y) % 2 != 0)
        return 97; /* impossible: a Pythagorean triple has an even leg */
      if (h16 != 4 * x * x * y * y)
        return 96; /* impossible: the area of a right triangle is xy/2 */
      return 17;
    }
    if (ak == OBTUSE && h16 == 16 * 84 * 84)
      return 18; /* area 84: 10 17 21 */
    if (ak == ACUTE && h16 == 16 * 84 * 84)
      return 19; /* area 84: 13 14 15 */
    if (ak == OBTUSE)
      return 20;
    return 21;
  default:
    break;
  }
  return 0;
}
