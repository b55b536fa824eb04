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
# ungetc of the characters just read moves back in the buffer only while
# the getc macro's window is open, so at the end of the data (the window
# closed) a second ungetc failed where glibc's succeeds: dos2unix pushes
# back both bytes of a UTF-16 character it peeked at, and at the last one
# recorded exit 0 where the native run exits 1. Moving back is right
# whenever the stream is reading narrow characters with no ungot pending.
set(UNGETC ${DEST}/tree/libc/stdio/ungetc.c)
file(READ ${UNGETC} TEXT)
set(FROM "if (__STDIO_STREAM_CAN_USE_BUFFER_GET(stream)\n\t\t&& (c != EOF)")
set(TO "if ((__STDIO_STREAM_CAN_USE_BUFFER_GET(stream)\n\t\t || (__STDIO_STREAM_IS_NARROW_READING(stream)\n\t\t     && !(stream->__modeflags & __FLAG_UNGOT)))\n\t\t&& (c != EOF)")
string(FIND "${TEXT}" "${FROM}" AT)
if(AT EQUAL -1)
  message(FATAL_ERROR "forage: ${UNGETC} is not the ungetc.c forage patches")
endif()
string(REPLACE "${FROM}" "${TO}" TEXT "${TEXT}")
file(WRITE ${UNGETC} "${TEXT}")
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
