package import ActionModel
package import ActionSyntax

/// Writes one APNs payload per category for trying its buttons on a simulator:
/// `xcrun simctl push booted CATEGORY.apns`, or drag the file onto the simulator.
///
/// The alert's title is the category id, and its body lists the buttons' English titles
/// (`Buttons: OK, Close`), so the push says what to long-press for and what to expect.
/// `Simulator Target Bundle` names the app that receives it.
package enum APNsPayloadRenderer {
    /// APNs' limit for a regular remote notification.
    package static let maxPayloadSize = 4096

    package struct Payload: Sendable, Equatable {
        package var categoryID: String
        /// `CATEGORY.apns`. Ids hold only `[A-Za-z0-9_.-]` and the extension is added, so the
        /// name is never a path; an id that would make it hidden or read as an option is refused.
        package var fileName: String
        package var json: String
    }

    /// A payload per category, in catalog order; no payloads when any problem was found.
    package static func render(_ catalog: Catalog, bundleID: String) -> ([Payload], [Diagnostic]) {
        let titles = Dictionary(
            uniqueKeysWithValues: catalog.actions.map { ($0.id, $0.title.shown(in: .english)?.text ?? $0.id) }
        )
        var payloads: [Payload] = []
        var diagnostics: [Diagnostic] = []
        // Case-insensitive file systems (macOS's default) would write both into one file.
        var firstByFileName: [String: Catalog.Category] = [:]
        for category in catalog.categories {
            let fileName = category.id + ".apns"
            if let first = firstByFileName[fileName.lowercased()] {
                diagnostics.append(
                    .error(
                        .duplicateIdentifier,
                        "categories '\(first.id)' and '\(category.id)' differ only in case, and their payload files would be one file where case does not count",
                        at: category.location,
                        notes: [Diagnostic.Note("'\(first.id)' defined here", at: first.location)]))
                continue
            }
            firstByFileName[fileName.lowercased()] = category
            if let first = category.id.first, first == "." || first == "-" {
                diagnostics.append(
                    .error(
                        .invalidIdentifier,
                        first == "."
                            ? "category '\(category.id)' would give the payload file '\(fileName)', which folder listings and shell globs hide"
                            : "category '\(category.id)' would give the payload file '\(fileName)', which xcrun simctl push reads as an option",
                        at: category.location,
                        notes: [
                            Diagnostic.Note(
                                "payload files are named after their category; --apns-dir needs ids that start with a letter, digit or '_'"
                            )
                        ]))
                continue
            }
            let body = "Buttons: " + category.actionIDs.map { titles[$0] ?? $0 }.joined(separator: ", ")
            let json =
                JSONValue.object([
                    .init("Simulator Target Bundle", .string(bundleID)),
                    .init(
                        "aps",
                        .object([
                            .init(
                                "alert",
                                .object([.init("title", .string(category.id)), .init("body", .string(body))])),
                            .init("category", .string(category.id)),
                        ])),
                ]).rendered(.xcode)
            // Counted as `actionc payload` counts: the document, without the file's final newline.
            let size = json.utf8.count
            if size > maxPayloadSize {
                diagnostics.append(
                    .error(
                        .limit,
                        "the APNs payload of category '\(category.id)' is \(size) bytes, over APNs' limit of \(maxPayloadSize)",
                        at: category.location,
                        notes: [Diagnostic.Note("shorter button titles make it smaller")]))
                continue
            }
            payloads.append(Payload(categoryID: category.id, fileName: fileName, json: json + "\n"))
        }
        return diagnostics.isEmpty ? (payloads, []) : ([], diagnostics)
    }
}
