#include "CMemory.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void cmemory_release_free_pages(void) {
#if defined(__GLIBC__)
    // Unlike the automatic trim, this also releases free pages in the middle of the heap,
    // where a freed node tree sits between allocations that are still alive.
    malloc_trim(0);
#endif
}
