// Malformed XML, or a directory that is not a suite, gets a clear error
// and exit code 2.
// RUN: rm -rf %t && mkdir -p %t/suite %t/empty && cp %s %t/prog.c
// RUN: python3 %S/Inputs/make_suite.py %t/suite %t/prog.c OtherTool 1
// RUN: echo "<testcase><input>1</input>" > %t/suite/t999.xml
// RUN: %forage-bin replay %t/suite --program %t/prog.c > /dev/null 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %forage-bin replay %t/empty > /dev/null 2>> %t.err; echo "exit=$?" >> %t.err
// RUN: FileCheck %s < %t.err
// CHECK: error: {{.*}}t999.xml: malformed XML
// CHECK: exit=2
// CHECK: error: {{.*}}no metadata.xml; not a Test-Comp test suite
// CHECK: exit=2
int main(void) { return 0; }
