//===- ResourcesTest.cpp - memory measure and writes without descriptors --===//
#include "support/Resources.h"
#include "suite/AtomicFile.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fcntl.h>
#include <string>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

using namespace forage;

namespace {
/// Takes every free descriptor (under a lowered soft limit) until released.
struct DescriptorHog {
  struct rlimit Old;
  std::vector<int> Taken;
  DescriptorHog() {
    getrlimit(RLIMIT_NOFILE, &Old);
    struct rlimit Low = Old;
    Low.rlim_cur = 256;
    setrlimit(RLIMIT_NOFILE, &Low);
    for (int Fd; (Fd = ::open("/dev/null", O_RDONLY)) >= 0;)
      Taken.push_back(Fd);
  }
  ~DescriptorHog() {
    for (int Fd : Taken)
      ::close(Fd);
    setrlimit(RLIMIT_NOFILE, &Old);
  }
};
} // namespace

TEST(Resources, StatmParses) {
  uint64_t Page = static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
  EXPECT_EQ(residentFromStatm("100 25 3 4 0 5 0\n"), 25 * Page);
  EXPECT_EQ(residentFromStatm(""), 0u);
  EXPECT_EQ(residentFromStatm("12"), 0u);
}

TEST(Resources, ResidentBytesWithoutFreeDescriptors) {
  uint64_t Before = residentBytes();
  ASSERT_GT(Before, 0u);
  DescriptorHog Hog;
  ASSERT_LT(::open("/dev/null", O_RDONLY), 0); // none left
  uint64_t During = residentBytes();
  EXPECT_GT(During, 0u);
  EXPECT_LT(During, Before * 4 + (64u << 20));
}

TEST(Resources, AtomicWriteWithSpareDescriptor) {
  char Template[] = "/tmp/forage-resources-XXXXXX";
  ASSERT_NE(mkdtemp(Template), nullptr);
  std::string Dir = Template;
  int DirFd = ::open(Dir.c_str(), O_RDONLY | O_DIRECTORY);
  int Spare = ::open("/dev/null", O_RDONLY);
  ASSERT_GE(DirFd, 0);
  ASSERT_GE(Spare, 0);
  {
    DescriptorHog Hog;
    EXPECT_EQ(writeFileAtomicallyAt(DirFd, "test-00001.xml", "<x/>", &Spare),
              "");
    // Without a spare, the write fails and says so.
    int None = -1;
    EXPECT_NE(writeFileAtomicallyAt(DirFd, "test-00002.xml", "<y/>", &None),
              "");
  }
  char Buf[8] = {0};
  int Fd = ::open((Dir + "/test-00001.xml").c_str(), O_RDONLY);
  ASSERT_GE(Fd, 0);
  EXPECT_EQ(::read(Fd, Buf, sizeof Buf), 4);
  EXPECT_STREQ(Buf, "<x/>");
  ::close(Fd);
  ::close(DirFd);
  if (Spare >= 0)
    ::close(Spare);
  std::system(("rm -rf " + Dir).c_str());
}
