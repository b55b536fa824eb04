//===- ChcEscapesTest.cpp - which user functions start from any state ----===//
#include "ChcFixture.h"
#include "chc/Escapes.h"

#include <gtest/gtest.h>

using namespace forage;

namespace {
const char *HeapRoutine = R"(
extern void *malloc(unsigned long);
typedef void (*Routine)(void);
struct Irp { Routine Completion; };
int pended;
void completion(void) {
  if (pended)
    reach_error();
  pended = 1;
}
int main(void) {
  struct Irp *I = malloc(sizeof *I);
  if (!I)
    return 0;
  I->Completion = completion;
  I->Completion();
  return 0;
}
)";

bool escapes(const test::ChcFixture &F, const char *Name) {
  return escapingFunctions(F.C).count(F.FR.Module->getFunction(Name)) != 0;
}
} // namespace

TEST(ChcEscapes, AddressInHeapRunsOnlyThroughTheProgramsOwnCalls) {
  test::ChcFixture F(HeapRoutine);
  EXPECT_FALSE(callsNonUserCode(F.C));
  EXPECT_FALSE(escapes(F, "completion"));
  // So the routine starts from its caller's state: pended is 0 there.
  F.prove();
  EXPECT_TRUE(F.errorProved()) << F.why();
}

TEST(ChcEscapes, ConstructorsStartFromAnyState) {
  test::ChcFixture F(R"(
int ready;
__attribute__((constructor)) void init(void) { ready = 1; }
int main(void) { return ready; }
)");
  EXPECT_TRUE(escapes(F, "init"));
  EXPECT_FALSE(escapes(F, "main"));
}
