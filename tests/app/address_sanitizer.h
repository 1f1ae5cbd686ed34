#pragma once

// ASTROLABE_ADDRESS_SANITIZER is 1 in a build with AddressSanitizer (clang or GCC), which
// replaces malloc: tests of glibc's heap skip there.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ASTROLABE_ADDRESS_SANITIZER 1
#endif
#elif defined(__SANITIZE_ADDRESS__)
#define ASTROLABE_ADDRESS_SANITIZER 1
#endif
