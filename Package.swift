// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "todo",
    products: [
        .executable(name: "todo", targets: ["todo-cli"]),
        .library(name: "MemoStore", targets: ["MemoStore"]),
        .library(name: "TodoRIBs", targets: ["TodoRIBs"]),
        .library(name: "TodoLanguage", targets: ["TodoLanguage"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CEditLine",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(
            name: "MemoStore",
            dependencies: ["CSQLite"]
        ),
        .target(name: "TodoLanguage", dependencies: ["MemoStore"]),
        .target(
            name: "TodoRIBs",
            dependencies: [
                "MemoStore",
                "TodoLanguage",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            exclude: ["Core/README.md"]
        ),
        .executableTarget(
            name: "todo-cli",
            dependencies: [
                "CEditLine",
                "MemoStore",
                "TodoLanguage",
                "TodoRIBs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .testTarget(name: "MemoStoreTests", dependencies: ["MemoStore", "CSQLite"]),
        .testTarget(
            name: "TodoRIBsTests",
            dependencies: [
                "TodoRIBs",
                "MemoStore",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .testTarget(name: "TodoLanguageTests", dependencies: ["TodoLanguage", "MemoStore"]),
        .testTarget(name: "TodoCLITests", dependencies: ["todo-cli", "CSQLite"]),
    ],
    swiftLanguageModes: [.v6]
)
