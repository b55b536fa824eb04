/* LibcCtype.c - C models of the <ctype.h> functions (C locale) for the
   forage runtime, including the glibc tables that the ctype.h macros read. */
#include <stdint.h>

/* Programs that define their own versions of these functions keep them. */
#define WEAK __attribute__((weak))

int isalpha(int C);
int isdigit(int C);
int isalnum(int C);
int isspace(int C);
int isupper(int C);
int islower(int C);
int isxdigit(int C);
int ispunct(int C);
int isprint(int C);
int isgraph(int C);
int iscntrl(int C);
int isblank(int C);
int toupper(int C);
int tolower(int C);
const unsigned short **__ctype_b_loc(void);
const int32_t **__ctype_tolower_loc(void);
const int32_t **__ctype_toupper_loc(void);

/* --- Functions ------------------------------------------------------------
   Written as comparisons rather than table lookups, so that a symbolic
   character yields simple range constraints. */

WEAK int isupper(int C) { return C >= 'A' && C <= 'Z'; }

WEAK int islower(int C) { return C >= 'a' && C <= 'z'; }

WEAK int isalpha(int C) { return isupper(C) || islower(C); }

WEAK int isdigit(int C) { return C >= '0' && C <= '9'; }

WEAK int isalnum(int C) { return isalpha(C) || isdigit(C); }

WEAK int isxdigit(int C) {
  return isdigit(C) || (C >= 'a' && C <= 'f') || (C >= 'A' && C <= 'F');
}

/* Space, \t, \n, \v, \f, \r. */
WEAK int isspace(int C) { return C == ' ' || (C >= '\t' && C <= '\r'); }

WEAK int isblank(int C) { return C == ' ' || C == '\t'; }

WEAK int iscntrl(int C) { return (C >= 0 && C < 0x20) || C == 0x7f; }

WEAK int isprint(int C) { return C >= 0x20 && C < 0x7f; }

WEAK int isgraph(int C) { return C > 0x20 && C < 0x7f; }

WEAK int ispunct(int C) { return isgraph(C) && !isalnum(C); }

WEAK int toupper(int C) { return islower(C) ? C - 'a' + 'A' : C; }

WEAK int tolower(int C) { return isupper(C) ? C - 'A' + 'a' : C; }

/* --- glibc tables ----------------------------------------------------------
   With glibc, the <ctype.h> macros expand isdigit(c) to
   (*__ctype_b_loc())[(int)(c)] & _ISdigit and toupper / tolower (when
   inlined) to (*__ctype_toupper_loc())[c], for c in [-128, 255].  Each table
   below has 384 entries for -128..255, and the exported pointer points at
   the entry for 0.  As in glibc's C locale, bytes above 0x7f and negative
   indices have no class, and the case tables map bytes above 0x7f to
   themselves, EOF (-1) to EOF and other negative c (a signed char) to the
   same byte as an unsigned char, c + 256. */

/* glibc's _ISbit: the class bits are stored in big-endian order. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define ISBIT(Bit) (1 << (Bit))
#else
#define ISBIT(Bit) ((Bit) < 8 ? ((1 << (Bit)) << 8) : ((1 << (Bit)) >> 8))
#endif

#define IS_UPPER ISBIT(0)
#define IS_LOWER ISBIT(1)
#define IS_ALPHA ISBIT(2)
#define IS_DIGIT ISBIT(3)
#define IS_XDIGIT ISBIT(4)
#define IS_SPACE ISBIT(5)
#define IS_PRINT ISBIT(6)
#define IS_GRAPH ISBIT(7)
#define IS_BLANK ISBIT(8)
#define IS_CNTRL ISBIT(9)
#define IS_PUNCT ISBIT(10)
#define IS_ALNUM ISBIT(11)

/* Constant-expression versions of the functions above, for the tables. */
#define IN(C, Lo, Hi) ((C) >= (Lo) && (C) <= (Hi))
#define C_UPPER(C) IN(C, 'A', 'Z')
#define C_LOWER(C) IN(C, 'a', 'z')
#define C_DIGIT(C) IN(C, '0', '9')
#define C_ALNUM(C) (C_UPPER(C) || C_LOWER(C) || C_DIGIT(C))
#define C_GRAPH(C) IN(C, 0x21, 0x7e)

#define CLASS(C)                                                               \
  ((C_UPPER(C) ? IS_UPPER : 0) | (C_LOWER(C) ? IS_LOWER : 0) |                 \
   (C_UPPER(C) || C_LOWER(C) ? IS_ALPHA : 0) | (C_DIGIT(C) ? IS_DIGIT : 0) |   \
   (C_DIGIT(C) || IN(C, 'a', 'f') || IN(C, 'A', 'F') ? IS_XDIGIT : 0) |        \
   ((C) == ' ' || IN(C, '\t', '\r') ? IS_SPACE : 0) |                          \
   (IN(C, 0x20, 0x7e) ? IS_PRINT : 0) | (C_GRAPH(C) ? IS_GRAPH : 0) |          \
   ((C) == ' ' || (C) == '\t' ? IS_BLANK : 0) |                                \
   (IN(C, 0, 0x1f) || (C) == 0x7f ? IS_CNTRL : 0) |                            \
   (C_GRAPH(C) && !C_ALNUM(C) ? IS_PUNCT : 0) | (C_ALNUM(C) ? IS_ALNUM : 0))

#define BYTE(C) ((C) < -1 ? (C) + 256 : (C))
#define LOWER_OF(C) (C_UPPER(C) ? (C) - 'A' + 'a' : BYTE(C))
#define UPPER_OF(C) (C_LOWER(C) ? (C) - 'a' + 'A' : BYTE(C))

/* R16(F, B) expands to F(B), F(B + 1), ..., F(B + 15). */
#define R4(F, B) F(B), F((B) + 1), F((B) + 2), F((B) + 3)
#define R16(F, B) R4(F, B), R4(F, (B) + 4), R4(F, (B) + 8), R4(F, (B) + 12)
#define R64(F, B)                                                              \
  R16(F, B), R16(F, (B) + 16), R16(F, (B) + 32), R16(F, (B) + 48)
/* F(-128), ..., F(255). */
#define R384(F)                                                                \
  R64(F, -128), R64(F, -64), R64(F, 0), R64(F, 64), R64(F, 128), R64(F, 192)

static const unsigned short ClassTable[384] = {R384(CLASS)};
static const int32_t ToLowerTable[384] = {R384(LOWER_OF)};
static const int32_t ToUpperTable[384] = {R384(UPPER_OF)};

static const unsigned short *ClassPtr = ClassTable + 128;
static const int32_t *ToLowerPtr = ToLowerTable + 128;
static const int32_t *ToUpperPtr = ToUpperTable + 128;

WEAK const unsigned short **__ctype_b_loc(void) { return &ClassPtr; }

WEAK const int32_t **__ctype_tolower_loc(void) { return &ToLowerPtr; }

WEAK const int32_t **__ctype_toupper_loc(void) { return &ToUpperPtr; }
