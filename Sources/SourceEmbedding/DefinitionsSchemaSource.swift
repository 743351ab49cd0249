import ActionModel
import ActionRender
import ActionSyntax
import ActionValidate

/// Schemas/actionc-definitions.schema.json, made from the model by `swift run actionc-embed`:
/// the lists it checks against (fields, codes, languages, options, targets, reserved Swift
/// names, the presets' identifiers) are the compiler's own, and the descriptions editors show
/// are written here. A field the model adds to a mapping (`DefinitionField`) has no entry here
/// until one is written, and the generator says so; Schemas/crosscheck.py proves the schema
/// against the test fixtures.
struct DefinitionsSchemaSource {
    /// Each preset's name and the identifiers a pick may name: its categories', then its
    /// actions', in file order.
    let presets: [(name: String, ids: [String])]

    /// The target, and the preset, that the Hive SDK's rules come with.
    private static let hive = Target.hive.rawValue

    /// A preset file's name (`hive` for hive.actions.yaml) and the identifiers a pick may name,
    /// decoded as the compiler decodes it.
    static func preset(_ file: EmbeddedCopy.OriginFile) throws -> (name: String, ids: [String]) {
        let source = SourceFile(path: file.name, bytes: Array(file.text.utf8))
        let (decoded, problems) = DecodedDefinitions.decode(ParsedInput(source), isPreset: true)
        guard let decoded, !problems.hasErrors else {
            throw EmbeddingError("Presets/\(file.name) does not decode; run 'actionc validate' on it")
        }
        let name = file.name.prefix { $0 != "." }
        return (String(name), decoded.categories.map(\.id.value) + decoded.actions.map(\.id.value))
    }

    private static let comment =
        "Generated from actionc's model by `swift run actionc-embed` (Sources/SourceEmbedding/DefinitionsSchemaSource.swift); do not edit. Schemas/crosscheck.py proves it against the test fixtures. Scalars are typed by the YAML 1.2 core schema, as yaml-language-server types them. Only keywords that mean the same in draft-07 are used, and no validation keyword stands beside a $ref, so draft-07 editors read it the same way. Patterns end in (?![\\s\\S]) rather than $ because Python's $ also matches before a final newline."

    /// The schema's text, ending in a newline.
    func text() throws -> String {
        let root: SchemaJSON = [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "urn:actionc:schema:definitions:1",
            "$comment": .string(Self.comment),
            "title": "actionc push-notification action definitions, version 1",
            "description":
                "Push-notification actions (buttons) and categories (button sets) that actionc compiles into hive_push_actions.json and PushActions.swift.",
            "markdownDescription":
                "Push-notification **actions** (buttons) and **categories** (button sets) that `actionc build` compiles into `hive_push_actions.json` and `PushActions.swift`.",
            "type": ["object", "null"],
            "additionalProperties": false,
            "allOf": [
                [
                    "$comment":
                        "With android among the targets: the three action buttons an Android notification shows. Without it: no android mapping, which no output would carry (missing-target).",
                    "if": [
                        "required": .strings([DefinitionField.targets]),
                        "properties": [
                            DefinitionField.targets: [
                                "type": "array",
                                "contains": ["const": .string(Target.android.rawValue)],
                            ]
                        ],
                    ],
                    "then": Self.threeActionsACategory,
                    "else": Self.noAndroidMappings,
                ],
                [
                    "$comment":
                        "Targets without hive: no Hive preset and no hiveLanguages. Without targets, or with hive among them: the Hive SDK's three actions a category.",
                    "if": [
                        "required": .strings([DefinitionField.targets]),
                        "properties": [
                            DefinitionField.targets: [
                                "type": "array",
                                "not": [
                                    "contains": ["const": .string(Self.hive)]
                                ],
                            ]
                        ],
                    ],
                    "then": [
                        "properties": [
                            DefinitionField.presets: [
                                "anyOf": [
                                    ["type": "null"],
                                    [
                                        "type": "array",
                                        "not": [
                                            "contains": ["const": .string(Self.hive)]
                                        ],
                                    ],
                                    [
                                        "type": "object",
                                        "not": [
                                            "required": .strings([Self.hive])
                                        ],
                                    ],
                                ],
                                "errorMessage": "preset 'hive' needs the hive target (missing-target)",
                            ],
                            DefinitionField.hiveLanguages: false,
                        ]
                    ],
                    "else": Self.threeActionsACategory,
                ],
            ],
            "properties": try properties(),
            "$defs": try definitions(),
        ]
        return root.json.rendered(.compact)
    }

