/* crc_magic.c - a framed message parser with checksums and magic values.
 *
 * Stresses: checksums guarding the interesting code, as in file-format and
 * network-packet parsers.  A 12-byte symbolic frame has a 2-byte magic
 * ("FG"), a version, a type, a length, a payload and a trailer.  The frame
 * is accepted only if an additive Fletcher-16 checksum matches and the
 * CRC-16/CCITT of the payload equals the value stored in the trailer.
 * The CRC is computed bit by bit in a branch-free way (mask arithmetic),
 * so the whole CRC becomes one large bit-vector term: the solver, not the
 * search, must invert it.  A second, table-driven CRC-8 (symbolic table
 * index) guards a command.  reach_error() needs a valid frame of type 7
 * whose payload CRC-32 (branch-free as well) equals 0xC0FFEE42 restricted
 * to its low 16 bits.
 */
#include <string.h>

extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

#define FRAME 12
#define HDR 5
#define TRAILER 2

static unsigned char crc8_table[256];

static void init_crc8(void) {
  int i, b;
  for (i = 0; i < 256; i++) {
    unsigned char c = (unsigned char)i;
    for (b = 0; b < 8; b++)
      c = (unsigned char)((c << 1) ^ ((c & 0x80) ? 0x07 : 0));
    crc8_table[i] = c;
  }
}

static unsigned char crc8(const unsigned char *p, int n) {
  unsigned char c = 0;
  int i;
  for (i = 0; i < n; i++)
    c = crc8_table[(unsigned char)(c ^ p[i])];
  return c;
}

/* CRC-16/CCITT-FALSE, branch-free inner loop */
static unsigned short crc16(const unsigned char *p, int n) {
  unsigned crc = 0xFFFF;
  int i, b;
  for (i = 0; i < n; i++) {
    crc ^= (unsigned)p[i] << 8;
    for (b = 0; b < 8; b++) {
      unsigned mask = 0u - ((crc >> 15) & 1u);
      crc = ((crc << 1) ^ (0x1021u & mask)) & 0xFFFFu;
    }
  }
  return (unsigned short)crc;
}

/* CRC-32 (reflected, poly 0xEDB88320), branch-free inner loop */
static unsigned crc32(const unsigned char *p, int n) {
  unsigned crc = 0xFFFFFFFFu;
  int i, b;
  for (i = 0; i < n; i++) {
    crc ^= p[i];
    for (b = 0; b < 8; b++)
      crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

/* Fletcher-16 */
static unsigned short fletcher16(const unsigned char *p, int n) {
  unsigned s1 = 0, s2 = 0;
  int i;
  for (i = 0; i < n; i++) {
    s1 = (s1 + p[i]) % 255;
    s2 = (s2 + s1) % 255;
  }
  return (unsigned short)((s2 << 8) | s1);
}

int main(void) {
  unsigned char f[FRAME];
  int i, len, version, type;
  const unsigned char *payload;
  unsigned short stored, fl;

  for (i = 0; i < FRAME; i++)
    f[i] = __VERIFIER_nondet_uchar();
  init_crc8();

  if (f[0] != 'F' || f[1] != 'G')
    return 1; /* bad magic */
  version = f[2] >> 4;
  type = f[2] & 0x0F;
  if (version != 1 && version != 2)
    return 2; /* unsupported version */
  len = f[3];
  if (len > FRAME - HDR - TRAILER)
    return 3; /* length field too large */
  payload = f + HDR;

  /* header byte 4: Fletcher-16 of the first four bytes, folded to 8 bits */
  fl = fletcher16(f, 4);
  if (f[4] != (unsigned char)(fl ^ (fl >> 8)))
    return 4; /* header checksum mismatch */

  stored = (unsigned short)(f[HDR + len] | (f[HDR + len + 1] << 8));
  if (version == 2) {
    if (crc16(payload, len) != stored)
      return 5; /* payload CRC mismatch */
  } else {
    if ((unsigned short)(fletcher16(payload, len) + 1) != stored)
      return 6; /* version 1 uses a Fletcher trailer */
  }

  /* frame accepted */
  switch (type) {
  case 0:
    return 10; /* keep-alive */
  case 1:
    if (len == 0)
      return 11;
    return payload[0] == 'A' ? 12 : 13;
  case 3:
    /* command frame: the CRC-8 of the payload selects the command */
    if (len >= 2 && crc8(payload, len) == 0x5A)
      return 14;
    return 15;
  case 7:
    if (version == 2 && len >= 3 &&
        (crc32(payload, len) & 0xFFFFu) == (0xC0FFEE42u & 0xFFFFu))
      reach_error();
    return 16;
  default:
    if (type > 12 && len == FRAME - HDR - TRAILER)
      return 17; /* full-length frame of a reserved type */
    return 18;
  }
}
