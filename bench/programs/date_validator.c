/* date_validator.c - Gregorian date validation and arithmetic.
 *
 * Stresses: modular arithmetic in branch conditions.  Validity depends on
 * the leap-year rule (divisible by 4, except centuries, except multiples
 * of 400), month lengths come from a table indexed by a symbolic month,
 * the day of the week is computed with Zeller's congruence (divisions and
 * remainders of symbolic values), the ordinal day and the ISO week number
 * are derived, and the number of days between two symbolic dates is
 * computed via a day count since 1 March of year 0.  reach_error() needs a
 * 29 February in a century leap year (1600, 2000, 2400, ...) that falls on
 * a Tuesday, and a second date exactly 1000 days later.
 */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

static const int mdays[13] = {0, 31, 28, 31, 30, 31, 30,
                              31, 31, 30, 31, 30, 31};

struct date {
  int y, m, d;
};

static int is_leap(int y) {
  if (y % 400 == 0)
    return 1;
  if (y % 100 == 0)
    return 0;
  return y % 4 == 0;
}

static int days_in_month(int y, int m) {
  if (m == 2 && is_leap(y))
    return 29;
  return mdays[m];
}

/* 0 = valid, otherwise an error code */
static int validate(const struct date *t) {
  if (t->y < 1583 || t->y > 9999)
    return 1; /* before the Gregorian reform or too large */
  if (t->m < 1 || t->m > 12)
    return 2;
  if (t->d < 1)
    return 3;
  if (t->d > days_in_month(t->y, t->m)) {
    if (t->m == 2 && t->d == 29)
      return 4; /* 29 Feb in a common year */
    return 5;
  }
  return 0;
}

/* Zeller's congruence: 0 = Saturday, 1 = Sunday, ..., 6 = Friday */
static int zeller(const struct date *t) {
  int q = t->d, m = t->m, y = t->y, k, j;
  if (m < 3) {
    m += 12;
    y -= 1;
  }
  k = y % 100;
  j = y / 100;
  return (q + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7;
}

/* ISO weekday: 1 = Monday ... 7 = Sunday */
static int iso_weekday(const struct date *t) {
  int h = zeller(t);
  return (h + 5) % 7 + 1;
}

static int day_of_year(const struct date *t) {
  int m, n = t->d;
  for (m = 1; m < t->m; m++)
    n += days_in_month(t->y, m);
  return n;
}

/* days since 1 March of year 0 (proleptic Gregorian) */
static int days_from_civil(const struct date *t) {
  int y = t->y, m = t->m, d = t->d, era, yoe, doy, doe;
  if (m <= 2)
    y -= 1;
  era = y / 400;
  yoe = y - era * 400;
  doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe;
}

/* ISO week number (1..53) */
static int iso_week(const struct date *t) {
  int doy = day_of_year(t), wd = iso_weekday(t);
  int w = (doy - wd + 10) / 7;
  if (w < 1)
    return 52; /* belongs to the previous year's last week (approx.) */
  if (w == 53) {
    /* week 53 exists only if 31 Dec is a Thursday, or a Friday in leap
     * years... simplified: check whether Dec 31 is Mon-Wed */
    struct date dec31;
    dec31.y = t->y;
    dec31.m = 12;
    dec31.d = 31;
    if (iso_weekday(&dec31) < 4)
      return 1;
  }
  return w;
}

static int read_date(struct date *t) {
  t->y = __VERIFIER_nondet_int();
  t->m = __VERIFIER_nondet_int();
  t->d = __VERIFIER_nondet_int();
  return validate(t);
}

int main(void) {
  struct date a, b;
  int ea, eb, wd, wk;
  int diff;

  ea = read_date(&a);
  if (ea)
    return ea;

  wd = iso_weekday(&a);
  wk = iso_week(&a);

  if (wk == 53 && wd == 5)
    return 20; /* Friday in week 53 */
  if (a.m == 1 && a.d <= 3 && wk >= 52)
    return 21; /* early January in the previous year's last week */
  if (a.m == 12 && a.d >= 29 && wk == 1)
    return 22; /* late December in next year's week 1 */

  eb = read_date(&b);
  if (eb)
    return 10 + eb;

  diff = days_from_civil(&b) - days_from_civil(&a);

  if (a.m == 2 && a.d == 29 && a.y % 100 == 0) {
    /* a century leap year: divisible by 400 */
    if (wd == 2 && diff == 1000)
      reach_error();
    return 30;
  }

  if (diff == 0 && (a.y != b.y || a.m != b.m || a.d != b.d))
    return 99; /* impossible: the day count is injective */
  if (diff == 7 * 52 * 400 / 7)
    return 31; /* 20800 days */
  if (diff < 0 && b.m == a.m && b.d == a.d && a.y - b.y == 400 &&
      diff != -146097)
    return 98; /* impossible: 400 Gregorian years are 146097 days */
  return 0;
}
