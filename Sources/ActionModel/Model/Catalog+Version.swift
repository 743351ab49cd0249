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
        let lines = categories.map { category in
            category.id + "=" + category.actionIDs.joined(separator: ",") + "\n"
        }
        .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for line in lines {
            for byte in line.utf8 {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
