public import ActionModel
import ActionPlist
import ActionRender
public import ActionSyntax
import ActionValidate

/// Compares the categories that Notification Content Extensions declare in their Info.plist
/// (`NSExtension › NSExtensionAttributes › UNNotificationExtensionCategory`, a string or an
/// array of strings) with the catalog. iOS uses an extension only for the categories it
/// lists, so a drift either way means buttons or custom content that silently do not show.
///
/// - A listed id that no category has is an `unknown-category` error, with did-you-mean.
/// - A category listed by two extensions is a `duplicate-identifier` error: iOS picks one.
/// - With the `hive` target, the catalog categories that no extension lists are one `unlisted-category` warning that
///   names them all, at the first extension's key, with a note holding the `<array>` that
///   lists every category, indented to paste over the key's value (the ids that extension
///   already lists and the unlisted ones, in catalog order). A category with
///   `allow: [unlisted-category]` is left out of both: it has no custom content on purpose.
///   The pipeline asks the warning policy before the warning is worded (`findings`).
/// - A property list that is not a content extension's, or lacks the key, is an error; the
///   comparison then stops short of the warnings, which would be guesses.
public enum ContentExtensionCheck {
    package static let extensionPoint = "com.apple.usernotifications.content-extension"
    static let categoryKey = "UNNotificationExtensionCategory"

    /// Every finding, with no warning policy: each unlisted category is named. The pipeline
    /// calls `findings` instead, so that `allow: [unlisted-category]` can leave some out.
    public static func check(
        _ plists: [SourceFile], against catalog: Catalog, limits: ParseLimits = .default
    ) -> [Diagnostic] {
        let found = findings(plists, against: catalog, limits: limits)
        guard let unlisted = found.unlisted, let warning = unlisted.warning(naming: unlisted.categories)
        else { return found.diagnostics }
        return found.diagnostics + [warning]
    }

    /// What the comparison found: the diagnostics, and the catalog categories no extension
    /// lists, as facts for the warning policy to filter before the one warning is worded.
    package struct Findings {
        package var diagnostics: [Diagnostic]
        package var unlisted: UnlistedCategories?
    }

    /// The categories that no extension lists, and where the warning about them points.
    package struct UnlistedCategories {
        /// In catalog order.
        package let categories: [String]
        let catalogOrder: [String]
        let first: Listing
        let plistCount: Int

        /// The one `unlisted-category` warning naming `kept` (a subset of `categories`, in
        /// their order: those the policy did not acknowledge), or nil when that is none.
        package func warning(naming kept: [String]) -> Diagnostic? {
            guard !kept.isEmpty else { return nil }
            let shown = Set(first.ids.map(\.text)).union(kept)
            let array = Diagnostic.Note(
                block: arrayText(catalogOrder.filter(shown.contains), indentation: first.valueIndentation),
                at: SourceLocation(file: first.file, position: first.valueStart))
            let lister = plistCount == 1 ? "the content extension" : "any content extension"
            let named = kept.map { "'\($0)'" }.joined(separator: ", ")
            let message =
                kept.count == 1
                ? "category \(named) is not in \(lister)'s \(categoryKey); iOS will not use the extension for it"
                : "\(kept.count) categories are not in \(lister)'s \(categoryKey): \(named); iOS will not use the extension for them"
            return .warning(
                .unlistedCategory, message,
                at: SourceLocation(file: first.file, position: first.key.position),
                notes: [
                    array,
                    Diagnostic.Note(
                        "a category shown without custom content on purpose says so with 'allow: [unlisted-category]'"
                    ),
                ])
        }
    }

    package static func findings(
        _ plists: [SourceFile], against catalog: Catalog, limits: ParseLimits = .default
    ) -> Findings {
        var diagnostics: [Diagnostic] = []
        var listings: [Listing] = []
        for plist in plists {
            let (listing, problems) = listing(in: plist, limits: limits)
            diagnostics += problems
            if let listing { listings.append(listing) }
        }
        let firstListed = listed(in: listings, catalog: catalog, diagnostics: &diagnostics)
        // Without every extension's list, the unlisted categories would be guesses. Only the
        // Hive SDK needs an extension for every category it shows; an app of its own
        // (`targets: [ios]`) gives custom content to the few categories it chooses.
        guard catalog.targets.contains(.hive), listings.count == plists.count, let first = listings.first
        else { return Findings(diagnostics: diagnostics) }
        let ids = catalog.categories.map(\.id)
        let unlisted = ids.filter { firstListed[$0] == nil }
        guard !unlisted.isEmpty else { return Findings(diagnostics: diagnostics) }
        return Findings(
            diagnostics: diagnostics,
            unlisted: UnlistedCategories(
                categories: unlisted, catalogOrder: ids, first: first, plistCount: plists.count))
    }

