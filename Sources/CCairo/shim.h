#include <cairo/cairo.h>
#include <cairo/cairo-svg.h>
#include "pango-api.h"
#include <png.h>
#include <zlib.h>
#include <isa-l/igzip_lib.h>
#include <pixman-1/pixman.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <openssl/evp.h>
#include <xxhash.h>
#include <turbojpeg.h>

/// mremap(2) with MREMAP_MAYMOVE (1): glibc declares it variadic, which Swift does not import.
/// A block grown this way keeps its pages: only the growth is new memory.
extern void *mremap(void *old_address, size_t old_size, size_t new_size, int flags, ...);
static inline void *animatic_mremap_grow(void *address, size_t oldSize, size_t newSize) {
    return mremap(address, oldSize, newSize, 1);
}

/// igzip's level buffer size for level 2 (a macro of macros, which Swift does not import).
static inline unsigned animatic_igzip_level2_buffer_size(void) { return ISAL_DEF_LVL2_DEFAULT; }
