#!/usr/bin/python3
# forage-cc: a C compiler wrapper for whole-program builds of real programs
# (`./configure CC=forage-cc && make`): every object is unoptimised clang-14
# LTO bitcode with debug info, and every linked executable EXE gets EXE.bc,
# its merged whole-program bitcode, for forage (or KLEE) to analyse.
"""forage-cc: use as CC for ./configure && make.

Objects are LLVM bitcode (clang-14 -flto -g -O0 -Xclang -disable-O0-optnone).
A link produces the native executable, as any compiler would (configure runs
its test programs), and EXE.bc next to it: ld.lld's LTO merges the program's
bitcode, after symbol resolution and before any optimisation
(--plugin-opt=emit-llvm). Symbols from native libraries (-lm, libc) and from
native objects (assembler sources) stay undefined in EXE.bc. A -shared link
gives no .bc. Static archives of bitcode objects need an indexing archiver:
set AR=llvm-ar-14 RANLIB=llvm-ranlib-14.

Environment:
  FORAGE_CC_CLANG      the clang to run (default clang-14)
  FORAGE_CC_LLVM_LINK  llvm-link for -r links (default llvm-link-14)
  FORAGE_CC_KEEP_OPT=1 keep the user's -O level instead of -O0
  FORAGE_CC_NO_BC=1    link natively only, no EXE.bc
  FORAGE_CC_VERBOSE=1  print each command run on stderr
"""

import os
import subprocess
import sys
import tempfile

CLANG = os.environ.get("FORAGE_CC_CLANG", "clang-14")
LLVM_LINK = os.environ.get("FORAGE_CC_LLVM_LINK", "llvm-link-14")

# Options whose value is the next argument (the ones clang accepts that way).
TAKES_VALUE = {
    "-o", "-I", "-D", "-U", "-include", "-imacros", "-isystem", "-idirafter",
    "-iquote", "-isysroot", "-iprefix", "-iwithprefix", "-iwithprefixbefore",
    "-x", "-MF", "-MT", "-MQ", "-MJ", "-L", "-l", "-Xlinker", "-Xclang",
    "-Xassembler", "-Xpreprocessor", "-target", "-u", "-T", "-z", "-e",
    "-arch", "-aux-info", "--param", "-F", "-framework", "-imultilib",
    "-mllvm", "-Xanalyzer",
}
SOURCE_EXTS = {".c", ".i", ".h", ".s", ".S", ".cc", ".cpp", ".cxx", ".C",
               ".m", ".ii"}
# What forage's analysis wants: no optimisation, but no optnone either (so
# that mem2reg and KLEE's passes still run), and line information.
ANALYSIS_FLAGS = ["-g", "-O0", "-Xclang", "-disable-O0-optnone"]


def fail(message):
    sys.stderr.write("forage-cc: error: " + message + "\n")
    sys.exit(1)


def run(argv):
    if os.environ.get("FORAGE_CC_VERBOSE") == "1":
        sys.stderr.write("forage-cc: " + " ".join(argv) + "\n")
    try:
        return subprocess.call(argv)
    except FileNotFoundError:
        fail(argv[0] + " not found; install Debian's clang-14, lld-14 and "
             "llvm-14 (forage's `make deps` does this)")


