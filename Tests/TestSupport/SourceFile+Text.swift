public import ActionSyntax

extension SourceFile {
    /// A file made of text, for tests that write their inputs inline.
    public init(path: String, text: String) { self.init(path: path, bytes: Array(text.utf8)) }
}
