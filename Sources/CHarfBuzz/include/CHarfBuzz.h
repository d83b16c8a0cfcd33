// CHarfBuzz: HarfBuzz, loaded when text is first shaped rather than when the
// process starts.
//
// Linking libharfbuzz made the dynamic loader map it and six libraries it
// needs (FreeType, GLib, PCRE2, Graphite2, Brotli) and resolve their symbols
// before `main`, on every run, although a chart command can do that on its
// second thread while the log is read. So the library is opened with dlopen
// on first use (`rc_hb_load`) and Swift calls it through the `rc_hb_*`
// functions below, which forward to the library's own.
//
// The few types and constants used are declared here, as HarfBuzz's stable
// ABI defines them (hb-common.h, hb-blob.h, hb-buffer.h), rather than taken
// from <harfbuzz/hb.h>: building needs no libharfbuzz-dev, only running
// with shaping needs libharfbuzz0b (and text still draws without it).
// TypesetTests/HarfBuzzDeclarationTests compares them with the headers
// where those are installed.
#pragma once

#include <stdbool.h>
#include <stdint.h>

typedef struct hb_blob_t hb_blob_t;
typedef struct hb_face_t hb_face_t;
typedef struct hb_font_t hb_font_t;
typedef struct hb_buffer_t hb_buffer_t;
/// Only ever passed as NULL (no features).
typedef struct hb_feature_t hb_feature_t;

typedef uint32_t hb_codepoint_t;
typedef int32_t hb_position_t;
typedef void (*hb_destroy_func_t)(void *user_data);

typedef enum {
    HB_MEMORY_MODE_DUPLICATE,
    HB_MEMORY_MODE_READONLY,
    HB_MEMORY_MODE_WRITABLE,
    HB_MEMORY_MODE_READONLY_MAY_MAKE_WRITABLE
} hb_memory_mode_t;

typedef enum {
    HB_DIRECTION_INVALID = 0,
    HB_DIRECTION_LTR = 4,
    HB_DIRECTION_RTL,
    HB_DIRECTION_TTB,
    HB_DIRECTION_BTT
} hb_direction_t;

/// HarfBuzz's layout; `mask`, `var1` and `var2` are private to it (var1 and
/// var2 are 4-byte unions there).
typedef struct hb_glyph_info_t {
    hb_codepoint_t codepoint;
    uint32_t mask;
    uint32_t cluster;
    uint32_t var1;
    uint32_t var2;
} hb_glyph_info_t;

/// HarfBuzz's layout; `var` is private to it (a 4-byte union there).
typedef struct hb_glyph_position_t {
    hb_position_t x_advance;
    hb_position_t y_advance;
    hb_position_t x_offset;
    hb_position_t y_offset;
    uint32_t var;
} hb_glyph_position_t;

/// Opens libharfbuzz.so.0 and looks up every function below, once per
/// process (later calls return the first outcome at once; safe from any
/// thread). True when HarfBuzz can be used.
bool rc_hb_load(void);

/// Why HarfBuzz cannot be used (the loader's message), or NULL when it can.
/// Loads it first if no call did yet.
const char *rc_hb_load_error(void);

/// The library's functions, filled by `rc_hb_load`. Call them only after it
/// returned true.
typedef struct rc_hb_functions {
    hb_blob_t *(*blob_create)(const char *, unsigned int, hb_memory_mode_t, void *, hb_destroy_func_t);
    void (*blob_destroy)(hb_blob_t *);
    hb_face_t *(*face_create)(hb_blob_t *, unsigned int);
    void (*face_destroy)(hb_face_t *);
    hb_font_t *(*font_create)(hb_face_t *);
    void (*font_destroy)(hb_font_t *);
    void (*font_set_scale)(hb_font_t *, int, int);
    void (*font_make_immutable)(hb_font_t *);
    hb_buffer_t *(*buffer_create)(void);
    void (*buffer_destroy)(hb_buffer_t *);
    void (*buffer_add_codepoints)(hb_buffer_t *, const hb_codepoint_t *, int, unsigned int, int);
    void (*buffer_set_direction)(hb_buffer_t *, hb_direction_t);
    void (*buffer_guess_segment_properties)(hb_buffer_t *);
    void (*shape)(hb_font_t *, hb_buffer_t *, const hb_feature_t *, unsigned int);
    hb_glyph_info_t *(*buffer_get_glyph_infos)(hb_buffer_t *, unsigned int *);
    hb_glyph_position_t *(*buffer_get_glyph_positions)(hb_buffer_t *, unsigned int *);
} rc_hb_functions;

extern rc_hb_functions rc_hb;

static inline hb_blob_t *rc_hb_blob_create(const char *data, unsigned int length, hb_memory_mode_t mode,
                                           void *user_data, hb_destroy_func_t destroy) {
    return rc_hb.blob_create(data, length, mode, user_data, destroy);
}
static inline void rc_hb_blob_destroy(hb_blob_t *blob) { rc_hb.blob_destroy(blob); }
static inline hb_face_t *rc_hb_face_create(hb_blob_t *blob, unsigned int index) { return rc_hb.face_create(blob, index); }
static inline void rc_hb_face_destroy(hb_face_t *face) { rc_hb.face_destroy(face); }
static inline hb_font_t *rc_hb_font_create(hb_face_t *face) { return rc_hb.font_create(face); }
static inline void rc_hb_font_destroy(hb_font_t *font) { rc_hb.font_destroy(font); }
static inline void rc_hb_font_set_scale(hb_font_t *font, int x, int y) { rc_hb.font_set_scale(font, x, y); }
static inline void rc_hb_font_make_immutable(hb_font_t *font) { rc_hb.font_make_immutable(font); }
static inline hb_buffer_t *rc_hb_buffer_create(void) { return rc_hb.buffer_create(); }
static inline void rc_hb_buffer_destroy(hb_buffer_t *buffer) { rc_hb.buffer_destroy(buffer); }
static inline void rc_hb_buffer_add_codepoints(hb_buffer_t *buffer, const hb_codepoint_t *text, int length,
                                               unsigned int offset, int count) {
    rc_hb.buffer_add_codepoints(buffer, text, length, offset, count);
}
static inline void rc_hb_buffer_set_direction(hb_buffer_t *buffer, hb_direction_t direction) {
    rc_hb.buffer_set_direction(buffer, direction);
}
static inline void rc_hb_buffer_guess_segment_properties(hb_buffer_t *buffer) {
    rc_hb.buffer_guess_segment_properties(buffer);
}
static inline void rc_hb_shape(hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int count) {
    rc_hb.shape(font, buffer, features, count);
}
static inline hb_glyph_info_t *rc_hb_buffer_get_glyph_infos(hb_buffer_t *buffer, unsigned int *count) {
    return rc_hb.buffer_get_glyph_infos(buffer, count);
}
static inline hb_glyph_position_t *rc_hb_buffer_get_glyph_positions(hb_buffer_t *buffer, unsigned int *count) {
    return rc_hb.buffer_get_glyph_positions(buffer, count);
}
