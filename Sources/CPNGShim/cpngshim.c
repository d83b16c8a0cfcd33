// libpng behind setjmp: see include/cpngshim.h for the contract.
#include "cpngshim.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// MARK: - Errors

// libpng's error callback must not return; it copies the message into the
// buffer registered as the error pointer and jumps back to the setjmp of the
// shim function that made the failing call.
static void on_error(png_structp png, png_const_charp message) {
    char *buffer = (char *)png_get_error_ptr(png);
    if (buffer != NULL) {
        snprintf(buffer, CPNG_MESSAGE_CAPACITY, "%s", message != NULL ? message : "libpng error");
    }
    png_longjmp(png, 1);
}

// Warnings (bad ancillary chunks, sRGB profile notes) do not affect pixels.
static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void set_failure(cpng_status *status, const char *message) {
    status->failed = 1;
    snprintf(status->message, CPNG_MESSAGE_CAPACITY, "%s", message);
}

static void clear_status(cpng_status *status) {
    status->failed = 0;
    status->message[0] = '\0';
}

// MARK: - Encoding

void cpng_buffer_free(cpng_buffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
    buffer->capacity = 0;
}

static void write_bytes(png_structp png, png_bytep data, size_t length) {
    cpng_buffer *buffer = (cpng_buffer *)png_get_io_ptr(png);
    if (length > buffer->capacity - buffer->count) {
        size_t capacity = buffer->capacity < 65536 ? 65536 : buffer->capacity;
        while (length > capacity - buffer->count) {
            if (capacity > SIZE_MAX / 2) png_error(png, "PNG output too large for memory");
            capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(buffer->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory growing the PNG output buffer");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
}

static void flush_nothing(png_structp png) { (void)png; }

static int libpng_filters(int filters) {
    int mask = 0;
    if (filters & CPNG_FILTER_NONE) mask |= PNG_FILTER_NONE;
    if (filters & CPNG_FILTER_SUB) mask |= PNG_FILTER_SUB;
    if (filters & CPNG_FILTER_UP) mask |= PNG_FILTER_UP;
    if (filters & CPNG_FILTER_AVERAGE) mask |= PNG_FILTER_AVG;
    if (filters & CPNG_FILTER_PAETH) mask |= PNG_FILTER_PAETH;
    return mask != 0 ? mask : PNG_FILTER_NONE;
}

static int zlib_strategy(int strategy) {
    switch (strategy) {
    case CPNG_STRATEGY_FILTERED: return Z_FILTERED;
    case CPNG_STRATEGY_HUFFMAN_ONLY: return Z_HUFFMAN_ONLY;
    case CPNG_STRATEGY_RLE: return Z_RLE;
    case CPNG_STRATEGY_FIXED: return Z_FIXED;
    case CPNG_STRATEGY_RUNS: return CPNG_RUN_DEFLATE;
    default: return Z_DEFAULT_STRATEGY;
    }
}

int cpng_encode_premultiplied(const uint8_t *rgba, uint32_t width, uint32_t height,
                              int color_mode, const cpng_encode_options *options,
                              cpng_buffer *output, cpng_status *status) {
    int opaque = color_mode == CPNG_COLOR_RGB_IF_OPAQUE;
    clear_status(status);
    output->bytes = NULL;
    output->count = 0;
    output->capacity = 0;
    if (width == 0 || height == 0) {
        set_failure(status, "image has zero width or height");
        return CPNG_FAILED;
    }

    // Large images: the IDAT stream is deflated in bands on several threads
    // first (no libpng involved), then libpng writes the chunks around it.
    uint8_t *volatile idat = NULL;
    size_t idat_count = 0;
    int bands = cpng_band_count(width, height, options->bands);
    // libpng knows only zlib, so the run deflate always goes this way.
    if (bands > 1 || options->strategy == CPNG_STRATEGY_RUNS) {
        int filters = options->filters & 0x1F ? options->filters & 0x1F : CPNG_FILTER_NONE;
        uint8_t *stream = NULL;
        int result = cpng_parallel_idat(rgba, width, height, opaque, filters,
                                        options->compression_level,
                                        zlib_strategy(options->strategy), bands, options->threads,
                                        &stream, &idat_count, status->message);
        if (result != CPNG_OK) {
            status->failed = result == CPNG_FAILED;
            return result;
        }
        idat = stream;
    }

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, status->message,
                                              on_error, on_warning);
    if (png == NULL) {
        free(idat);
        set_failure(status, "libpng could not create a write struct (out of memory)");
        return CPNG_FAILED;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        free(idat);
        png_destroy_write_struct(&png, NULL);
        set_failure(status, "libpng could not create an info struct (out of memory)");
        return CPNG_FAILED;
    }
    // Assigned after setjmp, so volatile: its value must survive the longjmp.
    uint8_t *volatile row = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free(row);
        free(idat);
        png_destroy_write_struct(&png, &info);
        cpng_buffer_free(output);
        status->failed = 1;
        return CPNG_FAILED;
    }

    // 1600x1000 charts compress to about 0.15 byte per pixel; starting near
    // there saves most of the regrowth copies.
    size_t estimate = (size_t)width * height / 6 + 4096;
    output->bytes = (uint8_t *)malloc(estimate);
    if (output->bytes == NULL) png_error(png, "out of memory for the PNG output buffer");
    output->capacity = estimate;
    png_set_write_fn(png, output, write_bytes, flush_nothing);
    png_set_compression_level(png, options->compression_level);
    png_set_compression_strategy(png, zlib_strategy(options->strategy));
    png_set_filter(png, PNG_FILTER_TYPE_BASE, libpng_filters(options->filters));
    // Bigger IDAT chunks: fewer chunk headers and deflate calls.
    png_set_compression_buffer_size(png, 1 << 17);

    int color_type = opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA;
    png_set_IHDR(png, info, width, height, 8, color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (options->pixels_per_meter > 0) {
        png_set_pHYs(png, info, options->pixels_per_meter, options->pixels_per_meter,
                     PNG_RESOLUTION_METER);
    }
    if (options->software != NULL) {
        png_text text;
        memset(&text, 0, sizeof text);
        text.compression = PNG_TEXT_COMPRESSION_NONE;
        text.key = (png_charp) "Software";
        text.text = (png_charp)options->software;
        text.text_length = strlen(options->software);
        png_set_text(png, info, &text, 1);
    }
    png_write_info(png, info);

    if (idat != NULL) {
        // libpng's own IDATs are at most the compression buffer size; keep
        // chunks of similar size so readers never see one huge chunk.
        const size_t chunk_limit = (size_t)1 << 18;
        for (size_t offset = 0; offset < idat_count; offset += chunk_limit) {
            size_t length = idat_count - offset < chunk_limit ? idat_count - offset : chunk_limit;
            png_write_chunk(png, (png_const_bytep) "IDAT", idat + offset, length);
        }
        // png_write_end insists on IDATs written through png_write_row; the
        // text chunks went out with png_write_info, so only IEND is left.
        png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
        free(idat);
        idat = NULL;
        png_destroy_write_struct(&png, &info);
        return CPNG_OK;
    }

    size_t channels = opaque ? 3 : 4;
    row = (uint8_t *)malloc((size_t)width * channels);
    if (row == NULL) png_error(png, "out of memory for a PNG row");
    size_t stride = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = rgba + (size_t)y * stride;
        if (opaque) {
            if (cpng_opaque_row(source, row, width) != 0xFF) {
                // Not opaque after all: no libpng call is in progress, so
                // clean up directly and let the caller start over as RGBA.
                free(row);
                png_destroy_write_struct(&png, &info);
                cpng_buffer_free(output);
                return CPNG_NOT_OPAQUE;
            }
        } else {
            cpng_unpremultiply_row(source, row, width);
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);

    free(row);
    png_destroy_write_struct(&png, &info);
    return CPNG_OK;
}

// MARK: - Decoding

struct cpng_decoder {
    png_structp png;
    png_infop info;
    const uint8_t *bytes;
    size_t count;
    size_t offset;
    uint32_t width;
    uint32_t height;
    char message[CPNG_MESSAGE_CAPACITY];
};

static void read_bytes(png_structp png, png_bytep out, size_t length) {
    struct cpng_decoder *decoder = (struct cpng_decoder *)png_get_io_ptr(png);
    if (length > decoder->count - decoder->offset) {
        png_error(png, "truncated PNG data (unexpected end of input)");
    }
    memcpy(out, decoder->bytes + decoder->offset, length);
    decoder->offset += length;
}

static void destroy_decoder(struct cpng_decoder *decoder) {
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder);
}

cpng_decoder *cpng_decoder_open(const uint8_t *bytes, size_t count, cpng_status *status) {
    clear_status(status);
    if (count < 8 || png_sig_cmp(bytes, 0, 8) != 0) {
        set_failure(status, "not a PNG (the 8-byte signature is missing)");
        return NULL;
    }
    struct cpng_decoder *decoder = (struct cpng_decoder *)calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        set_failure(status, "out of memory for a PNG decoder");
        return NULL;
    }
    decoder->bytes = bytes;
    decoder->count = count;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder->message,
                                          on_error, on_warning);
    if (decoder->png != NULL) decoder->info = png_create_info_struct(decoder->png);
    if (decoder->png == NULL || decoder->info == NULL) {
        destroy_decoder(decoder);
        set_failure(status, "libpng could not create a read struct (out of memory)");
        return NULL;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        set_failure(status, decoder->message);
        destroy_decoder(decoder);
        return NULL;
    }
    png_set_read_fn(decoder->png, decoder, read_bytes);
    // Strict: a damaged ancillary chunk is an error too, not a silent skip,
    // since decoding exists to compare images and validate output.
    png_set_crc_action(decoder->png, PNG_CRC_DEFAULT, PNG_CRC_ERROR_QUIT);
    png_read_info(decoder->png, decoder->info);
    decoder->width = png_get_image_width(decoder->png, decoder->info);
    decoder->height = png_get_image_height(decoder->png, decoder->info);
    return decoder;
}

void cpng_decoder_size(const cpng_decoder *decoder, uint32_t *width, uint32_t *height) {
    *width = decoder->width;
    *height = decoder->height;
}

int cpng_decoder_read_rgba(cpng_decoder *decoder, uint8_t *rgba, cpng_status *status) {
    clear_status(status);
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) {
        set_failure(status, decoder->message);
        return -1;
    }
    png_byte color_type = png_get_color_type(png, info);
    png_byte bit_depth = png_get_bit_depth(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;

    // Palette → RGB, gray 1/2/4 → 8 bit, tRNS → alpha channel.
    png_set_expand(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (!(color_type & PNG_COLOR_MASK_COLOR)) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_trns) {
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)decoder->width * 4) {
        png_error(png, "unexpected row layout after converting to RGBA8");
    }

    // Each pass fills in its own pixels of the full rows, so after the last
    // pass every pixel of an interlaced image has been written once.
    size_t stride = (size_t)decoder->width * 4;
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < decoder->height; y++) {
            png_read_row(png, rgba + (size_t)y * stride, NULL);
        }
    }
    png_read_end(png, NULL);
    return 0;
}

void cpng_decoder_close(cpng_decoder *decoder) {
    if (decoder != NULL) destroy_decoder(decoder);
}
