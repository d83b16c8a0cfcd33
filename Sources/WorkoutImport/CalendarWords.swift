import Foundation

/// Month names and day-period words (AM/PM) in the languages workout apps
/// write dates in, taken from Foundation's locale data (CLDR), not typed in
/// by hand: `Mai` and `Dez` (Portuguese, German), `Apr`, `févr.`, `a. m.`,
/// `午後`. Words are kept lower case without dots or spaces.
struct CalendarWords: Sendable {
    /// The languages looked up: those the supported apps ship in, and more.
    static let localeIdentifiers = [
        "en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "es_MX", "it_IT", "pt_BR", "pt_PT", "ru_RU", "uk_UA", "pl_PL",
        "nl_NL", "sv_SE", "da_DK", "nb_NO", "fi_FI", "tr_TR", "cs_CZ", "sk_SK", "hr_HR", "sl_SI", "ro_RO", "hu_HU",
        "el_GR", "id_ID", "ms_MY", "vi_VN", "th_TH", "ja_JP", "ko_KR", "zh_Hans_CN", "zh_Hant_TW", "ca_ES",
    ]

    /// A month a word names, and the locales where it does.
    struct Meaning: Sendable {
        var month: Int
        var locales: Set<String>
    }

    /// Each month word → what it means (more than one when languages disagree: `lis`).
    let months: [String: [Meaning]]
    /// Suffixes written after a month's number (`月`, `월`), from locales that write months so.
    let monthSuffixes: Set<String>
    /// Each day-period word → true for afternoon (PM).
    let periods: [String: Bool]

    /// The words of every locale in `localeIdentifiers`, built once.
    static let shared = CalendarWords()

    private init() {
        var months: [String: [Meaning]] = [:]
        var suffixes = Set<String>()
        var periods: [String: Bool] = [:]
        let formatter = DateFormatter()
        for identifier in CalendarWords.localeIdentifiers {
            formatter.locale = Locale(identifier: identifier)
            let lists = [formatter.shortMonthSymbols, formatter.monthSymbols,
                         formatter.shortStandaloneMonthSymbols, formatter.standaloneMonthSymbols]
            for list in lists {
                for (index, symbol) in list.enumerated() {
                    let word = CalendarWords.key(symbol)
                    if word.hasPrefix(String(index + 1)), word.dropFirst(String(index + 1).count).allSatisfy({ !$0.isNumber }) {
                        suffixes.insert(String(word.dropFirst(String(index + 1).count)))
                        continue
                    }
                    guard !word.isEmpty else { continue }
                    var meanings = months[word, default: []]
                    if let found = meanings.firstIndex(where: { $0.month == index + 1 }) {
                        meanings[found].locales.insert(identifier)
                    } else {
                        meanings.append(Meaning(month: index + 1, locales: [identifier]))
                    }
                    months[word] = meanings
                }
            }
            for (symbol, isPM) in [(formatter.amSymbol, false), (formatter.pmSymbol, true)] {
                if !CalendarWords.key(symbol).isEmpty { periods[CalendarWords.key(symbol)] = isPM }
            }
        }
        suffixes.remove("")
        self.months = months
        monthSuffixes = suffixes
        self.periods = periods
    }

    /// `word` as looked up: lower case, without dots and spaces.
    static func key(_ word: some StringProtocol) -> String {
        String(word.lowercased().filter { $0 != "." && $0 != " " && $0 != "\u{A0}" && $0 != "\u{202F}" })
    }
}
