/* trityp: the classic triangle classifier (thesis Table 4.1), written in
   its spirit: 10 ifs, 3 targets (scalene, isosceles, equilateral). */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
static int trityp(int i, int j, int k) {
  int t;
  if (i <= 0 || j <= 0 || k <= 0)
    return 4; /* invalid */
  t = 0;
  if (i == j)
    t = t + 1;
  if (i == k)
    t = t + 2;
  if (j == k)
    t = t + 3;
  if (t == 0) {
    if (i + j <= k || j + k <= i || i + k <= j)
      return 4;
    return 1; /* scalene */
  }
  if (t > 3)
    return 3; /* equilateral */
  if (t == 1 && i + j > k)
    return 2; /* isosceles */
  if (t == 2 && i + k > j)
    return 2;
  if (t == 3 && j + k > i)
    return 2;
  return 4;
}
int main(void) {
  int i = __VERIFIER_nondet_int();
  int j = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  if (i > 1000 || j > 1000 || k > 1000)
    return 0;
  int r = trityp(i, j, k);
  if (r == 1)
    reach_error(); /* target 1: scalene */
  if (r == 2)
    reach_error(); /* target 2: isosceles */
  if (r == 3)
    reach_error(); /* target 3: equilateral */
  return 0;
}
