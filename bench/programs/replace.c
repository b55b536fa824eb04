/* replace.c - a re-implementation of the Siemens "replace" pattern
 * replacer, the largest program of the CREST experiments.
 *
 * Stresses: deep, string-driven control flow.  Three symbolic strings are
 * read: a pattern, a substitution and an input line.  The pattern is
 * compiled (character classes [a-z] with ranges, negated classes [^..],
 * '?' any character, '*' closure, '%' beginning-of-line anchor, '$'
 * end-of-line anchor, '@' escapes such as @t @n @*), the substitution is
 * compiled ('&' = the matched text, '@' escapes), then every match in the
 * line is replaced.  Most branches of the matcher (closure backtracking,
 * class lookup, anchors) are only reached when the pattern is well formed
 * AND the line matches it, so the search must solve constraints that span
 * all three strings.  reach_error() is called when a negated-class
 * closure rewrote the line into a much longer one starting with '#', and
 * (second site) when an anchored range-class pattern replaced the whole
 * line.
 */
#include <string.h>

extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

#define PATLEN 8  /* symbolic pattern characters */
#define SUBLEN 3  /* symbolic substitution characters */
#define LINELEN 6 /* symbolic line characters */

#define MAXSTR 64
#define MAXPAT MAXSTR
#define MAXOUT 512

#define ENDSTR '\0'
#define ESCAPE '@'
#define CLOSURE '*'
#define BOL '%'
#define EOL '$'
#define ANY '?'
#define CCL '['
#define CCLEND ']'
#define NEGATE '^'
#define NCCL '!'
#define LITCHAR 'c'
#define DITTO ((char)-1)
#define DASH '-'
#define TAB 9
#define NEWLINE 10
#define CLOSIZE 1

/* Set when a compiled pattern or substitution does not fit its buffer. */
static int overflow;

/* Output line and its length. */
static char out[MAXOUT];
static int outlen;

/* Statistics used by the checks in main(). */
static int n_matches;
static int n_closures;
static int n_classes;
static int n_negated;
static int n_ranges;
static int n_escapes;

static int is_alnum(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9');
}

/* Appends c to outset[*j] if there is room. */
static int addstr(char c, char *outset, int *j, int maxset) {
  if (*j >= maxset) {
    overflow = 1;
    return 0;
  }
  outset[*j] = c;
  *j = *j + 1;
  return 1;
}

/* Returns the (possibly escaped) character at s[*i]; advances *i past an
 * escape sequence's first character. */
static char esc(const char *s, int *i) {
  if (s[*i] != ESCAPE)
    return s[*i];
  if (s[*i + 1] == ENDSTR)
    return ESCAPE; /* a trailing '@' stands for itself */
  *i = *i + 1;
  n_escapes++;
  if (s[*i] == 'n')
    return NEWLINE;
  if (s[*i] == 't')
    return TAB;
  return s[*i];
}

/* Expands a character class body up to delim into dest, handling ranges
 * such as a-z and 0-9. */
static void dodash(char delim, const char *src, int *i, char *dest, int *j,
                   int maxset) {
  int first = *j;
  int k;
  while (src[*i] != delim && src[*i] != ENDSTR) {
    if (src[*i] == ESCAPE) {
      addstr(esc(src, i), dest, j, maxset);
    } else if (src[*i] != DASH) {
      addstr(src[*i], dest, j, maxset);
    } else if (*j == first || src[*i + 1] == delim ||
               src[*i + 1] == ENDSTR) {
      /* leading or trailing dash is literal */
      addstr(DASH, dest, j, maxset);
    } else if (is_alnum(src[*i - 1]) && is_alnum(src[*i + 1]) &&
               src[*i - 1] <= src[*i + 1]) {
      n_ranges++;
      for (k = src[*i - 1] + 1; k <= src[*i + 1]; k++) {
        if (!addstr((char)k, dest, j, maxset))
          break;
      }
      *i = *i + 1;
    } else {
      addstr(DASH, dest, j, maxset);
    }
    *i = *i + 1;
  }
}

/* Compiles a character class starting at arg[*i] == '['.  Returns 1 if the
 * class is closed by ']'. */
static int getccl(const char *arg, int *i, char *pat, int *j) {
  int jstart;
  int count;
  *i = *i + 1; /* skip '[' */
  n_classes++;
  if (arg[*i] == NEGATE) {
    addstr(NCCL, pat, j, MAXPAT);
    n_negated++;
    *i = *i + 1;
  } else {
    addstr(CCL, pat, j, MAXPAT);
  }
  jstart = *j;
  addstr(0, pat, j, MAXPAT); /* room for the member count */
  dodash(CCLEND, arg, i, pat, j, MAXPAT);
  count = *j - jstart - 1;
  if (jstart < MAXPAT)
    pat[jstart] = (char)count;
  return arg[*i] == CCLEND;
}

