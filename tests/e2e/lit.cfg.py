# lit configuration of forage's end-to-end tests: one small C program per
# behaviour, with RUN lines that call forage and CHECK lines for FileCheck.
import os
import lit.formats

config.name = "forage-e2e"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".c"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = config.forage_obj_root

# Every test runs forage deterministically and without a terminal.
# lit applies substitutions in order, so %forage-bin and %forage-cc must come
# before their prefix %forage (otherwise "%forage-bin" would expand to
# "... --no-progress-bin").
config.substitutions.append(("%forage-bin", config.forage_bin))
config.substitutions.append(("%forage-cc", config.forage_cc))
config.substitutions.append(
    ("%forage", config.forage_bin + " run --seed 1 --no-progress"))
config.substitutions.append(("FileCheck", config.filecheck))
config.substitutions.append(("%include", os.path.join(config.forage_src_root, "include")))
config.environment["PATH"] = os.pathsep.join(
    ["/usr/lib/llvm-14/bin", os.environ.get("PATH", "")])