    /// At most three actions in every category: the Hive SDK's limit, and the buttons an Android
    /// notification shows.
    private static let threeActionsACategory: SchemaJSON = [
        "properties": [
            DefinitionField.categories: [
                "anyOf": [
                    ["type": "null"],
                    [
                        "type": "object",
                        "additionalProperties": .reference("hiveActionLimit"),
                    ],
                ]
            ]
        ]
    ]

    /// No `android:` at the top, in an action or in a category: what only the android target
    /// reads, written while the targets leave it out.
    private static let noAndroidMappings: SchemaJSON = [
        "properties": [
            DefinitionField.android: false,
            DefinitionField.actions: [
                "additionalProperties": ["properties": [DefinitionField.android: false]]
            ],
            DefinitionField.categories: [
                "additionalProperties": ["properties": [DefinitionField.android: false]]
            ],
        ]
    ]

    /// The top-level mapping's fields.
    private func properties() throws -> SchemaJSON {
        try Self.fields(
            DefinitionField.topLevel, of: "the top level",
            [
                DefinitionField.version: [
                    "description": "Format version. Optional; this actionc reads version 1 only.",
                    "markdownDescription":
                        "Format version. Optional; this actionc reads version `1` only (anything else is `unsupported-version`).",
                    "type": "integer",
                    "const": 1,
                ],
                DefinitionField.targets: [
                    "description":
                        "The SDKs that read these definitions at run time; the rules and outputs of each apply. hive: the Hive SDK registers from hive_push_actions.json (at most 3 actions a category, its 16 languages). ios: the app registers through PushActions.swift (at most 10 actions a category). android: string resources and PushActions.kt build each notification's buttons (at most 3 actions a category; needs android: {package}). Without targets: [hive, ios]. Files that state targets must agree.",
                    "markdownDescription":
                        "The SDKs that read these definitions at run time; the rules and outputs of each apply, and `PushActions.swift` is always written.\n- `hive`: the Hive SDK registers from `hive_push_actions.json`: at most 3 actions a category, its 16 languages in its file, `not-in-hive-json` for what the file cannot carry.\n- `ios`: the app registers through `PushActions.swift`: at most 10 actions a category (iOS displays up to 10, and the first two in a banner).\n- `android`: string resources under `res/values*/` and `PushActions.kt` build each notification's buttons: at most 3 actions a category, `not-on-android` for what only iOS reads; needs `android: {package: …}` or `--kotlin-package` (Docs/android.md).\n\nWithout `targets:`, `[hive, ios]`. Files that state targets must agree (`conflicting-targets`); `presets: [hive]` needs `hive` (`missing-target`).\n\n```yaml\ntargets: [ios]   # an app without the Hive SDK\n```",
                    "type": "array",
                    "minItems": 1,
                    "items": [
                        "description": "A target: hive, ios or android.",
                        "enum": .strings(Target.allCases.map(\.rawValue)),
                    ],
                ],
                DefinitionField.languages: [
                    "description":
                        "Languages the app ships, as Apple locale identifiers (en, pt-BR, zh-Hans). A title missing one of them gets the warning missing-translation (the next text of the language's fallback chain is shown instead).",
                    "markdownDescription":
                        "Languages the app ships, as Apple locale identifiers: `en`, `en-GB`, `pt-BR`, `es-419`, `zh-Hans`, `zh-HK` (Hive's `zh-hans` works too). A title missing one of them gets the warning `missing-translation`; the next text of the language's fallback chain is shown instead (`es-MX` → `es-419` → `es` → `en`).",
                    "type": ["array", "null"],
                    "items": .reference("languageCode"),
                ],
                DefinitionField.hiveLanguages: [
                    "description":
                        "With the hive target: which of the app's languages hive_push_actions.json carries under a Hive SDK code, where two of them fall under it (pt-BR and pt-PT under pt). Without it, the Hive language itself, else the only app language under the code.",
                    "markdownDescription":
                        "With the `hive` target: which of the app's languages `hive_push_actions.json` carries under a Hive SDK code, where two of them fall under it (`hive-language-conflict` until one is chosen). Without a choice: the Hive language itself (`pt`), else the only app language under the code.\n\n```yaml\nlanguages: [en, pt-BR, pt-PT]\nhiveLanguages: {pt: pt-BR}\n```",
                    "type": "object",
                    "propertyNames": [
                        "enum": .strings(Language.hiveCodes)
                    ],
                    "additionalProperties": .reference("languageCode"),
                ],
                DefinitionField.actions: Self.byIdentifier(
                    "action",
                    description:
                        "Actions (notification buttons) by identifier. The identifier is what iOS reports back when the button is tapped.",
                    markdown:
                        "Actions (notification buttons) by identifier. The identifier is what iOS reports back (`UNNotificationResponse.actionIdentifier`) when the button is tapped.\n\n```yaml\nactions:\n  REPLY_ID:\n    title: {en: Reply, ko: 답장}\n    options: [foreground]\n```"
                ),
                DefinitionField.retired: [
                    "description":
                        "Ids of categories and actions removed on purpose since a released version. actionc diff accepts their removal from a baseline; an id that is still defined is an error.",
                    "markdownDescription":
                        "Ids of categories and actions removed on purpose since a released version. `actionc diff` accepts their removal from a baseline instead of reporting `category-removed` or `button-removed`. An id that is still defined is `retired-still-defined`; one that no baseline has is `retired-not-in-baseline`.\n\n```yaml\nretired: [OLD_GIFT_CATEGORY]\n```",
                    "type": ["array", "null"],
                    "items": [
                        "description": "The id of a removed category or action.",
                        "type": "string",
                        "minLength": 1,
                    ],
                ],
                DefinitionField.categories: Self.byIdentifier(
                    "category",
                    description:
                        "Categories (button sets) by identifier, in the order they are emitted. Each lists one to three actions (up to ten with targets: [ios]), written in full ({actions, options, swiftName, override, allow}) or short ([ACTION_ID, ...], the form hive_push_actions.json uses).",
                    markdown:
                        "Categories (button sets) by identifier, in the order they are emitted. Each lists one to three actions (up to ten with `targets: [ios]`), in full form or in the short form `hive_push_actions.json` uses:\n\n```yaml\ncategories:\n  REPLY_CATEGORY:\n    actions: [REPLY_ID, CLOSE_ID]\n    options: [customDismissAction]\n  SHORT_CATEGORY: [REPLY_ID]\n```"
                ),
                DefinitionField.warnings: [
                    "description":
                        "Project-wide warning levels: a warning code mapped to ignore, warning or error. Files that set one code must agree. Errors cannot be set; --ignore CODE on the command line ignores a code over this.",
                    "markdownDescription":
                        "Project-wide warning levels: a warning code mapped to `ignore`, `warning` or `error` (errors cannot be set). Files that set one code must agree (`conflicting-warning-level`); `--ignore CODE` ignores a code over this, and `--strict` promotes the warnings left.\n\n```yaml\nwarnings:\n  missing-translation: error\n  unused-action: ignore\n```",
                    "type": ["object", "null"],
                    "propertyNames": [
                        "enum": .strings(AcknowledgeableCode.all.filter(\.projectWide).map(\.code.rawValue))
                    ],
                    "additionalProperties": [
                        "enum": .strings(WarningLevel.allCases.map(\.rawValue))
                    ],
                ],
                DefinitionField.presets: presetsEntry,
                DefinitionField.android: [
                    "description":
                        "With the android target: the Kotlin package PushActions.kt is declared in (the --kotlin-package option overrides it).",
                    "markdownDescription":
                        "With the `android` target: the Kotlin `package` `PushActions.kt` is declared in, where the app's `R` class is (`--kotlin-package` overrides it; see Docs/android.md).\n\n```yaml\nandroid: {package: com.example.game}\n```",
                    "type": "object",
                    "additionalProperties": false,
                    "properties": try Self.fields(
                        DefinitionField.androidFile, of: "the file's android mapping",
                        [
                            DefinitionField.packageName: [
                                "description":
                                    "A Kotlin package name: dot-separated words of ASCII letters, digits and '_', none starting with a digit.",
                                "type": "string",
                                "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*(?![\\s\\S])",
                                "patternErrorMessage":
                                    "a Kotlin package name is dot-separated words of ASCII letters, digits and '_' (invalid-identifier)",
                            ]
                        ]),
                ],
            ])
    }

