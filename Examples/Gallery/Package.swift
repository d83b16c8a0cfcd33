// swift-tools-version:6.1
// An outside client of the chart library: it depends on RepChart by path,
// like any other package would, and uses only public API. `Scripts/gallery`
// runs it to draw docs/gallery/; CI builds and runs it so a change that
// breaks the public API fails there first. DocSnippets holds the DocC
// catalog's code blocks (written by Scripts/docc-snippets), so building this
// package also compiles every example in the documentation.
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
        .target(
            name: "DocSnippets",
            dependencies: [.product(name: "Charts", package: "RepChart")],
            path: "Sources/DocSnippets"
        ),
    ]
)
