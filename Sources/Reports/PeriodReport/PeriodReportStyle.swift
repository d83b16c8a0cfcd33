import Charts
import Raster

/// The page's CSS: colours from the chart themes, so the page and its charts
/// agree; a phone layout below 700 px; print rules that keep every chart and
/// table row whole on a page.
enum PeriodReportStyle {
    static func css(theme: Theme?, palette: ThemedPalette = ThemedPalette()) -> String {
        var out = ":root{\(variables(theme ?? .light))\(palette.variables(dark: false))}\n"
        if theme == nil {
            // A chart that could not share one drawing has a dark copy, hidden first so the media query can show it.
            out += ".dark{display:none}\n"
            out += "@media (prefers-color-scheme: dark){:root{\(variables(.dark))\(palette.variables(dark: true))}"
                + ".light{display:none}.dark{display:block}}\n"
        }
        out += """
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,'DejaVu Sans',Verdana,sans-serif}
        main{max-width:1200px;margin:0 auto;padding:24px 20px 40px}
        h1{font-size:1.75rem;line-height:1.2;margin:0 0 4px}
        h2{font-size:1.3rem;margin:32px 0 10px}
        .sub,.empty,footer,caption,.was,.label{color:var(--muted)}
        .cards{list-style:none;margin:20px 0 0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px}
        .card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:12px 14px;display:flex;flex-direction:column;gap:2px;min-width:0}
        .label{font-size:.85rem}
        .value{font-size:1.45rem;font-weight:700}
        .change{font-size:.85rem}
        .up{color:var(--up)}.down{color:var(--down)}
        figure{margin:0 0 16px;break-inside:avoid;page-break-inside:avoid}
        svg{display:block;width:100%;height:auto}
        .narrow{display:none}
        .grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,460px),1fr));gap:16px}
        table{border-collapse:collapse;width:100%;font-size:.95rem}
        caption{text-align:left;font-size:.85rem;padding-bottom:8px;caption-side:top}
        th,td{padding:6px 8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
        th,.num{white-space:nowrap}
        details{margin:12px 0}
        summary{cursor:pointer;font-weight:600;padding:6px 0}
        .stalled{margin:8px 0;font-size:.9rem}
        th{font-weight:600}
        .num{text-align:right;font-variant-numeric:tabular-nums}
        tr{break-inside:avoid;page-break-inside:avoid}
        thead{display:table-header-group}
        footer{margin-top:32px;font-size:.85rem}
        @media (max-width:700px){
        main{padding:16px 12px 32px}
        .wide{display:none}.narrow{display:block}
        .cards{grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
        .card{padding:8px 10px}
        .value{font-size:1.2rem}
        h2{margin:22px 0 8px}
        table,tbody,tr,td,caption{display:block;width:100%}
        thead{display:none}
        tr{border-bottom:1px solid var(--line);padding:6px 0}
        td{border:0;padding:2px 0;display:flex;justify-content:space-between;gap:12px;text-align:right}
        td::before{content:attr(data-label);color:var(--muted);text-align:left;flex:none}
        }
        @media print{
        main{max-width:none;padding:0}
        .wide{display:block}.narrow{display:none}
        h2{break-after:avoid;page-break-after:avoid}
        .card{break-inside:avoid}
        body{font-size:10pt}
        .lifts{grid-template-columns:1fr;justify-items:center}
        .lifts figure{width:75%}
        details{break-inside:avoid}
        }

        """
        return out
    }

    static func variables(_ theme: Theme) -> String {
        let b = theme.background
        let dark = Int(b.red) + Int(b.green) + Int(b.blue) < 3 * 128
        return "--bg:\(theme.background.hexString);--fg:\(theme.textColor.hexString);"
            + "--muted:\(theme.secondaryTextColor.hexString);--card:\(theme.plotAreaBackground.hexString);"
            + "--line:\(theme.gridColor.hexString);--up:\(dark ? "#5FD38D" : "#1B7F3B");--down:\(dark ? "#FF8A80" : "#B3261E");"
    }
}
