// swift-tools-version:6.1
// An outside client of the chart library: it depends on RepChart by path,
// like any other package would, and uses only public API. `Scripts/gallery`
// runs it to draw docs/gallery/; CI builds and runs it so a change that
// breaks the public API fails there first.
import PackageDescription

let package = Package(
    name: "Gallery",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "RepChart", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "gallery",
            dependencies: [.product(name: "Charts", package: "RepChart")],
            path: "Sources/Gallery"
        ),
    ]
)