    /// `presets:`: a list of preset names, or a mapping of a name to the identifiers picked.
    private var presetsEntry: SchemaJSON {
        [
            "description":
                "Built-in definition sets to pull in: a list of names takes each whole ([hive] adds the Hive SDK's nine default categories and their twelve actions); a mapping takes only the categories and actions it lists ({hive: [PURCHASE_CATEGORY, DECLINE_ID]}), a category with the actions it uses.",
            "markdownDescription":
                "Built-in definition sets to pull in.\n- A list takes each preset whole: `[hive]` adds the Hive SDK's nine default categories (`INFO_CATEGORY` … `ACCEPT_DECISION_CATEGORY`) and their twelve actions (`CONFIRM_ID` … `HOLDING_ID`).\n- A mapping takes only what it lists: `{hive: [PURCHASE_CATEGORY, SALE_CATEGORY]}` takes those categories and the actions they use; `{hive: [PURCHASE_ID, DECLINE_ID]}` takes two actions for the app's own categories and none of Hive's. An empty value (`{hive: }`) takes the whole preset.\n\n`actionc presets` lists the presets; a name the preset does not define is `unknown-preset`.",
            "anyOf": [
                [
                    "type": ["array", "null"],
                    "items": [
                        "description": "The name of a built-in preset.",
                        "enum": .strings(presets.map(\.name)),
                    ],
                ],
                [
                    "type": "object",
                    "additionalProperties": false,
                    "properties": SchemaJSON(
                        members: presets.map { preset in
                            let name = preset.name.prefix(1).uppercased() + preset.name.dropFirst()
                            return (
                                preset.name,
                                [
                                    "description":
                                        "The \(name) preset's categories and actions to take (a category brings the actions it uses); empty takes them all.",
                                    "type": ["array", "null"],
                                    "items": [
                                        "description":
                                            "A category or action identifier of the \(name) preset.",
                                        "enum": .strings(preset.ids),
                                    ],
                                ]
                            )
                        }),
                ],
            ],
        ]
    }

