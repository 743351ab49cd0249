extension String {
    /// This string as a JSON string literal, quotes included. Non-ASCII text stays as
    /// UTF-8 (readable in diffs); only what JSON requires is escaped.
    public var jsonLiteral: String {
        var result = "\""
        result.reserveCapacity(utf8.count + 2)
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16, uppercase: false)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }
}
