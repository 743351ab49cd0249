/// Apple's SiriKit intent identifier constants, from Data/apple-intent-identifiers.txt
/// (embedded in EmbeddedIntentIdentifiers.swift, so the CLI needs no resource file).
package enum IntentIdentifiers {
    /// The constants' names, in the file's order.
    package static let all: [String] = EmbeddedIntentIdentifiers.list.split(separator: "\n").compactMap {
        let line = $0.trimmingPrefix(while: \.isWhitespace)
        return line.isEmpty || line.hasPrefix("#") ? nil : String(line)
    }

    package static let known = Set(all)

    /// The string a constant stands for at run time: its intent's class name
    /// (`INSendMessageIntentIdentifier` is "INSendMessageIntent"). Any other identifier
    /// is passed as written.
    package static func value(of identifier: String) -> String {
        known.contains(identifier) ? String(identifier.dropLast("Identifier".count)) : identifier
    }
}
