/* strapp2.c - a grammar-rule reader (NAME -> TOKEN TOKEN ... ;) that
 * concatenates tokens into a fixed rule buffer; modelled on the paper's
 * STRAPP2 (strcat capacities). Bug: a rule whose name is "s" gets its
 * tokens appended with strcat into a 24-byte buffer whose check counts the
 * separators only for other names. Tokens are read as text: up to four
 * ASCII characters each (a NUL ends one early), as a grammar file holds
 * them. */
#include "harness.h"
#include <string.h>

int main(void) {
  char rule[24];
  char name[8];
  int ntok = nd(1, 16), rules = 0, bad = 0;
  int state = 0, used = 0;
  for (int i = 0; i < ntok; i++) {
    char w[5];
    for (int k = 0; k < 4; k++)
      w[k] = (char)nd(0, 127);
    w[4] = 0;
    if (state == 0) {
      if (!strcmp(w, "->") || !strcmp(w, ";")) {
        bad++;
        continue;
      }
      strcpy(name, w);
      rule[0] = 0;
      used = 0;
      state = 1;
    } else if (state == 1) {
      if (strcmp(w, "->")) {
        bad++;
        state = 0;
        continue;
      }
      state = 2;
    } else if (!strcmp(w, ";")) {
      rules++;
      state = 0;
    } else {
      int need = (int)strlen(w) + (strcmp(name, "s") ? 1 : 0);
      if (used + need >= (int)sizeof rule) {
        bad++;
        continue;
      }
      strcat(rule, w); /* for "s" the separator is not counted */
      strcat(rule, " ");
      used += need;
    }
  }
  if (rules == 3 && bad == 0)
    reach_error();
  return 0;
}
