/// Source text with position markers, so tests say *where* a diagnostic belongs
/// instead of hand-counting lines and columns. A marker is a keycap emoji (`1️⃣` to
/// `9️⃣`, or `0️⃣`) placed right before the character it names; markers are removed
/// from the text and their positions kept (1-based line, column in Unicode scalars).
public struct MarkedText {
    public let text: String
    public let markers: [Character: (line: Int, column: Int)]

    public init(_ marked: String) {
        var text = ""
        var markers: [Character: (line: Int, column: Int)] = [:]
        var line = 1
        var column = 1
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if ("0"..."9").contains(scalar), index + 2 < scalars.count,
                scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}"
            {
                markers[Character(scalar)] = (line, column)
                index += 3
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        self.text = text
        self.markers = markers
    }

    /// The position of marker `name` (`"1"` for `1️⃣`); traps on a marker that is not there.
    public subscript(name: Character) -> (line: Int, column: Int) {
        guard let position = markers[name] else { preconditionFailure("no marker \(name)️⃣ in the text") }
        return position
    }
}
