extension String {
    /// This string as a JSON string literal, quotes included. Non-ASCII text stays as
    /// UTF-8 (readable in diffs); only what JSON requires is escaped.
    public var jsonLiteral: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 2)
        appendJSONLiteral(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `jsonLiteral` to UTF-8 `bytes`.
    public func appendJSONLiteral(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        appendJSONLiteralContent(to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends what goes between the quotes of `jsonLiteral`, for a writer that writes the
    /// quotes with what surrounds them. Every byte that needs an escape is ASCII (quote,
    /// backslash, C0 controls), so the text is copied in runs between them instead of
    /// scalar by scalar, and most texts, having none, in one piece.
    public func appendJSONLiteralContent(to bytes: inout [UInt8]) {
        withUTF8InPlace { utf8 in
            guard utf8.contains(where: Self.needsEscape) else {
                bytes.append(contentsOf: utf8)
                return
            }
            var runStart = 0
            for (index, byte) in utf8.enumerated() where Self.needsEscape(byte) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                Self.appendEscape(of: byte, to: &bytes)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
        let short: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
            case 0x0A: UInt8(ascii: "n")
            case 0x0D: UInt8(ascii: "r")
            case 0x09: UInt8(ascii: "t")
            case 0x08: UInt8(ascii: "b")
            case 0x0C: UInt8(ascii: "f")
            default: nil
            }
        bytes.append(UInt8(ascii: "\\"))
        if let short {
            bytes.append(short)
        } else {
            let hexDigits = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }
}
