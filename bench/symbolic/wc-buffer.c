// Issue 26's word-counting loop without libc: the same loop as wc-stdin.c
// over klee_make_symbolic buffers (20 input bytes, a 3-byte argument), for
// forage --libc none and KLEE --libc=none.
void klee_make_symbolic(void *addr, unsigned long nbytes, const char *name);
void abort(void);
int main(void) {
  char in[20], arg[3];
  klee_make_symbolic(in, sizeof in, "stdin");
  klee_make_symbolic(arg, sizeof arg, "arg");
  int lines = 0, words = 0, inword = 0;
  int verbose = arg[0] == '-' && arg[1] == 'v' && arg[2] == 0;
  for (unsigned i = 0; i < sizeof in && in[i]; i++) {
    char c = in[i];
    if (c == '\n') lines++;
    if (c == ' ' || c == '\n') inword = 0;
    else if (!inword) { inword = 1; words++; }
  }
  if (verbose && lines == 3 && words == 7)
    abort();
  return 0;
}