    /// `$defs`: the shapes the fields refer to.
    private func definitions() throws -> SchemaJSON {
        let languageSpellings =
            Language.all.map(\.identifier) + Language.aliases.map(\.alias)
            + Language.hiveCodes.filter { Language(identifier: $0)?.identifier != $0 }
        func reservedNames(_ kind: SwiftNaming.Kind) -> [String] {
            // Names the pattern already refuses (they start with a capital) need no entry.
            SwiftNaming.reservedNames(for: kind).filter { $0.first!.isLowercase }.sorted()
        }
        return [
            "identifier": [
                "description":
                    "An action or category identifier: 1 to 64 ASCII letters, digits, '_', '.' or '-'. The 'com.apple.' prefix (in any case) is Apple's.",
                "type": "string",
                "allOf": [
                    [
                        "pattern": "^[A-Za-z0-9_.-]{1,64}(?![\\s\\S])",
                        "patternErrorMessage":
                            "an identifier is 1 to 64 ASCII letters, digits, '_', '.' or '-' (invalid-identifier)",
                    ],
                    [
                        "not": ["pattern": "^[Cc][Oo][Mm]\\.[Aa][Pp][Pp][Ll][Ee]\\."],
                        "errorMessage": "'com.apple.' identifiers are reserved by iOS (reserved-identifier)",
                    ],
                ],
            ],
            "actionReference": [
                "description":
                    "The identifier of an action defined in any input file or in a preset. Unquoted numbers and true/false are read as the text written.",
                "anyOf": [
                    .reference("identifier"),
                    [
                        "type": ["number", "boolean"]
                    ],
                ],
            ],
            "languageCode": [
                "description":
                    "An Apple locale identifier (en, en-GB, pt-BR, es-419, zh-Hans, zh-HK), one of the localizations in Data/apple-localizations.txt, or one of the Hive SDK's codes (zh-hans, zh-hant), which name the same languages.",
                "markdownDescription":
                    "An Apple locale identifier, as Xcode's String Catalogs name languages: `en`, `en-GB`, `pt-BR`, `es-419`, `zh-Hans`, `zh-HK` (the list is `Data/apple-localizations.txt`). The Hive SDK's codes (`zh-hans`, `zh-hant`) name the same languages. actionc also reads other cases and `_` (`zh_Hans`); the schema lists Apple's spelling.",
                "enum": .strings(languageSpellings),
            ],
            "labelText": Self.text(
                "Button text: not empty or blank, and free of control characters and bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Emoji joiners are fine. Unquoted numbers and true/false are read as the text written.",
                pattern: Self.nonBlank,
                error:
                    "button text must not be blank (empty-title) nor hold control or bidi-override characters (invalid-character)"
            ),
            "iconName": Self.text(
                "An SF Symbol or asset image name: not empty or blank, and free of control characters and bidi embeddings, overrides and isolates, as for button text.",
                pattern: Self.nonBlank,
                error:
                    "an icon name must not be blank nor hold control or bidi-override characters (invalid-character)"
            ),
            "placeholderText": Self.text(
                "Placeholder text: may be empty, but free of control characters and bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Unquoted numbers and true/false are read as the text written.",
                pattern: Self.noControl,
                error: "text must not hold control or bidi-override characters (invalid-character)"),
            "localizedLabel": Self.localized(
                "Button text by language (Apple locale identifiers, or Hive's codes); English ('en') is required: every fallback chain ends in it.",
                "labelText"),
            "bodyText": Self.text(
                "Category text shown in the notification's body (hidden-previews placeholder, summary format): not empty or blank, free of control characters and bidi embeddings, overrides and isolates; it wraps, so it has no width limit. % specifiers are checked (format-mismatch).",
                pattern: Self.nonBlank,
                error:
                    "category text must not be blank (empty-title) nor hold control or bidi-override characters (invalid-character)"
            ),
            "localizedBody": Self.localized(
                "Category text by language (Apple locale identifiers, or Hive's codes); English ('en') is required: every fallback chain ends in it.",
                "bodyText"),
            "localizedPlaceholder": Self.localized(
                "Placeholder text by language (Apple locale identifiers, or Hive's codes); English ('en') is required: every fallback chain ends in it.",
                "placeholderText"),
            "label": Self.either(
                "Button text: a mapping of language code to text, or plain text meaning English only.",
                "labelText", "localizedLabel"),
            "body": Self.either(
                "Category text: a mapping of language code to text, or plain text meaning English only.",
                "bodyText", "localizedBody"),
            "swiftName": [
                "description":
                    "Overrides the Swift case name derived from the identifier in PushActions.swift: ASCII letters, digits and '_', starting with a lowercase letter or '_'. Unquoted true/false are read as the text written.",
                "markdownDescription":
                    "Overrides the Swift case name derived from the identifier in `PushActions.swift` (`ACCEPT_ALL_ID` → `acceptAll`): ASCII letters, digits and `_`, starting with a lowercase letter or `_`. Use it to settle a `swift-name-collision`.",
                "anyOf": [
                    [
                        "type": "string",
                        "pattern": "^(?!_(?![\\s\\S]))[a-z_][A-Za-z0-9_]*(?![\\s\\S])",
                        "patternErrorMessage":
                            "a Swift case name is ASCII letters, digits and '_', starting with a lowercase letter or '_' (invalid-identifier)",
                    ],
                    ["type": "boolean"],
                ],
            ],
            "actionSwiftName": [
                "description":
                    "Overrides the Swift case name derived from the action's identifier; not a member the generated Action enum declares.",
                "allOf": [
                    .reference("swiftName"),
                    [
                        "not": [
                            "enum": .strings(reservedNames(.action))
                        ]
                    ],
                ],
            ],
            "categorySwiftName": [
                "description":
                    "Overrides the Swift case name derived from the category's identifier; not a member the generated Category enum declares.",
                "allOf": [
                    .reference("swiftName"),
                    [
                        "not": [
                            "enum": .strings(reservedNames(.category))
                        ]
                    ],
                ],
            ],
            "allowList": [
                "description":
                    "Warning codes acknowledged on one definition, as rustc's #[allow]: each one reported about this definition is dropped. actionc diff's codes too: a deliberate change to this definition against a released baseline.",
                "markdownDescription":
                    "Warning codes acknowledged on one definition, as rustc's `#[allow]`: each one reported about this definition is dropped. `actionc diff`'s codes too (`authentication-required-removed`, `button-order-changed`, …): a deliberate change to this definition against a released baseline.\n\n```yaml\nALERT_CATEGORY:\n  actions: [DISMISS_ID]\n  options: [customDismissAction]\n  allow: [not-in-hive-json]\n```",
                "type": ["array", "null"],
                "items": [
                    "enum": .strings(AcknowledgeableCode.all.filter(\.perDefinition).map(\.code.rawValue))
                ],
            ],
            "androidName": [
                "description":
                    "An Android resource name: lowercase ASCII letters, digits and '_', starting with a letter.",
                "type": "string",
                "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
                "patternErrorMessage":
                    "an Android name is lowercase ASCII letters, digits and '_', starting with a letter (invalid-identifier)",
            ],
            "hiveActionLimit": [
                "description":
                    "The Hive SDK registers at most three actions a category, and an Android notification shows at most three action buttons (too-many-actions), in the short form or in actions.",
                "maxItems": 3,
                "properties": [
                    "actions": ["maxItems": 3]
                ],
            ],
            "actionList": [
                "description":
                    "One to ten action identifiers, each at most once: iOS displays up to ten (and only the first two where space is short); the Hive SDK registers at most three, so with the hive target (or without targets) at most three.",
                "type": "array",
                "minItems": 1,
                "maxItems": 10,
                "uniqueItems": true,
                "items": .reference("actionReference"),
            ],
            "action": try actionFields(),
            "category": [
                "description":
                    "A button set (UNNotificationCategory): the full form {\(DefinitionField.category.joined(separator: ", "))}, or the short form [ACTION_ID, ...].",
                "anyOf": [
                    .reference("actionList"),
                    try categoryFields(),
                ],
            ],
        ]
    }

