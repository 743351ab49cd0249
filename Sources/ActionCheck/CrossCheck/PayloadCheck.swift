public import ActionModel
import ActionRender
public import ActionSyntax
import ActionValidate

/// Checks APNs payload files (a server's templates and fixtures, `.json` or `.apns`) against
/// the catalog. iOS shows no buttons for a push whose `aps.category` names no registered
/// category, and reports nothing, so each of these is an error here:
///
/// - JSON that does not parse (`syntax`, `encoding`), read by actionc's own JSON reader;
/// - a payload over APNs' 4,096 bytes (`limit`, at the first byte past the limit);
/// - a key repeated in one object (`duplicate-key`): JSON leaves the repeat undefined, and
///   Foundation keeps the last copy where this check would read the first;
/// - a document that is not an object, or an `aps` that is missing or not an object
///   (`missing-key`, `type-mismatch`);
/// - a `category` that is not a string (`type-mismatch`);
/// - a `category` that no definition has (`unknown-category`, with did-you-mean).
///
/// A payload without `aps.category` is a plain alert and fine.
///
/// The `aps` values Apple fixes and, given the app's strings (`strings`: String Catalogs,
/// `.lproj` folders' `.strings` and `.stringsdict`), the `alert`'s keys into them are checked
/// by `PayloadStringsCheck`; an FCM request's (`{"message": …}`) Android notification keys,
/// against the `res/values*/…xml` strings among `strings`. Strings that do not read are
/// reported and no payload is checked.
public enum PayloadCheck {
    public static func check(
        _ payloads: [SourceFile], against catalog: Catalog, strings files: [SourceFile] = [],
        limits: ParseLimits = .default
    ) -> [Diagnostic] {
        let ids = catalog.categories.map(\.id)
        let known = Set(ids)
        let isResource = { (file: SourceFile) in file.path.lowercased().hasSuffix(".xml") }
        let apple = files.filter { !isResource($0) }
        let android = files.filter(isResource)
        var strings = Strings()
        var problems: [Diagnostic] = []
        if !apple.isEmpty {
            let (read, diagnostics) = AppStrings.read(apple, limits: limits)
            problems += diagnostics
            strings.apple = read
        }
        if !android.isEmpty {
            let (read, diagnostics) = AppStrings.readAndroid(android, limits: limits)
            problems += diagnostics
            strings.android = read
        }
        // Strings that do not read are the one thing to fix first: nothing is judged by them.
        guard !problems.hasErrors else { return problems }
        return problems
            + payloads.flatMap { check($0, ids: ids, known: known, strings: strings, limits: limits) }
    }

    /// The app's strings for each platform, when given.
    private struct Strings {
        var apple: AppStrings?
        var android: AppStrings?
    }

    private static func check(
        _ payload: SourceFile, ids: [String], known: Set<String>, strings: Strings, limits: ParseLimits
    ) -> [Diagnostic] {
        func at(_ position: Position) -> SourceLocation {
            SourceLocation(file: payload.path, position: position)
        }
        var diagnostics: [Diagnostic] = []
        // What is sent is the document; a final newline in the file is not part of it.
        let size = (payload.bytes.lastIndex { !isWhitespace($0) } ?? -1) + 1
        let limit = APNsPayloadRenderer.maxPayloadSize
        if size > limit {
            diagnostics.append(
                .error(
                    .limit, "the payload is \(size) bytes, over APNs' limit of \(limit)",
                    at: at(Position.of(byteOffset: limit, in: payload.bytes)),
                    notes: [Diagnostic.Note("APNs rejects it; this is where byte \(limit + 1) starts")]))
        }
        let parsed = ParsedInput(payload, as: .json, limits: limits)
        guard let root = parsed.root else { return diagnostics + parsed.diagnostics }
        var decoder = NodeReader(file: payload.path)
        reportRepeatedKeys(in: root, with: &decoder)
        diagnostics += decoder.diagnostics
        guard case .mapping(let entries, _) = root else {
            return diagnostics + [
                .error(
                    .typeMismatch, "an APNs payload is a JSON object, not \(describe(root))",
                    at: at(root.position))
            ]
        }
        // An FCM HTTP v1 request (`{"message": {…}}`) is no APNs payload: its Android part is
        // checked against the `res/` strings.
        if case .mapping(let message, _)? = NodeReader.member(entries, "message"),
            NodeReader.member(entries, "aps") == nil
        {
            var fcm = PayloadStringsCheck(file: payload.path)
            if let android = strings.android,
                case .mapping(let fields, _)? = NodeReader.member(message, "android"),
                case .mapping(let notification, _)? = NodeReader.member(fields, "notification")
            {
                fcm.checkKeys(of: notification, against: android)
            }
            return diagnostics + fcm.diagnostics
        }
        guard let aps = entries.first(where: { $0.key.text == "aps" }) else {
            return diagnostics + [
                .error(
                    .missingKey, "the payload has no 'aps' object, so iOS shows nothing",
                    at: at(root.position))
            ]
        }
        guard case .mapping(let apsEntries, _) = aps.value else {
            return diagnostics + [
                .error(
                    .typeMismatch, "'aps' is \(describe(aps.value)), not an object",
                    at: at(aps.value.position))
            ]
        }
        var values = PayloadStringsCheck(file: payload.path)
        values.checkValues(of: apsEntries)
        if let strings = strings.apple, case .mapping(let alert, _)? = NodeReader.member(apsEntries, "alert")
        {
            values.checkKeys(of: alert, against: strings)
        }
        // The checks go field by field; the report goes down the file.
        diagnostics += values.diagnostics.sorted {
            ($0.location?.position ?? Position(line: 0, column: 0))
                < ($1.location?.position ?? Position(line: 0, column: 0))
        }
        guard let category = apsEntries.first(where: { $0.key.text == "category" }) else {
            return diagnostics
        }
        guard case .scalar(let id) = category.value, id.style == .quoted else {
            return diagnostics + [
                .error(
                    .typeMismatch, "'aps.category' is \(describe(category.value)), not a string",
                    at: at(category.value.position))
            ]
        }
        if !known.contains(id.text) {
            diagnostics.append(
                .error(
                    .unknownCategory,
                    "'aps.category' is '\(id.text)', which no definition has; iOS would show no buttons",
                    at: at(id.position), notes: Suggestion.note(for: id.text, in: ids)))
        }
        return diagnostics
    }

    /// Every object's repeated keys, at the repeat with a note at the first, as in definitions.
    private static func reportRepeatedKeys(in node: Node, with decoder: inout NodeReader) {
        switch node {
        case .mapping(let entries, _):
            for entry in decoder.uniqueEntries(entries) {
                reportRepeatedKeys(in: entry.value, with: &decoder)
            }
        case .sequence(let items, _):
            for item in items { reportRepeatedKeys(in: item, with: &decoder) }
        case .scalar:
            break
        }
    }

    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: "an object"
        case .sequence: "an array"
        case .scalar(let scalar) where scalar.style == .quoted: "a string"
        case .scalar(let scalar): scalar.text
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
