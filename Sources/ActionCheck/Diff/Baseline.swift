package import ActionModel
import ActionSyntax

/// What an app version in users' hands was built with, read from one of its artifacts, with
/// where each id is written there, so a removal can be reported at its place in the baseline.
package struct Baseline: Sendable {
    /// The artifact a baseline was read from, which decides what it can tell.
    package enum Kind: String, Sendable {
        /// A server manifest written by `build --manifest`.
        case manifest = "server manifest"
        /// A `hive_push_actions.json`: no category options, which the Hive file has no place for.
        case hiveJSON = "hive_push_actions.json"
        /// A definitions file or folder.
        case definitions
    }

    package struct Category: Sendable {
        package var id: Located<String>
        package var actions: [Located<String>]
        /// Nil when the baseline cannot tell (a Hive file).
        package var options: [CategoryOption]?

        package init(id: Located<String>, actions: [Located<String>], options: [CategoryOption]?) {
            self.id = id
            self.actions = actions
            self.options = options
        }
    }

    package struct Action: Sendable {
        package var id: Located<String>
        package var options: [ActionOption]
        package var title: LocalizedText
        package var textInput: TextInput?

        package init(
            id: Located<String>, options: [ActionOption], title: LocalizedText, textInput: TextInput?
        ) {
            self.id = id
            self.options = options
            self.title = title
            self.textInput = textInput
        }
    }

    /// The path as given on the command line, as the report names the baseline.
    package var name: String
    package var kind: Kind
    /// The version installed apps of this baseline report (`PushActions.catalogVersion`).
    package var catalogVersion: String
    /// In the baseline's order.
    package var categories: [Category]
    package var actions: [String: Action]

    package init(
        name: String, kind: Kind, catalogVersion: String, categories: [Category], actions: [String: Action]
    ) {
        self.name = name
        self.kind = kind
        self.catalogVersion = catalogVersion
        self.categories = categories
        self.actions = actions
    }

    /// A baseline from a validated catalog (definitions, or a Hive file read as definitions).
    package init(name: String, kind: Kind, catalog: Catalog) {
        let start = SourceLocation(file: name, line: 1, column: 1)
        let categories = catalog.categories.map { category in
            let locations =
                category.actionLocations.count == category.actionIDs.count
                ? category.actionLocations : category.actionIDs.map { _ in category.location ?? start }
            return Category(
                id: Located(category.id, at: category.location ?? start),
                actions: zip(category.actionIDs, locations).map { Located($0, at: $1) },
                options: kind == .hiveJSON ? nil : category.options)
        }
        var actions: [String: Action] = [:]
        for action in catalog.actions {
            actions[action.id] = Action(
                id: Located(action.id, at: action.location ?? start), options: action.options,
                title: action.title, textInput: action.textInput)
        }
        self.init(
            name: name, kind: kind, catalogVersion: catalog.version, categories: categories, actions: actions)
    }
}
