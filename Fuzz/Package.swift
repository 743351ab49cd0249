// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets over the whole pipeline, one per entry format, one for the Info.plist check, one per translation importer and one per kind of app strings file. Kept out of the main
// package because they define LLVMFuzzerTestOneInput instead of a main. Run Fuzz/run.sh.
let package = Package(
    name: "ActionFuzz",
    dependencies: [.package(name: "actionc", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "ActionPipeline", package: "actionc")]),
        .executableTarget(name: "FuzzYAML", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzPlist", dependencies: ["FuzzSupport"]),
        // The translation importers: a translator's XLIFF or String Catalog into definitions.
        .executableTarget(name: "FuzzXLIFF", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzStringCatalog", dependencies: ["FuzzSupport"]),
        // The app's strings a payload's loc-keys are checked against (`actionc payload --strings`):
        // a .strings file, a .stringsdict file, a String Catalog, an Android resource file.
        .executableTarget(name: "FuzzStrings", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzStringsdict", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzAppCatalog", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzResources", dependencies: ["FuzzSupport"]),
    ]
)
