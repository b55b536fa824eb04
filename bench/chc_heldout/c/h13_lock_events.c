extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
  ERROR: { reach_error(); abort(); }
  }
}
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int locked = 0;
int events = 0;
void lock(void) {
  __VERIFIER_assert(locked == 0);
  locked = 1;
  events++;
}
void unlock(void) {
  locked = 0;
  events++;
}
int main(void) {
  while (__VERIFIER_nondet_int()) {
    lock();
    if (__VERIFIER_nondet_int())
      events += 2;
    unlock();
  }
  return events;
}
