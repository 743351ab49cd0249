/// The keys last read at each of the first places of a mapping, by depth, for the readers to
/// make each repeated key once: sibling mappings mostly have the same keys in the same order
/// (a text's languages, an action's fields), and finding one here by its bytes costs less than
/// making the string again.
package struct RecentKeys {
    /// Slot `depth * places + place`. Strings only: an array of another element type would
    /// have its runtime type made on first use, a cost every small build pays.
    private var keys: [String] = []
    private static let places = 64
    private static let depths = 8

    package init() {}

    /// The key whose UTF-8 is `utf8`, at `place` of a mapping `depth` levels deep.
    package mutating func key(_ utf8: UnsafeBufferPointer<UInt8>, depth: Int, place: Int) -> String {
        // Past the first places are the ids of a file's actions, each read once.
        guard place < Self.places, depth < Self.depths else { return String(decoding: utf8, as: UTF8.self) }
        let slot = depth * Self.places + place
        while keys.count <= slot { keys.append("") }
        if keys[slot].utf8.count == utf8.count, keys[slot].withUTF8InPlace({ Self.same($0, utf8) }) {
            return keys[slot]
        }
        let key = String(decoding: utf8, as: UTF8.self)
        keys[slot] = key
        return key
    }

    private static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool
    {
        for index in bytes.indices where bytes[index] != other[index] { return false }
        return true
    }
}
