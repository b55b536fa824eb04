/* bank.c - a bank with four accounts driven by a symbolic sequence of
 * commands (open, deposit, withdraw, transfer, freeze, unfreeze, close,
 * monthly interest), with a global money-conservation invariant.
 *
 * Stresses: long command sequences with inter-dependent state: accounts
 * must be opened before use, frozen accounts reject debits, three
 * deposits grant an overdraft line, interest is computed with integer
 * division, and transfers check both ends.  The ledger (sum of balances
 * minus external deposits plus withdrawals plus payouts) must stay zero.
 * reach_error() sits behind a bug in close(): closing an account that is
 * overdrawn through its credit line pays out the negative balance as if
 * it were money owed to the customer, which needs ~6 specific commands
 * (open, 3 deposits, an overdrawing withdrawal, close).
 */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define NACC 4
#define STEPS 9
#define MAXAMOUNT 100000

enum cmd {
  C_OPEN,
  C_DEPOSIT,
  C_WITHDRAW,
  C_TRANSFER,
  C_FREEZE,
  C_UNFREEZE,
  C_CLOSE,
  C_INTEREST,
  C_NCMDS
};

struct account {
  int open;
  int frozen;
  long long balance;
  long long credit_line;
  int deposits;
  int ops;
};

static struct account acc[NACC];
static long long external_in;  /* money deposited from outside */
static long long external_out; /* money withdrawn or paid out */
static long long interest_paid;
static int rejected;
static int closed_accounts;

static int valid(int a) { return a >= 0 && a < NACC && acc[a].open; }

static int do_open(int a) {
  if (a < 0 || a >= NACC || acc[a].open)
    return 0;
  acc[a].open = 1;
  acc[a].frozen = 0;
  acc[a].balance = 0;
  acc[a].credit_line = 0;
  acc[a].deposits = 0;
  acc[a].ops = 0;
  return 1;
}

static int do_deposit(int a, int amount) {
  if (!valid(a) || amount <= 0 || amount > MAXAMOUNT)
    return 0;
  acc[a].balance += amount;
  acc[a].deposits++;
  external_in += amount;
  if (acc[a].deposits == 3 && acc[a].credit_line == 0)
    acc[a].credit_line = 500; /* loyal customer */
  return 1;
}

static int do_withdraw(int a, int amount) {
  if (!valid(a) || acc[a].frozen || amount <= 0 || amount > MAXAMOUNT)
    return 0;
  if (acc[a].balance - amount < -acc[a].credit_line)
    return 0; /* insufficient funds */
  acc[a].balance -= amount;
  external_out += amount;
  return 1;
}

static int do_transfer(int from, int to, int amount) {
  if (!valid(from) || !valid(to) || from == to)
    return 0;
  if (acc[from].frozen || amount <= 0 || amount > MAXAMOUNT)
    return 0;
  if (acc[to].frozen && amount > 1000)
    return 0; /* frozen accounts accept only small credits */
  if (acc[from].balance < amount)
    return 0; /* transfers may not use the credit line */
  acc[from].balance -= amount;
  acc[to].balance += amount;
  return 1;
}

static int do_close(int a) {
  long long payout;
  if (!valid(a) || acc[a].frozen)
    return 0;
  payout = acc[a].balance;
  if (payout < 0 && acc[a].credit_line == 0)
    return 0; /* must settle debts first */
  /* BUG: an account overdrawn through its credit line is paid out its
   * balance's magnitude instead of being refused */
  if (payout < 0)
    payout = -payout;
  external_out += payout;
  acc[a].balance = 0;
  acc[a].open = 0;
  closed_accounts++;
  return 1;
}

static void do_interest(void) {
  int a;
  for (a = 0; a < NACC; a++) {
    long long i;
    if (!acc[a].open)
      continue;
    if (acc[a].balance >= 1000) {
      i = acc[a].balance / 100; /* 1% */
    } else if (acc[a].balance < 0) {
      i = -((-acc[a].balance + 9) / 10); /* 10% debit interest, rounded up */
    } else {
      continue;
    }
    acc[a].balance += i;
    interest_paid += i;
  }
}

static long long total(void) {
  long long t = 0;
  int a;
  for (a = 0; a < NACC; a++)
    if (acc[a].open)
      t += acc[a].balance;
  return t;
}

int main(void) {
  int step, ok = 0;
  for (step = 0; step < STEPS; step++) {
    int c = __VERIFIER_nondet_int();
    int a, b, amount;
    if (c < 0 || c >= C_NCMDS)
      break;
    a = __VERIFIER_nondet_int();
    switch (c) {
    case C_OPEN:
      ok = do_open(a);
      break;
    case C_DEPOSIT:
      amount = __VERIFIER_nondet_int();
      ok = do_deposit(a, amount);
      break;
    case C_WITHDRAW:
      amount = __VERIFIER_nondet_int();
      ok = do_withdraw(a, amount);
      break;
    case C_TRANSFER:
      b = __VERIFIER_nondet_int();
      amount = __VERIFIER_nondet_int();
      ok = do_transfer(a, b, amount);
      break;
    case C_FREEZE:
      ok = valid(a) && !acc[a].frozen;
      if (ok)
        acc[a].frozen = 1;
      break;
    case C_UNFREEZE:
      ok = valid(a) && acc[a].frozen;
      if (ok)
        acc[a].frozen = 0;
      break;
    case C_CLOSE:
      ok = do_close(a);
      break;
    case C_INTEREST:
      do_interest();
      ok = 1;
      break;
    }
    if (!ok)
      rejected++;
    else if (valid(a))
      acc[a].ops++;

    /* ledger invariant */
    if (total() != external_in - external_out + interest_paid)
      reach_error();
  }

  if (closed_accounts >= 2 && rejected == 0)
    return 2;
  if (interest_paid < 0 && rejected == 0)
    return 3; /* someone paid debit interest */
  if (acc[0].frozen && acc[0].balance > 1000 && acc[1].open)
    return 4;
  return 0;
}
