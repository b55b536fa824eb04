# PrepareUclibc.cmake - run with cmake -P at build time: extracts Debian's
# uClibc-ng source tarball into DEST, installs forage's configuration
# (uClibc.config) and lets uClibc's own makefile generate the configured
# headers (bits/uClibc_config.h, the arch header links, bits/sysnum.h).
# Inputs: TARBALL, CONFIG, DEST, STAMP.
file(REMOVE_RECURSE ${DEST})
file(MAKE_DIRECTORY ${DEST})
file(ARCHIVE_EXTRACT INPUT ${TARBALL} DESTINATION ${DEST})
file(GLOB TREE LIST_DIRECTORIES true ${DEST}/uClibc-ng-*)
list(LENGTH TREE N)
if(NOT N EQUAL 1)
  message(FATAL_ERROR "forage: ${TARBALL} did not hold one uClibc-ng-* tree")
endif()
file(RENAME ${TREE} ${DEST}/tree)
file(COPY_FILE ${CONFIG} ${DEST}/tree/.config)
find_program(MAKE_PROGRAM NAMES make gmake REQUIRED)
execute_process(
  COMMAND ${MAKE_PROGRAM} ARCH=x86_64 headers
  WORKING_DIRECTORY ${DEST}/tree
  INPUT_FILE /dev/null
  OUTPUT_FILE ${DEST}/headers.log
  ERROR_FILE ${DEST}/headers.log
  RESULT_VARIABLE RC)
if(NOT RC EQUAL 0 OR NOT EXISTS ${DEST}/tree/include/bits/uClibc_config.h)
  message(FATAL_ERROR
    "forage: generating uClibc-ng's headers failed; see ${DEST}/headers.log")
endif()
file(TOUCH ${STAMP})
