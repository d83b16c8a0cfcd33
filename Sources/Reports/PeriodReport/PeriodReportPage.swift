import Charts
import Raster
import Workouts

/// The review as one self-contained HTML page: inline CSS and inline SVG,
/// no script, and a Content-Security-Policy that lets nothing load from
/// outside the file.
enum PeriodReportPage {
    /// The policy the page declares: styles inline, images only as data, nothing else.
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

    /// The page for `content` and `charts`; `theme` nil follows the reader's light or dark setting.
    static func html(_ content: PeriodReportContent, charts: [PeriodReportChart], theme: Theme?,
                     fonts: ChartFonts) throws(ReportsError) -> String {
        var drawing = PeriodReportDrawing(theme: theme, fonts: fonts)
        var out = ""
        out.reserveCapacity(512 * 1024)
        out += "<header><h1>\(escape(title(content)))</h1>\n"
        if let logStart = content.logBeganAfterPrevious {
            out += "<p class=\"sub\">Nothing before to compare with: the log began on \(escape(DateText.day(logStart)))</p></header>\n"
        } else {
            out += "<p class=\"sub\">Against \(escape(content.comparison))</p></header>\n"
        }
        out += headline(content)
        var byId: [String: PeriodReportChart] = [:]
        for chart in charts { byId[chart.id] = chart }
        func figure(_ id: String) throws(ReportsError) -> String {
            guard let chart = byId[id] else { return "" }
            return try drawing.figure(chart)
        }
        out += section(byId["weeks"]?.label.title ?? "Volume per week", try figure("weeks"))
        out += section("Working sets per muscle group", try figure("muscles"),
                       empty: "No sets of exercises with known muscle groups in this period.")
        out += section("Training calendar", try figure("calendar"))
        out += section("Records of the main lifts", records(content) + unlikely(content), id: "records",
                       empty: content.records.isEmpty ? "No records set in this period." : nil)
        var progress: [String] = []
        for chart in charts where chart.id.hasPrefix("progress-") { progress.append(try drawing.figure(chart)) }
        out += section("Estimated 1RM of the main lifts",
                       progress.isEmpty ? "" : "<div class=\"grid lifts\">\(progress.joined())</div>\n" + stalled(content),
                       empty: "No loaded lifts in this period.")
        if byId["cardio"] != nil { out += section("Cardio", try figure("cardio")) }
        out += section("Every exercise", folded(Self.all(content.exercises.count, "exercise"), exerciseTable(content)),
                       id: "exercises")
        out += "<footer>Made by RepChart from your log. Hover a bar, point or day for its exact value.</footer>\n"
        out += "</main>\n</body>\n</html>\n"
        // The head is written last: its CSS sets the variables the drawings collected.
        var head = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        head += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        head += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\">\n"
        if theme == nil { head += "<meta name=\"color-scheme\" content=\"light dark\">\n" }
        head += "<title>\(escape(title(content)))</title>\n<style>\n"
        head += PeriodReportStyle.css(theme: theme, palette: drawing.palette) + "</style>\n</head>\n<body>\n<main>\n"
        return head + out
    }

    /// The lifts `summary` calls stalled, under the main lifts' charts; empty when none.
    static func stalled(_ content: PeriodReportContent) -> String {
        guard !content.summary.stalled.isEmpty else { return "" }
        let items = content.summary.stalled.map { lift in
            "\(lift.exercise.name): \(NumberFormat.plain(lift.best.value)) \(lift.best.unit.rawValue) "
                + "since \(ReviewText.day(lift.best.day)) (\(lift.weeks) weeks)"
        }
        // Folded: a long log can have thirty stalled lifts, screens of text on a phone.
        return folded("Stalled: \(items.count) lift\(items.count == 1 ? "" : "s") with e1RM not up for 4 weeks or more",
                      "<p class=\"stalled\">Stalled, e1RM not up for 4 weeks or more: \(escape(items.joined(separator: "; ")))</p>\n")
    }

    static func title(_ content: PeriodReportContent) -> String { "Training review · \(ReviewText.range(content.range))" }

