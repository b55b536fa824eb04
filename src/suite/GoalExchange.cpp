//===- GoalExchange.cpp - one goal map over several processes -------------===//
#include "suite/GoalExchange.h"

#include <atomic>
#include <cstring>
#include <sys/mman.h>

using namespace forage;

struct GoalExchange::Header {
  uint32_t NextTest; ///< The last id given.
  uint32_t Stop;
  uint64_t Tail; ///< Offset of the next record from the data's start.
  uint64_t Dropped;
};

namespace {
constexpr size_t DataStart = 64; // past the header, cache-line aligned

template <typename T> std::atomic_ref<T> atomicAt(T &X) {
  return std::atomic_ref<T>(X);
}

/// A record's payload, little more than its fields in order.
class Writer {
public:
  template <typename T> void put(T X) {
    const char *P = reinterpret_cast<const char *>(&X);
    Bytes.insert(Bytes.end(), P, P + sizeof(T));
  }
  void put(const std::string &S) {
    put(static_cast<uint32_t>(S.size()));
    Bytes.insert(Bytes.end(), S.begin(), S.end());
  }
  std::vector<char> Bytes;
};

class Reader {
public:
  Reader(const char *P, size_t N) : P(P), End(P + N) {}
  template <typename T> T get() {
    T X{};
    if (P + sizeof(T) <= End)
      std::memcpy(&X, P, sizeof(T));
    P += sizeof(T);
    return X;
  }
  std::string getString() {
    uint32_t N = get<uint32_t>();
    if (P + N > End)
      return {};
    std::string S(P, N);
    P += N;
    return S;
  }

private:
  const char *P, *End;
};

std::vector<char> encode(const GoalEvent &E, uint8_t Worker) {
  Writer W;
  W.put(static_cast<uint8_t>(E.K));
  W.put(Worker);
  W.put(E.Test);
  W.put(E.Count);
  W.put(E.Seconds);
  W.put(E.By);
  W.put(E.Text);
  W.put(E.Evidence);
  W.put(static_cast<uint32_t>(E.Branches.size()));
  for (uint32_t B : E.Branches)
    W.put(B);
  W.put(static_cast<uint32_t>(E.Input.size()));
  for (const auto &[Var, Value] : E.Input) {
    W.put(Var);
    W.put(Value);
  }
  return std::move(W.Bytes);
}

GoalEvent decode(const char *P, size_t N) {
  Reader R(P, N);
  GoalEvent E;
  E.K = static_cast<GoalEvent::Kind>(R.get<uint8_t>());
  E.Worker = R.get<uint8_t>();
  E.Test = R.get<uint32_t>();
  E.Count = R.get<uint64_t>();
  E.Seconds = R.get<double>();
  E.By = R.getString();
  E.Text = R.getString();
  E.Evidence = R.getString();
  E.Branches.resize(R.get<uint32_t>());
  for (uint32_t &B : E.Branches)
    B = R.get<uint32_t>();
  E.Input.resize(R.get<uint32_t>());
  for (auto &[Var, Value] : E.Input) {
    Var = R.get<uint32_t>();
    Value = R.get<u128>();
  }
  return E;
}

size_t align8(size_t N) { return (N + 7) & ~size_t(7); }
} // namespace

std::unique_ptr<GoalExchange> GoalExchange::create(size_t Bytes) {
  void *P = mmap(nullptr, Bytes, PROT_READ | PROT_WRITE,
                 MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (P == MAP_FAILED)
    return nullptr;
  return std::unique_ptr<GoalExchange>(new GoalExchange(P, Bytes));
}

GoalExchange::GoalExchange(void *Base, size_t Bytes)
    : Base(Base), Bytes(Bytes) {}

GoalExchange::~GoalExchange() { munmap(Base, Bytes); }

GoalExchange::Header &GoalExchange::header() const {
  return *static_cast<Header *>(Base);
}

uint32_t GoalExchange::reserveTestId() {
  return atomicAt(header().NextTest).fetch_add(1) + 1;
}

bool GoalExchange::publish(const GoalEvent &E) {
  std::vector<char> Payload = encode(E, Worker);
  // A record: its length (8 bytes, 0 until written), then its payload.
  size_t Size = 8 + align8(Payload.size());
  uint64_t Off = atomicAt(header().Tail).fetch_add(Size);
  char *Data = static_cast<char *>(Base) + DataStart;
  if (DataStart + Off + Size > Bytes) {
    // Full: the space stays reserved, and readers stop before it.
    atomicAt(header().Dropped).fetch_add(1);
    return false;
  }
  std::memcpy(Data + Off + 8, Payload.data(), Payload.size());
  atomicAt(*reinterpret_cast<uint64_t *>(Data + Off))
      .store(Payload.size(), std::memory_order_release);
  return true;
}

void GoalExchange::poll(std::vector<GoalEvent> &Out) {
  char *Data = static_cast<char *>(Base) + DataStart;
  uint64_t Tail = atomicAt(header().Tail).load(std::memory_order_acquire);
  while (ReadOffset < Tail && DataStart + ReadOffset + 8 <= Bytes) {
    uint64_t Len = atomicAt(*reinterpret_cast<uint64_t *>(Data + ReadOffset))
                       .load(std::memory_order_acquire);
    if (Len == 0)
      break; // reserved, not yet written
    GoalEvent E = decode(Data + ReadOffset + 8, Len);
    ReadOffset += 8 + align8(Len);
    if (E.Worker != Worker)
      Out.push_back(std::move(E));
  }
}

uint64_t GoalExchange::dropped() const {
  return atomicAt(header().Dropped).load();
}

void GoalExchange::requestStop() { atomicAt(header().Stop).store(1); }

bool GoalExchange::stopRequested() const {
  return atomicAt(header().Stop).load() != 0;
}
