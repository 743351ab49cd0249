import ActionCore

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

    var needsCatalog: Bool { apnsDirectory != nil }

    /// The extra files for `catalog`, or the problems that stop them (payloads over APNs' size).
    func render(_ catalog: Catalog) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        if let apnsDirectory {
            let (payloads, problems) = APNsPayloadRenderer.render(catalog, bundleID: bundleID)
            files += payloads.map {
                OutputFile(path: PathText.join(apnsDirectory, $0.fileName), text: $0.json)
            }
            diagnostics += problems
        }
        if let xcstringsPath {
            files.append(
                OutputFile(path: xcstringsPath, text: StringCatalogRenderer.render(catalog)))
        }
        if let manifestPath {
            files.append(OutputFile(path: manifestPath, text: ManifestRenderer.render(catalog)))
        }
        return (files, diagnostics)
    }
}
