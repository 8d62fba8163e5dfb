#include <cairo/cairo.h>
#include <cairo/cairo-svg.h>
#include <pango/pangocairo.h>
#include <png.h>
#include <pixman-1/pixman.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
