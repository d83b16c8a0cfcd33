enum TextBench {
    static func run() throws {}
}