/* Inserts a closure marker before the pattern element at lastj. */
static void stclose(char *pat, int *j, int lastj) {
  int jp, jt;
  if (*j + CLOSIZE >= MAXPAT) {
    overflow = 1;
    return;
  }
  for (jp = *j - 1; jp >= lastj; jp--) {
    jt = jp + CLOSIZE;
    addstr(pat[jp], pat, &jt, MAXPAT);
  }
  *j = *j + CLOSIZE;
  pat[lastj] = CLOSURE;
  n_closures++;
}

/* Compiles arg[start..] up to delim into pat.  Returns the index of the
 * delimiter, or -1 for an ill-formed pattern. */
static int makepat(const char *arg, int start, char delim, char *pat) {
  int i = start, j = 0, lastj = 0, lj;
  int done = 0;
  overflow = 0;
  while (!done && arg[i] != delim && arg[i] != ENDSTR) {
    lj = j;
    if (arg[i] == ANY) {
      addstr(ANY, pat, &j, MAXPAT);
    } else if (arg[i] == BOL && i == start) {
      addstr(BOL, pat, &j, MAXPAT);
    } else if (arg[i] == EOL && arg[i + 1] == delim) {
      addstr(EOL, pat, &j, MAXPAT);
    } else if (arg[i] == CCL) {
      done = !getccl(arg, &i, pat, &j);
    } else if (arg[i] == CLOSURE && i > start) {
      lj = lastj;
      if (pat[lj] == BOL || pat[lj] == EOL || pat[lj] == CLOSURE)
        done = 1;
      else
        stclose(pat, &j, lastj);
    } else {
      addstr(LITCHAR, pat, &j, MAXPAT);
      addstr(esc(arg, &i), pat, &j, MAXPAT);
    }
    lastj = lj;
    if (!done)
      i++;
    if (overflow)
      done = 1;
  }
  if (done || arg[i] != delim)
    return -1;
  if (!addstr(ENDSTR, pat, &j, MAXPAT))
    return -1;
  return i;
}

/* Compiles the substitution arg[from..] into sub. */
static int makesub(const char *arg, int from, char delim, char *sub) {
  int i = from, j = 0;
  overflow = 0;
  while (arg[i] != delim && arg[i] != ENDSTR) {
    if (arg[i] == '&')
      addstr(DITTO, sub, &j, MAXPAT);
    else
      addstr(esc(arg, &i), sub, &j, MAXPAT);
    i++;
  }
  if (arg[i] != delim || overflow)
    return -1;
  if (!addstr(ENDSTR, sub, &j, MAXPAT))
    return -1;
  return i;
}

/* Is c a member of the class whose count is at pat[offset]? */
static int locate(char c, const char *pat, int offset) {
  int i;
  for (i = offset + pat[offset]; i > offset; i--)
    if (c == pat[i])
      return 1;
  return 0;
}

/* Matches a single pattern element at lin[*i]. */
static int omatch(const char *lin, int *i, const char *pat, int j) {
  int advance = -1;
  if (lin[*i] == ENDSTR)
    return 0;
  switch (pat[j]) {
  case LITCHAR:
    if (lin[*i] == pat[j + 1])
      advance = 1;
    break;
  case BOL:
    if (*i == 0)
      advance = 0;
    break;
  case ANY:
    if (lin[*i] != NEWLINE)
      advance = 1;
    break;
  case EOL:
    if (lin[*i] == NEWLINE)
      advance = 0;
    break;
  case CCL:
    if (locate(lin[*i], pat, j + 1))
      advance = 1;
    break;
  case NCCL:
    if (lin[*i] != NEWLINE && !locate(lin[*i], pat, j + 1))
      advance = 1;
    break;
  default:
    return 0; /* not reached for compiled patterns */
  }
  if (advance >= 0) {
    *i = *i + advance;
    return 1;
  }
  return 0;
}

/* Size of the pattern element at pat[n]. */
static int patsize(const char *pat, int n) {
  switch (pat[n]) {
  case LITCHAR:
    return 2;
  case BOL:
  case EOL:
  case ANY:
    return 1;
  case CCL:
  case NCCL:
    return pat[n + 1] + 2;
  case CLOSURE:
    return CLOSIZE;
  default:
    return 1; /* not reached for compiled patterns */
  }
}

/* Looks for a match of pat[j..] starting at lin[offset]; returns the index
 * just past the match, or -1. */
