import ActionModel
import ActionSyntax

/// The arguments iOS formats a category text with, in order.
struct FormatSignature {
    /// What each argument is, argument 1 first.
    let kinds: [FormatSpecifier.Kind]
    /// How a diagnostic names each argument.
    let names: [String]
    /// What the text is, for messages.
    let field: String

    /// The arguments iOS passes to a category text: for `categorySummaryFormat`, the number
    /// of grouped notifications, then their summary arguments joined into one list (optional:
    /// "%u new messages" is fine); for `hiddenPreviewsBodyPlaceholder`, the number of
    /// notifications in the thread only.
    init(_ text: CategoryText) {
        switch text {
        case .summaryFormat:
            kinds = [.count, .list]
            names = ["the count (%u)", "the summary arguments (%@)"]
        case .hiddenPreviewsBodyPlaceholder:
            kinds = [.count]
            names = ["the count (%u)"]
        }
        field = text.label
    }

    /// What is wrong with `specifier` standing for `argument`, or nil when it fits.
    func problem(with specifier: FormatSpecifier, asArgument argument: Int) -> String? {
        let written = "'\(specifier.text)'"
        switch specifier.kind {
        case .unsupported:
            if specifier.text == "%" { return "a lone '%' ends the text; write '%%' for a percent sign" }
            return "\(written) is not a form iOS can fill: it passes " + names.joined(separator: " and ")
                + ", written %u and %@ (or %1$u and %2$@), with no width, precision or other conversion"
        case .count where argument != 1:
            return "\(written) is a second count; iOS passes one count, argument 1"
        case .list where argument == 1:
            let instead = kinds.count > 1 ? ", or '%2$@' for \(names[1]) before the count" : ""
            return "\(written) takes argument 1, \(names[0]), which is a number: write '%u'\(instead)"
        default:
            break
        }
        guard argument <= kinds.count else {
            let ordinal = argument == 2 ? "a second" : argument == 3 ? "a third" : "argument \(argument) of"
            return "\(written) asks for \(ordinal) argument; iOS passes the \(field) only "
                + names.joined(separator: " and ")
        }
        return nil
    }
}

extension Validator {
    /// What a diagnostic about a placeholder's count adds.
    static let threadCountNote =
        "iOS fills %u with the number of notifications with the same thread identifier"

    /// The `%` specifiers of each category's summary format and hidden-previews placeholder,
    /// checked as a compiler checks printf: each fits the argument iOS passes in its place,
    /// and each translation uses the same arguments as the English text. Positional forms
    /// (`%2$@ … %1$u`) are how a translation reorders them.
    static func checkFormats(_ context: inout ValidationContext) {
        // By index (see checkIdentifiers).
        for file in context.files {
            for index in file.categories.indices {
                for field in CategoryText.allCases {
                    guard let text = file.categories[index].written(field) else { continue }
                    let id = file.categories[index].id
                    checkFormat(
                        text, of: id.value, by: FormatSignature(field), warns: !context.isRepeat(id),
                        in: &context)
                }
            }
        }
    }

    private static func checkFormat(
        _ text: TextDefinition, of category: String, by signature: FormatSignature, warns: Bool,
        in context: inout ValidationContext
    ) {
        let what = "\(signature.field) of category '\(category)'"
        func notes(for entry: TextDefinition.Entry, at specifier: FormatSpecifier?) -> [Diagnostic.Note] {
            var notes: [Diagnostic.Note] = []
            if let specifier, entry.verbatimStart == nil {
                notes.append(
                    Diagnostic.Note(
                        "the text is written with escapes or over several lines, so this points at its start;"
                            + " '\(specifier.text)' is character \(specifier.offset + 1) of the text"))
            }
            if signature.kinds.count == 1 { notes.append(Diagnostic.Note(threadCountNote)) }
            return notes
        }
        func location(_ entry: TextDefinition.Entry, _ specifier: FormatSpecifier) -> SourceLocation {
            text.location(of: entry, scalarOffset: specifier.offset)
        }
        // Each language's arguments, with the first specifier that shows each.
        // Languages with a problem of their own are left out of the comparison, which would
        // only repeat it.
        var shownByLanguage: [(entry: TextDefinition.Entry, shown: [Int: FormatSpecifier])] = []
        // An empty text is `empty-title` already.
        for entry in text.entries where !TextRules.looksEmpty(entry.text) {
            let language = entry.language.identifier
            let specifiers = FormatSpecifier.all(in: entry.text)
            let isPositional = specifiers.first?.explicitArgument != nil
            var next = 1
            var shown: [Int: FormatSpecifier] = [:]
            var isSound = true
            for specifier in specifiers {
                var problem: String?
                if specifier.kind != .unsupported, (specifier.explicitArgument != nil) != isPositional {
                    problem =
                        "'\(specifier.text)' mixes plain forms (%u) with positional ones (%1$u); write them all one way"
                }
                let argument = specifier.explicitArgument ?? next
                next += 1
                problem = problem ?? signature.problem(with: specifier, asArgument: argument)
                if let problem {
                    isSound = false
                    context.report(
                        .error(
                            .formatMismatch, "\(what) in '\(language)': \(problem)",
                            at: location(entry, specifier),
                            notes: notes(for: entry, at: specifier)))
                    continue
                }
                if warns, specifier.kind == .count, !specifier.isDocumentedForm {
                    context.report(
                        .warning(
                            .countSpecifier,
                            "\(what) in '\(language)' writes the count as '\(specifier.text)'; it prints the same, but '%u' is what Apple documents",
                            at: location(entry, specifier), about: .category(category),
                            notes: notes(for: entry, at: specifier)))
                }
                if shown[argument] == nil { shown[argument] = specifier }
            }
            if isSound { shownByLanguage.append((entry, shown)) }
        }
        guard
            let english = shownByLanguage.first(where: { $0.entry.language == .english }).map({
                Set($0.shown.keys)
            })
        else { return }
        for (entry, shown) in shownByLanguage where entry.language != .english {
            let language = entry.language.identifier
            for (argument, specifier) in shown.sorted(by: { $0.key < $1.key })
            where !english.contains(argument) {
                context.report(
                    .error(
                        .formatMismatch,
                        "\(what) in '\(language)': '\(specifier.text)' shows \(signature.names[argument - 1]), which the English text does not",
                        at: location(entry, specifier), notes: notes(for: entry, at: specifier)))
            }
            let missing = english.subtracting(shown.keys).sorted()
            if !missing.isEmpty {
                context.report(
                    .error(
                        .formatMismatch,
                        "\(what) in '\(language)' leaves out "
                            + missing.map { signature.names[$0 - 1] }.joined(separator: " and ")
                            + ", which the English text shows",
                        at: text.location(of: entry), notes: notes(for: entry, at: nil)))
            }
        }
    }
}
