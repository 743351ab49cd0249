extension Catalog {
    /// A short, stable fingerprint of what a server depends on: which categories exist and
    /// which actions each shows, in order. Titles, options and icons are left out, because
    /// changing them does not break a push that names the category.
    ///
    /// The algorithm (README, "Server manifest"): one line per category, sorted by the
    /// identifier's UTF-8 bytes, each `CATEGORY_ID=ACTION_ID,ACTION_ID\n`; the 64-bit FNV-1a
    /// hash of those lines' UTF-8 bytes, as 16 lowercase hexadecimal digits. It depends on
    /// nothing but the identifiers: not on the machine, the paths or the input order.
    package var version: String {
        // The categories' positions are sorted and each line hashed piece by piece, so no
        // line is made (nor a category copied): the same bytes in the same order as the lines
        // sorted and hashed.
        let order = categories.indices.sorted { first, second in
            Self.firstDifference(categories[first].id, categories[second].id)
                ?? Self.line(of: categories[first]).utf8.lexicographicallyPrecedes(
                    Self.line(of: categories[second]).utf8)
        }
        var hash = FNV1a64()
        for index in order {
            hash.add(categories[index].id)
            hash.add(UInt8(ascii: "="))
            for (position, actionID) in categories[index].actionIDs.enumerated() {
                if position > 0 { hash.add(UInt8(ascii: ",")) }
                hash.add(actionID)
            }
            hash.add(UInt8(ascii: "\n"))
        }
        let digits = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether `first` sorts before `second` by their first differing UTF-8 byte; nil when
    /// they have none (one begins the other), so that their lines must be compared whole.
    private static func firstDifference(_ first: String, _ second: String) -> Bool? {
        var first = first
        var second = second
        return first.withUTF8 { firstBytes in
            second.withUTF8 { secondBytes -> Bool? in
                for (firstByte, secondByte) in zip(firstBytes, secondBytes) where firstByte != secondByte {
                    return firstByte < secondByte
                }
                return nil
            }
        }
    }

    private static func line(of category: Category) -> String {
        category.id + "=" + category.actionIDs.joined(separator: ",") + "\n"
    }
}

/// The 64-bit FNV-1a hash of the bytes added.
private struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes { add(byte) }
        }
    }
}
