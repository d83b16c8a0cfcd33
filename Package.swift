// swift-tools-version:6.1
// RepChart: a workout log that turns training into charts. The modules and
// what each may import: docs/ARCHITECTURE.md. Reports: Sources/Reports/Reports.docc.
import PackageDescription

let targets: [Target] = [
    // The one way of each small job, under both the log and the charts: civil dates and month
    // names, number text, colour (hex, sRGB, CIELAB, contrast), input quoted in messages.
    // No dependencies; `package` declarations only (the library products do not expose it).
    .target(name: "Basics"),
    .testTarget(name: "BasicsTests", dependencies: ["Basics"]),
    // Atomic files and "what kind of file is this", for every module that writes one.
    .target(name: "FileOutput"),
    .testTarget(name: "FileOutputTests", dependencies: ["FileOutput", "RepChartTestSupport"]),
    // libpng, found through pkg-config; Debian: apt-get install libpng-dev
    .systemLibrary(
        name: "CPNG",
        pkgConfig: "libpng",
        providers: [.apt(["libpng-dev"])]
    ),
    // A small C shim that owns setjmp so libpng errors come back as codes.
    // Helper threads started away from the caller's CPU (PNG bands, the chart warm-up).
    .target(name: "CThreadStart"),
    // The IDAT stream without libpng: bands on several threads, the run deflate, SSE2 Adler-32.
    .target(name: "CPNGDeflate", dependencies: ["CThreadStart"], linkerSettings: [.linkedLibrary("z")]),
    .target(name: "CPNGShim", dependencies: ["CPNG", "CPNGDeflate"]),
    .target(name: "PNGCodec", dependencies: ["CPNGShim", "FileOutput"]),
    .target(name: "Raster", dependencies: ["PNGCodec", "Basics"]),
    // HarfBuzz shapes text for Typeset (outlines stay ours), opened with dlopen on
    // first use so it costs nothing at start-up; Debian: libharfbuzz-dev (headers), libharfbuzz0b
    .target(name: "CHarfBuzz", linkerSettings: [.linkedLibrary("dl")]),
    .target(name: "Typeset", dependencies: ["Raster", "CHarfBuzz"]),
    .target(name: "Charts", dependencies: ["Raster", "Typeset", "PNGCodec", "Basics"]),
    // sqlite3_config (variadic, out of Swift's reach), called before SQLite's first use.
    .target(name: "CSQLiteSetup", linkerSettings: [.linkedLibrary("sqlite3")]),
    // The training log in three layers: the pure model (no SQLite), the store
    // on GRDB, and the importers that bulk-load into it; `Workouts` is the
    // front door that re-exports all three.
    .target(name: "WorkoutModel", dependencies: ["FileOutput", "Basics"]),  // the config file: what is at its path
    .target(
        name: "WorkoutStorage",
        dependencies: [
            "WorkoutModel", "CSQLiteSetup", "FileOutput", "Basics",
            .product(name: "GRDB", package: "GRDB.swift"),
            // Bulk inserts bind through the SQLite C API that GRDB ships.
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]
    ),
    // A stream's copy in memory where $TMPDIR cannot hold a file with no name (memfd_create, out of Swift's reach).
    .target(name: "CMemoryFile"),
    // FileOutput: what kind of file an import folder's entry is, before it is opened.
    .target(name: "WorkoutImport", dependencies: ["WorkoutModel", "WorkoutStorage", "FileOutput", "Basics", "CMemoryFile"]),
    .target(name: "Workouts", dependencies: ["WorkoutModel", "WorkoutStorage", "WorkoutImport"]),
    // Generated training histories for the demo and the benchmarks: sets in
    // memory, deterministic for a seed and a day; writing them is the caller's.
    .target(name: "TrainingDemo", dependencies: ["WorkoutModel"]),
    .target(name: "Reports", dependencies: ["Workouts", "Charts", "Raster", "PNGCodec", "FileOutput", "Basics",
                                            "Typeset", "CThreadStart", "TrainingDemo"]),  // ChartSession: HarfBuzz preload, its thread
    .executableTarget(
        name: "repchart",
        dependencies: [
            "Reports", "Workouts", "Charts", "Raster", "Typeset", "Basics",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]
        // Position-dependent (-no-pie) only where the Swift runtime is linked
        // statically (Scripts/install): against the runtime's shared libraries
        // the loader warns on every run of a -no-pie binary ("direct reference
        // to protected function").
    ),
    .executableTarget(
        name: "repchart-bench",
        dependencies: ["Raster", "PNGCodec", "Typeset", "Charts", "Reports", "Workouts", "TrainingDemo"]
    ),
    // Helpers several test targets share: the demo's seeded generator, running a child
    // process, finding the built `repchart`, facts about a decoded PNG. Tests only; no product uses it.
    .target(name: "RepChartTestSupport", dependencies: ["TrainingDemo", "PNGCodec", "Raster"], path: "Tests/Support"),
    // Hand-worked training logs and a temporary log (`TestLog`) that the log's,
    // the charts' and the CLI's tests share.
    .target(name: "WorkoutTestSupport", dependencies: ["Workouts"], path: "Tests/WorkoutSupport", exclude: ["Store"]),
    // A temporary store, folder, days and sets for the log's three test targets only: their
    // short names (`day`, `makeStore`) would clash with the charts' and the CLI's own.
    .target(name: "StoreTestSupport", dependencies: ["WorkoutModel", "WorkoutStorage"], path: "Tests/WorkoutSupport/Store"),
    .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "RepChartTestSupport"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "PNGCodec", "RepChartTestSupport"]),
    .testTarget(name: "TypesetTests", dependencies: ["Typeset", "Raster", "PNGCodec", "RepChartTestSupport"]),
    .testTarget(name: "ChartsTests", dependencies: ["Charts", "Raster", "Typeset", "PNGCodec", "RepChartTestSupport", "Basics"]),
    // One test target per module of the log; each depends on its module and those below it.
    .testTarget(name: "WorkoutModelTests", dependencies: ["WorkoutModel", "RepChartTestSupport", "StoreTestSupport", "Basics"]),
    .testTarget(name: "WorkoutStorageTests", dependencies: [
        "WorkoutModel", "WorkoutStorage", "RepChartTestSupport", "WorkoutTestSupport", "StoreTestSupport", "Basics",
        // "repchart": a refusal is read as a person reads it, worded there (repchart/Errors).
        "repchart",
        // To read and write database files as another program (or RepChart version) would.
        .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
    ]),
    .testTarget(name: "WorkoutImportTests", dependencies: [
        "WorkoutModel", "WorkoutStorage", "WorkoutImport", "Workouts", "RepChartTestSupport", "StoreTestSupport",
        // "repchart": the messages a person reads are worded there (repchart/Errors, Terminal/ImportReport).
        "repchart",
        .product(name: "GRDB", package: "GRDB.swift"),
    ]),
    .testTarget(name: "TrainingDemoTests", dependencies: ["TrainingDemo", "WorkoutModel"]),
    .testTarget(name: "ReportsTests", dependencies: ["Reports", "Workouts", "Charts", "PNGCodec", "RepChartTestSupport", "Basics",
                                                  "WorkoutTestSupport", "TrainingDemo"]),
    .testTarget(name: "repchartTests", dependencies: [
        // The executable: `swift test` builds it, and the tests run it from the build's products folder.
        "repchart", "Reports", "Charts", "Raster", "PNGCodec", "Workouts", "WorkoutModel", "WorkoutStorage",
        "RepChartTestSupport", "WorkoutTestSupport",
        // To write what another RepChart version would leave in a database file.
        .product(name: "GRDB", package: "GRDB.swift"),
    ]),
]

