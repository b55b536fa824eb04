//===- CowList.h - a list states share until one changes it -*- C++ -*-===//
//
// Decision 3 of docs/architecture.md: a state's inputs are an ordered
// sequence of typed values. A forking run (seed 004) copies states at every
// fork, and the inputs a child and its parent consumed before the fork are
// the same records, so the sequence is held copy-on-write: copying a state
// copies a pointer, and the first change to a shared sequence copies it.
//
//===----------------------------------------------------------------------===//
#ifndef FORAGE_EXEC_COWLIST_H
#define FORAGE_EXEC_COWLIST_H

#include <memory>
#include <vector>

namespace forage {

template <typename T> class CowList {
public:
  using const_iterator = typename std::vector<T>::const_iterator;
  using const_reverse_iterator =
      typename std::vector<T>::const_reverse_iterator;

  size_t size() const { return V ? V->size() : 0; }
  bool empty() const { return size() == 0; }
  const T &operator[](size_t I) const { return (*V)[I]; }
  const_iterator begin() const { return list().begin(); }
  const_iterator end() const { return list().end(); }
  const_reverse_iterator rbegin() const { return list().rbegin(); }
  const_reverse_iterator rend() const { return list().rend(); }
  const std::vector<T> &list() const {
    static const std::vector<T> None;
    return V ? *V : None;
  }
  operator const std::vector<T> &() const { return list(); }

  void push_back(T X) { mutate().push_back(std::move(X)); }
  void clear() { V.reset(); }
  /// The records to change, copied first if another state shares them.
  std::vector<T> &mutate() {
    if (!V)
      V = std::make_shared<std::vector<T>>();
    else if (V.use_count() > 1)
      V = std::make_shared<std::vector<T>>(*V);
    return *V;
  }

private:
  std::shared_ptr<std::vector<T>> V;
};

} // namespace forage

#endif