    static func section(_ heading: String, _ body: String, id: String? = nil, empty: String? = nil) -> String {
        var out = "<section\(id.map { " id=\"\($0)\"" } ?? "")>\n<h2>\(escape(heading))</h2>\n"
        out += body.isEmpty ? "<p class=\"empty\">\(escape(empty ?? "Nothing logged in this period."))</p>\n" : body
        return out + "</section>\n"
    }

    static func headline(_ content: PeriodReportContent) -> String {
        var out = "<section class=\"headline\" aria-label=\"Headline\">\n<ul class=\"cards\">\n"
        for number in content.headline {
            out += "<li class=\"card\"><span class=\"label\">\(escape(number.label))</span>"
            out += "<span class=\"value\">\(escape(ReviewText.unbreakable(number.value)))</span>"
            let cls: String
            let arrow: String
            switch number.direction {
            case .up: cls = "up"; arrow = "▲ "
            case .down: cls = "down"; arrow = "▼ "
            case .same: cls = "same"; arrow = ""
            }
            let change = number.change.map { "\(arrow)\($0)" } ?? "–"
            // Nothing was before the log began: no "was".
            let was = number.previous.isEmpty ? ""
                : " <span class=\"was\">was \(escape(ReviewText.unbreakable(number.previous)))</span>"
            out += "<span class=\"change \(cls)\">\(escape(ReviewText.unbreakable(change)))\(was)</span></li>\n"
        }
        return out + "</ul>\n</section>\n"
    }

    /// One chart as an inline SVG element with real text.
    static func svg(_ graph: Graph, size: Size, theme: Theme, fonts: ChartFonts, id: String, label: SVGPageLabel,
                    className: String) throws(ReportsError) -> String {
        do throws(ChartError) {
            try graph.checkLimits()
            var surface = try SVGSurface(size: size, scale: 1, fonts: fonts, textAsElements: true)
            surface.idPrefix = id
            graph.draw(on: &surface, size: size, theme: IdentityShades.themed(theme), fonts: fonts)
            return surface.pageElement(label, className: className)
        } catch {
            throw ReportsError(error)
        }
    }

    /// The best record of each main lift, then every record of the period folded away.
    static func records(_ content: PeriodReportContent) -> String {
        guard !content.records.isEmpty else { return "" }
        func rows(_ records: [PeriodReportRecord]) -> [[String]] {
            records.map { [ReviewText.day($0.day), $0.exercise, $0.kind, $0.value, $0.set, $0.beat] }
        }
        let headers = ["Date", "Exercise", "Record", "Value", "Set", "Beat"]
        let main = content.mainRecords
        var out = main.isEmpty ? "<p class=\"empty\">No records of the main lifts in this period.</p>\n"
            : table(headers, rows(main), numeric: [3], caption: "The best record each main lift set in the period "
                + "(warm-ups never count).")
        out += folded(Self.all(content.records.count, "record") + " of the period", table(headers, rows(content.records),
            numeric: [3], caption: "The best estimated 1RM and 1, 3, 5 and 10 rep maxes that beat everything "
                + "before them (warm-ups never count)."))
        return out
    }

    /// The period's likely typos (`UnlikelySet`), which hold no record: said, never dropped silently.
    static func unlikely(_ content: PeriodReportContent) -> String {
        let summary = content.summary
        guard !summary.unlikely.isEmpty else { return "" }
        let names = Dictionary(summary.exercises.map { ($0.exercise.id, $0.exercise.name) }, uniquingKeysWith: { a, _ in a })
        let unit = summary.unit.rawValue
        let items = summary.unlikely.map { typo in
            let number = typo.set.setNumber.map { " (set \($0))" } ?? ""
            return "\(names[typo.set.exerciseId] ?? "") \(typo.set.setText) on \(ReviewText.day(typo.set.day))\(number): "
                + "an e1RM of \(Format.number(typo.set.value, maxFractionDigits: 1)) \(unit), "
                + "\(Format.number(typo.ratio, maxFractionDigits: 1)) times the best of the days around it"
        }
        return "<p class=\"empty\">Left out of the records as \(items.count == 1 ? "a likely typo" : "likely typos"): "
            + escape(items.joined(separator: "; ")) + ".</p>\n"
    }

    /// `body` behind a summary line the reader opens.
    static func folded(_ summary: String, _ body: String) -> String {
        guard !body.isEmpty else { return "" }
        return "<details>\n<summary>\(escape(summary))</summary>\n\(body)</details>\n"
    }

    static func exerciseTable(_ content: PeriodReportContent) -> String {
        guard !content.exercises.isEmpty else { return "" }
        return table(["Exercise", "Sessions", "Sets", "Reps", "Volume", "Best set", "Change"], content.exercises.map { e in
            [e.name, NumberFormat.plain(Double(e.sessions)), NumberFormat.plain(Double(e.sets)),
             NumberFormat.plain(Double(e.reps)), e.volume, e.bestSet, e.change]
        }, numeric: [1, 2, 3, 4, 6], caption: "Each exercise trained in the period; sets and reps count warm-ups, "
            + "volume leaves them out; change is volume (time for cardio) against the previous period.")
    }

    /// A table that becomes a list of labelled rows on a phone.
    static func table(_ headers: [String], _ rows: [[String]], numeric: Set<Int>, caption: String) -> String {
        var out = "<table>\n<caption>\(escape(caption))</caption>\n<thead><tr>"
        for (i, h) in headers.enumerated() { out += "<th scope=\"col\"\(numeric.contains(i) ? " class=\"num\"" : "")>\(escape(h))</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for row in rows {
            out += "<tr>"
            for (i, cell) in row.enumerated() {
                let label = i < headers.count ? headers[i] : ""
                out += "<td data-label=\"\(escape(label))\"\(numeric.contains(i) ? " class=\"num\"" : "")>\(escape(ReviewText.unbreakable(cell)))</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    /// Text for HTML content and double-quoted attribute values.
    static func escape(_ text: String) -> String { SVGSurface.escaped(text) }

    /// "All 12 exercises", or of one, "The exercise".
    static func all(_ count: Int, _ noun: String) -> String {
        count == 1 ? "The \(noun)" : "All " + Format.count(count, noun)
    }
}
