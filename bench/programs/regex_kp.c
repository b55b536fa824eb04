/* regex_kp.c - the Kernighan-Pike regular-expression matcher (from "The
 * Practice of Programming"), extended with '+' and '?', run on a symbolic
 * regular expression AND a symbolic text, and cross-checked against an
 * independent dynamic-programming matcher.
 *
 * Stresses: mutual recursion (match / matchhere / matchstar) whose shape
 * depends on one symbolic string while its loop bounds depend on another,
 * plus backtracking over star and plus.  The differential check between
 * the two matchers gives branches that are unreachable if both are right
 * (their disagreement) and expensive to refute.  reach_error() needs a
 * pattern using both anchors and a star that matches a text of at least 5
 * characters in which the star consumed at least 3 characters.
 */
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

#define RLEN 5
#define TLEN 6

static int star_consumed; /* characters consumed by the last star match */
static int max_star;

static int matchhere(const char *re, const char *text);

/* c* : leftmost longest would be different; this is the K&P shortest-first */
static int matchstar(int c, const char *re, const char *text) {
  const char *start = text;
  do {
    if (matchhere(re, text)) {
      star_consumed = (int)(text - start);
      if (star_consumed > max_star)
        max_star = star_consumed;
      return 1;
    }
  } while (*text != '\0' && (*text++ == c || c == '.'));
  return 0;
}

/* c+ : one c, then c* */
static int matchplus(int c, const char *re, const char *text) {
  if (*text == '\0' || (*text != c && c != '.'))
    return 0;
  return matchstar(c, re, text + 1);
}

/* c? : zero or one c */
static int matchquest(int c, const char *re, const char *text) {
  if (*text != '\0' && (*text == c || c == '.') && matchhere(re, text + 1))
    return 1;
  return matchhere(re, text);
}

static int matchhere(const char *re, const char *text) {
  if (re[0] == '\0')
    return 1;
  if (re[1] == '*')
    return matchstar(re[0], re + 2, text);
  if (re[1] == '+')
    return matchplus(re[0], re + 2, text);
  if (re[1] == '?')
    return matchquest(re[0], re + 2, text);
  if (re[0] == '$' && re[1] == '\0')
    return *text == '\0';
  if (*text != '\0' && (re[0] == '.' || re[0] == *text))
    return matchhere(re + 1, text + 1);
  return 0;
}

static int match(const char *re, const char *text) {
  if (re[0] == '^')
    return matchhere(re + 1, text);
  do {
    if (matchhere(re, text))
      return 1;
  } while (*text++ != '\0');
  return 0;
}

/* ---- independent matcher: compile to items, then dynamic programming */

struct item {
  char c;   /* literal, or '.' */
  char rep; /* 0, '*', '+', '?' */
};

static int is_meta_rep(char c) { return c == '*' || c == '+' || c == '?'; }

/* Compiles re into items; returns the number of items, or -1 if the
 * pattern is outside the common language (e.g. a leading repetition). */
static int compile(const char *re, struct item *it, int *bol, int *eol) {
  int n = 0, i = 0;
  *bol = *eol = 0;
  if (re[0] == '^') {
    *bol = 1;
    i = 1;
  }
  while (re[i] != '\0') {
    if (re[i] == '$' && re[i + 1] == '\0') {
      *eol = 1;
      break;
    }
    if (is_meta_rep(re[i]))
      return -1; /* repetition with no operand: K&P treats it literally */
    if (re[i] == '^')
      return -1; /* '^' in the middle: literal in K&P, excluded here */
    it[n].c = re[i];
    it[n].rep = 0;
    if (is_meta_rep(re[i + 1])) {
      it[n].rep = re[i + 1];
      i++;
    }
    n++;
    i++;
  }
  return n;
}

static int item_matches(const struct item *it, char c) {
  return c != '\0' && (it->c == '.' || it->c == c);
}

/* m[i][j]: items[i..] match text[j..] (with end anchor when eol) */
static int dp_match_at(const struct item *it, int n, const char *text,
                       int tl, int start, int eol) {
  static int m[RLEN + 2][TLEN + 2];
  int i, j;
  for (j = tl; j >= start; j--)
    m[n][j] = eol ? (j == tl) : 1;
  for (i = n - 1; i >= 0; i--) {
    for (j = tl; j >= start; j--) {
      int first = j < tl && item_matches(&it[i], text[j]);
      switch (it[i].rep) {
      case '*':
        m[i][j] = m[i + 1][j] || (first && m[i][j + 1]);
        break;
      case '+':
        m[i][j] = first && (m[i + 1][j + 1] || m[i][j + 1]);
        break;
      case '?':
        m[i][j] = m[i + 1][j] || (first && m[i + 1][j + 1]);
        break;
      default:
        m[i][j] = first && m[i + 1][j + 1];
        break;
      }
    }
  }
  return m[0][start];
}

static int dp_match(const char *re, const char *text, int tl) {
  struct item it[RLEN + 1];
  int bol, eol, n, s;
  n = compile(re, it, &bol, &eol);
  if (n < 0)
    return -1;
  for (s = 0; s <= tl; s++) {
    if (dp_match_at(it, n, text, tl, s, eol))
      return 1;
    if (bol)
      break;
  }
  return 0;
}

static int read_string(char *s, int n) {
  int i, len = n;
  for (i = 0; i < n; i++) {
    s[i] = __VERIFIER_nondet_char();
    if (s[i] == '\0' && len == n)
      len = i;
  }
  s[n] = '\0';
  return len;
}

int main(void) {
  char re[RLEN + 1], text[TLEN + 1];
  int tl, r1, r2, i, has_star = 0;

  read_string(re, RLEN);
  tl = read_string(text, TLEN);

  r1 = match(re, text);
  r2 = dp_match(re, text, tl);

  if (r2 >= 0 && r1 != r2)
    return 99; /* disagreement: should be unreachable */

  for (i = 0; re[i] != '\0'; i++)
    if (re[i] == '*')
      has_star = 1;

  if (r1 && re[0] == '^' && has_star && tl >= 5 && max_star >= 3) {
    for (i = 1; re[i] != '\0'; i++)
      ;
    if (re[i - 1] == '$')
      reach_error();
    return 3;
  }
  if (r1 && tl == 0)
    return 2; /* matches the empty text */
  return r1;
}
