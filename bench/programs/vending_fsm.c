/* vending_fsm.c - a vending machine with 13 states driven by a sequence of
 * symbolic events.
 *
 * Stresses: long input sequences where each step's effect depends on the
 * state built up by all earlier steps.  Coins accumulate credit, items are
 * selected, change is paid, stock runs out; a hidden service mode is
 * entered only by the key sequence 7,3,9 while idle (three wrong codes
 * lock the machine), and in service mode prices can be changed and stock
 * refilled.  reach_error() is behind a real bug: after a price change in
 * service mode, a purchase that leaves change due while the change tube
 * is empty pays the change out twice (more money out than inserted).
 * Many states (LOCKED, OUT_OF_ORDER, REFUND) need specific event orders.
 */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define STEPS 14
#define NITEMS 3

enum state {
  S_IDLE,
  S_CREDIT,
  S_SELECTED,
  S_DISPENSING,
  S_CHANGE,
  S_REFUND,
  S_CODE1,
  S_CODE2,
  S_SERVICE,
  S_SET_PRICE,
  S_REFILL,
  S_LOCKED,
  S_OUT_OF_ORDER
};

enum event {
  E_COIN5,   /* 0 */
  E_COIN10,  /* 1 */
  E_COIN25,  /* 2 */
  E_SELECT,  /* 3: argument = item */
  E_CANCEL,  /* 4 */
  E_KEY,     /* 5: argument = digit */
  E_TAKE,    /* 6: customer takes item / change */
  E_TICK,    /* 7: timer */
  E_DOOR,    /* 8: service door toggled */
  E_NEVENTS
};

static enum state st;
static int credit;
static int selected;
static int price[NITEMS] = {35, 50, 65};
static int stock[NITEMS] = {2, 1, 0};
static int change_tube; /* coins of 5 available for change */
static int bad_codes;
static int inserted; /* total money inserted by customers */
static int paid_out; /* total money returned as change / refund */
static int dispensed;
static int value_dispensed; /* sum of prices of dispensed items */
static int idle_ticks;
static int price_changed;

static int coin_value(int ev) {
  if (ev == E_COIN5)
    return 5;
  if (ev == E_COIN10)
    return 10;
  return 25;
}

static void pay_change(int amount) {
  /* pays out in 5-cent coins as far as the tube allows */
  int coins = amount / 5;
  if (coins > change_tube) {
    st = S_OUT_OF_ORDER;
    coins = change_tube;
  }
  change_tube -= coins;
  paid_out += coins * 5;
}

static void step(int ev, int arg) {
  switch (st) {
  case S_IDLE:
    if (ev <= E_COIN25) {
      credit = coin_value(ev);
      inserted += credit;
      change_tube += (ev == E_COIN5);
      st = S_CREDIT;
    } else if (ev == E_KEY && arg == 7) {
      st = S_CODE1;
    } else if (ev == E_KEY) {
      bad_codes++;
      if (bad_codes >= 3)
        st = S_LOCKED;
    } else if (ev == E_TICK) {
      idle_ticks++;
    }
    break;
  case S_CREDIT:
    if (ev <= E_COIN25) {
      if (credit >= 100) {
        st = S_REFUND; /* too much money: give it back */
      } else {
        credit += coin_value(ev);
        inserted += coin_value(ev);
        change_tube += (ev == E_COIN5);
      }
    } else if (ev == E_SELECT) {
      if (arg < 0 || arg >= NITEMS)
        break;
      selected = arg;
      st = S_SELECTED;
    } else if (ev == E_CANCEL || ev == E_TICK) {
      st = S_REFUND;
    }
    break;
  case S_SELECTED:
    if (stock[selected] == 0) {
      st = S_CREDIT; /* sold out, choose again */
    } else if (credit < price[selected]) {
      if (ev == E_CANCEL)
        st = S_REFUND;
      else if (ev <= E_COIN25) {
        credit += coin_value(ev);
        inserted += coin_value(ev);
        change_tube += (ev == E_COIN5);
      }
    } else {
      stock[selected]--;
      credit -= price[selected];
      value_dispensed += price[selected];
      dispensed++;
      st = S_DISPENSING;
    }
    break;
  case S_DISPENSING:
    if (ev == E_TAKE)
      st = credit > 0 ? S_CHANGE : S_IDLE;
    break;
  case S_CHANGE:
    if (ev == E_TAKE || ev == E_TICK) {
      if (price_changed && credit > 0 && change_tube == 0) {
        /* BUG: with a changed price table the machine trusts the coin
         * counter instead of the tube and pays the credit out twice */
        paid_out += 2 * credit;
      } else {
        pay_change(credit);
      }
      credit = 0;
      if (st == S_CHANGE)
        st = S_IDLE;
    }
    break;
  case S_REFUND:
    pay_change(credit);
    credit = 0;
    if (st == S_REFUND)
      st = S_IDLE;
    break;
  case S_CODE1:
    if (ev == E_KEY && arg == 3)
      st = S_CODE2;
    else {
      bad_codes++;
      st = bad_codes >= 3 ? S_LOCKED : S_IDLE;
    }
    break;
  case S_CODE2:
    if (ev == E_KEY && arg == 9) {
      st = S_SERVICE;
      bad_codes = 0;
    } else {
      bad_codes++;
      st = bad_codes >= 3 ? S_LOCKED : S_IDLE;
    }
    break;
  case S_SERVICE:
    if (ev == E_SELECT && arg >= 0 && arg < NITEMS) {
      selected = arg;
      st = S_SET_PRICE;
    } else if (ev == E_DOOR) {
      st = S_REFILL;
    } else if (ev == E_CANCEL) {
      st = S_IDLE;
    }
    break;
  case S_SET_PRICE:
    if (ev == E_KEY && arg >= 0 && arg <= 9) {
      price[selected] = arg * 10;
      price_changed = 1;
      st = S_SERVICE;
    } else if (ev == E_CANCEL) {
      st = S_SERVICE;
    }
    break;
  case S_REFILL:
    if (ev == E_SELECT && arg >= 0 && arg < NITEMS) {
      if (stock[arg] < 5)
        stock[arg]++;
    } else if (ev == E_COIN5) {
      change_tube += 1; /* operator loads the change tube */
    } else if (ev == E_DOOR) {
      st = S_SERVICE;
    }
    break;
  case S_LOCKED:
    if (ev == E_DOOR && idle_ticks >= 2)
      st = S_OUT_OF_ORDER;
    break;
  case S_OUT_OF_ORDER:
    if (ev == E_KEY && arg == 0 && bad_codes >= 3)
      st = S_IDLE; /* technician reset */
    break;
  }
}

int main(void) {
  int i;
  int visited = 0;
  for (i = 0; i < STEPS; i++) {
    int ev = __VERIFIER_nondet_int();
    int arg = 0;
    if (ev < 0 || ev >= E_NEVENTS)
      break; /* end of the event sequence */
    if (ev == E_SELECT || ev == E_KEY)
      arg = __VERIFIER_nondet_int();
    step(ev, arg);
    visited |= 1 << st;
    /* the machine never holds a negative credit */
    if (credit < 0)
      return 1;
  }

  if ((visited & (1 << S_SET_PRICE)) && (visited & (1 << S_REFILL)))
    idle_ticks = -1; /* a full service session */

  if (visited & (1 << S_OUT_OF_ORDER)) {
    if (visited & (1 << S_LOCKED))
      return 3; /* locked, then put out of order */
    return 2;
  }

  /* money conservation: customers never get back more than they put in
   * beyond the goods they received */
  if (paid_out + value_dispensed > inserted)
    reach_error();

  return 0;
}
