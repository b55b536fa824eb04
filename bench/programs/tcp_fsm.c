/* tcp_fsm.c - the TCP connection state machine (RFC 793, 11 states) driven
 * by a sequence of symbolic segments and user calls.
 *
 * Stresses: a protocol state machine in which every input is a small
 * record (kind, flags bit set, sequence and acknowledgement numbers) and
 * transitions check flag combinations and sequence-number arithmetic
 * against the state.  Reaching TIME_WAIT through the simultaneous-close
 * path (FIN_WAIT_1 -> CLOSING -> TIME_WAIT) needs about seven correctly
 * ordered, correctly numbered inputs.  reach_error() fires when data is
 * accepted in TIME_WAIT after a simultaneous close - a bug in the
 * window check, which wrongly uses a wrapped sequence comparison.
 */
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

#define STEPS 10

enum tcp_state {
  CLOSED,
  LISTEN,
  SYN_SENT,
  SYN_RCVD,
  ESTABLISHED,
  FIN_WAIT_1,
  FIN_WAIT_2,
  CLOSE_WAIT,
  CLOSING,
  LAST_ACK,
  TIME_WAIT
};

/* input kinds */
#define IN_SEGMENT 0
#define IN_OPEN_ACTIVE 1
#define IN_OPEN_PASSIVE 2
#define IN_CLOSE 3
#define IN_TIMEOUT 4
#define IN_SEND 5

/* flags */
#define F_FIN 1
#define F_SYN 2
#define F_RST 4
#define F_ACK 16

struct tcb {
  enum tcp_state state;
  unsigned snd_una, snd_nxt, iss;
  unsigned rcv_nxt, irs;
  unsigned rcv_wnd;
  int bytes_in;
  int simultaneous_close;
  int resets;
};

static struct tcb t;

/* sequence number a < b, modulo 2^32 */
static int seq_lt(unsigned a, unsigned b) { return (int)(a - b) < 0; }
static int seq_le(unsigned a, unsigned b) { return (int)(a - b) <= 0; }

static int acceptable_ack(unsigned ack) {
  return seq_lt(t.snd_una, ack) && seq_le(ack, t.snd_nxt);
}

/* Is the segment inside the receive window? */
static int in_window(unsigned seq, unsigned len) {
  if (t.state == TIME_WAIT && t.simultaneous_close) {
    /* BUG: compares without wrap-around, accepting a segment that starts
     * far "before" rcv_nxt */
    return seq + len >= t.rcv_nxt && len > 0;
  }
  if (len == 0)
    return seq == t.rcv_nxt;
  return seq_le(t.rcv_nxt, seq) && seq_lt(seq, t.rcv_nxt + t.rcv_wnd);
}

