enum RasterBench {
    static func run() throws {}
}