static int amatch(const char *lin, int offset, const char *pat, int j) {
  int i, k = -1;
  int done = 0;
  while (!done && pat[j] != ENDSTR) {
    if (pat[j] == CLOSURE) {
      j = j + patsize(pat, j);
      i = offset;
      /* match as many as possible */
      while (!done && lin[i] != ENDSTR) {
        if (!omatch(lin, &i, pat, j))
          done = 1;
      }
      /* i points at the character that made us fail; try the rest of the
       * pattern from there, backing off one character at a time */
      done = 0;
      while (!done && i >= offset) {
        k = amatch(lin, i, pat, j + patsize(pat, j));
        if (k >= 0)
          done = 1;
        else
          i--;
      }
      offset = k;
      done = 1;
    } else if (!omatch(lin, &offset, pat, j)) {
      offset = -1;
      done = 1;
    } else {
      j = j + patsize(pat, j);
    }
  }
  return offset;
}

static void putc_out(char c) {
  if (outlen < MAXOUT - 1)
    out[outlen++] = c;
}

/* Emits the substitution for the match lin[s1..s2). */
static void putsub(const char *lin, int s1, int s2, const char *sub) {
  int i, j;
  for (i = 0; sub[i] != ENDSTR; i++) {
    if (sub[i] == DITTO) {
      for (j = s1; j < s2; j++)
        putc_out(lin[j]);
    } else {
      putc_out(sub[i]);
    }
  }
}

/* Replaces every match of pat in lin by sub. */
static void subline(const char *lin, const char *pat, const char *sub) {
  int i = 0, lastm = -1, m;
  while (lin[i] != ENDSTR) {
    m = amatch(lin, i, pat, 0);
    if (m >= 0 && lastm != m) {
      putsub(lin, i, m, sub);
      lastm = m;
      n_matches++;
    }
    if (m == -1 || m == i) {
      putc_out(lin[i]);
      i++;
    } else {
      i = m;
    }
  }
  out[outlen] = ENDSTR;
}

static int getpat(const char *arg, char *pat) {
  return makepat(arg, 0, ENDSTR, pat) > 0;
}

static int getsub(const char *arg, char *sub) {
  return makesub(arg, 0, ENDSTR, sub) >= 0;
}

/* Reads up to n symbolic characters; stops at '\0' like a C string. */
static void read_string(char *s, int n) {
  int i;
  for (i = 0; i < n; i++)
    s[i] = __VERIFIER_nondet_char();
  s[n] = ENDSTR;
}

/* Reads a line: up to n characters, ended by '\0' or a newline, and stored
 * with a trailing newline as fgets would. */
static int read_line(char *s, int n) {
  int i;
  char c;
  for (i = 0; i < n; i++) {
    c = __VERIFIER_nondet_char();
    if (c == ENDSTR || c == NEWLINE)
      break;
    s[i] = c;
  }
  s[i] = NEWLINE;
  s[i + 1] = ENDSTR;
  return i + 1;
}

/* Does the compiled pattern contain a closure over a negated class? */
static int has_negated_closure(const char *pat) {
  int j = 0;
  while (pat[j] != ENDSTR) {
    if (pat[j] == CLOSURE && pat[j + 1] == NCCL)
      return 1;
    j = j + patsize(pat, j);
  }
  return 0;
}

/* Is the pattern anchored at both ends? */
static int anchored_both(const char *pat) {
  int j = 0, last = 0;
  if (pat[0] != BOL)
    return 0;
  while (pat[j] != ENDSTR) {
    last = j;
    j = j + patsize(pat, j);
  }
  return pat[last] == EOL;
}

int main(void) {
  char arg[PATLEN + 1];
  char subarg[SUBLEN + 1];
  char lin[LINELEN + 2];
  char pat[MAXPAT];
  char sub[MAXPAT];
  int linlen;

  read_string(arg, PATLEN);
  read_string(subarg, SUBLEN);
  linlen = read_line(lin, LINELEN);

  memset(pat, 0, sizeof pat);
  memset(sub, 0, sizeof sub);
  if (!getpat(arg, pat))
    return 2; /* illegal pattern */
  if (!getsub(subarg, sub))
    return 3; /* illegal substitution */

  outlen = 0;
  subline(lin, pat, sub);

  if (n_matches == 0)
    return 0;

  if (n_matches >= 3 && n_closures > 0) {
    /* several matches of a closure pattern */
    if (outlen > 2 * linlen)
      return 5; /* hard-to-reach: heavy expansion */
  }

  if (has_negated_closure(pat) && out[0] == '#' && outlen >= linlen + 4)
    reach_error();

  if (anchored_both(pat) && n_ranges > 0 && n_matches == 1 &&
      linlen >= 4 && strcmp(out, "ok\n") == 0)
    reach_error();

  if (n_escapes > 0 && n_classes > 0 && out[0] == TAB)
    return 4; /* escaped tab produced by a class match */

  return 1;
}
