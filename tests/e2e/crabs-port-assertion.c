// ddv-machzwd's shape: the module's init runs through a function pointer,
// reads an I/O port before requesting it, and the port check fails on
// every execution. The search has nothing to force after the first run, so
// the model checker gets the rest of the time; it follows the indirect
// call, tracks the port range (never written before the read), and proves
// every branch past the check dead.
// RUN: rm -rf %t && %forage-bin run %s --abstraction --strategy cfg --seed 1 --time 30 --out %t > %t.out; echo "exit=$?" >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK: every goal covered or proved unreachable
// CHECK: unreachable: 8 proved
// CHECK: coverage: {{.*}} 4/4 adjusted (100.0%)
// CHECK: bug: reach-error
// CHECK: exit=1
extern void reach_error(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int port_start, port_len;
int table[10];

void init_kernel(void) {
  for (int i = 0; i < 10; i++)
    table[i] = 0;
}
void request_region(int start, int len) {
  port_start = start;
  port_len = len;
}
void check(int ok) {
  if (!ok)
    reach_error();
}
unsigned char inb(unsigned port) {
  check(port >= port_start && port < port_start + port_len);
  return __VERIFIER_nondet_uchar();
}

static int dev_init(void) {
  int r = inb(0x21a); // before request_region: always fails
  if (r == 0)
    return -19;
  request_region(0x218, 3);
  if (r == 7)
    return 1;
  return 0;
}

int (*module_init)(void);

int main(void) {
  module_init = dev_init;
  init_kernel();
  int err = module_init();
  if (err)
    return 1;
  return 0;
}
