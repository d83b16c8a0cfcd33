// Banded parallel deflate (pigz's scheme) for the IDAT stream.
//
// The image is cut into bands of rows; a worker thread per CPU claims bands
// in order and converts, filters and deflates each into raw deflate data.
// Every band but the last ends with Z_SYNC_FLUSH, which closes on a byte
// boundary, so the bands can be concatenated; the last ends with Z_FINISH.
// One zlib header goes in front and the Adler-32 of all filtered bytes
// (per-band sums joined with adler32_combine) behind. Bands do not share a
// dictionary: with up to 16 bands of a large image that costs little of the
// file's size (docs/PERFORMANCE.md, "Parallel bands"), and it keeps bands independent. Filters that look at the
// previous row get it by converting the row above the band from the source
// pixels again, so no band waits for another.
#include "cpngdeflate.h"
#include "run_deflate.h"
#include "adler32_sse2.h"
#include "CThreadStart.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

enum { MAX_BANDS = 16, BANDS_PER_CPU = 4, MIN_BAND_ROWS = 32, ROWS_PER_STEP = 16 };
static const uint64_t PARALLEL_MIN_PIXELS = 256 * 1024;

static int online_cpus(void) {
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    return cpus < 1 ? 1 : cpus > MAX_BANDS ? MAX_BANDS : (int)cpus;
}

// Several bands per CPU: threads claim bands as they go, so a thread the
// scheduler starts late (a busy machine) just takes fewer of them.
int cpng_band_count(uint32_t width, uint32_t height, int requested) {
    int bands = requested;
    if (bands <= 0) {
        if ((uint64_t)width * height < PARALLEL_MIN_PIXELS) return 1;
        int cpus = online_cpus();
        if (cpus == 1) return 1;
        bands = cpus * BANDS_PER_CPU;
        if (bands > MAX_BANDS) bands = MAX_BANDS;
        while (bands > 1 && height / (uint32_t)bands < MIN_BAND_ROWS) bands--;
    }
    if (bands > MAX_BANDS) bands = MAX_BANDS;
    if ((uint32_t)bands > height) bands = (int)height;
    return bands < 1 ? 1 : bands;
}

typedef struct job {
    // Shared, read-only.
    const uint8_t *rgba;
    uint32_t width;
    int opaque;
    int filters;
    int level;
    int strategy;
    atomic_int *stop;  // set when any band finds alpha < 255 or fails
    // This band.
    uint32_t first_row;
    uint32_t end_row;
    int last;
    // Results.
    uint8_t *out;
    size_t out_count;
    size_t out_capacity;
    uLong adler;
    int result;
    char message[CPNG_MESSAGE_CAPACITY];
} job;

static int convert_row(const job *j, uint32_t y, uint8_t *dst) {
    const uint8_t *src = j->rgba + (size_t)y * j->width * 4;
    if (j->opaque) return cpng_opaque_row(src, dst, j->width) == 0xFF;
    cpng_unpremultiply_row(src, dst, j->width);
    return 1;
}

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

