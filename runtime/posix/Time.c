/* Time.c - sleeping takes no time inside forage: run natively, a program's
   sleep would spend the run's budget (tail -s), and nothing the program
   computes depends on it. */
#include <time.h>
#include <unistd.h>

unsigned int sleep(unsigned int Seconds) {
  (void)Seconds;
  return 0;
}

int usleep(useconds_t Microseconds) {
  (void)Microseconds;
  return 0;
}

int nanosleep(const struct timespec *Request, struct timespec *Remaining) {
  (void)Request;
  if (Remaining)
    Remaining->tv_sec = Remaining->tv_nsec = 0;
  return 0;
}
