// setjmp and longjmp between the program's own frames: an error two calls
// deep jumps back to main's setjmp with the error's code, what the calls
// wrote to memory on the way stays, and the path after setjmp's second
// return is explored like any other (a longjmp with 0 makes setjmp return
// 1).
// RUN: rm -rf %t && not %forage %s --out %t --strategy hybrid --max-iterations 200 --sym-arg 3 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: python3 %S/../posix/Inputs/check_run.py %t --no-external _setjmp --no-external longjmp
// CHECK-NOT: cannot run natively
// CHECK: bug: assertion-failure at {{.*}}setjmp.c:[[#@LINE+27]]
#include <assert.h>
#include <setjmp.h>

static jmp_buf Env;
static int Depth;

static void fail(int code) { longjmp(Env, code); }

static int parse(const char *s) {
  int local[4] = {0};
  ++Depth;
  if (s[0] == '(')
    local[0] = parse(s + 1);
  if (s[0] == '!')
    fail(s[1]);
  --Depth;
  return s[0] + local[0];
}

int main(int argc, char **argv) {
  if (argc < 2)
    return 1;
  int code = setjmp(Env);
  if (code != 0) {
    if (code == 1)
      return 4;
    assert(!(code == 'x' && Depth == 2));
    return 3;
  }
  parse(argv[1]);
  return 0;
}
