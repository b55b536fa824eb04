/* Locale.c - setlocale, localeconv, nl_langinfo and btowc:
   forage runs every program in the "C" locale, as
   its replay does. The native setlocale would return a string in forage's
   own memory, which the program then reads outside every object. */
#include <langinfo.h>
#include <locale.h>
#include <string.h>
#include <wchar.h>

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

/* The C locale's answers to nl_langinfo (the native one, too, returns
   strings in forage's own memory). Unknown items give "", as glibc does. */
char *nl_langinfo(nl_item Item) {
  static const char *const Days[] = {"Sunday",   "Monday", "Tuesday",
                                     "Wednesday", "Thursday", "Friday",
                                     "Saturday"};
  static const char *const Months[] = {
      "January", "February", "March",     "April",   "May",      "June",
      "July",    "August",   "September", "October", "November", "December"};
  static const char *const AbDays[] = {"Sun", "Mon", "Tue", "Wed",
                                       "Thu", "Fri", "Sat"};
  static const char *const AbMonths[] = {"Jan", "Feb", "Mar", "Apr",
                                         "May", "Jun", "Jul", "Aug",
                                         "Sep", "Oct", "Nov", "Dec"};
  const char *R = "";
  if (Item >= DAY_1 && Item <= DAY_7)
    R = Days[Item - DAY_1];
  else if (Item >= MON_1 && Item <= MON_12)
    R = Months[Item - MON_1];
  else if (Item >= ABDAY_1 && Item <= ABDAY_7)
    R = AbDays[Item - ABDAY_1];
  else if (Item >= ABMON_1 && Item <= ABMON_12)
    R = AbMonths[Item - ABMON_1];
  else
    switch (Item) {
    case CODESET:
      R = "ANSI_X3.4-1968";
      break;
    case RADIXCHAR:
      R = ".";
      break;
    case D_T_FMT:
      R = "%a %b %e %H:%M:%S %Y";
      break;
    case D_FMT:
      R = "%m/%d/%y";
      break;
    case T_FMT:
      R = "%H:%M:%S";
      break;
    case T_FMT_AMPM:
      R = "%I:%M:%S %p";
      break;
    case AM_STR:
      R = "AM";
      break;
    case PM_STR:
      R = "PM";
      break;
    case YESEXPR:
      R = "^[yY]";
      break;
    case NOEXPR:
      R = "^[nN]";
      break;
    case CRNCYSTR:
      R = "-";
      break;
    default:
      break;
    }
  return (char *)R;
}

/* Single bytes in the C locale: ASCII maps to itself, the rest is no
   character (glibc's C locale). */
wint_t btowc(int C) { return C >= 0 && C < 0x80 ? (wint_t)C : WEOF; }
