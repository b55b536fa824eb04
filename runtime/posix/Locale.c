/* Locale.c - setlocale: forage runs every program in the "C" locale, as
   its replay does. The native setlocale would return a string in forage's
   own memory, which the program then reads outside every object. */
#include <locale.h>
#include <string.h>

char *setlocale(int Category, const char *Locale) {
  static char C[] = "C";
  (void)Category;
  if (!Locale || !*Locale || strcmp(Locale, "C") == 0 ||
      strcmp(Locale, "POSIX") == 0)
    return C;
  return 0;
}
