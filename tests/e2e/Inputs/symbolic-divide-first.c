// Input of symbolic-bugs.c: the first input (0) divides by zero, and the
// state that does not must still be explored.
extern int __VERIFIER_nondet_int(void);
int main() {
  int b = __VERIFIER_nondet_int();
  int q = 100 / b;
  if (q == 5)
    return 1;
  return 0;
}
