// A deflate encoder for chart images (fpng's idea): charts are long flat
// runs, so instead of zlib's hash chains it looks for a match at just two
// distances, the pixel to the left (bpp bytes back) and the same byte in the
// row above (one stride back), takes the longer, and codes the tokens with
// one dynamic Huffman block. Flat areas and repeated rows cost a few bits per
// 258 bytes; anti-aliased edges and text fall back to Huffman-coded literals.
#include "run_deflate.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_BITS = 15, LITLEN_CODES = 286, DIST_CODES = 30, CODELEN_CODES = 19, MAX_MATCH = 258 };

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                         35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                         3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                       257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                       8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                       7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t codelen_order[CODELEN_CODES] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5,
                                                     11, 4, 12, 3, 13, 2, 14, 1, 15};

// ---- bits -------------------------------------------------------------

typedef struct bits {
    uint8_t *out;
    size_t count;
    uint64_t word;
    int used;
} bits;

static inline void put(bits *b, uint32_t value, int count) {
    b->word |= (uint64_t)value << b->used;
    b->used += count;
    while (b->used >= 8) {
        b->out[b->count++] = (uint8_t)b->word;
        b->word >>= 8;
        b->used -= 8;
    }
}

static void align_to_byte(bits *b) {
    if (b->used > 0) put(b, 0, 8 - b->used);
}

// ---- Huffman code lengths limited to a maximum ------------------------

typedef struct node {
    uint32_t weight;
    int16_t symbol;  // -1 for an inner node
    int16_t left, right;
} node;

static int by_weight(const void *a, const void *b) {
    const node *x = (const node *)a, *y = (const node *)b;
    return x->weight != y->weight ? (x->weight < y->weight ? -1 : 1) : x->symbol - y->symbol;
}

static void depths(const node *nodes, int at, int depth, uint8_t *lengths, int *overflow, int limit) {
    if (nodes[at].symbol >= 0) {
        int d = depth == 0 ? 1 : depth;
        lengths[nodes[at].symbol] = (uint8_t)(d > 31 ? 31 : d);
        if (d > limit) *overflow = 1;
        return;
    }
    depths(nodes, nodes[at].left, depth + 1, lengths, overflow, limit);
    depths(nodes, nodes[at].right, depth + 1, lengths, overflow, limit);
}

// Huffman's algorithm with the two-queue merge over sorted leaves; lengths
// over `limit` are then pulled in (the usual Kraft-sum repair), giving the
// deepest codes to the rarest symbols.
static void code_lengths(const uint32_t *freq, int count, int limit, uint8_t *lengths) {
    node nodes[2 * LITLEN_CODES];
    int leaves = 0;
    memset(lengths, 0, (size_t)count);
    for (int s = 0; s < count; s++) {
        if (freq[s] > 0) nodes[leaves++] = (node){freq[s], (int16_t)s, -1, -1};
    }
    if (leaves == 0) return;
    if (leaves == 1) {
        lengths[nodes[0].symbol] = 1;
        return;
    }
    qsort(nodes, (size_t)leaves, sizeof(node), by_weight);
    int next_leaf = 0, next_inner = leaves, inner_end = leaves;
    while ((leaves - next_leaf) + (inner_end - next_inner) > 1) {
        int pick[2];
        for (int k = 0; k < 2; k++) {
            if (next_leaf < leaves
                && (next_inner >= inner_end || nodes[next_leaf].weight <= nodes[next_inner].weight)) {
                pick[k] = next_leaf++;
            } else {
                pick[k] = next_inner++;
            }
        }
        nodes[inner_end++] = (node){nodes[pick[0]].weight + nodes[pick[1]].weight, -1,
                                    (int16_t)pick[0], (int16_t)pick[1]};
    }
    int overflow = 0;
    depths(nodes, inner_end - 1, 0, lengths, &overflow, limit);
    if (!overflow) return;

    // How many codes of each length, with everything deeper moved to `limit`.
    int per_length[32] = {0};
    for (int s = 0; s < count; s++) {
        if (lengths[s]) per_length[lengths[s] > limit ? limit : lengths[s]]++;
    }
    uint32_t kraft = 0;
    for (int l = 1; l <= limit; l++) kraft += (uint32_t)per_length[l] << (limit - l);
    while (kraft > (1u << limit)) {
        // Take a code from the deepest level and split a shallower one into two.
        per_length[limit]--;
        for (int l = limit - 1; l > 0; l--) {
            if (per_length[l]) {
                per_length[l]--;
                per_length[l + 1] += 2;
                break;
            }
        }
        kraft--;
    }
    // Hand the lengths out again: the most frequent symbols (the end of the
    // sorted leaves) get the shortest codes.
    int l = 1;
    for (int i = leaves - 1; i >= 0; i--) {
        while (per_length[l] == 0) l++;
        lengths[nodes[i].symbol] = (uint8_t)l;
        per_length[l]--;
    }
}

