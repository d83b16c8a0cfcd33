import Foundation

/// What the browser test checks on a review page, as a list of problems
/// (empty when the page is fine). Kept apart from the test so a test can
/// break a page on purpose and see each check catch it.
enum BrowserCheck {
    /// Problems found without a browser: anything that would reach outside the file.
    static func staticProblems(_ page: String) -> [String] {
        var problems: [String] = []
        let lower = page.lowercased()
        for needle in ["http://", "https://", "file://", "//fonts.", "<script", "<link", "<iframe", "@import"]
        where lower.contains(needle) {
            problems.append("the page mentions \(needle)")
        }
        if let regex = try? NSRegularExpression(pattern: "(?:src|href)\\s*=|url\\(\\s*['\"]?[^#'\" )]") {
            let found = regex.numberOfMatches(in: page, range: NSRange(location: 0, length: (page as NSString).length))
            if found > 0 { problems.append("\(found) reference(s) to something outside the page (src=, href= or url())") }
        }
        return problems
    }

    /// The page with a checking script added: the page's own policy stays, plus inline scripts.
    /// `phoneWidth` lays the body out that wide (headless Chromium keeps its window at least 500 px).
    static func instrumented(_ page: String, phoneWidth: Int?) -> String {
        var copy = page.replacingOccurrences(of: "img-src data:\">", with: "img-src data:; script-src 'unsafe-inline'\">")
        if let phoneWidth {
            copy = copy.replacingOccurrences(of: "</style>", with: "body{width:\(phoneWidth)px}\n</style>")
        }
        return copy.replacingOccurrences(of: "</body>", with: "<script>\(script)</script>\n</body>")
    }

    /// Runs in the page: every chart has role, title and desc; each figure shows exactly one chart;
    /// no element's text overflows its box; nothing was fetched.
    static let script = """
    (function(){
    var out=[];
    document.querySelectorAll('svg').forEach(function(s){
      var t=s.querySelector(':scope > title'), d=s.querySelector(':scope > desc');
      var name=s.getAttribute('aria-labelledby')||'an svg';
      if(s.getAttribute('role')!=='img') out.push('no role=img: '+name);
      if(!t||!t.textContent.trim()) out.push('no title: '+name);
      if(!d||!d.textContent.trim()) out.push('no desc: '+name);
      if(s.hasAttribute('width')||s.hasAttribute('height')) out.push('fixed size: '+name);
    });
    document.querySelectorAll('figure.chart').forEach(function(f){
      var shown=Array.prototype.filter.call(f.querySelectorAll('svg'),function(s){return s.getBoundingClientRect().width>0;});
      if(shown.length!==1) out.push(f.id+' shows '+shown.length+' charts');
      shown.forEach(function(s){ if(s.getBoundingClientRect().right>document.body.getBoundingClientRect().right+1) out.push(f.id+' wider than the page'); });
    });
    document.querySelectorAll('body *').forEach(function(e){
      if(e.closest('svg')||e.tagName==='SCRIPT') return;
      var cs=getComputedStyle(e);
      if(cs.display==='none'||e.clientWidth===0) return;
      if(e.scrollWidth>e.clientWidth+1) out.push('overflow: <'+e.tagName.toLowerCase()+' class='+e.className+'> '+e.scrollWidth+'>'+e.clientWidth+' "'+e.textContent.trim().slice(0,40)+'"');
    });
    if(document.body.scrollWidth>document.body.clientWidth+1) out.push('page wider than its body: '+document.body.scrollWidth);
    performance.getEntriesByType('resource').forEach(function(r){out.push('request: '+r.name);});
    var p=document.createElement('pre'); p.id='browser-check'; p.textContent=JSON.stringify(out); document.body.appendChild(p);
    })();
    """

    /// The problems the script left in the dumped DOM (and one if it never ran).
    static func reported(_ dom: String) -> [String] {
        guard let start = dom.range(of: "<pre id=\"browser-check\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            return ["the checking script did not run"]
        }
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        guard let list = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String] else {
            return ["the checking script's report did not parse: \(json.prefix(200))"]
        }
        return list
    }

    /// Share of pixels whose channels differ by more than 10 % (26 of 255) between two RGBA images of one size.
    static func differingShare(_ a: [UInt8], _ b: [UInt8]) -> Double {
        guard a.count == b.count, !a.isEmpty else { return 1 }
        var differing = 0
        var i = 0
        while i < a.count {
            let d = max(abs(Int(a[i]) - Int(b[i])), abs(Int(a[i + 1]) - Int(b[i + 1])), abs(Int(a[i + 2]) - Int(b[i + 2])))
            if d > 26 { differing += 1 }
            i += 4
        }
        return Double(differing) / Double(a.count / 4)
    }
}
