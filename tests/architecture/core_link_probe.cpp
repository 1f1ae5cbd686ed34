// A program that links the core library and nothing else (tests/architecture/CMakeLists.txt):
// check_core_links.sh reads which shared libraries it needs. It runs one core function, so the
// library's objects are really in it.
#include "attention/softmax.h"

int main()
{
    return astrolabe::attention::softmax({3.0, 1.0, 0.0}).size() == 3 ? 0 : 1;
}