// Canonical codes, bit-reversed because deflate sends Huffman codes from the
// most significant bit while `put` fills from the least.
static void canonical_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    int per_length[MAX_BITS + 1] = {0};
    for (int s = 0; s < count; s++) per_length[lengths[s]]++;
    per_length[0] = 0;
    uint16_t next[MAX_BITS + 2];
    uint32_t code = 0;
    for (int l = 1; l <= MAX_BITS; l++) {
        code = (code + (uint32_t)per_length[l - 1]) << 1;
        next[l] = (uint16_t)code;
    }
    for (int s = 0; s < count; s++) {
        int l = lengths[s];
        if (l == 0) continue;
        uint32_t c = next[l]++, reversed = 0;
        for (int i = 0; i < l; i++) reversed |= ((c >> i) & 1u) << (l - 1 - i);
        codes[s] = (uint16_t)reversed;
    }
}

// ---- tokens -----------------------------------------------------------

// A token is a literal byte (< 256) or a match: 0x8000_0000 | length << 16 | distance.
#define MATCH_FLAG 0x80000000u

static uint8_t length_code[MAX_MATCH + 1];

static void fill_length_codes(void) {
    for (int c = 0; c < 29; c++) {
        int end = c == 28 ? 259 : length_base[c + 1];
        for (int l = length_base[c]; l < end && l <= MAX_MATCH; l++) length_code[l] = (uint8_t)c;
    }
    length_code[MAX_MATCH] = 28;
}

static int dist_code(size_t distance) {
    int c = 0;
    while (c < 29 && dist_base[c + 1] <= distance) c++;
    return c;
}