// Writes the type byte and the filtered bytes of `row` (n bytes, bpp bytes
// per pixel) into `dst`; `up` is the previous row, zeros above the image.
// One plain loop per type, so the compiler can vectorize sub, up and none.
static void filter_row(int type, const uint8_t *restrict row, const uint8_t *restrict up,
                       size_t n, size_t bpp, uint8_t *restrict dst) {
    *dst++ = (uint8_t)type;
    switch (type) {
    case 1:
        memcpy(dst, row, bpp);
        for (size_t i = bpp; i < n; i++) dst[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case 2:
        for (size_t i = 0; i < n; i++) dst[i] = (uint8_t)(row[i] - up[i]);
        break;
    case 3:
        for (size_t i = 0; i < bpp; i++) dst[i] = (uint8_t)(row[i] - (up[i] >> 1));
        for (size_t i = bpp; i < n; i++) {
            dst[i] = (uint8_t)(row[i] - ((row[i - bpp] + up[i]) >> 1));
        }
        break;
    case 4:
        for (size_t i = 0; i < bpp; i++) dst[i] = (uint8_t)(row[i] - up[i]);
        for (size_t i = bpp; i < n; i++) {
            dst[i] = (uint8_t)(row[i] - paeth(row[i - bpp], up[i], up[i - bpp]));
        }
        break;
    default:
        memcpy(dst, row, n);
        break;
    }
}

// libpng's heuristic for choosing a filter per row: the sum of the filtered
// bytes read as signed magnitudes (0 and small ± residuals are cheap).
static unsigned long residual_sum(const uint8_t *bytes, size_t n) {
    unsigned long sum = 0;
    for (size_t i = 0; i < n; i++) sum += (unsigned)abs((int)(int8_t)bytes[i]);
    return sum;
}

static int deflate_into(job *j, z_stream *z, uint8_t *data, size_t count, int flush) {
    z->next_in = data;
    z->avail_in = (uInt)count;
    for (;;) {
        if (j->out_count == j->out_capacity) {
            size_t capacity = j->out_capacity * 2;
            uint8_t *grown = (uint8_t *)realloc(j->out, capacity);
            if (grown == NULL) return 0;
            j->out = grown;
            j->out_capacity = capacity;
        }
        z->next_out = j->out + j->out_count;
        z->avail_out = (uInt)(j->out_capacity - j->out_count);
        int status = deflate(z, flush);
        j->out_count = j->out_capacity - z->avail_out;
        if (status == Z_STREAM_ERROR) return 0;
        if (flush == Z_FINISH ? status == Z_STREAM_END : (z->avail_in == 0 && z->avail_out != 0)) {
            return 1;
        }
    }
}

static void fail(job *j, const char *message) {
    j->result = CPNG_FAILED;
    snprintf(j->message, CPNG_MESSAGE_CAPACITY, "%s", message);
    atomic_store(j->stop, 1);
}

// The run deflate codes a band as one block. Rows are converted a step at a
// time into a small window (the row above the step, then the step's rows),
// so the band never needs a buffer of its own size: fewer fresh pages.
static void run_band_runs(job *j) {
    size_t channels = j->opaque ? 3 : 4;
    size_t stride = (size_t)j->width * channels + 1;
    uint8_t *window = (uint8_t *)malloc((ROWS_PER_STEP + 1) * stride);
    cpng_run_state state;
    int started = cpng_run_begin(&state, stride, channels);
    uint32_t adler = 1;
    if (window == NULL || !started) {
        fail(j, "out of memory for parallel PNG compression");
        goto done;
    }
    // `held`: rows in the window before the step's (0 at the band's top, then 1).
    size_t held = 0;
    for (uint32_t y = j->first_row; y < j->end_row; y += ROWS_PER_STEP) {
        if (atomic_load_explicit(j->stop, memory_order_relaxed)) goto done;
        uint32_t count = j->end_row - y < ROWS_PER_STEP ? j->end_row - y : ROWS_PER_STEP;
        for (uint32_t r = 0; r < count; r++) {
            uint8_t *dst = window + (held + r) * stride;
            dst[0] = 0;
            if (!convert_row(j, y + r, dst + 1)) {
                j->result = CPNG_NOT_OPAQUE;
                atomic_store(j->stop, 1);
                goto done;
            }
        }
        size_t from = held * stride, to = (held + count) * stride;
        adler = cpng_adler32(adler, window + from, to - from);
        if (!cpng_run_add(&state, window, from, to)) {
            fail(j, "out of memory for parallel PNG compression");
            goto done;
        }
        // The step's last row becomes the next step's row above.
        memmove(window, window + to - stride, stride);
        held = 1;
    }
    j->adler = adler;
    j->out_count = cpng_run_finish(&state, j->last, &j->out);
    j->out_capacity = j->out_count;
    started = 0;
    if (j->out == NULL) {
        fail(j, "out of memory for parallel PNG compression");
        goto done;
    }
    j->result = CPNG_OK;
done:
    if (started) cpng_run_discard(&state);
    free(window);
}

// The PNG filter type (0-4) when `filters` allows exactly one, else -1 (adaptive).
static int single_filter(int filters) {
    switch (filters) {
    case CPNG_FILTER_NONE: return 0;
    case CPNG_FILTER_SUB: return 1;
    case CPNG_FILTER_UP: return 2;
    case CPNG_FILTER_AVERAGE: return 3;
    case CPNG_FILTER_PAETH: return 4;
    default: return -1;
    }
}

// Converts `count` rows from `y` on: straight behind their type byte into
// `unfiltered` when there is no filter, else into `raw` after the row above;
// false when a row is not opaque where the band was promised it would be.
static int convert_step(job *j, uint32_t y, uint32_t count, uint8_t *unfiltered, uint8_t *raw) {
    size_t n = (size_t)j->width * (j->opaque ? 3 : 4);
    for (uint32_t r = 0; r < count; r++) {
        uint8_t *dst = unfiltered ? unfiltered + r * (n + 1) + 1 : raw + (r + 1) * n;
        if (unfiltered) dst[-1] = 0;
        if (!convert_row(j, y + r, dst)) return 0;
    }
    return 1;
}

// Filters `row` with each filter `allowed` names and keeps in `dst` the one
// with the smallest residual sum (`trial`: room for one more filtered row).
static void filter_adaptively(int allowed, const uint8_t *row, const uint8_t *above, size_t n, size_t channels,
                              uint8_t *dst, uint8_t *trial) {
    unsigned long best = (unsigned long)-1;
    for (int t = 0; t <= 4; t++) {
        if (!(allowed & (1 << t))) continue;
        uint8_t *candidate = best == (unsigned long)-1 ? dst : trial;
        filter_row(t, row, above, n, channels, candidate);
        unsigned long sum = residual_sum(candidate + 1, n);
        if (sum < best) {
            if (candidate != dst) memcpy(dst, candidate, n + 1);
            best = sum;
        }
    }
}

static void *run_band(void *argument) {
    job *j = (job *)argument;
    if (j->strategy == CPNG_RUN_DEFLATE) {
        run_band_runs(j);
        return NULL;
    }
    size_t channels = j->opaque ? 3 : 4;
    size_t n = (size_t)j->width * channels;
    size_t stride = n + 1;  // filter type byte + row
    uint32_t rows = j->end_row - j->first_row;
    int type = single_filter(j->filters), single = type >= 0;
    int needs_above = j->filters != CPNG_FILTER_NONE && j->filters != CPNG_FILTER_SUB;

    // raw: the row above the band (zeros at the top of the image) then the
    // band's rows of one step. filtered: one step of rows, each behind its
    // type byte; without a filter rows are converted straight into it.
    int no_filter = j->filters == CPNG_FILTER_NONE;
    uint8_t *raw = no_filter ? NULL : (uint8_t *)calloc(ROWS_PER_STEP + 1, n);
    uint8_t *filtered = (uint8_t *)malloc(stride * ROWS_PER_STEP);
    uint8_t *trial = single ? NULL : (uint8_t *)malloc(stride);
    j->out_capacity = (size_t)rows * stride / 4 + 4096;
    j->out = (uint8_t *)malloc(j->out_capacity);
    z_stream z;
    memset(&z, 0, sizeof z);
    int zlib_ready = 0;
    if ((!no_filter && raw == NULL) || filtered == NULL || j->out == NULL || (!single && trial == NULL)) {
        fail(j, "out of memory for parallel PNG compression");
        goto done;
    }
    // Raw deflate (negative window bits): no header or trailer per band.
    if (deflateInit2(&z, j->level, Z_DEFLATED, -15, 8, j->strategy) != Z_OK) {
        fail(j, "zlib could not start a deflate stream");
        goto done;
    }
    zlib_ready = 1;

    if (j->first_row > 0 && needs_above) {
        // Only its bytes matter here; another band checks its opacity.
        (void)convert_row(j, j->first_row - 1, raw);
    }
    j->adler = adler32(0L, Z_NULL, 0);
    for (uint32_t y = j->first_row; y < j->end_row; y += ROWS_PER_STEP) {
        if (atomic_load_explicit(j->stop, memory_order_relaxed)) goto done;
        uint32_t count = j->end_row - y < ROWS_PER_STEP ? j->end_row - y : ROWS_PER_STEP;
        if (!convert_step(j, y, count, no_filter ? filtered : NULL, raw)) {
            j->result = CPNG_NOT_OPAQUE;
            atomic_store(j->stop, 1);
            goto done;
        }
        for (uint32_t r = 0; r < count && !no_filter; r++) {
            const uint8_t *row = raw + (r + 1) * n;
            uint8_t *dst = filtered + r * stride;
            if (single) {
                filter_row(type, row, raw + r * n, n, channels, dst);
            } else {
                filter_adaptively(j->filters, row, raw + r * n, n, channels, dst, trial);
            }
        }
        // Keep the last raw row as the next step's "above".
        if (!no_filter) memcpy(raw, raw + count * n, n);
        size_t bytes = (size_t)count * stride;
        j->adler = cpng_adler32((uint32_t)j->adler, filtered, bytes);
        int last_step = y + count == j->end_row;
        int flush = !last_step ? Z_NO_FLUSH : j->last ? Z_FINISH : Z_SYNC_FLUSH;
        if (!deflate_into(j, &z, filtered, bytes, flush)) {
            fail(j, "zlib failed while compressing PNG rows");
            goto done;
        }
    }
    j->result = CPNG_OK;
done:
    if (zlib_ready) deflateEnd(&z);
    free(raw);
    free(filtered);
    free(trial);
    return NULL;
}

typedef struct queue {
    job *jobs;
    int count;
    atomic_int next;
} queue;

static void *run_bands(void *argument) {
    queue *work = (queue *)argument;
    for (;;) {
        int b = atomic_fetch_add(&work->next, 1);
        if (b >= work->count) return NULL;
        run_band(&work->jobs[b]);
    }
}

// zlib header: deflate with a 32 KiB window, FLEVEL as zlib would set it,
// and FCHECK making the pair a multiple of 31.
static void zlib_header(int level, int strategy, uint8_t header[2]) {
    int flevel = (strategy >= Z_HUFFMAN_ONLY || level < 2) ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
    unsigned cmf = 0x78, flg = (unsigned)flevel << 6;
    flg += 31 - (cmf * 256 + flg) % 31;
    header[0] = (uint8_t)cmf;
    header[1] = (uint8_t)flg;
}

int cpng_parallel_idat(const uint8_t *rgba, uint32_t width, uint32_t height, int opaque,
                       int filters, int level, int strategy, int bands, int max_threads,
                       uint8_t **stream, size_t *count, char *message) {
    *stream = NULL;
    *count = 0;
    if (bands < 1) bands = 1;
    if (bands > MAX_BANDS) bands = MAX_BANDS;
    if ((uint32_t)bands > height) bands = (int)height;
    atomic_int stop;
    atomic_init(&stop, 0);
    job jobs[MAX_BANDS];
    pthread_t workers[MAX_BANDS];
    int started[MAX_BANDS] = {0};
    memset(jobs, 0, sizeof jobs);
    for (int b = 0; b < bands; b++) {
        job *j = &jobs[b];
        j->rgba = rgba;
        j->width = width;
        j->opaque = opaque;
        j->filters = filters;
        j->level = level;
        j->strategy = strategy;
        j->stop = &stop;
        // Spread the remainder: band heights differ by at most one row.
        j->first_row = (uint32_t)((uint64_t)height * b / bands);
        j->end_row = (uint32_t)((uint64_t)height * (b + 1) / bands);
        j->last = b == bands - 1;
        j->result = CPNG_FAILED;
        snprintf(j->message, CPNG_MESSAGE_CAPACITY, "parallel PNG compression did not run");
    }
    // One worker per CPU (this thread is one of them) claims bands in order;
    // workers start on other CPUs than this one (see CThreadStart.h).
    // If no thread can start, this one does every band.
    queue work = {jobs, bands};
    atomic_init(&work.next, 0);
    // max_threads only limits who does the work: the bands, and so the
    // bytes, are the same however many threads deflate them.
    int threads = online_cpus() < bands ? online_cpus() : bands;
    if (max_threads > 0 && threads > max_threads) threads = max_threads;
    for (int t = 1; t < threads; t++) {
        started[t] = rc_start_thread_elsewhere(&workers[t], run_bands, &work) == 0;
    }
    run_bands(&work);
    for (int t = 1; t < threads; t++) {
        if (started[t]) pthread_join(workers[t], NULL);
    }

    int result = CPNG_OK;
    for (int b = 0; b < bands && result == CPNG_OK; b++) {
        if (jobs[b].result == CPNG_NOT_OPAQUE) result = CPNG_NOT_OPAQUE;
    }
    for (int b = 0; b < bands && result == CPNG_OK; b++) {
        if (jobs[b].result != CPNG_OK) {
            snprintf(message, CPNG_MESSAGE_CAPACITY, "%s", jobs[b].message);
            result = CPNG_FAILED;
        }
    }
    size_t total = 2 + 4;
    uLong adler = adler32(0L, Z_NULL, 0);
    if (result == CPNG_OK) {
        size_t stride = (size_t)width * (opaque ? 3 : 4) + 1;
        for (int b = 0; b < bands; b++) {
            total += jobs[b].out_count;
            size_t band_bytes = (size_t)(jobs[b].end_row - jobs[b].first_row) * stride;
            adler = adler32_combine(adler, jobs[b].adler, (z_off_t)band_bytes);
        }
        *stream = (uint8_t *)malloc(total);
        if (*stream == NULL) {
            snprintf(message, CPNG_MESSAGE_CAPACITY, "out of memory joining compressed PNG bands");
            result = CPNG_FAILED;
        }
    }
    if (result == CPNG_OK) {
        uint8_t *p = *stream;
        zlib_header(level, strategy, p);
        p += 2;
        for (int b = 0; b < bands; b++) {
            memcpy(p, jobs[b].out, jobs[b].out_count);
            p += jobs[b].out_count;
        }
        p[0] = (uint8_t)(adler >> 24);
        p[1] = (uint8_t)(adler >> 16);
        p[2] = (uint8_t)(adler >> 8);
        p[3] = (uint8_t)adler;
        *count = total;
    }
    for (int b = 0; b < bands; b++) free(jobs[b].out);
    return result;
}