    /// An action: its fields.
    private func actionFields() throws -> SchemaJSON {
        try Self.mapping(
            DefinitionField.action, of: "an action", required: DefinitionField.title,
            description: "One notification button (UNNotificationAction).",
            [
                DefinitionField.title: [
                    "description":
                        "The button's text: a mapping of language code to text (en required), or plain text meaning English only.",
                    "markdownDescription":
                        "The button's text: a mapping of language code to text (`en` required), or plain text meaning English only.\n\n```yaml\ntitle: {en: Reply, ko: 답장, ja: 返信}\n```",
                    "$ref": .definition("label"),
                ],
                DefinitionField.options: [
                    "description":
                        "UNNotificationActionOptions: foreground launches the app, destructive draws the button in red, authenticationRequired needs an unlocked device.",
                    "markdownDescription":
                        "`UNNotificationActionOptions`:\n- `foreground`: tapping launches the app\n- `destructive`: the button is drawn in red\n- `authenticationRequired`: only works on an unlocked device",
                    "type": ["array", "null"],
                    "items": [
                        "description": "An action option.",
                        "enum": .strings(ActionOption.allCases.map(\.rawValue)),
                    ],
                ],
                DefinitionField.icon: [
                    "description":
                        "The button's icon (iOS 15+): an SF Symbol name, or {template: ImageName} for an image in the app's asset catalog.",
                    "markdownDescription":
                        "The button's icon (iOS 15+): an SF Symbol name (`arrowshape.turn.up.left`), or `{template: ImageName}` for an image in the app's asset catalog.",
                    "anyOf": [
                        .reference("iconName"),
                        try Self.mapping(
                            DefinitionField.iconFields, of: "an icon", required: DefinitionField.template,
                            [
                                DefinitionField.template: [
                                    "description":
                                        "The name of a template image in the app's asset catalog.",
                                    "$ref": .definition("iconName"),
                                ]
                            ]),
                    ],
                ],
                DefinitionField.textInput: try Self.mapping(
                    DefinitionField.textInputFields, of: "a text input", required: DefinitionField.button,
                    description:
                        "Makes this a text-input action (UNTextInputNotificationAction): a send button and an optional placeholder.",
                    [
                        DefinitionField.button: [
                            "description":
                                "The text-input send button's text: a mapping of language code to text (en required), or plain text meaning English only.",
                            "$ref": .definition("label"),
                        ],
                        DefinitionField.placeholder: [
                            "description":
                                "Placeholder shown in the empty text field: a mapping of language code to text (en required unless empty), or plain text meaning English only.",
                            "anyOf": [
                                .reference("placeholderText"),
                                .reference("localizedPlaceholder"),
                            ],
                        ],
                    ]),
                DefinitionField.swiftName: [
                    "description": "Overrides the Swift case name derived from the action's identifier.",
                    "$ref": .definition("actionSwiftName"),
                ],
                DefinitionField.android: [
                    "description":
                        "With the android target: name overrides the name derived from the identifier for its string resources and Kotlin entry (push_action_NAME_title, NAME in capitals); icon is a drawable resource shown beside the title (none by default).",
                    "markdownDescription":
                        "With the `android` target: `name` overrides the name derived from the identifier for its string resources and Kotlin entry (`push_action_NAME_title`, `NAME` in capitals; settles an `android-name-collision`); `icon` is a drawable resource shown beside the title where Android shows one (none by default).\n\n```yaml\nandroid: {icon: ic_reply}\n```",
                    "type": "object",
                    "additionalProperties": false,
                    "properties": try Self.fields(
                        DefinitionField.androidAction, of: "an action's android mapping",
                        [
                            DefinitionField.name: .reference("androidName"),
                            DefinitionField.icon: [
                                "description":
                                    "A drawable resource name (res/drawable/ic_reply.xml is ic_reply).",
                                "$ref": .definition("androidName"),
                            ],
                        ]),
                ],
                DefinitionField.allow: Self.allowEntry,
                DefinitionField.override: [
                    "description":
                        "true: this definition rewords a preset's action of the same identifier. The fields it writes replace the preset's (title is still required, and replaces the whole title); the others keep the preset's.",
                    "type": "boolean",
                ],
            ])
    }

