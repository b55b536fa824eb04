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

/* The C locale's conventions (the native localeconv's struct lives in
   forage's memory, as setlocale's string does). */
struct lconv *localeconv(void) {
  static char Dot[] = ".", Empty[] = "";
  static struct lconv C;
  C.decimal_point = Dot;
  C.thousands_sep = Empty;
  C.grouping = Empty;
  C.int_curr_symbol = Empty;
  C.currency_symbol = Empty;
  C.mon_decimal_point = Empty;
  C.mon_thousands_sep = Empty;
  C.mon_grouping = Empty;
  C.positive_sign = Empty;
  C.negative_sign = Empty;
  C.int_frac_digits = C.frac_digits = C.p_cs_precedes = C.p_sep_by_space =
      C.n_cs_precedes = C.n_sep_by_space = C.p_sign_posn = C.n_sign_posn = 127;
  return &C;
}
