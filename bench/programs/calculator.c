/* calculator.c - a recursive-descent expression evaluator over a symbolic
 * string.
 *
 * Stresses: recursion and grammar-shaped inputs.  The grammar has
 * precedence levels (comparison, + -, * / %, unary - and !, '^' power,
 * parentheses), multi-digit numbers with an overflow guard, spaces, and
 * error paths (unexpected token, unbalanced parentheses, division by zero,
 * range errors).  Most deep branches need a syntactically valid string,
 * which a byte-level search reaches only by building it token by token.
 * reach_error() requires a valid expression that uses both parentheses
 * and multiplication and evaluates to exactly 100; a second site needs a
 * power whose result wraps a nested comparison.
 */
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

#define LEN 10
#define LIMIT 1000000000LL

static char s[LEN + 1];
static int p;
static int err;
static int depth;
static int max_depth;
static int n_mul, n_paren, n_pow, n_cmp, n_neg;

static void skip(void) {
  while (s[p] == ' ')
    p++;
}

static long long check(long long v) {
  if (v > LIMIT || v < -LIMIT) {
    err = 3; /* out of range */
    return 0;
  }
  return v;
}

static long long expr(void);

static long long number(void) {
  long long v = 0;
  if (s[p] < '0' || s[p] > '9') {
    err = 1; /* expected a number */
    return 0;
  }
  while (s[p] >= '0' && s[p] <= '9') {
    v = v * 10 + (s[p] - '0');
    if (v > LIMIT) {
      err = 3;
      return 0;
    }
    p++;
  }
  return v;
}

static long long primary(void) {
  long long v;
  skip();
  if (s[p] == '(') {
    p++;
    n_paren++;
    depth++;
    if (depth > max_depth)
      max_depth = depth;
    if (depth > 4) {
      err = 4; /* nesting too deep */
      return 0;
    }
    v = expr();
    if (err)
      return 0;
    skip();
    if (s[p] != ')') {
      err = 2; /* missing ')' */
      return 0;
    }
    p++;
    depth--;
    return v;
  }
  return number();
}

static long long unary(void) {
  skip();
  if (s[p] == '-') {
    p++;
    n_neg++;
    return -unary();
  }
  if (s[p] == '!') {
    p++;
    return unary() == 0;
  }
  return primary();
}

/* right-associative power */
static long long power(void) {
  long long base = unary(), e, r = 1;
  if (err)
    return 0;
  skip();
  if (s[p] == '^') {
    p++;
    n_pow++;
    e = power();
    if (err)
      return 0;
    if (e < 0) {
      err = 5; /* negative exponent */
      return 0;
    }
    if (base == 0)
      return e == 0; /* 0^0 == 1 */
    if (base == 1)
      return 1;
    if (base == -1)
      return e % 2 ? -1 : 1;
    if (e > 40) {
      err = 3; /* would certainly overflow */
      return 0;
    }
    while (e > 0 && !err) {
      r = check(r * base);
      e--;
    }
    return r;
  }
  return base;
}

static long long term(void) {
  long long v = power(), r;
  char op;
  while (!err) {
    skip();
    op = s[p];
    if (op != '*' && op != '/' && op != '%')
      break;
    p++;
    r = power();
    if (err)
      return 0;
    if (op == '*') {
      n_mul++;
      v = check(v * r);
    } else if (r == 0) {
      err = 6; /* division by zero */
      return 0;
    } else if (op == '/') {
      v = v / r;
    } else {
      v = v % r;
    }
  }
  return v;
}

static long long sum(void) {
  long long v = term(), r;
  char op;
  while (!err) {
    skip();
    op = s[p];
    if (op != '+' && op != '-')
      break;
    p++;
    r = term();
    if (err)
      return 0;
    v = check(op == '+' ? v + r : v - r);
  }
  return v;
}

static long long expr(void) {
  long long v = sum(), r;
  if (err)
    return 0;
  skip();
  if (s[p] == '<' || s[p] == '>' || s[p] == '=') {
    char op = s[p];
    p++;
    n_cmp++;
    r = sum();
    if (err)
      return 0;
    if (op == '<')
      return v < r;
    if (op == '>')
      return v > r;
    return v == r;
  }
  return v;
}

int main(void) {
  int i;
  long long v;
  for (i = 0; i < LEN; i++)
    s[i] = __VERIFIER_nondet_char();
  s[LEN] = 0;

  p = 0;
  err = 0;
  v = expr();
  skip();
  if (!err && s[p] != 0)
    err = 7; /* trailing garbage */
  if (err)
    return err;

  if (v == 100 && n_paren > 0 && n_mul > 0)
    reach_error();

  if (n_pow > 0 && n_cmp > 0 && max_depth >= 2 && v == 1)
    reach_error();

  if (v < 0 && n_neg == 0)
    return 8; /* negative without unary minus: a subtraction */
  if (v > 1000000)
    return 9; /* big result from 10 characters */
  return 0;
}