    /// A category in the long form: its fields.
    private func categoryFields() throws -> SchemaJSON {
        try Self.mapping(
            DefinitionField.category, of: "a category", required: DefinitionField.actions,
            [
                DefinitionField.actions: [
                    "description":
                        "The category's buttons in display order: one to three action identifiers with the hive target, up to ten with ios alone, each at most once.",
                    "$ref": .definition("actionList"),
                ],
                DefinitionField.options: [
                    "description": "UNNotificationCategoryOptions.",
                    "markdownDescription":
                        "`UNNotificationCategoryOptions`:\n- `customDismissAction`: the app hears about dismissals\n- `allowInCarPlay`: shown in CarPlay\n- `hiddenPreviewsShowTitle` / `hiddenPreviewsShowSubtitle`: show the title / subtitle when previews are hidden\n- `allowAnnouncement`: Siri may read it aloud; deprecated (warning `deprecated`), iOS 15 and later ignore it",
                    "type": ["array", "null"],
                    "items": [
                        "description": "A category option.",
                        "enum": .strings(CategoryOption.allCases.map(\.rawValue)),
                    ],
                ],
                CategoryText.hiddenPreviewsBodyPlaceholder.field: [
                    "description":
                        "Shown instead of the body when the user hides previews (UNNotificationCategory.hiddenPreviewsBodyPlaceholder, iOS 11). %u is the number of notifications with the same thread identifier; every translation uses the same specifiers as English.",
                    "markdownDescription":
                        "Shown instead of the body when the user hides previews (`hiddenPreviewsBodyPlaceholder`, iOS 11). `%u` is the number of notifications with the same thread identifier; `%%` is a percent sign. Every translation uses the same specifiers as English (`format-mismatch`).\n\n```yaml\nhiddenPreviewsBodyPlaceholder: {en: \"%u new messages\", ko: \"새 메시지 %u개\"}\n```",
                    "$ref": .definition("body"),
                ],
                CategoryText.summaryFormat.field: [
                    "description":
                        "The summary of a group of this category's notifications (UNNotificationCategory.categorySummaryFormat, iOS 12): %u the count, %@ the grouped notifications' summary arguments (optional); translations reorder them only with %1$u and %2$@.",
                    "markdownDescription":
                        "The summary of a group of this category's notifications (`categorySummaryFormat`, iOS 12): `%u` the count, `%@` the grouped notifications' summary arguments (optional). A translation reorders them only with positional forms (`%2$@ … %1$u`); anything else (`%s`, `%f`, a second count, a third argument) is `format-mismatch`.\n\n```yaml\nsummaryFormat: {en: \"%u new messages from %@\", ja: \"%2$@から%1$u件\"}\n```",
                    "$ref": .definition("body"),
                ],
                DefinitionField.intentIdentifiers: [
                    "description":
                        "SiriKit intents the category's notifications relate to, by Apple's constant names (INSendMessageIntentIdentifier, INStartCallIntentIdentifier, ...); any other name is the warning unknown-intent. The Hive file cannot carry them.",
                    "type": ["array", "null"],
                    "items": [
                        "description": "An IN...IntentIdentifier constant's name.",
                        "type": ["string", "number", "boolean"],
                        "minLength": 1,
                    ],
                ],
                DefinitionField.swiftName: [
                    "description": "Overrides the Swift case name derived from the category's identifier.",
                    "$ref": .definition("categorySwiftName"),
                ],
                DefinitionField.android: [
                    "description":
                        "With the android target: name overrides the name derived from the identifier for its Kotlin entry (NAME in capitals).",
                    "type": "object",
                    "additionalProperties": false,
                    "properties": try Self.fields(
                        DefinitionField.androidCategory, of: "a category's android mapping",
                        [DefinitionField.name: .reference("androidName")]),
                ],
                DefinitionField.allow: Self.allowEntry,
                DefinitionField.override: [
                    "description":
                        "true: this definition replaces a preset's category of the same identifier, field by field (actions is still required).",
                    "type": "boolean",
                ],
            ])
    }

