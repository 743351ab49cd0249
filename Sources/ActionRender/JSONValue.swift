/// A JSON document as the renderers build it, written in one of the layouts actionc's
/// outputs use. Objects keep their members in the order given; a style may sort them.
package enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(Int)
    case boolean(Bool)
    case null
    case array([JSONValue])
    case object([Member])
    /// The value on one line wherever it stands: `["A", "B"]`, `{"template": "Gift"}`.
    indirect case oneLine(JSONValue)

    package struct Member: Sendable, Equatable {
        package var key: String
        package var value: JSONValue

        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The layout of one kind of output file.
    package struct Style: Sendable {
        package var indentUnit: String
        /// Between a key and its value: `": "`, or `" : "` as Xcode writes.
        package var keySeparator: String
        /// Members by their keys' UTF-8 bytes (never by a locale), instead of as given.
        package var sortsKeys: Bool
        /// An empty object on several lines is `{`, a blank line and `}`, as Xcode writes it.
        package var emptyObjectHasBlankLine: Bool
        package var endsWithNewline: Bool

        /// Four spaces, source order: the layout of the Hive documentation's sample.
        package static let hive = Style(
            indentUnit: "    ", keySeparator: ": ", sortsKeys: false, emptyObjectHasBlankLine: false,
            endsWithNewline: true)
        /// Two spaces, `"key" : value`, sorted keys, no final newline: what Xcode writes
        /// (String Catalogs, asset catalogs), so a file Xcode saves again does not change.
        package static let xcode = Style(
            indentUnit: "  ", keySeparator: " : ", sortsKeys: true, emptyObjectHasBlankLine: true,
            endsWithNewline: false)
        /// Two spaces, source order: documents for tools.
        package static let compact = Style(
            indentUnit: "  ", keySeparator: ": ", sortsKeys: false, emptyObjectHasBlankLine: false,
            endsWithNewline: true)
    }

    /// `estimatedSize` as `CodePrinter` takes it: a large document's text in one allocation.
    package func rendered(_ style: Style, estimatedSize: Int = 0) -> String {
        var writer = JSONWriter(style: style, estimatedSize: estimatedSize)
        writer.value(self)
        return writer.finished()
    }
}
