#include "util.h"

int classify(int x) {
  if (x > 100)
    return 2;
  return x > 10;
}