    /// A text's characters, as the compiler's text rules hold them: not blank (a character
    /// other than white space), and no control characters or bidi embeddings, overrides and
    /// isolates.
    private static let nonBlank =
        "^(?=[\\s\\S]*[^\\t\\n\\u000B\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000])[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*(?![\\s\\S])"
    /// No control characters or bidi embeddings, overrides and isolates; empty is fine.
    private static let noControl =
        "^[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*(?![\\s\\S])"

    /// One language's text: a scalar (a number or `true` is read as the text written) that
    /// `pattern` holds.
    private static func text(_ description: String, pattern: String, error: String) -> SchemaJSON {
        [
            "description": .string(description),
            "type": ["string", "number", "boolean"],
            "pattern": .string(pattern),
            "patternErrorMessage": .string(error),
        ]
    }

    /// Texts by language, each a `text` (a `$defs` name), English required.
    private static func localized(_ description: String, _ text: String) -> SchemaJSON {
        let english = Language.english.identifier
        return [
            "description": .string(description),
            "type": "object",
            "required": .strings([english]),
            "propertyNames": .reference("languageCode"),
            "properties": [
                english: [
                    "description": "English (required: the last text of every fallback chain).",
                    "$ref": .definition(text),
                ]
            ],
            "additionalProperties": .reference(text),
        ]
    }

