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

/// igzip's level buffer size for level 2 (a macro of macros, which Swift does not import).
static inline unsigned animatic_igzip_level2_buffer_size(void) { return ISAL_DEF_LVL2_DEFAULT; }
