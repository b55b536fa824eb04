#include "scale.h"
int scale(int x) { return x * FACTOR; }
