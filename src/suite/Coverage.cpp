//===- Coverage.cpp - which branch edges the tests so far cover -----------===//
#include "suite/Coverage.h"

using namespace forage;

void Coverage::merge(const std::vector<uint8_t> &Hit,
                     std::vector<uint32_t> &New) {
  for (uint32_t Id = 0; Id < Hit.size(); ++Id)
    if (Hit[Id])
      cover(Id, New);
}

void Coverage::cover(uint32_t Id, std::vector<uint32_t> &New) {
  if (Id >= Covered.size() || Covered[Id])
    return;
  Covered[Id] = 1;
  if (PM.branch(Id).IsUser) {
    ++NumUserCovered;
    New.push_back(Id);
  }
}