    /// Where each known category is first listed; an unknown id, or one listed by two
    /// extensions, is an error.
    private static func listed(in listings: [Listing], catalog: Catalog, diagnostics: inout [Diagnostic])
        -> [String: SourceLocation]
    {
        let known = Set(catalog.categories.map(\.id))
        var firstListed: [String: SourceLocation] = [:]
        for listing in listings {
            for id in listing.ids {
                let place = SourceLocation(file: listing.file, position: id.position)
                guard known.contains(id.text) else {
                    diagnostics.append(
                        .error(
                            .unknownCategory,
                            "the content extension lists category '\(id.text)', which no definition has",
                            at: place, notes: Suggestion.note(for: id.text, in: catalog.categories.map(\.id)))
                    )
                    continue
                }
                if let first = firstListed[id.text] {
                    if first.file != listing.file {
                        diagnostics.append(
                            .error(
                                .duplicateIdentifier,
                                "category '\(id.text)' is listed by two content extensions; iOS uses only one",
                                at: place, notes: [Diagnostic.Note("first listed here", at: first)]))
                    }
                } else {
                    firstListed[id.text] = place
                }
            }
        }
        return firstListed
    }

    /// Where one Info.plist lists its categories.
    struct Listing {
        let file: String
        /// The `UNNotificationExtensionCategory` key, and its value.
        let key: Scalar
        let value: Node
        /// Where a selection of the whole value starts: the `<` of its `<array>` or `<string>`.
        let valueStart: Position
        let ids: [Scalar]
        /// The tabs before the value on its line, for the array to paste there.
        let valueIndentation: Int
    }

    struct Problems: Error {
        let diagnostics: [Diagnostic]
    }

    /// The categories `plist` lists, if it lists them, and the problems met on the way: a
    /// repeated key in a dictionary read, or why it lists none.
    static func listing(in plist: SourceFile, limits: ParseLimits) -> (Listing?, [Diagnostic]) {
        var dictionaries = NodeReader(file: plist.path)
        let found = listing(in: plist, limits: limits, dictionaries: &dictionaries)
        switch found {
        case .success(let listing): return (listing, dictionaries.diagnostics)
        case .failure(let problems): return (nil, dictionaries.diagnostics + problems.diagnostics)
        }
    }

    /// `dictionaries` reads each dictionary on the way, reporting a repeated key as in a
    /// definitions file: iOS would take one of the values, and the other would go unjudged.
    private static func listing(
        in plist: SourceFile, limits: ParseLimits, dictionaries: inout NodeReader
    ) -> Result<Listing, Problems> {
        let parsed = PlistReader.parse(plist.bytes, file: plist.path, limits: limits)
        guard let root = parsed.root else { return .failure(Problems(diagnostics: parsed.diagnostics)) }
        let attributes: Scalar
        let attributeEntries: [MappingEntry]
        switch extensionAttributes(in: root, file: plist.path, dictionaries: &dictionaries) {
        case .failure(let problems): return .failure(problems)
        case .success(let found): (attributes, attributeEntries) = found
        }
        func at(_ position: Position) -> SourceLocation {
            SourceLocation(file: plist.path, position: position)
        }
        guard let listed = attributeEntries.first(where: { $0.key.text == categoryKey }) else {
            return .failure(
                Problems(diagnostics: [
                    .error(
                        .missingKey,
                        "NSExtensionAttributes has no \(categoryKey), so iOS uses the extension for no category",
                        at: at(attributes.position))
                ]))
        }
        var ids: [Scalar] = []
        var problems: [Diagnostic] = []
        let items: [Node]
        if case .sequence(let elements, _) = listed.value { items = elements } else { items = [listed.value] }
        for item in items {
            if case .scalar(let scalar) = item, scalar.style == .quoted {
                ids.append(scalar)
            } else {
                problems.append(
                    .error(
                        .typeMismatch,
                        "\(categoryKey) holds \(describe(item)); it takes a string or an array of strings",
                        at: at(item.position)))
            }
        }
        guard problems.isEmpty else { return .failure(Problems(diagnostics: problems)) }
        // A string's position is its text; an array's is already its `<`.
        let valueStart =
            if case .scalar(let string) = listed.value {
                PlistReader.elementStart(ofTextAt: string.position, in: plist.bytes)
            } else { listed.value.position }
        return .success(
            Listing(
                file: plist.path, key: listed.key, value: listed.value,
                valueStart: valueStart, ids: ids,
                valueIndentation: leadingTabs(ofLine: Int(listed.value.position.line), in: plist.bytes)))
    }

