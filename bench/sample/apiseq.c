/* apiseq.c - a file-handle API (open, write, seek, read, flush, truncate,
 * close) whose violation needs one particular order of calls: a write
 * after a seek past the end, then a truncate, then a read of the hole,
 * all on one open handle. The call-sequence learner rewards runs whose
 * call n-grams are new. */
#include "harness.h"

struct file {
  int open, pos, size, dirty, hole, truncated;
};

static void f_open(struct file *f) {
  if (!f->open) {
    f->open = 1;
    f->pos = 0;
    f->hole = f->truncated = 0;
  }
}
static void f_write(struct file *f, int n) {
  if (!f->open)
    return;
  if (f->pos > f->size)
    f->hole = 1;
  f->pos += n;
  if (f->pos > f->size)
    f->size = f->pos;
  f->dirty = 1;
}
static void f_seek(struct file *f, int off) {
  if (f->open)
    f->pos = off;
}
static int f_read(struct file *f, int n) {
  if (!f->open)
    return -1;
  int got = f->pos + n > f->size ? f->size - f->pos : n;
  if (f->hole && f->truncated && f->pos < f->size && got > 0)
    reach_error(); /* reads a hole that truncate should have zeroed */
  f->pos += got > 0 ? got : 0;
  return got;
}
static void f_flush(struct file *f) { f->dirty = 0; }
static void f_truncate(struct file *f, int size) {
  if (!f->open || f->dirty)
    return;
  if (size < f->size)
    f->size = size;
  f->truncated = f->hole;
}
static void f_close(struct file *f) {
  f->open = 0;
  f->hole = 0;
}

int main(void) {
  struct file f = {0};
  int steps = nd(1, 12);
  for (int s = 0; s < steps; s++) {
    int op = nd(0, 6), a = nd(0, 64);
    switch (op) {
    case 0: f_open(&f); break;
    case 1: f_write(&f, a); break;
    case 2: f_seek(&f, a); break;
    case 3: f_read(&f, a); break;
    case 4: f_flush(&f); break;
    case 5: f_truncate(&f, a); break;
    default: f_close(&f); break;
    }
  }
  return 0;
}