static inline size_t match_length(const uint8_t *data, size_t at, size_t distance, size_t limit) {
    const uint8_t *a = data + at, *b = data + at - distance;
    size_t n = 0;
    while (n + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + (size_t)(__builtin_ctzll(x ^ y) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

// ---- the encoder ------------------------------------------------------

int cpng_run_begin(cpng_run_state *state, size_t stride, size_t pixel_bytes) {
    // Bands begin on several threads at once; the tables are filled exactly once.
    static pthread_once_t tables = PTHREAD_ONCE_INIT;
    pthread_once(&tables, fill_length_codes);
    memset(state, 0, sizeof *state);
    // Distances past deflate's 32 KiB window (rows of very wide images) are not used.
    state->row_distance = stride <= 32768 ? stride : 0;
    state->pixel_bytes = pixel_bytes;
    state->row_code = state->row_distance ? dist_code(state->row_distance) : 0;
    state->pixel_code = dist_code(pixel_bytes);
    state->capacity = 1 << 16;
    state->tokens = (uint32_t *)malloc(state->capacity * sizeof(uint32_t));
    return state->tokens != NULL;
}

int cpng_run_add(cpng_run_state *state, const uint8_t *data, size_t start, size_t end) {
    size_t row_distance = state->row_distance, pixel_bytes = state->pixel_bytes;
    for (size_t i = start; i < end;) {
        if (state->count == state->capacity) {
            size_t capacity = state->capacity * 2;
            uint32_t *grown = (uint32_t *)realloc(state->tokens, capacity * sizeof(uint32_t));
            if (grown == NULL) return 0;
            state->tokens = grown;
            state->capacity = capacity;
        }
        size_t limit = end - i < MAX_MATCH ? end - i : MAX_MATCH;
        size_t best = 0, distance = 0;
        if (row_distance && i >= row_distance) {
            best = match_length(data, i, row_distance, limit);
            distance = row_distance;
        }
        if (best < limit && i >= pixel_bytes) {
            size_t length = match_length(data, i, pixel_bytes, limit);
            if (length > best) {
                best = length;
                distance = pixel_bytes;
            }
        }
        if (best >= 3) {
            state->tokens[state->count++] = MATCH_FLAG | (uint32_t)best << 16 | (uint32_t)distance;
            state->litlen_freq[257 + length_code[best]]++;
            state->dist_freq[distance == row_distance ? state->row_code : state->pixel_code]++;
            i += best;
        } else {
            state->tokens[state->count++] = data[i];
            state->litlen_freq[data[i]]++;
            i++;
        }
    }
    return 1;
}

void cpng_run_discard(cpng_run_state *state) {
    free(state->tokens);
    state->tokens = NULL;
}

// The code lengths of the literal/length and distance alphabets, run-length
// coded with symbols 16 (repeat the previous), 17 and 18 (runs of zeros):
// symbols and their extra bits in `symbol`/`extra`, symbol counts added to
// `freq`; returns how many symbols.
static int run_length_code(const uint8_t *all, int total, uint8_t *symbol, uint8_t *extra, uint32_t *freq) {
    int count = 0;
    for (int i = 0; i < total;) {
        int run = 1;
        while (i + run < total && all[i + run] == all[i]) run++;
        if (all[i] == 0 && run >= 3) {
            int take = run > 138 ? 138 : run;
            symbol[count] = take >= 11 ? 18 : 17;
            extra[count++] = (uint8_t)(take >= 11 ? take - 11 : take - 3);
            freq[take >= 11 ? 18 : 17]++;
            i += take;
        } else if (all[i] != 0 && run >= 4) {
            symbol[count] = all[i];
            extra[count++] = 0;
            freq[all[i]]++;
            int take = run - 1 > 6 ? 6 : run - 1;
            symbol[count] = 16;
            extra[count++] = (uint8_t)(take - 3);
            freq[16]++;
            i += 1 + take;
        } else {
            symbol[count] = all[i];
            extra[count++] = 0;
            freq[all[i]]++;
            i++;
        }
    }
    return count;
}

// The bits the tokens take, from their frequencies and code lengths (extra bits included).
static uint64_t token_bits(const uint32_t *litlen_freq, const uint8_t *litlen_lengths, const uint32_t *dist_freq,
                           const uint8_t *dist_lengths) {
    uint64_t size = 0;
    for (int s = 0; s < LITLEN_CODES; s++) {
        size += (uint64_t)litlen_freq[s] * (litlen_lengths[s] + (s > 256 ? length_extra[s - 257] : 0));
    }
    for (int d = 0; d < DIST_CODES; d++) size += (uint64_t)dist_freq[d] * (dist_lengths[d] + dist_extra[d]);
    return size;
}

// One alphabet's canonical codes and their lengths.
typedef struct huffman {
    const uint16_t *codes;
    const uint8_t *lengths;
} huffman;

// Writes the state's tokens: a literal, or a length and a distance (the row's or the pixel's).
static void put_tokens(bits *b, const cpng_run_state *state, const huffman *litlen, const huffman *dist) {
    for (size_t t = 0; t < state->count; t++) {
        uint32_t token = state->tokens[t];
        if (!(token & MATCH_FLAG)) {
            put(b, litlen->codes[token], litlen->lengths[token]);
            continue;
        }
        int length = (int)((token >> 16) & 0x1FF);
        size_t d = token & 0xFFFF;
        int dcode = d == state->row_distance ? state->row_code : state->pixel_code;
        int lcode = length_code[length];
        put(b, litlen->codes[257 + lcode], litlen->lengths[257 + lcode]);
        if (length_extra[lcode]) put(b, (uint32_t)(length - length_base[lcode]), length_extra[lcode]);
        put(b, dist->codes[dcode], dist->lengths[dcode]);
        if (dist_extra[dcode]) put(b, (uint32_t)(d - dist_base[dcode]), dist_extra[dcode]);
    }
}

size_t cpng_run_finish(cpng_run_state *state, int final, uint8_t **output) {
    uint32_t *litlen_freq = state->litlen_freq, *dist_freq = state->dist_freq;
    litlen_freq[256] = 1;
    // Two distance codes at least: a lone code would get a zero-bit length,
    // which some decoders refuse.
    if (dist_freq[0] == 0) dist_freq[0] = 1;
    if (dist_freq[1] == 0) dist_freq[1] = 1;

    uint8_t litlen_lengths[LITLEN_CODES], dist_lengths[DIST_CODES];
    uint16_t litlen_codes[LITLEN_CODES] = {0}, dist_codes[DIST_CODES] = {0};
    code_lengths(litlen_freq, LITLEN_CODES, MAX_BITS, litlen_lengths);
    code_lengths(dist_freq, DIST_CODES, MAX_BITS, dist_lengths);
    canonical_codes(litlen_lengths, LITLEN_CODES, litlen_codes);
    canonical_codes(dist_lengths, DIST_CODES, dist_codes);

    int hlit = LITLEN_CODES;
    while (hlit > 257 && litlen_lengths[hlit - 1] == 0) hlit--;
    int hdist = DIST_CODES;
    while (hdist > 1 && dist_lengths[hdist - 1] == 0) hdist--;

    // The code lengths themselves, run-length coded with symbols 16, 17, 18.
    uint8_t all[LITLEN_CODES + DIST_CODES];
    memcpy(all, litlen_lengths, (size_t)hlit);
    memcpy(all + hlit, dist_lengths, (size_t)hdist);
    uint8_t rle_symbol[LITLEN_CODES + DIST_CODES], rle_extra[LITLEN_CODES + DIST_CODES];
    uint32_t codelen_freq[CODELEN_CODES] = {0};
    int rle_count = run_length_code(all, hlit + hdist, rle_symbol, rle_extra, codelen_freq);
    uint8_t codelen_lengths[CODELEN_CODES];
    uint16_t codelen_codes[CODELEN_CODES] = {0};
    code_lengths(codelen_freq, CODELEN_CODES, 7, codelen_lengths);
    canonical_codes(codelen_lengths, CODELEN_CODES, codelen_codes);
    int hclen = CODELEN_CODES;
    while (hclen > 4 && codelen_lengths[codelen_order[hclen - 1]] == 0) hclen--;

    // The block's exact size is known from the frequencies, so the output
    // buffer is allocated to fit: no growth checks while writing, and no
    // oversized buffer whose fresh pages the kernel must zero.
    uint64_t size = 17 + 3 * (uint64_t)hclen + (final ? 0 : 3 + 7 + 32) + 8;
    for (int i = 0; i < rle_count; i++) {
        int s = rle_symbol[i];
        size += codelen_lengths[s] + (s == 16 ? 2 : s == 17 ? 3 : s == 18 ? 7 : 0);
    }
    size += token_bits(litlen_freq, litlen_lengths, dist_freq, dist_lengths);
    uint8_t *out = (uint8_t *)malloc((size_t)(size / 8 + 16));
    *output = out;
    if (out == NULL) {
        cpng_run_discard(state);
        return 0;
    }
    bits b = {out, 0, 0, 0};
    put(&b, final ? 1 : 0, 1);
    put(&b, 2, 2);  // dynamic Huffman
    put(&b, (uint32_t)(hlit - 257), 5);
    put(&b, (uint32_t)(hdist - 1), 5);
    put(&b, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put(&b, codelen_lengths[codelen_order[i]], 3);
    for (int i = 0; i < rle_count; i++) {
        int s = rle_symbol[i];
        put(&b, codelen_codes[s], codelen_lengths[s]);
        if (s == 16) put(&b, rle_extra[i], 2);
        else if (s == 17) put(&b, rle_extra[i], 3);
        else if (s == 18) put(&b, rle_extra[i], 7);
    }
    huffman litlen = {litlen_codes, litlen_lengths}, dist = {dist_codes, dist_lengths};
    put_tokens(&b, state, &litlen, &dist);
    put(&b, litlen_codes[256], litlen_lengths[256]);
    if (!final) {
        // An empty stored block ends the band on a byte boundary (what
        // zlib's Z_SYNC_FLUSH writes), so bands can be concatenated.
        put(&b, 0, 3);
        align_to_byte(&b);
        put(&b, 0x0000, 16);
        put(&b, 0xFFFF, 16);
    }
    align_to_byte(&b);
    cpng_run_discard(state);
    return b.count;
}
