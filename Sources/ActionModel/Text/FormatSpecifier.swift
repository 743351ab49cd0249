import ActionSyntax

/// One `%` conversion in a category text, read the way Foundation's `String(format:)`
/// reads it: `%%` is a literal percent sign and no specifier; `%2$@` names its argument.
/// Public so that tests and tools read specifiers exactly as the compiler does.
package struct FormatSpecifier: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// An unsigned or signed integer: the number of notifications.
        case count
        /// An object: the summary arguments of the grouped notifications, joined.
        case list
        /// Anything iOS has no argument for (`%s`, `%f`, a width, a lone `%`).
        case unsupported
    }

    /// As written, from the `%` on.
    package var text: String
    /// Where the `%` is, in Unicode scalars from the start of the text.
    package var offset: Int
    /// The argument named by a positional form (`%1$u` → 1); nil for `%u`.
    package var explicitArgument: Int?
    package var kind: Kind
    /// `%u` or `%@` as Apple documents them, without a length modifier (`%lu`) or another
    /// integer conversion (`%d`, `%i`).
    package var isDocumentedForm: Bool

    /// Every specifier in `text`, in order.
    package static func all(in text: String) -> [FormatSpecifier] {
        let scalars = Array(text.unicodeScalars)
        var result: [FormatSpecifier] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                index += 2
                continue
            }
            let (specifier, end) = read(scalars, from: index)
            result.append(specifier)
            index = end
        }
        return result
    }

    /// The specifier starting at the `%` at `start`, and the index just past it.
    private static func read(_ scalars: [Unicode.Scalar], from start: Int) -> (FormatSpecifier, Int) {
        var index = start + 1
        func digits() -> Int? {
            var value: Int?
            while index < scalars.count, let digit = Int(String(scalars[index])), scalars[index].isASCII {
                value = min((value ?? 0) * 10 + digit, 1_000)
                index += 1
            }
            return value
        }
        var explicitArgument: Int?
        var isPlain = true
        let afterPercent = index
        if let number = digits(), index < scalars.count, scalars[index] == "$" {
            explicitArgument = number
            index += 1
        } else {
            index = afterPercent
        }
        // Flags, width and precision: printf's, but iOS formats its two arguments as they are.
        while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) {
            isPlain = false
            index += 1
        }
        if digits() != nil { isPlain = false }
        if index < scalars.count, scalars[index] == "." {
            isPlain = false
            index += 1
            _ = digits()
        }
        var length = ""
        while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) {
            length.unicodeScalars.append(scalars[index])
            index += 1
        }
        let conversion: Unicode.Scalar? = index < scalars.count ? scalars[index] : nil
        if conversion != nil { index += 1 }
        var kind = FormatSpecifier.Kind.unsupported
        var isDocumentedForm = false
        if isPlain, explicitArgument != 0, let conversion {
            let isInteger = conversion == "u" || conversion == "d" || conversion == "i"
            if isInteger, ["", "l", "ll", "q", "z"].contains(length) {
                kind = .count
                isDocumentedForm = conversion == "u" && length.isEmpty
            } else if conversion == "@", length.isEmpty {
                kind = .list
                isDocumentedForm = true
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        let specifier = FormatSpecifier(
            text: text, offset: start, explicitArgument: explicitArgument, kind: kind,
            isDocumentedForm: isDocumentedForm)
        return (specifier, index)
    }
}