// Development aid: REPCHART_ONLY=Raster,RasterTests builds just those targets
// and what they depend on, so one module can be worked on while another is
// mid-edit. Unset (as in CI and the README), everything is built.
let selected: [Target] = {
    guard let only = Context.environment["REPCHART_ONLY"], !only.isEmpty else { return targets }
    let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
    var keep = Set<String>()
    var pending = only.split(separator: ",").map { String($0) }
    while let name = pending.popLast() {
        guard let target = byName[name], keep.insert(name).inserted else { continue }
        for dependency in target.dependencies {
            if case .byNameItem(let dep, _) = dependency { pending.append(dep) }
            if case .targetItem(let dep, _) = dependency { pending.append(dep) }
        }
    }
    return targets.filter { keep.contains($0.name) }
}()
let selectedNames = Set(selected.map(\.name))

let package = Package(
    name: "RepChart",
    platforms: [.macOS(.v14)],
    products: [
        ("repchart", Product.executable(name: "repchart", targets: ["repchart"])),
        ("Charts", Product.library(name: "Charts", targets: ["Charts"])),
        ("Raster", Product.library(name: "Raster", targets: ["Raster"])),
        ("repchart-bench", Product.executable(name: "repchart-bench", targets: ["repchart-bench"])),
    ].filter { selectedNames.contains($0.0) }.map(\.1),
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation --target Charts` (or Raster); a plugin only, never linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: selected
)
