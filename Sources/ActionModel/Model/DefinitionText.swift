package import ActionSyntax

/// Every kind of text the definitions hold: an action's (`ActionText`) or a category's
/// (`CategoryText`), in the order every output lists them. The outputs that write every text
/// (the String Catalog and XLIFF, the translation record, the registry's lookups) iterate
/// `allCases`, so a new kind is a case of its enum and a switch the compiler points at in each
/// output that words it.
package enum DefinitionText: Hashable, Sendable, CaseIterable {
    case action(ActionText)
    case category(CategoryText)

    /// The actions' kinds, then the categories'.
    package static let allCases = ActionText.allCases.map(action) + CategoryText.allCases.map(category)

    /// The kind of definition that holds it.
    package var owner: DefinitionReference.Kind {
        switch self {
        case .action: .action
        case .category: .category
        }
    }

    /// Its path in the definitions, as the manifest and the String Catalog's keys name it:
    /// `title`, `textInput.button`, `summaryFormat`.
    package var field: String {
        switch self {
        case .action(let text): text.field
        case .category(let text): text.field
        }
    }

    /// How messages name it: `text input button`, `summary format`.
    package var label: String {
        switch self {
        case .action(let text): text.label
        case .category(let text): text.label
        }
    }

    /// The method of the registry's `Action` or `Category` that looks the text up by language,
    /// which the registry runtime (RegistryRuntime.swift) reads. A test holds these to the
    /// names the runtime's code reads (`runtimeLookups`).
    package var runtimeName: String {
        switch self {
        case .action(let text): text.runtimeName
        case .category(let text): text.runtimeName
        }
    }

    /// The lookups the registry runtime's code reads texts by (`PushActions.text(language, title)`),
    /// read from it by `swift run actionc-embed`, sorted.
    package static var runtimeLookups: [String] { EmbeddedRuntimeMembers.textLookups }

    /// A one-line label on a button, which must show something and which the `long-title`
    /// rule measures: a title or a send button.
    package var isButtonLabel: Bool { self == .action(.title) || self == .action(.textInputButton) }

    /// A text that may be empty: a placeholder (an empty field shows nothing in its place).
    package var mayBeEmpty: Bool { self == .action(.textInputPlaceholder) }

    /// A text iOS formats with arguments (`%u`, `%@`): a category's.
    package var isFormat: Bool { owner == .category }

    /// Calls `body` with every text `file` writes, its kind and its action's or category's id,
    /// in the file's order: each action's texts, then each category's. Nothing is built, and
    /// each kind is read by a switch, not its key path (`ActionText.definition`): reading a
    /// text through a key path cost more than the rest of listing it, and every build walks
    /// every text three times (two checks and the translation record).
    package static func forEachText(
        in file: DefinitionFile, _ body: (DefinitionText, Located<String>, TextDefinition) -> Void
    ) {
        for index in file.actions.indices {
            // Read once: each read of an optional struct through the array copies it.
            let textInput = file.actions[index].textInput
            for kind in ActionText.allCases {
                let text =
                    switch kind {
                    case .title: file.actions[index].title
                    case .textInputButton: textInput?.button
                    case .textInputPlaceholder: textInput?.placeholder
                    }
                if let text { body(.action(kind), file.actions[index].id, text) }
            }
        }
        for index in file.categories.indices {
            for kind in CategoryText.allCases {
                if let text = file.categories[index].written(kind) {
                    body(.category(kind), file.categories[index].id, text)
                }
            }
        }
    }

    /// `forEachText(in:)`'s texts as a list.
    package static func texts(in file: DefinitionFile) -> [(
        kind: DefinitionText, id: Located<String>, text: TextDefinition
    )] {
        var texts: [(kind: DefinitionText, id: Located<String>, text: TextDefinition)] = []
        texts.reserveCapacity(file.actions.count + file.categories.count)
        forEachText(in: file) { texts.append(($0, $1, $2)) }
        return texts
    }
}

extension CategoryDefinition {
    /// The category's `text`, as written; nil where it has none. Read by name rather than through
    /// `CategoryText.definition`: a key path is read through the run time, and made there on
    /// first use, for every category the rules look at. Inlinable, so that reading one text of a
    /// category in an array does not copy the whole category to call it.
    @inlinable package func written(_ text: CategoryText) -> TextDefinition? {
        switch text {
        case .hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder
        case .summaryFormat: summaryFormat
        }
    }
}