    /// The `NSExtensionAttributes` key of a content extension's property list, and its
    /// entries; why the list is not a content extension's, or has none, otherwise.
    private static func extensionAttributes(
        in root: Node, file: String, dictionaries: inout NodeReader
    ) -> Result<(key: Scalar, entries: [MappingEntry]), Problems> {
        func problem(_ code: DiagnosticCode, _ message: String, _ position: Position) -> Problems {
            Problems(diagnostics: [.error(code, message, at: SourceLocation(file: file, position: position))])
        }
        func dictionary(_ node: Node, _ name: String) -> Result<[MappingEntry], Problems> {
            guard case .mapping(let entries, _) = node else {
                return .failure(
                    problem(.typeMismatch, "\(name) is \(describe(node)), not a dictionary", node.position))
            }
            return .success(dictionaries.uniqueEntries(entries))
        }
        let notExtension = "this Info.plist is not a Notification Content Extension's"
        let extensionEntries: [MappingEntry]
        let extensionKey: Scalar
        switch dictionary(root, "the property list") {
        case .failure(let problems): return .failure(problems)
        case .success(let entries):
            guard let entry = entries.first(where: { $0.key.text == "NSExtension" }) else {
                return .failure(
                    problem(.notContentExtension, "\(notExtension): it has no NSExtension", root.position))
            }
            switch dictionary(entry.value, "NSExtension") {
            case .failure(let problems): return .failure(problems)
            case .success(let entries): (extensionEntries, extensionKey) = (entries, entry.key)
            }
        }
        guard let point = extensionEntries.first(where: { $0.key.text == "NSExtensionPointIdentifier" })
        else {
            return .failure(
                problem(
                    .notContentExtension, "\(notExtension): NSExtension has no NSExtensionPointIdentifier",
                    extensionKey.position))
        }
        guard case .scalar(let pointID) = point.value, pointID.style == .quoted,
            pointID.text == extensionPoint
        else {
            let found =
                if case .scalar(let scalar) = point.value { "'\(scalar.text)'" } else {
                    describe(point.value)
                }
            return .failure(
                problem(
                    .notContentExtension,
                    "\(notExtension): NSExtensionPointIdentifier is \(found), not '\(extensionPoint)'",
                    point.value.position))
        }
        guard let attributes = extensionEntries.first(where: { $0.key.text == "NSExtensionAttributes" })
        else {
            return .failure(
                problem(
                    .missingKey, "NSExtension has no NSExtensionAttributes, so it lists no \(categoryKey)",
                    extensionKey.position))
        }
        switch dictionary(attributes.value, "NSExtensionAttributes") {
        case .failure(let problems): return .failure(problems)
        case .success(let entries): return .success((attributes.key, entries))
        }
    }

    /// `<array>` with one `<string>` per id, as Xcode writes it `indentation` tabs deep,
    /// starting at its `<` (where a selection of the old value starts).
    static func arrayText(_ ids: [String], indentation: Int) -> String {
        var printer = CodePrinter(indentUnit: "\t")
        printer.line("<array>")
        for _ in 0..<indentation { printer.indent() }
        // Identifiers hold only `[A-Za-z0-9_.-]`, so nothing needs escaping for XML.
        printer.indented { body in
            for id in ids { body.line("<string>\(id)</string>") }
        }
        printer.print("</array>")
        return printer.text
    }

    private static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: "a dictionary"
        case .sequence: "an array"
        case .scalar(let scalar):
            scalar.style == .quoted ? "a string" : "a value that is not a string ('\(scalar.text)')"
        }
    }

    private static func leadingTabs(ofLine line: Int, in bytes: [UInt8]) -> Int {
        TextLines(bytes).line(line).prefix { $0 == UInt8(ascii: "\t") }.count
    }
}
