// A driver-like program (seed 003's ddv-machzwd in small): init() may fail,
// and the event loop after it runs only when it succeeds. The run that
// covers init()'s failure is shallower than the one before it. cfg used to
// take it as its current path for good: without return edges none of its
// branches leads to an uncovered one, so it restarted on random inputs
// (which always fail init()) for the whole budget (10 of 16 branches); with
// return edges it re-ran the same few inputs, every solver query a cache
// hit. Now it goes back to the earlier, deeper path, and never runs an
// input twice.
// RUN: rm -rf %t && %forage %s --out %t/plain --strategy cfg --max-iterations 300 > %t.plain
// RUN: FileCheck --check-prefix=PLAIN %s < %t.plain
// RUN: FileCheck --check-prefix=BACK %s < %t/plain/stats.json
// RUN: %forage %s --out %t/ret --strategy cfg --cfg-return-edges --max-iterations 300 > %t.ret
// RUN: FileCheck --check-prefix=RET %s < %t.ret
// RUN: FileCheck --check-prefix=KNOWN %s < %t/ret/stats.json
// PLAIN: branches: 14/16
// BACK: "cfg_back_to_earlier_paths": {{[1-9]}}
// RET: branches: 14/16
// KNOWN: "cfg_known_inputs_skipped": {{[1-9]}}
extern unsigned short __VERIFIER_nondet_ushort(void);
extern int __VERIFIER_nondet_int(void);

int registered, opened, timers, irqs;

int register_device(void) { return __VERIFIER_nondet_int(); }

int init(void) {
  if (register_device() != 0)
    return -1;
  registered = 1;
  return 0;
}

void call_device(void) {
  if (registered < 1) // never true once the loop runs
    return;
  if (__VERIFIER_nondet_int())
    opened++;
  else
    opened--;
}

void call_timer(void) {
  if (registered < 1) // never true once the loop runs
    return;
  timers++;
}

int main(void) {
  if (init())
    return 1;
  unsigned short r;
  do {
    r = __VERIFIER_nondet_ushort();
    switch (r) {
    case 1: call_device(); break;
    case 2: call_timer(); break;
    case 3: irqs++; break;
    default: break;
    }
  } while (r);
  return 0;
}
