/* An archive member nothing refers to: the link leaves it out. */
int unused_member(int x) { return x * 3; }
