/* LibcWide.c - <wchar.h> and <wctype.h> as the C locale has them, the
   locale every program runs in inside forage and in its replay
   (docs/libc.md): one byte is one character, ASCII only (glibc's "C" is
   ANSI_X3.4-1968: a byte of 0x80 or more is no character, EILSEQ), and the
   wide classes are ASCII's. Run natively, these functions read and write
   the program's memory out of forage's sight (wcslen on a symbolic string
   took its concrete length); here they are ordinary code on symbolic data.
   The string functions are the same loops as LibcString.c's. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

/* ---- <wchar.h> strings ---- */

size_t wcslen(const wchar_t *S) {
  size_t N = 0;
  while (S[N])
    ++N;
  return N;
}

size_t wcsnlen(const wchar_t *S, size_t Max) {
  size_t N = 0;
  while (N < Max && S[N])
    ++N;
  return N;
}

wchar_t *wcscpy(wchar_t *D, const wchar_t *S) {
  wchar_t *R = D;
  while ((*D++ = *S++))
    ;
  return R;
}

wchar_t *wcpcpy(wchar_t *D, const wchar_t *S) {
  while ((*D = *S++))
    ++D;
  return D;
}

wchar_t *wcsncpy(wchar_t *D, const wchar_t *S, size_t N) {
  size_t K = 0;
  for (; K < N && S[K]; ++K)
    D[K] = S[K];
  for (; K < N; ++K)
    D[K] = 0;
  return D;
}

wchar_t *wcscat(wchar_t *D, const wchar_t *S) {
  wcscpy(D + wcslen(D), S);
  return D;
}

wchar_t *wcsncat(wchar_t *D, const wchar_t *S, size_t N) {
  wchar_t *E = D + wcslen(D);
  size_t K = 0;
  for (; K < N && S[K]; ++K)
    E[K] = S[K];
  E[K] = 0;
  return D;
}

int wcscmp(const wchar_t *A, const wchar_t *B) {
  while (*A && *A == *B)
    ++A, ++B;
  return *A < *B ? -1 : *A > *B;
}

int wcsncmp(const wchar_t *A, const wchar_t *B, size_t N) {
  for (; N; --N, ++A, ++B) {
    if (*A != *B)
      return *A < *B ? -1 : 1;
    if (!*A)
      return 0;
  }
  return 0;
}

/* The C locale collates by code. */
int wcscoll(const wchar_t *A, const wchar_t *B) { return wcscmp(A, B); }

size_t wcsxfrm(wchar_t *D, const wchar_t *S, size_t N) {
  size_t Len = wcslen(S);
  if (Len < N)
    wcscpy(D, S);
  return Len;
}

wchar_t *wcschr(const wchar_t *S, wchar_t C) {
  for (;; ++S) {
    if (*S == C)
      return (wchar_t *)S;
    if (!*S)
      return 0;
  }
}

wchar_t *wcsrchr(const wchar_t *S, wchar_t C) {
  const wchar_t *Last = 0;
  for (;; ++S) {
    if (*S == C)
      Last = S;
    if (!*S)
      return (wchar_t *)Last;
  }
}

size_t wcsspn(const wchar_t *S, const wchar_t *Accept) {
  size_t N = 0;
  while (S[N] && wcschr(Accept, S[N]))
    ++N;
  return N;
}

size_t wcscspn(const wchar_t *S, const wchar_t *Reject) {
  size_t N = 0;
  while (S[N] && !wcschr(Reject, S[N]))
    ++N;
  return N;
}

wchar_t *wcspbrk(const wchar_t *S, const wchar_t *Accept) {
  S += wcscspn(S, Accept);
  return *S ? (wchar_t *)S : 0;
}

wchar_t *wcsstr(const wchar_t *H, const wchar_t *N) {
  if (!*N)
    return (wchar_t *)H;
  for (; *H; ++H) {
    size_t K = 0;
    while (N[K] && H[K] == N[K])
      ++K;
    if (!N[K])
      return (wchar_t *)H;
  }
  return 0;
}

wchar_t *wcsdup(const wchar_t *S) {
  size_t N = (wcslen(S) + 1) * sizeof(wchar_t);
  wchar_t *D = malloc(N);
  if (D)
    memcpy(D, S, N);
  return D;
}

