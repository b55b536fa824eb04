/* rle_roundtrip.c - run-length encoder and decoder with a roundtrip check.
 *
 * Stresses: data-dependent loops over a symbolic byte buffer and a
 * whole-buffer property.  Two codecs are exercised: an escape-based RLE
 * (runs of 4 or more become ESC count byte; a literal ESC must itself be
 * escaped) and a PackBits-style codec with literal and repeat packets
 * (header byte n: 0..127 = n+1 literals, 129..255 = 257-n repeats).  Each
 * encoded stream is decoded again and compared with the input.  The
 * escape encoder has a bug: a run of exactly three ESC bytes is copied
 * raw, so the decoder misreads it; reach_error() fires on that roundtrip
 * mismatch, which needs three adjacent bytes equal to the escape value.
 * Other branches need long runs, alternating runs and literals; the
 * PackBits roundtrip-failure branch and the no-op header 128 are
 * unreachable (the codec is correct).
 */
#include <string.h>

extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

#define N 10
#define ESC 0x1B
#define MAXENC (3 * N + 4)

/* escape-based RLE */
static int esc_encode(const unsigned char *in, int n, unsigned char *out) {
  int i = 0, o = 0, run, k;
  while (i < n) {
    run = 1;
    while (i + run < n && in[i + run] == in[i] && run < 255)
      run++;
    if (run >= 4) {
      out[o++] = ESC;
      out[o++] = (unsigned char)run;
      out[o++] = in[i];
    } else if (in[i] == ESC && run != 3) {
      /* escape literal ESC bytes as runs of length 1 or 2 */
      out[o++] = ESC;
      out[o++] = (unsigned char)run;
      out[o++] = ESC;
    } else {
      /* BUG: a run of exactly three ESC bytes falls through to here */
      for (k = 0; k < run; k++)
        out[o++] = in[i];
    }
    i += run;
  }
  return o;
}

/* Returns the decoded length, or -1 for a malformed stream. */
static int esc_decode(const unsigned char *in, int n, unsigned char *out,
                      int cap) {
  int i = 0, o = 0, k;
  while (i < n) {
    if (in[i] == ESC) {
      if (i + 2 >= n)
        return -1; /* truncated escape */
      if (in[i + 1] == 0)
        return -1; /* zero-length run */
      if (o + in[i + 1] > cap)
        return -1;
      for (k = 0; k < in[i + 1]; k++)
        out[o++] = in[i + 2];
      i += 3;
    } else {
      if (o >= cap)
        return -1;
      out[o++] = in[i++];
    }
  }
  return o;
}

/* PackBits */
static int pb_encode(const unsigned char *in, int n, unsigned char *out) {
  int i = 0, o = 0, run, lit, hdr;
  while (i < n) {
    run = 1;
    while (i + run < n && in[i + run] == in[i] && run < 128)
      run++;
    if (run >= 2) {
      out[o++] = (unsigned char)(257 - run);
      out[o++] = in[i];
      i += run;
    } else {
      /* collect literals until a run of 2 starts */
      hdr = o++;
      lit = 0;
      while (i < n && lit < 128 &&
             !(i + 1 < n && in[i] == in[i + 1])) {
        out[o++] = in[i++];
        lit++;
      }
      out[hdr] = (unsigned char)(lit - 1);
    }
  }
  return o;
}

static int pb_decode(const unsigned char *in, int n, unsigned char *out,
                     int cap) {
  int i = 0, o = 0, k, cnt;
  while (i < n) {
    int h = in[i++];
    if (h < 128) {
      cnt = h + 1;
      if (i + cnt > n || o + cnt > cap)
        return -1;
      for (k = 0; k < cnt; k++)
        out[o++] = in[i++];
    } else if (h > 128) {
      cnt = 257 - h;
      if (i >= n || o + cnt > cap)
        return -1;
      for (k = 0; k < cnt; k++)
        out[o++] = in[i];
      i++;
    } else {
      /* 128 is a no-op header, never produced by the encoder */
    }
  }
  return o;
}

int main(void) {
  unsigned char in[N];
  unsigned char enc[MAXENC];
  unsigned char dec[N + 8];
  int n, i, elen, dlen, longest = 1, cur = 1;

  n = __VERIFIER_nondet_uchar() % (N + 1);
  for (i = 0; i < n; i++)
    in[i] = __VERIFIER_nondet_uchar();

  for (i = 1; i < n; i++) {
    if (in[i] == in[i - 1]) {
      cur++;
      if (cur > longest)
        longest = cur;
    } else {
      cur = 1;
    }
  }

  /* PackBits: always correct */
  elen = pb_encode(in, n, enc);
  if (elen > n + 2)
    return 2; /* expansion: single literals between pairs, e.g. aabccdee */
  dlen = pb_decode(enc, elen, dec, (int)sizeof dec);
  if (dlen != n || memcmp(dec, in, (size_t)n) != 0)
    return 3; /* impossible: PackBits roundtrip fails */
  if (n >= 8 && elen <= 2)
    return 4; /* one long run */

  /* escape RLE */
  elen = esc_encode(in, n, enc);
  if (elen < n / 2 && longest >= 6)
    return 5; /* good compression */
  dlen = esc_decode(enc, elen, dec, (int)sizeof dec);
  if (dlen != n || memcmp(dec, in, (size_t)n) != 0)
    reach_error();

  return 0;
}
