/* nested_loops.c - nested loops whose bounds and exits depend on inputs.
 *
 * Stresses: path explosion from loops.  Loop bounds n and m are symbolic
 * (0..8), so every iteration count is a distinct path; inner loops are
 * triangular (j < i), contain input-dependent early exits (break /
 * continue), and accumulate values whose final test depends on the exact
 * number of iterations taken.  A symbolic 8-element array is searched for
 * a sub-sequence, bubble-sorted with a symbolic number of passes, and
 * scanned for a saddle point of an n x m matrix built from the inputs.
 * reach_error() needs a specific pair of loop bounds AND array contents
 * that make the triangular accumulator hit an exact value.
 */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define N 8

static int a[N];

/* sum over the triangle j < i < n of a[i] - a[j], with early exits */
static int triangle_sum(int n) {
  int i, j, s = 0;
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      if (a[i] == a[j])
        continue; /* skip equal pairs */
      if (a[i] - a[j] > 50)
        break; /* big jump: stop this row */
      s += a[i] - a[j];
    }
  }
  return s;
}

/* first index at which the pattern p[0..k) occurs in a[0..n) */
static int find_sub(int n, const int *p, int k) {
  int i, j;
  for (i = 0; i + k <= n; i++) {
    for (j = 0; j < k; j++)
      if (a[i + j] != p[j])
        break;
    if (j == k)
      return i;
  }
  return -1;
}

/* bubble sort with at most `passes` passes; returns swaps made */
static int bubble(int *b, int n, int passes) {
  int p, i, t, swaps = 0, swapped;
  for (p = 0; p < passes && p < n; p++) {
    swapped = 0;
    for (i = 0; i + 1 < n - p; i++) {
      if (b[i] > b[i + 1]) {
        t = b[i];
        b[i] = b[i + 1];
        b[i + 1] = t;
        swaps++;
        swapped = 1;
      }
    }
    if (!swapped)
      break;
  }
  return swaps;
}

/* saddle point of the n x m matrix M[i][j] = a[i] * (j + 1) - a[j % N]:
 * the minimum of its row and the maximum of its column */
static int saddle(int n, int m) {
  int i, j, k, v, ok;
  for (i = 0; i < n; i++) {
    for (j = 0; j < m; j++) {
      v = a[i] * (j + 1) - a[j % N];
      ok = 1;
      for (k = 0; k < m && ok; k++)
        if (a[i] * (k + 1) - a[k % N] < v)
          ok = 0;
      for (k = 0; k < n && ok; k++)
        if (a[k] * (j + 1) - a[j % N] > v)
          ok = 0;
      if (ok)
        return i * 16 + j;
    }
  }
  return -1;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  int i, s, pos, swaps, sp;
  int b[N];
  static const int pat[3] = {3, 1, 4};

  if (n < 0 || n > N || m < 0 || m > N)
    return 0;
  for (i = 0; i < N; i++) {
    a[i] = __VERIFIER_nondet_int();
    if (a[i] < -100 || a[i] > 100)
      return 0;
  }

  s = triangle_sum(n);
  if (s == 77 && n == 5 && m > n)
    reach_error();

  pos = find_sub(n, pat, 3);
  if (pos >= 0 && pos == m) {
    if (pos > 3)
      return 1; /* pattern late in the array, found at index m */
  }

  for (i = 0; i < N; i++)
    b[i] = a[i];
  swaps = bubble(b, n, m);
  if (swaps == n * (n - 1) / 2 && n >= 4)
    return 2; /* fully reversed prefix sorted in m passes */
  for (i = 0; i + 1 < n && i + 1 < m; i++)
    if (b[n - 1 - i] < b[n - 2 - i])
      break;
  if (m >= n && i + 1 < n)
    return 3; /* impossible: m >= n passes fully sort the prefix */

  sp = saddle(n, m);
  if (sp >= 0 && sp / 16 == n - 1 && sp % 16 == m - 1 && n > 2 && m > 2)
    return 4; /* saddle point in the last corner */

  return 0;
}
