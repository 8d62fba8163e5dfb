// The part of Pango's, HarfBuzz's and GLib's C API that AnimaticRender calls, declared here rather than by
// including <pango/pangocairo.h>. Including the real headers needs pkg-config's pangocairo flags,
// and those carry `-pthread` (from gio-2.0), which SwiftPM prohibits and warns about on every build
// of every package that depends on Animatic. Declaring the calls needs only cairo's include paths.
// Pango and GLib keep these signatures ABI-stable; Tests/AnimaticRenderTests/PangoDeclarationTests
// compiles this file against the system headers so a mismatch fails the tests.
#ifndef ANIMATIC_PANGO_API_H
#define ANIMATIC_PANGO_API_H

#include <cairo/cairo.h>

#ifndef ANIMATIC_PANGO_TYPES_FROM_SYSTEM_HEADERS
typedef int gboolean;
typedef void *gpointer;

#define PANGO_SCALE 1024

typedef struct _PangoLayout PangoLayout;
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttribute PangoAttribute;
typedef struct _PangoRectangle { int x; int y; int width; int height; } PangoRectangle;
typedef struct _PangoMatrix { double xx; double xy; double yx; double yy; double x0; double y0; } PangoMatrix;

typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
typedef enum {
    PANGO_WEIGHT_THIN = 100, PANGO_WEIGHT_ULTRALIGHT = 200, PANGO_WEIGHT_LIGHT = 300,
    PANGO_WEIGHT_SEMILIGHT = 350, PANGO_WEIGHT_BOOK = 380, PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_MEDIUM = 500, PANGO_WEIGHT_SEMIBOLD = 600, PANGO_WEIGHT_BOLD = 700,
    PANGO_WEIGHT_ULTRABOLD = 800, PANGO_WEIGHT_HEAVY = 900, PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
#endif

void g_object_unref(gpointer object);

const char *pango_version_string(void);
const char *hb_version_string(void);

PangoLayout *pango_cairo_create_layout(cairo_t *cr);
PangoFontMap *pango_cairo_font_map_new(void);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_update_context(cairo_t *cr, PangoContext *context);
PangoLayout *pango_layout_new(PangoContext *context);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);

PangoContext *pango_layout_get_context(PangoLayout *layout);
void pango_context_set_matrix(PangoContext *context, const PangoMatrix *matrix);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);
void pango_layout_context_changed(PangoLayout *layout);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);

void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, gboolean justify);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);

PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
void pango_attr_list_unref(PangoAttrList *list);
PangoAttribute *pango_attr_font_features_new(const char *features);

#endif
