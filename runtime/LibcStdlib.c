/* LibcStdlib.c - C models of <stdlib.h> integer functions for the forage
   runtime: abs, atoi, strtol and friends.  rand and srand are not modelled:
   a model's sequence would differ from the native replay's, so they run
   natively and count as data from outside forage's model. */
#include <errno.h>
#include <limits.h>
#include <stddef.h>

/* Programs that define their own versions of these functions keep them. */
#define WEAK __attribute__((weak))

int isspace(int C); /* LibcCtype.c */

int abs(int X);
long labs(long X);
long long llabs(long long X);
int atoi(const char *S);
long atol(const char *S);
long long atoll(const char *S);
long strtol(const char *S, char **EndPtr, int Base);
unsigned long strtoul(const char *S, char **EndPtr, int Base);
long long strtoll(const char *S, char **EndPtr, int Base);
unsigned long long strtoull(const char *S, char **EndPtr, int Base);

WEAK int abs(int X) { return X < 0 ? -X : X; }

WEAK long labs(long X) { return X < 0 ? -X : X; }

WEAK long long llabs(long long X) { return X < 0 ? -X : X; }

/* --- strto* -------------------------------------------------------------- */

/* Returns the value of digit C in bases up to 36, or 36 if C is no digit. */
static int digitValue(char C) {
  if (C >= '0' && C <= '9')
    return C - '0';
  if (C >= 'a' && C <= 'z')
    return C - 'a' + 10;
  if (C >= 'A' && C <= 'Z')
    return C - 'A' + 10;
  return 36;
}

/* The result of scanning a number: its magnitude and sign. */
typedef struct {
  unsigned long long Magnitude;
  int Negative;
  int Overflow; /* The magnitude exceeds ULLONG_MAX. */
} Scanned;

/* Scans the common syntax of the strto* functions: leading white space, an
   optional sign, an optional 0x / 0X prefix (base 0 or 16) and digits of
   Base; base 0 picks 16 after 0x, 8 after a leading 0, else 10.  Stores the
   end of the number in *EndPtr (S itself if there are no digits or Base is
   invalid); EndPtr may be NULL. */
static Scanned scan(const char *S, char **EndPtr, int Base) {
  Scanned R = {0, 0, 0};
  const char *P = S;
  if (EndPtr != NULL)
    *EndPtr = (char *)S;
  if (Base < 0 || Base == 1 || Base > 36)
    return R;

  while (isspace((unsigned char)*P))
    ++P;
  if (*P == '-') {
    R.Negative = 1;
    ++P;
  } else if (*P == '+') {
    ++P;
  }

  if ((Base == 0 || Base == 16) && P[0] == '0' &&
      (P[1] == 'x' || P[1] == 'X') && digitValue(P[2]) < 16) {
    P += 2;
    Base = 16;
  } else if (Base == 0) {
    Base = P[0] == '0' ? 8 : 10;
  }

  unsigned long long Cutoff = ULLONG_MAX / (unsigned)Base;
  int CutLimit = (int)(ULLONG_MAX % (unsigned)Base);
  const char *First = P;
  for (;; ++P) {
    int D = digitValue(*P);
    if (D >= Base)
      break;
    if (R.Overflow || R.Magnitude > Cutoff ||
        (R.Magnitude == Cutoff && D > CutLimit))
      R.Overflow = 1;
    else
      R.Magnitude = R.Magnitude * (unsigned)Base + (unsigned)D;
  }

  if (P == First) {
    R.Negative = 0;
    return R;
  }
  if (EndPtr != NULL)
    *EndPtr = (char *)P;
  return R;
}

/* Converts a scanned number to a signed type with limits [-Max - 1, Max],
   saturating on overflow (and setting errno to ERANGE, as C requires). */
static long long toSigned(Scanned R, long long Max) {
  if (R.Negative) {
    if (R.Overflow || R.Magnitude > (unsigned long long)Max + 1) {
      errno = ERANGE;
      return -Max - 1;
    }
    if (R.Magnitude == 0)
      return 0;
    return -(long long)(R.Magnitude - 1) - 1;
  }
  if (R.Overflow || R.Magnitude > (unsigned long long)Max) {
    errno = ERANGE;
    return Max;
  }
  return (long long)R.Magnitude;
}

/* Converts a scanned number to an unsigned type with maximum Max: saturates
   on overflow (errno = ERANGE), otherwise negates in the unsigned type if
   there was a '-'. */
static unsigned long long toUnsigned(Scanned R, unsigned long long Max) {
  if (R.Overflow || R.Magnitude > Max) {
    errno = ERANGE;
    return Max;
  }
  if (R.Negative)
    return (Max - R.Magnitude + 1) & Max;
  return R.Magnitude;
}

WEAK long strtol(const char *S, char **EndPtr, int Base) {
  return (long)toSigned(scan(S, EndPtr, Base), LONG_MAX);
}

WEAK unsigned long strtoul(const char *S, char **EndPtr, int Base) {
  return (unsigned long)toUnsigned(scan(S, EndPtr, Base), ULONG_MAX);
}

WEAK long long strtoll(const char *S, char **EndPtr, int Base) {
  return toSigned(scan(S, EndPtr, Base), LLONG_MAX);
}

WEAK unsigned long long strtoull(const char *S, char **EndPtr, int Base) {
  return toUnsigned(scan(S, EndPtr, Base), ULLONG_MAX);
}

/* atoi and atol truncate like glibc's (int)strtol(S, NULL, 10). */
WEAK int atoi(const char *S) { return (int)strtol(S, NULL, 10); }

WEAK long atol(const char *S) { return strtol(S, NULL, 10); }

WEAK long long atoll(const char *S) { return strtoll(S, NULL, 10); }