static void segment(int flags, unsigned seq, unsigned ack, unsigned len) {
  if (flags & F_RST) {
    if (t.state != CLOSED && t.state != LISTEN) {
      t.resets++;
      t.state = t.state == SYN_RCVD ? LISTEN : CLOSED;
    }
    return;
  }
  switch (t.state) {
  case CLOSED:
    break; /* would answer with RST */
  case LISTEN:
    if ((flags & F_SYN) && !(flags & F_ACK)) {
      t.irs = seq;
      t.rcv_nxt = seq + 1;
      t.snd_una = t.iss;
      t.snd_nxt = t.iss + 1;
      t.state = SYN_RCVD;
    }
    break;
  case SYN_SENT:
    if ((flags & F_ACK) && ack != t.snd_nxt)
      break;
    if (flags & F_SYN) {
      t.irs = seq;
      t.rcv_nxt = seq + 1;
      if (flags & F_ACK) {
        t.snd_una = ack;
        t.state = ESTABLISHED;
      } else {
        t.state = SYN_RCVD; /* simultaneous open */
      }
    }
    break;
  case SYN_RCVD:
    if ((flags & F_ACK) && acceptable_ack(ack)) {
      t.snd_una = ack;
      t.state = ESTABLISHED;
    }
    break;
  case ESTABLISHED:
  case FIN_WAIT_1:
  case FIN_WAIT_2:
  case CLOSE_WAIT:
  case CLOSING:
  case LAST_ACK:
  case TIME_WAIT:
    if (!in_window(seq, len + ((flags & F_FIN) ? 1 : 0)))
      break;
    if (flags & F_SYN) {
      t.state = CLOSED; /* SYN in window: reset */
      t.resets++;
      break;
    }
    if (flags & F_ACK) {
      if (acceptable_ack(ack))
        t.snd_una = ack;
    }
    if (len > 0) {
      if (t.state == TIME_WAIT && t.simultaneous_close)
        reach_error(); /* data accepted after both sides closed */
      if (t.state == ESTABLISHED || t.state == FIN_WAIT_1 ||
          t.state == FIN_WAIT_2) {
        t.rcv_nxt += len;
        t.bytes_in += (int)len;
      }
    }
    if (flags & F_FIN) {
      t.rcv_nxt += 1;
      switch (t.state) {
      case ESTABLISHED:
        t.state = CLOSE_WAIT;
        break;
      case FIN_WAIT_1:
        if (t.snd_una == t.snd_nxt) {
          t.state = TIME_WAIT;
        } else {
          t.state = CLOSING;
          t.simultaneous_close = 1;
        }
        break;
      case FIN_WAIT_2:
        t.state = TIME_WAIT;
        break;
      default:
        break;
      }
    } else if (flags & F_ACK) {
      if (t.state == FIN_WAIT_1 && t.snd_una == t.snd_nxt)
        t.state = FIN_WAIT_2;
      else if (t.state == CLOSING && t.snd_una == t.snd_nxt)
        t.state = TIME_WAIT;
      else if (t.state == LAST_ACK && t.snd_una == t.snd_nxt)
        t.state = CLOSED;
    }
    break;
  }
}

static void user_call(int kind) {
  switch (kind) {
  case IN_OPEN_ACTIVE:
    if (t.state == CLOSED) {
      t.snd_una = t.iss;
      t.snd_nxt = t.iss + 1;
      t.state = SYN_SENT;
    }
    break;
  case IN_OPEN_PASSIVE:
    if (t.state == CLOSED)
      t.state = LISTEN;
    break;
  case IN_CLOSE:
    if (t.state == LISTEN || t.state == SYN_SENT)
      t.state = CLOSED;
    else if (t.state == SYN_RCVD || t.state == ESTABLISHED) {
      t.snd_nxt++; /* our FIN */
      t.state = FIN_WAIT_1;
    } else if (t.state == CLOSE_WAIT) {
      t.snd_nxt++;
      t.state = LAST_ACK;
    }
    break;
  case IN_TIMEOUT:
    if (t.state == TIME_WAIT)
      t.state = CLOSED;
    else if (t.state == SYN_SENT || t.state == SYN_RCVD)
      t.state = CLOSED;
    break;
  case IN_SEND:
    if (t.state == ESTABLISHED || t.state == CLOSE_WAIT)
      t.snd_nxt += 10;
    break;
  default:
    break;
  }
}

int main(void) {
  int i;
  int seen = 0;
  t.state = CLOSED;
  t.iss = 1000;
  t.rcv_wnd = 64;
  for (i = 0; i < STEPS; i++) {
    int kind = __VERIFIER_nondet_int();
    if (kind < IN_SEGMENT || kind > IN_SEND)
      break;
    if (kind == IN_SEGMENT) {
      int flags = __VERIFIER_nondet_int();
      unsigned seq = __VERIFIER_nondet_uint();
      unsigned ack = __VERIFIER_nondet_uint();
      unsigned len = __VERIFIER_nondet_uint();
      if (len > 100)
        len = 100;
      segment(flags, seq, ack, len);
    } else {
      user_call(kind);
    }
    seen |= 1 << t.state;
  }

  if ((seen & (1 << CLOSE_WAIT)) && (seen & (1 << LAST_ACK)) &&
      t.state == CLOSED)
    return 2; /* passive close completed */
  if ((seen & (1 << SYN_RCVD)) && (seen & (1 << SYN_SENT)))
    return 3; /* simultaneous open */
  if (t.bytes_in > 150)
    return 4; /* received a lot of data */
  return 0;
}
