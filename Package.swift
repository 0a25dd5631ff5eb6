// swift-tools-version:6.0
import PackageDescription

// Release code on a one-shot command's path reaches concrete generic types' metadata through
// accessor functions, which pass the conformances the compiler already knows, instead of
// demangling the type's name at first use and looking each conformance up by scanning every
// conformance record of the binary (see bench/NOTES.md, "Start-up, issue 36"). Each function
// gets a section of its own, private ones too, so the link order (Link/startup.order) can
// gather the ones a start runs and --gc-sections can drop the ones nothing calls.
let directMetadata: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-function-sections"],
        .when(configuration: .release))
]

let package = Package(
    name: "todo",
    products: [
        .executable(name: "todo", targets: ["todo-cli"]),
        .library(name: "MemoStore", targets: ["MemoStore"]),
        .library(name: "SQLiteMemoStore", targets: ["SQLiteMemoStore"]),
        .library(name: "MemoInterchange", targets: ["MemoInterchange"]),
        .library(name: "MemoUseCases", targets: ["MemoUseCases"]),
        .library(name: "TodoRIBs", targets: ["TodoRIBs"]),
        .library(name: "PostgresMemoStore", targets: ["PostgresMemoStore"]),
        .library(name: "TodoLanguage", targets: ["TodoLanguage"]),
        .library(name: "MemoSync", targets: ["MemoSync"]),
        .library(name: "CalDAVSync", targets: ["CalDAVSync"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
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
        // The model and the domain rules: no SQL, no engine.
        .target(name: "MemoStore", swiftSettings: directMetadata),
        // The embedded default engine: `MemoRepository` on one SQLite file (system libsqlite3).
        .target(name: "SQLiteMemoStore", dependencies: ["MemoStore", "CSQLite"], swiftSettings: directMetadata),
        // libpq's headers (apt libpq-dev) at build time; the library itself is loaded on first
        // use (see Sources/CLibPQ/include/CLibPQ.h), so SQLite commands never load it.
        .target(name: "CLibPQ"),
        .target(
            name: "PostgresMemoStore",
            dependencies: ["MemoStore", "CLibPQ"]
        ),
        .target(name: "TodoLanguage", dependencies: ["MemoStore"], swiftSettings: directMetadata),
        // Sync of a replica with a hub: the merge and its order of work, over the engines'
        // `SyncReplica` and `SyncHub`; it names no engine.
        .target(name: "MemoSync", dependencies: ["MemoStore"]),
        .target(
            name: "MemoInterchange",
            dependencies: ["MemoStore"],
            swiftSettings: directMetadata
        ),
        // libcurl's and libxml2's headers (apt libcurl4-openssl-dev, libxml2-dev) at build
        // time; the libraries are loaded on first use (see Sources/CWebDAV/include/CWebDAV.h),
        // so only a CalDAV sync loads them.
        // ncursesw's headers (apt libncurses-dev) at build time; the library is loaded by
        // `todo ui` only (see Sources/CCurses/include/CCurses.h).
        .target(name: "CCurses"),
        // The command line captured before main, so the static runtime need not search
        // /proc/self/maps for it at every start (see Sources/CArguments/include/CArguments.h).
        .target(name: "CArguments"),
        .target(name: "CWebDAV", cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
        // Sync with a CalDAV task collection: WebDAV over libcurl, each memo one VTODO, the
        // hub sync's merge rules.
        .target(name: "CalDAVSync", dependencies: ["MemoStore", "MemoSync", "MemoInterchange", "CWebDAV"]),
        // The use cases: every action on a user's memos performed once, with typed results;
        // what the RIB tree's repository worker runs. Names no RIB; names an engine only where
        // sync needs one (a SQLite replica, a PostgreSQL hub).
        .target(
            name: "MemoUseCases",
            dependencies: ["MemoStore", "SQLiteMemoStore", "TodoLanguage", "MemoSync", "CalDAVSync", "PostgresMemoStore"],
            swiftSettings: directMetadata
        ),
        .target(
            name: "TodoRIBs",
            dependencies: [
                "MemoStore",
                "MemoUseCases",
                "MemoInterchange",
                "TodoLanguage",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            exclude: ["Core/README.md"],
            swiftSettings: directMetadata
        ),
        .executableTarget(
            name: "todo-cli",
            dependencies: [
                "CEditLine",
                "CCurses",
                "CArguments",
                "MemoStore",
                "SQLiteMemoStore",
                "MemoSync",
                "CalDAVSync",
                "PostgresMemoStore",
                "MemoInterchange",
                "TodoLanguage",
                "MemoUseCases",
                "TodoRIBs",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: directMetadata,
            // The build people install (`swift build -c release`) carries the Swift runtime in
            // the binary: no loader work binding it at every start (see bench/NOTES.md). The
            // toolchain's lld packs its 45,000 relative relocations (RELR, glibc 2.36+): 1 MB
            // less to read and 230 K fewer instructions before main. Link/ holds a linker
            // script named libstdc++.so that takes GCC's static libstdc++ instead, so the loader
            // neither maps nor binds the shared one (1.7 M instructions at every start). The
            // toolchain exports all 6,400 of the executable's Swift symbols, which nothing loads
            // against; the runtime's one `dladdr` at start-up walked them all (0.2 M a command).
            // Link/startup.order (scripts/link-order) puts the functions one-shot commands run
            // at the front of .text and the variables they touch at the front of .bss: `show`
            // takes 60 fewer page faults than with them strewn over the whole binary.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims",
                        "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                        "-Xlinker", "--no-export-dynamic",
                        "-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory + "/Link/startup.order",
                        "-Xlinker", "--no-warn-symbol-ordering",
                        // The unwinder the static libstdc++ needs, from GCC's libgcc_eh: one
                        // library fewer for the loader to find, map and relocate at every start.
                        "-Xclang-linker", "-static-libgcc",
                        "-L", Context.packageDirectory + "/Link",
                    ],
                    .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // What several test targets share: the one temporary-directory helper.
        .target(name: "TestSupport", dependencies: ["MemoStore", "SQLiteMemoStore"], path: "Tests/TestSupport"),
        .testTarget(name: "MemoStoreTests", dependencies: ["MemoStore", "SQLiteMemoStore", "CSQLite", "PostgresMemoStore", "TestSupport"]),
        .testTarget(name: "PostgresMemoStoreTests", dependencies: ["PostgresMemoStore", "MemoStore", "CLibPQ", "TestSupport"]),
        .testTarget(name: "MemoInterchangeTests", dependencies: ["MemoInterchange", "MemoStore", "TestSupport"]),
        .testTarget(
            name: "TodoRIBsTests",
            dependencies: [
                "TodoRIBs",
                "MemoStore",
                "SQLiteMemoStore",
                "MemoUseCases",
                "TestSupport",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .testTarget(name: "CalDAVSyncTests", dependencies: ["CalDAVSync", "MemoStore", "SQLiteMemoStore", "MemoInterchange", "TestSupport"]),
        .testTarget(name: "MemoSyncTests", dependencies: ["MemoSync", "MemoStore", "SQLiteMemoStore", "PostgresMemoStore", "TestSupport"]),
        .testTarget(name: "TodoLanguageTests", dependencies: ["TodoLanguage", "MemoStore", "TestSupport"]),
        .testTarget(name: "TodoCLITests", dependencies: ["todo-cli", "CArguments", "CSQLite", "PostgresMemoStore", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
