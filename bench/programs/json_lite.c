/* json_lite.c - a small JSON validator and value counter over a symbolic
 * string.
 *
 * Stresses: a recursive grammar with several mutually recursive
 * productions (value, object, array, string, number, literal), each with
 * its own error exits.  Literals (true, false, null) must be spelled out
 * character by character, numbers follow the JSON grammar (optional
 * minus, no leading zeros, fraction, exponent), strings have escapes
 * including \uXXXX, and nesting is bounded.  Interesting branches require
 * complete, well-formed documents.  reach_error() needs the integer 7
 * nested three values deep together with a literal somewhere in the
 * document, e.g. [[7,null]] or [[[7]],true].
 */
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

#define LEN 12
#define MAXDEPTH 4

static char s[LEN + 1];
static int p;
static int depth, max_depth;
static int n_values, n_numbers, n_strings, n_literals, n_objects, n_arrays;
static int n_members;
static int saw_seven_at_depth3;
static int key_a;

static int value(void);

static void ws(void) {
  while (s[p] == ' ' || s[p] == '\n' || s[p] == '\t' || s[p] == '\r')
    p++;
}

static int is_hex(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
         (c >= 'A' && c <= 'F');
}

static int literal(const char *w) {
  int i;
  for (i = 0; w[i]; i++)
    if (s[p + i] != w[i])
      return 0;
  p += i;
  n_literals++;
  return 1;
}

/* Returns 1 on success; *is_a tells whether the string is exactly "a". */
static int string(int *is_a) {
  int start, k;
  if (s[p] != '"')
    return 0;
  p++;
  start = p;
  for (;;) {
    char c = s[p];
    if (c == '\0')
      return 0; /* unterminated */
    if ((unsigned char)c < 0x20)
      return 0; /* control character */
    if (c == '"')
      break;
    if (c == '\\') {
      p++;
      switch (s[p]) {
      case '"':
      case '\\':
      case '/':
      case 'b':
      case 'f':
      case 'n':
      case 'r':
      case 't':
        p++;
        break;
      case 'u':
        p++;
        for (k = 0; k < 4; k++) {
          if (!is_hex(s[p]))
            return 0;
          p++;
        }
        break;
      default:
        return 0; /* bad escape */
      }
    } else {
      p++;
    }
  }
  if (is_a)
    *is_a = (p - start == 1 && s[start] == 'a');
  p++;
  n_strings++;
  return 1;
}

static int number(void) {
  int v = 0, int_digits = 0;
  int is_int = 1;
  if (s[p] == '-')
    p++;
  if (s[p] == '0') {
    p++;
    int_digits = 1;
    if (s[p] >= '0' && s[p] <= '9')
      return 0; /* leading zero */
  } else if (s[p] >= '1' && s[p] <= '9') {
    while (s[p] >= '0' && s[p] <= '9') {
      if (v < 100000)
        v = v * 10 + (s[p] - '0');
      p++;
      int_digits++;
    }
  } else {
    return 0;
  }
  if (s[p] == '.') {
    p++;
    is_int = 0;
    if (s[p] < '0' || s[p] > '9')
      return 0; /* digit required after '.' */
    while (s[p] >= '0' && s[p] <= '9')
      p++;
  }
  if (s[p] == 'e' || s[p] == 'E') {
    p++;
    is_int = 0;
    if (s[p] == '+' || s[p] == '-')
      p++;
    if (s[p] < '0' || s[p] > '9')
      return 0; /* digit required in exponent */
    while (s[p] >= '0' && s[p] <= '9')
      p++;
  }
  n_numbers++;
  if (is_int && int_digits == 1 && v == 7 && depth >= 3)
    saw_seven_at_depth3 = 1;
  return 1;
}

static int array(void) {
  p++; /* '[' */
  n_arrays++;
  ws();
  if (s[p] == ']') {
    p++;
    return 1;
  }
  for (;;) {
    if (!value())
      return 0;
    ws();
    if (s[p] == ',') {
      p++;
      continue;
    }
    if (s[p] == ']') {
      p++;
      return 1;
    }
    return 0;
  }
}

static int object(void) {
  int is_a = 0;
  p++; /* '{' */
  n_objects++;
  ws();
  if (s[p] == '}') {
    p++;
    return 1;
  }
  for (;;) {
    ws();
    if (!string(&is_a))
      return 0;
    ws();
    if (s[p] != ':')
      return 0;
    p++;
    if (is_a)
      key_a = 1;
    if (!value())
      return 0;
    n_members++;
    ws();
    if (s[p] == ',') {
      p++;
      continue;
    }
    if (s[p] == '}') {
      p++;
      return 1;
    }
    return 0;
  }
}

static int value(void) {
  int ok;
  ws();
  n_values++;
  depth++;
  if (depth > max_depth)
    max_depth = depth;
  if (depth > MAXDEPTH) {
    depth--;
    return 0; /* too deep */
  }
  switch (s[p]) {
  case '{':
    ok = object();
    break;
  case '[':
    ok = array();
    break;
  case '"':
    ok = string(0);
    break;
  case 't':
    ok = literal("true");
    break;
  case 'f':
    ok = literal("false");
    break;
  case 'n':
    ok = literal("null");
    break;
  default:
    ok = number();
    break;
  }
  depth--;
  return ok;
}

int main(void) {
  int i, ok;
  for (i = 0; i < LEN; i++)
    s[i] = __VERIFIER_nondet_char();
  s[LEN] = '\0';

  p = 0;
  ok = value();
  if (ok) {
    ws();
    if (s[p] != '\0')
      ok = 0; /* trailing characters */
  }
  if (!ok)
    return 1;

  if (saw_seven_at_depth3 && n_literals > 0)
    reach_error();

  if (key_a && n_arrays > 0 && n_members >= 2)
    return 2; /* {"a":[],"":0} needs 13 characters: unreachable */
  if (n_objects > 0 && n_strings >= 3)
    return 3; /* e.g. {"":["",""]} */
  if (max_depth == MAXDEPTH && n_numbers == 0)
    return 4; /* [[[[]]]] */
  return 0;
}
