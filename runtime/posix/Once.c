/* Once.c - pthread_once: run natively, it would be handed a function of the
   interpreted program ("native code cannot call back into the program":
   jq initialises its hash seed this way). The program runs in one thread,
   so the first call runs the function and later ones return at once. */
#include <pthread.h>

int pthread_once(pthread_once_t *Once, void (*Init)(void)) {
  if (*Once == PTHREAD_ONCE_INIT) {
    *Once = PTHREAD_ONCE_INIT + 1;
    Init();
  }
  return 0;
}
