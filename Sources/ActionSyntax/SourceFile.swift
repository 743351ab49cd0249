/// One input: a display path (as diagnostics print it) and its bytes.
public struct SourceFile: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// JSON by the `.json` extension, YAML otherwise.
    public var isJSON: Bool { path.lowercased().hasSuffix(".json") }
}
