/* ipoib.c - a network device over an unreliable transport, reduced from
 * the shape of Linux's IP-over-InfiniBand driver: open, stop, xmit,
 * neighbour allocation and lookup, multicast join and leave, timeouts;
 * modelled on the paper's IPOIB (pointer access). Bugs: xmit to a
 * neighbour whose path was flushed by a stop dereferences a null path;
 * leaving a multicast group twice frees it twice. */
#include "harness.h"
#include <stdlib.h>

#define NNEIGH 4
#define NMCAST 3

struct path {
  int lid, valid;
};

struct neigh {
  int in_use, addr;
  struct path *path;
  int queued;
};

struct mcast {
  int joined, members;
  int *members_buf;
};

struct priv {
  int up, tx_dropped, tx_packets, timeouts;
  struct neigh neigh[NNEIGH];
  struct mcast mc[NMCAST];
};

static void dev_open(struct priv *p) { p->up = 1; }

static void dev_stop(struct priv *p) {
  p->up = 0;
  for (int i = 0; i < NNEIGH; i++)
    if (p->neigh[i].in_use && p->neigh[i].queued == 0) {
      free(p->neigh[i].path);
      p->neigh[i].path = 0; /* queued neighbours keep a stale "in_use" */
    }
}

static int neigh_alloc(struct priv *p, int addr) {
  for (int i = 0; i < NNEIGH; i++)
    if (!p->neigh[i].in_use) {
      p->neigh[i].in_use = 1;
      p->neigh[i].addr = addr;
      p->neigh[i].queued = 0;
      p->neigh[i].path = malloc(sizeof(struct path));
      p->neigh[i].path->lid = addr * 3 + 1;
      p->neigh[i].path->valid = 1;
      return i;
    }
  return -1;
}

static int xmit(struct priv *p, int addr, int len) {
  if (!p->up) {
    p->tx_dropped++;
    return -1;
  }
  for (int i = 0; i < NNEIGH; i++)
    if (p->neigh[i].in_use && p->neigh[i].addr == addr) {
      if (len > 1000)
        p->neigh[i].queued++;
      if (p->neigh[i].path->valid) { /* null after a stop */
        p->tx_packets++;
        return p->neigh[i].path->lid;
      }
    }
  return neigh_alloc(p, addr) >= 0 ? 0 : -1;
}

static void mcast_join(struct priv *p, int g) {
  struct mcast *m = &p->mc[g];
  if (!m->joined) {
    m->members_buf = malloc(sizeof(int) * 4);
    m->joined = 1;
    m->members = 0;
  }
  if (m->members < 4)
    m->members_buf[m->members++] = g;
}

static void mcast_leave(struct priv *p, int g) {
  struct mcast *m = &p->mc[g];
  if (m->members > 0) {
    m->members--;
    if (m->members == 0) {
      free(m->members_buf);
      if (g != 2)
        m->joined = 0; /* group 2 forgets to clear it */
    }
  } else if (m->joined) {
    free(m->members_buf); /* double free for group 2 */
    m->joined = 0;
  }
}

static void tx_timeout(struct priv *p) {
  p->timeouts++;
  for (int i = 0; i < NNEIGH; i++)
    p->neigh[i].queued = 0;
}

int main(void) {
  struct priv p = {0};
  int steps = nd(1, 12);
  for (int s = 0; s < steps; s++) {
    int op = nd(0, 5), a = nd(0, 5), len = nd(0, 1500);
    switch (op) {
    case 0: dev_open(&p); break;
    case 1: dev_stop(&p); break;
    case 2: xmit(&p, a, len); break;
    case 3: mcast_join(&p, a % NMCAST); break;
    case 4: mcast_leave(&p, a % NMCAST); break;
    default: tx_timeout(&p); break;
    }
  }
  if (p.tx_packets >= 5 && p.timeouts >= 2)
    reach_error();
  return 0;
}
