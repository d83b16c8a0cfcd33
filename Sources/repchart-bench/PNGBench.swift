enum PNGBench {
    static func run() throws {}
}
