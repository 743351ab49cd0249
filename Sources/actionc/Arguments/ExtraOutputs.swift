import ActionModel
import ActionPipeline
import ActionRender

extension Options {
    static let apnsDirectory = OptionSpec(
        names: ["--apns-dir"], value: "DIR",
        help: "Also write one CATEGORY.apns simulator push per category here (needs --bundle-id)")
    static let bundleID = OptionSpec(
        names: ["--bundle-id"], value: "ID",
        help: "The app the .apns pushes are for (Simulator Target Bundle)")
    static let xcstrings = OptionSpec(
        names: ["--xcstrings"], value: "FILE",
        help: "Also write every title, button and placeholder as an Xcode String Catalog")

    static let manifest = OptionSpec(
        names: ["--manifest"], value: "FILE",
        help: "Also write a JSON manifest of the categories and actions for push servers")

    static let extraOutputs = [apnsDirectory, bundleID, xcstrings, manifest]
}

/// The outputs `build` writes only when asked: simulator payloads, a String Catalog and a
/// server manifest.
/// They join the same all-or-nothing plan as the JSON and the registry.
struct ExtraOutputSettings {
    let apnsDirectory: String?
    let bundleID: String
    let xcstringsPath: String?
    let manifestPath: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        apnsDirectory = arguments.value(Options.apnsDirectory.key)
        xcstringsPath = arguments.value(Options.xcstrings.key)
        manifestPath = arguments.value(Options.manifest.key)
        let bundleID = arguments.value(Options.bundleID.key)
        switch (apnsDirectory, bundleID) {
        case (nil, nil):
            self.bundleID = ""
        case (.some, nil):
            throw UsageError(message: "\(Options.apnsDirectory.key) needs \(Options.bundleID.key)")
        case (nil, .some):
            throw UsageError(
                message: "\(Options.bundleID.key) is only used with \(Options.apnsDirectory.key)")
        case (.some(let directory), .some(let bundleID)):
            if directory.isEmpty {
                throw UsageError(message: "\(Options.apnsDirectory.key) needs a directory, not ''")
            }
            // A bundle identifier is letters, digits, '-' and '.' (Info.plist's CFBundleIdentifier).
            guard !bundleID.isEmpty,
                bundleID.unicodeScalars.allSatisfy({
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".")
                })
            else {
                throw UsageError(
                    message: "bundle id \(bundleID.quoted) may hold only letters, digits, '-' and '.'")
            }
            self.bundleID = bundleID
        }
        for path in fixedPaths where path.isEmpty || path.hasSuffix("/") {
            throw UsageError(message: "output file \(path.quoted) is not a file name")
        }
    }

    /// Paths known before compiling; the payloads' names depend on the categories.
    var fixedPaths: [String] { [xcstringsPath, manifestPath].compactMap { $0 } }

    /// What the pipeline renders: the registry, and the extras asked for.
    func request(registry: SwiftRegistryOptions) -> OutputRequest {
        OutputRequest(
            registry: registry, apnsBundleID: apnsDirectory.map { _ in bundleID },
            stringCatalog: xcstringsPath != nil, manifest: manifestPath != nil)
    }

    /// The extra files, where they were asked to go.
    func files(_ outputs: RenderedOutputs) -> [OutputFile] {
        var files: [OutputFile] = []
        if let apnsDirectory {
            files += outputs.apnsPayloads.map {
                OutputFile(path: PathText.join(apnsDirectory, $0.fileName), text: $0.json)
            }
        }
        if let xcstringsPath, let text = outputs.stringCatalog {
            files.append(OutputFile(path: xcstringsPath, text: text))
        }
        if let manifestPath, let text = outputs.manifest {
            files.append(OutputFile(path: manifestPath, text: text))
        }
        return files
    }
}