wchar_t *wcstok(wchar_t *S, const wchar_t *Delim, wchar_t **Save) {
  if (!S)
    S = *Save;
  S += wcsspn(S, Delim);
  if (!*S) {
    *Save = S;
    return 0;
  }
  wchar_t *End = S + wcscspn(S, Delim);
  if (*End)
    *End++ = 0;
  *Save = End;
  return S;
}

wchar_t *wmemcpy(wchar_t *D, const wchar_t *S, size_t N) {
  return memcpy(D, S, N * sizeof(wchar_t));
}

wchar_t *wmempcpy(wchar_t *D, const wchar_t *S, size_t N) {
  return wmemcpy(D, S, N) + N;
}

wchar_t *wmemmove(wchar_t *D, const wchar_t *S, size_t N) {
  return memmove(D, S, N * sizeof(wchar_t));
}

wchar_t *wmemset(wchar_t *D, wchar_t C, size_t N) {
  for (size_t K = 0; K < N; ++K)
    D[K] = C;
  return D;
}

int wmemcmp(const wchar_t *A, const wchar_t *B, size_t N) {
  for (size_t K = 0; K < N; ++K)
    if (A[K] != B[K])
      return A[K] < B[K] ? -1 : 1;
  return 0;
}

wchar_t *wmemchr(const wchar_t *S, wchar_t C, size_t N) {
  for (size_t K = 0; K < N; ++K)
    if (S[K] == C)
      return (wchar_t *)(S + K);
  return 0;
}

/* ---- <wctype.h> in the C locale: ASCII classes, nothing above ---- */

int iswupper(wint_t C) { return C >= 'A' && C <= 'Z'; }
int iswlower(wint_t C) { return C >= 'a' && C <= 'z'; }
int iswalpha(wint_t C) { return iswupper(C) || iswlower(C); }
int iswdigit(wint_t C) { return C >= '0' && C <= '9'; }
int iswalnum(wint_t C) { return iswalpha(C) || iswdigit(C); }
int iswxdigit(wint_t C) {
  return iswdigit(C) || (C >= 'a' && C <= 'f') || (C >= 'A' && C <= 'F');
}
int iswspace(wint_t C) { return C == ' ' || (C >= '\t' && C <= '\r'); }
int iswblank(wint_t C) { return C == ' ' || C == '\t'; }
int iswcntrl(wint_t C) { return C < 0x20 || C == 0x7f; }
int iswprint(wint_t C) { return C >= 0x20 && C < 0x7f; }
int iswgraph(wint_t C) { return C > 0x20 && C < 0x7f; }
int iswpunct(wint_t C) { return iswgraph(C) && !iswalnum(C); }
wint_t towupper(wint_t C) { return iswlower(C) ? C - 'a' + 'A' : C; }
wint_t towlower(wint_t C) { return iswupper(C) ? C - 'A' + 'a' : C; }

/* wctype_t names a class by its position in this table (plus one). */
static const char *const ClassNames[] = {"alnum", "alpha", "blank", "cntrl",
                                         "digit", "graph", "lower", "print",
                                         "punct", "space", "upper", "xdigit"};
enum { NumClasses = sizeof ClassNames / sizeof ClassNames[0] };

wctype_t wctype(const char *Name) {
  for (unsigned K = 0; K < NumClasses; ++K)
    if (strcmp(Name, ClassNames[K]) == 0)
      return K + 1;
  return 0;
}

int iswctype(wint_t C, wctype_t Class) {
  switch (Class) {
  case 1: return iswalnum(C);
  case 2: return iswalpha(C);
  case 3: return iswblank(C);
  case 4: return iswcntrl(C);
  case 5: return iswdigit(C);
  case 6: return iswgraph(C);
  case 7: return iswlower(C);
  case 8: return iswprint(C);
  case 9: return iswpunct(C);
  case 10: return iswspace(C);
  case 11: return iswupper(C);
  case 12: return iswxdigit(C);
  default: return 0;
  }
}

wctrans_t wctrans(const char *Name) {
  if (strcmp(Name, "toupper") == 0)
    return (wctrans_t)1;
  if (strcmp(Name, "tolower") == 0)
    return (wctrans_t)2;
  return 0;
}

