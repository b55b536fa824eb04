/* drive1.c - a RAM block driver in the style of LDD3's sbull: init, open,
 * release, ioctl, transfer (read/write sectors), media_changed,
 * revalidate, driven by a sequence of entry-point calls; modelled on the
 * paper's DRIVE1 (pointer access). Bugs: a transfer after the last
 * release uses the freed data buffer (use after free) when the media
 * changed in between; ioctl(HDIO_GETGEO) on a never-opened device
 * dereferences a null geometry pointer. */
#include "harness.h"
#include <stdlib.h>
#include <string.h>

#define SECTOR 16
#define NSECT 8

struct geo {
  int heads, sectors, cylinders;
};

struct dev {
  unsigned char *data;
  struct geo *g;
  int users, media_change, opened_once, size;
};

static void dev_init(struct dev *d) {
  d->size = SECTOR * NSECT;
  d->data = malloc(d->size);
  memset(d->data, 0, d->size);
  d->g = 0;
  d->users = d->media_change = d->opened_once = 0;
}

static int dev_open(struct dev *d) {
  if (!d->data)
    d->data = calloc(d->size, 1);
  if (!d->g) {
    d->g = malloc(sizeof *d->g);
    d->g->heads = 4;
    d->g->sectors = 2;
    d->g->cylinders = NSECT / 8 + 1;
  }
  d->users++;
  d->opened_once = 1;
  return 0;
}

static void dev_release(struct dev *d) {
  if (d->users == 0)
    return;
  if (--d->users == 0 && !d->media_change) {
    free(d->data);
    d->data = 0;
  } else if (d->users == 0) {
    free(d->data); /* bug: the pointer is kept when the media changed */
  }
}

static int dev_ioctl(struct dev *d, int cmd) {
  if (cmd == 0x301) /* HDIO_GETGEO */
    return d->g->heads * d->g->sectors; /* null before the first open */
  if (cmd == 0x1260) /* BLKGETSIZE */
    return d->size / 512;
  return -1;
}

static int dev_transfer(struct dev *d, int sector, int write, int val) {
  if (sector < 0 || sector >= NSECT || !d->data)
    return -1;
  unsigned char *p = d->data + sector * SECTOR;
  if (write) {
    for (int i = 0; i < SECTOR; i++)
      p[i] = (unsigned char)(val + i);
    return 0;
  }
  int s = 0;
  for (int i = 0; i < SECTOR; i++)
    s += p[i];
  return s;
}

static int dev_media_changed(struct dev *d) {
  int c = d->media_change;
  d->media_change = 0;
  return c;
}

int main(void) {
  struct dev d;
  dev_init(&d);
  int steps = nd(1, 10), acc = 0;
  for (int s = 0; s < steps; s++) {
    int op = nd(0, 6), a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
    switch (op) {
    case 0: dev_open(&d); break;
    case 1: dev_release(&d); break;
    case 2: if (d.opened_once || a == 7) acc += dev_ioctl(&d, b); break;
    case 3: acc += dev_transfer(&d, a, 1, b); break;
    case 4: acc += dev_transfer(&d, a, 0, 0); break;
    case 5: d.media_change = 1; break;
    default: acc += dev_media_changed(&d); break;
    }
  }
  if (acc == 1000)
    reach_error();
  free(d.g);
  if (d.users)
    free(d.data);
  return 0;
}
