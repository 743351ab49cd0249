// glibc's malloc.h (malloc_trim), which Swift's Glibc module does not include. Header only:
// nothing is compiled, so no C object (and no debug information valgrind cannot read).
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
