#ifndef CMEMORY_H
#define CMEMORY_H

/// Hands the whole free pages of the C heap back to the operating system (glibc's
/// `malloc_trim`, which Swift's Glibc module does not expose); does nothing elsewhere.
void cmemory_release_free_pages(void);

#endif
