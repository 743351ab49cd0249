import ActionModel

extension Options {
    static let definitions = OptionSpec(
        names: ["--definitions"], value: "PATH",
        help: "A definitions file or folder holding the categories (repeatable; required)",
        repeatable: true)
    static let strings = OptionSpec(
        names: ["--strings"], value: "PATH",
        help:
            "The app's strings the payloads' loc-keys name: a String Catalog, an .lproj folder, an Android res/ folder, or a folder of them (repeatable)",
        repeatable: true)
}

/// `actionc payload`'s arguments: the payload files, where the definitions are, and where
/// the app's strings are.
struct PayloadSettings {
    let payloadPaths: [String]
    let definitionPaths: [String]
    let stringsPaths: [String]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        payloadPaths = arguments.positionals
        definitionPaths = arguments.allValues(Options.definitions.key)
        stringsPaths = arguments.allValues(Options.strings.key)
        if payloadPaths.isEmpty {
            // The pre-commit hook passes no file names: its `args` name the payload folders.
            throw UsageError(
                message:
                    "no payload FILE or DIR given; name the payloads or their folders (for the pre-commit hook, in args after --definitions PATH)"
            )
        }
        // No default: reading the current folder's definitions by surprise would check the
        // payloads against the wrong catalog.
        if definitionPaths.isEmpty {
            throw UsageError(
                message: "\(Options.definitions.key) is required: the definitions to check against")
        }
        if let empty = (payloadPaths + definitionPaths + stringsPaths).first(where: \.isEmpty) {
            throw UsageError(message: "a path may not be \(empty.quoted)")
        }
    }
}
