/* strapp1.c - a pronunciation-dictionary line parser (word, phones) like
 * the text front ends of speech recognisers; modelled on the paper's
 * STRAPP1 (C-string usage). Characters come from the inputs (any ASCII). Bug: a word
 * of more than 15 letters is copied into a 16-byte buffer without its
 * length check when it starts with an apostrophe. */
#include "harness.h"
#include <string.h>

#define LINE 40

static char line[LINE + 1];
static int nphones, nwords, nerrors;

static int is_alpha(char c) { return (c >= 'a' && c <= 'z') || c == '\''; }

static void parse_word(const char *p, int len) {
  char word[16];
  if (p[0] == '\'' && len > 1) {
    for (int i = 0; i < len; i++) /* bug: no bound when quoted */
      word[i] = p[i];
    word[len < 16 ? len : 15] = 0;
  } else {
    if (len > 15) {
      nerrors++;
      return;
    }
    memcpy(word, p, len);
    word[len] = 0;
  }
  nwords += word[0] != 0;
}

static void parse_phones(const char *p) {
  int in = 0;
  for (; *p; p++) {
    if (*p == ' ') {
      in = 0;
    } else if (!in) {
      in = 1;
      nphones++;
    }
  }
}

static void parse_line(void) {
  int i = 0;
  while (line[i] == ' ')
    i++;
  if (line[i] == '#' || line[i] == 0)
    return;
  int start = i;
  while (is_alpha(line[i]))
    i++;
  if (i == start || (line[i] != ' ' && line[i] != 0)) {
    nerrors++;
    return;
  }
  parse_word(line + start, i - start);
  parse_phones(line + i);
}

int main(void) {
  int lines = nd(1, 3);
  for (int l = 0; l < lines; l++) {
    int len = nd(0, LINE);
    for (int i = 0; i < LINE; i++) {
      line[i] = (char)nd(0, 127); /* ASCII text; NUL ends the line */
    }
    line[len] = 0;
    parse_line();
  }
  if (nwords == 3 && nphones > 20 && nerrors == 0)
    reach_error();
  return 0;
}
