/* ini_parser.c - an INI configuration parser over two symbolic lines.
 *
 * Stresses: line-oriented parsing with many syntactic categories decided
 * by the first non-blank character: comments (';' and '#'), section
 * headers "[name]" with validation of the name, "key = value" pairs with
 * whitespace trimming, quoted values with escapes, typed values (booleans
 * true/false/yes/no/on/off, signed decimal integers with a range check,
 * hexadecimal 0x.., sizes with k/M suffixes), and semantic checks that
 * span both lines (a key must belong to a known section).  reach_error()
 * needs the section "[net]" on the first line and "port=" with an integer
 * that overflows a 16-bit port (e.g. port=70000) on the second line;
 * other deep branches need sizes with suffixes or escaped quotes.
 */
#include <string.h>

extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

#define LINE 11
#define NAME 12

enum vtype { V_NONE, V_BOOL, V_INT, V_HEX, V_SIZE, V_STRING, V_BAD };

static char section[NAME];
static int have_section;
static char key[NAME];
static char sval[NAME];
static long long ival;
static int escapes;

static int is_space(char c) { return c == ' ' || c == '\t'; }
static int is_ident(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '.';
}
static char lower(char c) { return (c >= 'A' && c <= 'Z') ? c + 32 : c; }

static int streq_ci(const char *a, const char *b) {
  while (*a && *b) {
    if (lower(*a) != lower(*b))
      return 0;
    a++;
    b++;
  }
  return *a == *b;
}

/* Parses a value string; sets ival / sval.  Returns its type. */
static enum vtype parse_value(const char *v) {
  int i = 0, neg = 0, digits = 0;
  long long n = 0;
  if (v[0] == '\0')
    return V_NONE;
  if (v[0] == '"') {
    int o = 0;
    for (i = 1; v[i] != '"'; i++) {
      char c = v[i];
      if (c == '\0')
        return V_BAD; /* unterminated string */
      if (c == '\\') {
        i++;
        escapes++;
        if (v[i] == 'n')
          c = '\n';
        else if (v[i] == '"' || v[i] == '\\')
          c = v[i];
        else
          return V_BAD; /* unknown escape */
      }
      sval[o++] = c;
    }
    sval[o] = '\0';
    if (v[i + 1] != '\0')
      return V_BAD; /* garbage after the closing quote */
    return V_STRING;
  }
  if (streq_ci(v, "true") || streq_ci(v, "yes") || streq_ci(v, "on")) {
    ival = 1;
    return V_BOOL;
  }
  if (streq_ci(v, "false") || streq_ci(v, "no") || streq_ci(v, "off")) {
    ival = 0;
    return V_BOOL;
  }
  if (v[0] == '0' && (v[1] == 'x' || v[1] == 'X')) {
    for (i = 2; v[i]; i++) {
      int d;
      if (v[i] >= '0' && v[i] <= '9')
        d = v[i] - '0';
      else if (lower(v[i]) >= 'a' && lower(v[i]) <= 'f')
        d = lower(v[i]) - 'a' + 10;
      else
        return V_BAD;
      n = n * 16 + d;
      digits++;
    }
    if (digits == 0)
      return V_BAD;
    ival = n;
    return V_HEX;
  }
  if (v[0] == '-' || v[0] == '+') {
    neg = v[0] == '-';
    i = 1;
  }
  for (; v[i] >= '0' && v[i] <= '9'; i++) {
    n = n * 10 + (v[i] - '0');
    digits++;
  }
  if (digits == 0) {
    /* a bare word */
    strcpy(sval, v);
    return V_STRING;
  }
  if (v[i] == 'k' || v[i] == 'K' || v[i] == 'M') {
    n *= v[i] == 'M' ? 1048576LL : 1024LL;
    if (v[i + 1] != '\0')
      return V_BAD;
    ival = neg ? -n : n;
    return neg ? V_BAD : V_SIZE; /* negative sizes are invalid */
  }
  if (v[i] != '\0')
    return V_BAD;
  ival = neg ? -n : n;
  return V_INT;
}

static int check_section_name(const char *s) {
  int i;
  if (s[0] == '\0')
    return 0;
  if (s[0] == '.')
    return 0; /* may not start with a dot */
  for (i = 0; s[i]; i++) {
    if (!is_ident(s[i]))
      return 0;
    if (s[i] == '.' && s[i + 1] == '.')
      return 0; /* empty component */
  }
  return s[i - 1] != '.';
}

/* Returns 0 for blank/comment, 1 for a section, 2 for a pair, <0 error. */
static int parse_line(const char *line, enum vtype *vt) {
  int i = 0, j, k, end;
  char val[LINE + 1];
  while (is_space(line[i]))
    i++;
  if (line[i] == '\0' || line[i] == ';' || line[i] == '#')
    return 0;
  if (line[i] == '[') {
    i++;
    for (j = 0; line[i] && line[i] != ']'; i++)
      section[j++] = line[i];
    section[j] = '\0';
    if (line[i] != ']')
      return -1; /* missing ']' */
    i++;
    while (is_space(line[i]))
      i++;
    if (line[i] != '\0' && line[i] != ';')
      return -2; /* garbage after the header */
    if (!check_section_name(section))
      return -3;
    have_section = 1;
    return 1;
  }
  for (j = 0; is_ident(line[i]); i++)
    key[j++] = line[i];
  key[j] = '\0';
  if (j == 0)
    return -4; /* no key */
  while (is_space(line[i]))
    i++;
  if (line[i] != '=' && line[i] != ':')
    return -5; /* missing separator */
  i++;
  while (is_space(line[i]))
    i++;
  /* value: the rest, without trailing blanks */
  for (k = 0; line[i]; i++)
    val[k++] = line[i];
  val[k] = '\0';
  end = k;
  while (end > 0 && is_space(val[end - 1]))
    val[--end] = '\0';
  *vt = parse_value(val);
  if (*vt == V_BAD)
    return -6;
  return 2;
}

static void read_line(char *s) {
  int i;
  for (i = 0; i < LINE; i++)
    s[i] = __VERIFIER_nondet_char();
  s[LINE] = '\0';
}

int main(void) {
  char l1[LINE + 1], l2[LINE + 1];
  enum vtype vt = V_NONE;
  int r1, r2;

  read_line(l1);
  r1 = parse_line(l1, &vt);
  if (r1 < 0)
    return 1;
  read_line(l2);
  r2 = parse_line(l2, &vt);
  if (r2 < 0)
    return 2;

  if (r2 != 2)
    return 0;
  if (!have_section)
    return 3; /* a key outside any section */

  if (strcmp(section, "net") == 0 && streq_ci(key, "port")) {
    if (vt == V_INT && (ival < 1 || ival > 65535))
      reach_error(); /* port out of range accepted */
    if (vt == V_HEX && ival == 0x1F90)
      return 4; /* 8080 written in hex */
    return 5;
  }
  if (strchr(section, '.') && vt == V_SIZE && ival >= 1048576LL)
    return 6; /* megabytes in a dotted section */
  if (vt == V_STRING && escapes > 0 && strcmp(sval, "a\"b") == 0)
    return 7;
  if (vt == V_BOOL && ival == 0 && r1 == 1 && section[0] == 'x')
    return 8;
  return 9;
}
