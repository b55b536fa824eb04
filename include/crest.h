/* crest.h - CREST-compatible input API for forage.
   Lets programs written for CREST run under forage unchanged. */
#ifndef FORAGE_CREST_H
#define FORAGE_CREST_H

#ifdef __cplusplus
extern "C" {
#endif

/* CREST_<type>(x) overwrites the lvalue x (of exactly the named type) with
   one fresh input of that type, e.g.
     int n;
     CREST_int(n);
   The CREST instrumentation macros (__CrestLoad etc.) are not needed:
   forage instruments the LLVM bitcode itself. */
#define CREST_int(x) __CrestInt(&(x))
#define CREST_unsigned_int(x) __CrestUInt(&(x))
#define CREST_char(x) __CrestChar(&(x))
#define CREST_unsigned_char(x) __CrestUChar(&(x))
#define CREST_short(x) __CrestShort(&(x))
#define CREST_unsigned_short(x) __CrestUShort(&(x))

void __CrestInt(int *x);
void __CrestUInt(unsigned int *x);
void __CrestChar(char *x);
void __CrestUChar(unsigned char *x);
void __CrestShort(short *x);
void __CrestUShort(unsigned short *x);

#ifdef __cplusplus
}
#endif

#endif /* FORAGE_CREST_H */
