/// Numbers as the program writes them in English, without Foundation's
/// formatters (locale-independent, and nothing to load at start-up): thousands
/// grouped with commas, fixed decimals, clock durations.
package enum Numerals {}
