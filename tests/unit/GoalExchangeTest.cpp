//===- GoalExchangeTest.cpp - goal events between worker processes -------===//
#include "suite/GoalExchange.h"

#include "gtest/gtest.h"

#include <sys/wait.h>
#include <unistd.h>

using namespace forage;

TEST(GoalExchangeTest, EventsAndTestIdsCrossAFork) {
  std::unique_ptr<GoalExchange> X = GoalExchange::create(1 << 20);
  ASSERT_TRUE(X);
  EXPECT_EQ(X->reserveTestId(), 1u);
  pid_t Pid = fork();
  ASSERT_GE(Pid, 0);
  if (Pid == 0) {
    X->setWorker(1);
    GoalEvent Covered;
    Covered.K = GoalEvent::Covered;
    Covered.Test = X->reserveTestId();
    Covered.By = "climb";
    Covered.Branches = {3, 5};
    GoalEvent Input;
    Input.K = GoalEvent::TestInput;
    Input.Test = Covered.Test;
    Input.Input = {{0, 42}, {1, (u128(1) << 100) + 7}};
    GoalEvent Proof;
    Proof.K = GoalEvent::ErrorProved;
    Proof.Text = "p.c:9:3";
    Proof.Evidence = "x >= 0 at the loop head";
    bool Ok = X->publish(Covered) && X->publish(Input) && X->publish(Proof);
    _exit(Ok ? 0 : 1);
  }
  int Status = 0;
  ASSERT_EQ(waitpid(Pid, &Status, 0), Pid);
  ASSERT_TRUE(WIFEXITED(Status) && WEXITSTATUS(Status) == 0);
  // This worker's own event is not handed back to it.
  GoalEvent Mine;
  Mine.K = GoalEvent::Bug;
  Mine.Text = "abort@p.c:1:1";
  ASSERT_TRUE(X->publish(Mine));
  std::vector<GoalEvent> Events;
  X->poll(Events);
  ASSERT_EQ(Events.size(), 3u);
  EXPECT_EQ(Events[0].K, GoalEvent::Covered);
  EXPECT_EQ(Events[0].Worker, 1u);
  EXPECT_EQ(Events[0].Test, 2u); // the child's id, after the parent's 1
  EXPECT_EQ(Events[0].By, "climb");
  EXPECT_EQ(Events[0].Branches, (std::vector<uint32_t>{3, 5}));
  ASSERT_EQ(Events[1].Input.size(), 2u);
  EXPECT_TRUE(Events[1].Input[1].second == (u128(1) << 100) + 7);
  EXPECT_EQ(Events[2].Text, "p.c:9:3");
  EXPECT_EQ(Events[2].Evidence, "x >= 0 at the loop head");
  EXPECT_EQ(X->reserveTestId(), 3u);
  // Nothing new: nothing returned twice.
  Events.clear();
  X->poll(Events);
  EXPECT_TRUE(Events.empty());
}

TEST(GoalExchangeTest, AFullLogDropsAndCountsWhatDoesNotFit) {
  std::unique_ptr<GoalExchange> X = GoalExchange::create(4096);
  ASSERT_TRUE(X);
  GoalEvent Big;
  Big.K = GoalEvent::TestInput;
  Big.Input.resize(1000);
  EXPECT_FALSE(X->publish(Big));
  EXPECT_EQ(X->dropped(), 1u);
  X->setWorker(1);
  GoalEvent Small;
  Small.K = GoalEvent::Bug;
  EXPECT_FALSE(X->publish(Small)); // readers stop at the dropped record
  X->setWorker(0);
  std::vector<GoalEvent> Events;
  X->poll(Events);
  EXPECT_TRUE(Events.empty());
}
