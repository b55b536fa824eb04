# forage - quick start from a fresh Debian 12 machine (as root):
#   make run    install missing packages, build, run forage on the example
#   make test   install missing packages, build, run every test through ctest
BUILD ?= build
JOBS ?= $(shell nproc)
BUILD_TYPE ?= RelWithDebInfo

# Everything forage builds with, tests with or reports with.
DEB_PACKAGES := build-essential cmake ninja-build python3 \
  clang-14 llvm-14 llvm-14-dev llvm-14-tools libclang-common-14-dev lld-14 \
  libz3-dev libffi-dev zlib1g-dev libzstd-dev libxml2-dev libtinfo-dev \
  libedit-dev libncurses-dev googletest libgtest-dev gcc-multilib \
  python3-matplotlib gcovr lcov libglpk-dev \
  csmith libcsmith-dev creduce uclibc-source

.PHONY: all deps configure build run test clean

all: build

deps:
	@missing=$$(for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | \
	    grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing missing Debian packages:" $$missing; \
	    apt-get update -q && DEBIAN_FRONTEND=noninteractive \
	      apt-get install -y -q --no-install-recommends $$missing; \
	  else \
	    echo "Missing Debian packages:" $$missing; \
	    echo "Run 'make' as root, or: sudo apt-get install" $$missing; \
	    exit 1; \
	  fi; \
	fi

$(BUILD)/build.ninja: CMakeLists.txt | deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE)

configure: deps $(BUILD)/build.ninja

build: configure
	cmake --build $(BUILD) -j $(JOBS)

# Explores the bundled example and prints forage's summary. forage exits
# with 1 when it finds bugs, as it does here; that is success for this demo.
run: build
	rm -rf $(BUILD)/example-out
	$(BUILD)/bin/forage run examples/triangle.c --out $(BUILD)/example-out \
	  --time 60; rc=$$?; [ $$rc -le 1 ]

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

clean:
	rm -rf $(BUILD)
