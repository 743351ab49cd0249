extension Unicode.Scalar {
    /// The way Unicode names a code point in prose: `U+` and at least four uppercase hex
    /// digits (`U+0009`, `U+1F600`).
    public var codePointName: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
