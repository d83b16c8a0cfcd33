/// How the terminal can show a chart: as the image itself (kitty graphics
/// protocol, iTerm2 inline images) or as Unicode block characters.
enum TerminalGraphics: String, Hashable, Sendable, CaseIterable {
    /// The kitty graphics protocol (kitty, Ghostty).
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm2
    /// Unicode block characters: works in any terminal, tmux and screen included.
    case blocks

    /// Guesses from the environment the terminal sets. `REPCHART_PREVIEW`
    /// (kitty, iterm2 or blocks) overrides the guess. Inside tmux or screen
    /// images would need passthrough, so blocks are used there.
    static func detect(environment: [String: String]) -> TerminalGraphics {
        if let forced = environment["REPCHART_PREVIEW"].flatMap({ TerminalGraphics(rawValue: $0.lowercased()) }) {
            return forced
        }
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return .blocks }
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty"
            || program == "ghostty" {
            return .kitty
        }
        if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" {
            return .iterm2
        }
        return .blocks
    }
}