    /// A plain text meaning English, or texts by language.
    private static func either(_ description: String, _ text: String, _ localized: String) -> SchemaJSON {
        ["description": .string(description), "anyOf": [.reference(text), .reference(localized)]]
    }

    /// `allow:` of an action or a category.
    private static let allowEntry: SchemaJSON = [
        "description":
            "Warnings acknowledged for this definition alone (an entry that acknowledges nothing is the warning unused-allow).",
        "$ref": .definition("allowList"),
    ]

    /// `actions:` or `categories:`: each `definition` (a `$defs` name) by its identifier.
    private static func byIdentifier(_ definition: String, description: String, markdown: String)
        -> SchemaJSON
    {
        [
            "description": .string(description),
            "markdownDescription": .string(markdown),
            "type": ["object", "null"],
            "propertyNames": .reference("identifier"),
            "additionalProperties": .reference(definition),
        ]
    }

    /// A mapping that holds its `fields` (the model's list for it) and nothing else, `required`
    /// among them, each described in `entries`.
    private static func mapping(
        _ fields: [String], of name: String, required: String, description: String? = nil,
        _ entries: [String: SchemaJSON]
    ) throws -> SchemaJSON {
        let shape: [(String, SchemaJSON)] = [
            ("type", "object"), ("required", .strings([required])), ("additionalProperties", false),
            ("properties", try Self.fields(fields, of: name, entries)),
        ]
        return SchemaJSON(members: (description.map { [("description", .string($0))] } ?? []) + shape)
    }

    /// `properties`: each of `fields`, the model's list for a mapping, in its order, with its
    /// entry in `entries`, which must describe those fields and no other.
    private static func fields(_ fields: [String], of mapping: String, _ entries: [String: SchemaJSON]) throws
        -> SchemaJSON
    {
        if let missing = fields.first(where: { entries[$0] == nil }) {
            throw EmbeddingError(
                "the schema describes no field '\(missing)' of \(mapping); write its entry in DefinitionsSchemaSource.swift"
            )
        }
        if let extra = entries.keys.sorted().first(where: { !fields.contains($0) }) {
            throw EmbeddingError(
                "the schema describes a field '\(extra)' of \(mapping) that DefinitionField does not list")
        }
        return SchemaJSON(members: fields.map { ($0, entries[$0]!) })
    }
}

/// JSON as the schema's source writes it: literals, members in the order written. A list of
/// strings, and an object of one plain member, stay on one line (`["object", "null"]`,
/// `{"type": "null"}`), as does a reference.
struct SchemaJSON: ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    let json: JSONValue

    private init(_ json: JSONValue) { self.json = json }

    init(stringLiteral value: String) { json = .string(value) }
    init(integerLiteral value: Int) { json = .number(value) }
    init(booleanLiteral value: Bool) { json = .boolean(value) }

    init(arrayLiteral elements: SchemaJSON...) {
        let items = elements.map(\.json)
        let isPlain = items.allSatisfy { if case .string = $0 { true } else { false } }
        json = isPlain ? .oneLine(.array(items)) : .array(items)
    }

    init(dictionaryLiteral elements: (String, SchemaJSON)...) { self.init(members: elements) }

    init(members: [(String, SchemaJSON)]) {
        let object = JSONValue.object(members.map { JSONValue.Member($0.0, $0.1.json) })
        guard members.count == 1, case let value = members[0].1.json else {
            json = object
            return
        }
        switch value {
        case .array, .object: json = object
        default: json = .oneLine(object)
        }
    }

    static func string(_ value: String) -> SchemaJSON { SchemaJSON(.string(value)) }

    /// Strings on one line.
    static func strings(_ values: [String]) -> SchemaJSON {
        SchemaJSON(.oneLine(.array(values.map(JSONValue.string))))
    }

    /// Where `$defs` holds the shape `name`: `#/$defs/NAME`.
    static func definition(_ name: String) -> SchemaJSON { SchemaJSON(.string("#/$defs/" + name)) }

    /// `{"$ref": "#/$defs/NAME"}`.
    static func reference(_ name: String) -> SchemaJSON { ["$ref": definition(name)] }
}
