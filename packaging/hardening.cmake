# Debian's hardening flags for the program the package ships: fortified libc calls, the strong
# stack protector, format checks, read-only relocations and immediate binding
# (tests/packaging/check_deb.sh asks lintian). The flags are asked of `dpkg-buildflags` with
# hardening=+all at configure time, as a Debian package build would; its optimisation, debug and
# path-mapping flags are left to the build type. Sets ASTROLABE_HARDENING_COMPILE_OPTIONS and
# ASTROLABE_HARDENING_LINK_OPTIONS, empty in the sanitizer and fuzzing builds (AddressSanitizer
# does the fortified calls' checking itself) and where dpkg-buildflags is missing (not Debian).
option(ASTROLABE_HARDENING "Build with the distribution's hardening flags (dpkg-buildflags)" ON)
set(ASTROLABE_HARDENING_COMPILE_OPTIONS)
set(ASTROLABE_HARDENING_LINK_OPTIONS)
if(NOT ASTROLABE_HARDENING OR ASTROLABE_SANITIZE OR ASTROLABE_FUZZ)
  return()
endif()
find_program(ASTROLABE_DPKG_BUILDFLAGS dpkg-buildflags)
if(NOT ASTROLABE_DPKG_BUILDFLAGS)
  message(STATUS "dpkg-buildflags not found: building without the distribution's hardening flags")
  return()
endif()

foreach(kind CPPFLAGS CXXFLAGS LDFLAGS)
  execute_process(
      COMMAND ${CMAKE_COMMAND} -E env DEB_BUILD_MAINT_OPTIONS=hardening=+all
              ${ASTROLABE_DPKG_BUILDFLAGS} --get ${kind}
      OUTPUT_VARIABLE flags OUTPUT_STRIP_TRAILING_WHITESPACE
      RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "dpkg-buildflags --get ${kind} failed (${status})")
  endif()
  separate_arguments(flags UNIX_COMMAND "${flags}")
  list(FILTER flags EXCLUDE REGEX "^-(g|O)|^-f(file|debug|macro)-prefix-map=")
  foreach(flag IN LISTS flags)
    if(kind STREQUAL LDFLAGS)
      list(APPEND ASTROLABE_HARDENING_LINK_OPTIONS ${flag})
    elseif(flag MATCHES "^-D_FORTIFY_SOURCE")
      # glibc's fortified calls need an optimising build; at -O0 it only warns.
      list(APPEND ASTROLABE_HARDENING_COMPILE_OPTIONS $<$<NOT:$<CONFIG:Debug>>:${flag}>)
    else()
      list(APPEND ASTROLABE_HARDENING_COMPILE_OPTIONS ${flag})
    endif()
  endforeach()
  list(JOIN flags " " shown)
  message(STATUS "Hardening ${kind}: ${shown}")
endforeach()
