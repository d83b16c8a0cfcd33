// Opens libharfbuzz on first use; see CHarfBuzz.h for why.
#include "CHarfBuzz.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>

rc_hb_functions rc_hb;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool loaded;
static const char *failure;
static char failure_text[256];

// dlsym's answer as a function pointer: POSIX guarantees the conversion.
#define LOOK_UP(field, name)                                     \
    do {                                                         \
        void *symbol = dlsym(library, name);                     \
        if (!symbol) goto missing;                               \
        *(void **)(&functions.field) = symbol;                   \
    } while (0)

static void load(void) {
    // RTLD_LOCAL: HarfBuzz's dependencies stay out of the process's global
    // symbol scope. Never closed: fonts made with it live until exit.
    void *library = dlopen("libharfbuzz.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure_text, sizeof failure_text, "%s", reason ? reason : "libharfbuzz.so.0 could not be opened");
        failure = failure_text;
        return;
    }
    rc_hb_functions functions;
    LOOK_UP(blob_create, "hb_blob_create");
    LOOK_UP(blob_destroy, "hb_blob_destroy");
    LOOK_UP(face_create, "hb_face_create");
    LOOK_UP(face_destroy, "hb_face_destroy");
    LOOK_UP(font_create, "hb_font_create");
    LOOK_UP(font_destroy, "hb_font_destroy");
    LOOK_UP(font_set_scale, "hb_font_set_scale");
    LOOK_UP(font_make_immutable, "hb_font_make_immutable");
    LOOK_UP(buffer_create, "hb_buffer_create");
    LOOK_UP(buffer_destroy, "hb_buffer_destroy");
    LOOK_UP(buffer_add_codepoints, "hb_buffer_add_codepoints");
    LOOK_UP(buffer_set_direction, "hb_buffer_set_direction");
    LOOK_UP(buffer_guess_segment_properties, "hb_buffer_guess_segment_properties");
    LOOK_UP(shape, "hb_shape");
    LOOK_UP(buffer_get_glyph_infos, "hb_buffer_get_glyph_infos");
    LOOK_UP(buffer_get_glyph_positions, "hb_buffer_get_glyph_positions");
    rc_hb = functions;
    loaded = true;
    return;
missing:
    snprintf(failure_text, sizeof failure_text, "libharfbuzz.so.0 lacks a function: %s", dlerror());
    failure = failure_text;
}

bool rc_hb_load(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *rc_hb_load_error(void) {
    pthread_once(&once, load);
    return failure;
}