class Command:
    """One compiler command line, split into what forage-cc needs to know."""

    def __init__(self, args):
        self.args = args     # every argument, in order
        self.inputs = []     # (index in args, language from -x or None)
        self.output = None   # the -o value
        self.flags = set()   # the mode-deciding flags present
        # Indices of -o and -x options: a link line rebuilt by forage-cc sets
        # its own output and passes each source's language next to it.
        self.rebuilt = set()
        language = None
        i = 0
        while i < len(args):
            a = args[i]
            if a in TAKES_VALUE and i + 1 < len(args):
                if a == "-o":
                    self.output = args[i + 1]
                    self.rebuilt.update((i, i + 1))
                elif a == "-x":
                    language = None if args[i + 1] == "none" else args[i + 1]
                    self.rebuilt.update((i, i + 1))
                i += 2
                continue
            if a.startswith("-o") and len(a) > 2:
                self.output = a[2:]
                self.rebuilt.add(i)
            elif a.startswith("-x") and len(a) > 2:
                language = None if a[2:] == "none" else a[2:]
                self.rebuilt.add(i)
            elif a == "-" or not a.startswith("-"):
                self.inputs.append((i, language))
            elif a in ("-c", "-S", "-E", "-M", "-MM", "-fsyntax-only",
                       "-shared", "-r"):
                self.flags.add(a)
            i += 1

    def is_source(self, index, language):
        path = self.args[index]
        return path == "-" or language is not None or \
            os.path.splitext(path)[1] in SOURCE_EXTS

    def rebuild(self, replaced):
        """The arguments without -o and -x, each input replaced as given
        (dropped if mapped to None)."""
        out = []
        for i, a in enumerate(self.args):
            if i in self.rebuilt:
                continue
            a = replaced.get(i, a)
            if a is not None:
                out.append(a)
        return out


def analysis_flags():
    if os.environ.get("FORAGE_CC_KEEP_OPT") == "1":
        return ["-g"]
    return ANALYSIS_FLAGS


def compile_sources(cmd, tmpdir):
    """Compiles the sources on a link line to bitcode objects; returns the
    link line's arguments with each source replaced by its object, and the
    link's input files."""
    common = cmd.rebuild({i: None for i, _ in cmd.inputs})
    replaced = {}
    for n, (i, language) in enumerate(cmd.inputs):
        if not cmd.is_source(i, language):
            continue
        obj = os.path.join(tmpdir, "%d.o" % n)
        lang = ["-x", language] if language else []
        rc = run([CLANG] + common + ["-c", "-flto", "-Qunused-arguments"] +
                 analysis_flags() + ["-o", obj] + lang + [cmd.args[i]])
        if rc != 0:
            sys.exit(rc)
        replaced[i] = obj
    inputs = [replaced.get(i, cmd.args[i]) for i, _ in cmd.inputs]
    return cmd.rebuild(replaced), inputs


def is_bitcode(path):
    try:
        with open(path, "rb") as f:
            magic = f.read(4)
    except OSError:
        return False
    return magic in (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")


def link(cmd):
    out = cmd.output or "a.out"
    with tempfile.TemporaryDirectory(prefix="forage-cc.") as tmpdir:
        args, inputs = compile_sources(cmd, tmpdir)
        if "-r" in cmd.flags:
            return relocatable_link(args, inputs, out)
        base = [CLANG, "-flto", "-fuse-ld=lld", "-Qunused-arguments"]
        rc = run(base + args + ["-o", out])
        if rc != 0 or "-shared" in cmd.flags or \
                os.environ.get("FORAGE_CC_NO_BC") == "1":
            return rc
        # The same link again, stopping after LTO has merged the bitcode.
        rc = run(base + args + ["-Wl,--plugin-opt=emit-llvm",
                                "-o", out + ".bc"])
        if rc != 0:
            sys.stderr.write("forage-cc: warning: %s linked, but its "
                             "bitcode %s.bc could not be written\n" %
                             (out, out))
        return 0


def relocatable_link(args, inputs, out):
    """-r: a partial link stays bitcode (llvm-link), so that the final link
    still sees every function; with native inputs it is linked natively."""
    if all(is_bitcode(f) for f in inputs):
        return run([LLVM_LINK, "-o", out] + inputs)
    return run([CLANG, "-flto", "-fuse-ld=lld", "-Qunused-arguments"] +
               args + ["-o", out])


def main(argv):
    args = argv[1:]
    cmd = Command(args)
    extra = ["-Qunused-arguments"]
    if not cmd.inputs:
        # --version, -v, -print-prog-name=ld, -dumpmachine, ...
        return run([CLANG] + args)
    if cmd.flags & {"-E", "-M", "-MM", "-fsyntax-only", "-S"}:
        # Preprocessing sees the same macros as the compile (__OPTIMIZE__).
        return run([CLANG] + args + extra + analysis_flags())
    if "-c" in cmd.flags:
        return run([CLANG] + args + extra + ["-flto"] + analysis_flags())
    return link(cmd)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