wint_t towctrans(wint_t C, wctrans_t T) {
  return T == (wctrans_t)1 ? towupper(C) : T == (wctrans_t)2 ? towlower(C) : C;
}

/* Columns: printable ASCII takes one, NUL none, the rest cannot be shown. */
int wcwidth(wchar_t C) { return C == 0 ? 0 : iswprint((wint_t)C) ? 1 : -1; }

int wcswidth(const wchar_t *S, size_t N) {
  int W = 0;
  for (size_t K = 0; K < N && S[K]; ++K) {
    int C = wcwidth(S[K]);
    if (C < 0)
      return -1;
    W += C;
  }
  return W;
}

/* ---- conversions: one ASCII byte is one character ---- */

int wctob(wint_t C) { return C < 0x80 ? (int)C : EOF; }

int mbsinit(const mbstate_t *State) {
  (void)State;
  return 1;
}

size_t mbrtowc(wchar_t *Out, const char *S, size_t N, mbstate_t *State) {
  (void)State;
  if (!S)
    return 0;
  if (N == 0)
    return (size_t)-2;
  unsigned char C = (unsigned char)*S;
  if (C >= 0x80) {
    errno = EILSEQ;
    return (size_t)-1;
  }
  if (Out)
    *Out = C;
  return C != 0;
}

size_t mbrlen(const char *S, size_t N, mbstate_t *State) {
  return mbrtowc(0, S, N, State);
}

int mbtowc(wchar_t *Out, const char *S, size_t N) {
  if (!S)
    return 0; /* no shift states */
  size_t R = mbrtowc(Out, S, N, 0);
  return R == (size_t)-1 || R == (size_t)-2 ? -1 : (int)R;
}

int mblen(const char *S, size_t N) { return mbtowc(0, S, N); }

size_t wcrtomb(char *Out, wchar_t C, mbstate_t *State) {
  (void)State;
  if (!Out)
    return 1;
  if ((unsigned)C >= 0x80) {
    errno = EILSEQ;
    return (size_t)-1;
  }
  *Out = (char)C;
  return 1;
}

int wctomb(char *Out, wchar_t C) {
  if (!Out)
    return 0;
  size_t R = wcrtomb(Out, C, 0);
  return R == (size_t)-1 ? -1 : (int)R;
}

size_t mbsnrtowcs(wchar_t *Out, const char **Src, size_t NMax, size_t Len,
                  mbstate_t *State) {
  (void)State;
  const char *S = *Src;
  size_t K = 0;
  for (; (!Out || K < Len) && K < NMax; ++K) {
    unsigned char C = (unsigned char)S[K];
    if (C >= 0x80) {
      *Src = S + K;
      errno = EILSEQ;
      return (size_t)-1;
    }
    if (Out)
      Out[K] = C;
    if (!C) {
      if (Out)
        *Src = 0;
      return K;
    }
  }
  if (Out)
    *Src = S + K;
  return K;
}

size_t mbsrtowcs(wchar_t *Out, const char **Src, size_t Len,
                 mbstate_t *State) {
  return mbsnrtowcs(Out, Src, (size_t)-1, Len, State);
}

size_t mbstowcs(wchar_t *Out, const char *S, size_t Len) {
  return mbsrtowcs(Out, &S, Len, 0);
}

size_t wcsnrtombs(char *Out, const wchar_t **Src, size_t NMax, size_t Len,
                  mbstate_t *State) {
  (void)State;
  const wchar_t *S = *Src;
  size_t K = 0;
  for (; (!Out || K < Len) && K < NMax; ++K) {
    wchar_t C = S[K];
    if ((unsigned)C >= 0x80) {
      *Src = S + K;
      errno = EILSEQ;
      return (size_t)-1;
    }
    if (Out)
      Out[K] = (char)C;
    if (!C) {
      if (Out)
        *Src = 0;
      return K;
    }
  }
  if (Out)
    *Src = S + K;
  return K;
}

size_t wcsrtombs(char *Out, const wchar_t **Src, size_t Len,
                 mbstate_t *State) {
  return wcsnrtombs(Out, Src, (size_t)-1, Len, State);
}

size_t wcstombs(char *Out, const wchar_t *S, size_t Len) {
  return wcsrtombs(Out, &S, Len, 0);
}
