int classify(int x);
