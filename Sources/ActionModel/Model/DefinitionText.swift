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

    /// Every text of `catalog`, with its kind and its action's or category's id: each
    /// action's texts in the catalog's order of actions, then each category's.
    package static func texts(in catalog: Catalog) -> [(
        kind: DefinitionText, id: String, text: LocalizedText
    )] {
        catalog.actions.flatMap { action in
            ActionText.allCases.compactMap { kind in
                kind.text(of: action).map { (.action(kind), action.id, $0) }
            }
        }
            + catalog.categories.flatMap { category in
                CategoryText.allCases.compactMap { kind in
                    category[keyPath: kind.catalog].map { (.category(kind), category.id, $0) }
                }
            }
    }

    /// Every text `file` writes, with its kind and its action's or category's id, in the
    /// file's order: each action's texts, then each category's.
    package static func texts(in file: DefinitionFile) -> [(
        kind: DefinitionText, id: Located<String>, text: TextDefinition
    )] {
        // Each kind read by a switch, not its key path (`ActionText.definition`): reading a
        // text through a key path cost more than the rest of listing it, and every build
        // lists every text twice (the checks and the translation record).
        var texts: [(kind: DefinitionText, id: Located<String>, text: TextDefinition)] = []
        texts.reserveCapacity(file.actions.count + file.categories.count)
        for action in file.actions {
            for kind in ActionText.allCases {
                let text =
                    switch kind {
                    case .title: action.title
                    case .textInputButton: action.textInput?.button
                    case .textInputPlaceholder: action.textInput?.placeholder
                    }
                if let text { texts.append((.action(kind), action.id, text)) }
            }
        }
        for category in file.categories {
            for kind in CategoryText.allCases {
                let text =
                    switch kind {
                    case .hiddenPreviewsBodyPlaceholder: category.hiddenPreviewsBodyPlaceholder
                    case .summaryFormat: category.summaryFormat
                    }
                if let text { texts.append((.category(kind), category.id, text)) }
            }
        }
        return texts
    }
}
