/* strapp2.c - a grammar-rule reader (NAME -> TOKEN TOKEN ... ;) that
 * concatenates tokens into a fixed rule buffer; modelled on the paper's
 * STRAPP2 (strcat capacities). Bug: a rule whose name is "s" gets its
 * tokens appended with strcat into a 24-byte buffer whose check counts the
 * separators only for other names. */
#include "harness.h"
#include <string.h>

static const char *words[] = {"s",  "np", "vp",   "det", "noun",
                              "->", ";",  "verb", "adj", "pp"};

int main(void) {
  char rule[24];
  char name[8];
  int ntok = nd(1, 16), rules = 0, bad = 0;
  int state = 0, used = 0;
  for (int i = 0; i < ntok; i++) {
    const char *w = words[nd(0, 9)];
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
