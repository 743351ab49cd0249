// Generated from Schemas/actionc-definitions.schema.json by `ACTIONC_UPDATE_GOLDENS=1 swift test`. Do not edit.
// A test fails when this copy and the file drift apart.
// swift-format-ignore-file

enum EmbeddedSchemas {
    static let definitions = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "urn:actionc:schema:definitions:1",
  "$comment": "Written to agree with actionc's decoder and validator (Sources/ActionCore/Decode, Validate); Schemas/crosscheck.py proves it against the test fixtures. Scalars are typed by the YAML 1.2 core schema, as yaml-language-server types them. Only keywords that mean the same in draft-07 are used, and no validation keyword stands beside a $ref, so draft-07 editors read it the same way. Patterns end in (?![\\s\\S]) rather than $ because Python's $ also matches before a final newline.",
  "title": "actionc push-notification action definitions, version 1",
  "description": "Push-notification actions (buttons) and categories (button sets) that actionc compiles into hive_push_actions.json and PushActions.swift.",
  "markdownDescription": "Push-notification **actions** (buttons) and **categories** (button sets) that `actionc build` compiles into `hive_push_actions.json` and `PushActions.swift`.",
  "type": ["object", "null"],
  "additionalProperties": false,
  "allOf": [
    {
      "$comment": "Targets without hive: no Hive preset. Without targets, or with hive among them: the Hive SDK's three actions a category.",
      "if": {
        "required": ["targets"],
        "properties": { "targets": { "type": "array", "not": { "contains": { "const": "hive" } } } }
      },
      "then": {
        "properties": {
          "presets": {
            "anyOf": [
              { "type": "null" },
              { "type": "array", "not": { "contains": { "const": "hive" } } },
              { "type": "object", "not": { "required": ["hive"] } }
            ],
            "errorMessage": "preset 'hive' needs the hive target (missing-target)"
          }
        }
      },
      "else": {
        "properties": {
          "categories": {
            "anyOf": [
              { "type": "null" },
              { "type": "object", "additionalProperties": { "$ref": "#/$defs/hiveActionLimit" } }
            ]
          }
        }
      }
    }
  ],
  "properties": {
    "version": {
      "description": "Format version. Optional; this actionc reads version 1 only.",
      "markdownDescription": "Format version. Optional; this actionc reads version `1` only (anything else is `unsupported-version`).",
      "type": "integer",
      "const": 1
    },
    "targets": {
      "description": "The SDKs that read these definitions at run time; the rules and outputs of each apply. hive: the Hive SDK registers from hive_push_actions.json (at most 3 actions a category, its 16 languages). ios: the app registers through PushActions.swift (at most 10 actions a category). Without targets: [hive, ios]. Files that state targets must agree.",
      "markdownDescription": "The SDKs that read these definitions at run time; the rules and outputs of each apply, and `PushActions.swift` is always written.\n- `hive`: the Hive SDK registers from `hive_push_actions.json`: at most 3 actions a category, its 16 languages in its file, `not-in-hive-json` for what the file cannot carry.\n- `ios`: the app registers through `PushActions.swift`: at most 10 actions a category (iOS displays up to 10, and the first two in a banner).\n\nWithout `targets:`, `[hive, ios]`. Files that state targets must agree (`conflicting-targets`); `presets: [hive]` needs `hive` (`missing-target`).\n\n```yaml\ntargets: [ios]   # an app without the Hive SDK\n```",
      "type": "array",
      "minItems": 1,
      "items": {
        "description": "A target: hive or ios.",
        "enum": ["hive", "ios"]
      }
    },
    "languages": {
      "description": "Languages the app ships. A title missing one of them gets the warning missing-translation (English is shown instead at run time).",
      "markdownDescription": "Languages the app ships. A title missing one of them gets the warning `missing-translation` (English is shown instead at run time).\n\nCodes: `ko en ja zh-hans zh-hant de fr ru es pt id th vi it tr ar`.",
      "type": ["array", "null"],
      "items": { "$ref": "#/$defs/languageCode" }
    },
    "presets": {
      "description": "Built-in definition sets to pull in: a list of names takes each whole ([hive] adds the Hive SDK's nine default categories and their twelve actions); a mapping takes only the categories and actions it lists ({hive: [PURCHASE_CATEGORY, DECLINE_ID]}), a category with the actions it uses.",
      "markdownDescription": "Built-in definition sets to pull in.\n- A list takes each preset whole: `[hive]` adds the Hive SDK's nine default categories (`INFO_CATEGORY` … `ACCEPT_DECISION_CATEGORY`) and their twelve actions (`CONFIRM_ID` … `HOLDING_ID`).\n- A mapping takes only what it lists: `{hive: [PURCHASE_CATEGORY, SALE_CATEGORY]}` takes those categories and the actions they use; `{hive: [PURCHASE_ID, DECLINE_ID]}` takes two actions for the app's own categories and none of Hive's. An empty value (`{hive: }`) takes the whole preset.\n\n`actionc presets` lists the presets; a name the preset does not define is `unknown-preset`.",
      "anyOf": [
        {
          "type": ["array", "null"],
          "items": {
            "description": "The name of a built-in preset.",
            "enum": ["hive"]
          }
        },
        {
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "hive": {
              "description": "The Hive preset's categories and actions to take (a category brings the actions it uses); empty takes them all.",
              "type": ["array", "null"],
              "items": { "description": "A category or action identifier of the Hive preset.", "enum": ["INFO_CATEGORY", "CLOSE_CATEGORY", "CONFIRM_CATEGORY", "EXECUTE_CATEGORY", "ACCEPT_ALL_CATEGORY", "ACCEPT_NOW_CATEGORY", "PURCHASE_CATEGORY", "SALE_CATEGORY", "ACCEPT_DECISION_CATEGORY", "CONFIRM_ID", "CLOSE_ID", "EXECUTE_ID", "CANCEL_ID", "ACCEPT_ALL_ID", "ACCEPT_NOW_ID", "PURCHASE_ID", "DECLINE_ID", "SALE_ID", "ACCEPT_ID", "REJECT_ID", "HOLDING_ID"] }
            }
          }
        }
      ]
    },
    "actions": {
      "description": "Actions (notification buttons) by identifier. The identifier is what iOS reports back when the button is tapped.",
      "markdownDescription": "Actions (notification buttons) by identifier. The identifier is what iOS reports back (`UNNotificationResponse.actionIdentifier`) when the button is tapped.\n\n```yaml\nactions:\n  REPLY_ID:\n    title: {en: Reply, ko: 답장}\n    options: [foreground]\n```",
      "type": ["object", "null"],
      "propertyNames": { "$ref": "#/$defs/identifier" },
      "additionalProperties": { "$ref": "#/$defs/action" }
    },
    "retired": {
      "description": "Ids of categories and actions removed on purpose since a released version. actionc diff accepts their removal from a baseline; an id that is still defined is an error.",
      "markdownDescription": "Ids of categories and actions removed on purpose since a released version. `actionc diff` accepts their removal from a baseline instead of reporting `category-removed` or `button-removed`. An id that is still defined is `retired-still-defined`; one that no baseline has is `retired-not-in-baseline`.\n\n```yaml\nretired: [OLD_GIFT_CATEGORY]\n```",
      "type": ["array", "null"],
      "items": {
        "description": "The id of a removed category or action.",
        "type": "string",
        "minLength": 1
      }
    },
    "categories": {
      "description": "Categories (button sets) by identifier, in the order they are emitted. Each lists one to three actions (up to ten with targets: [ios]), written in full ({actions, options, swiftName, override, allow}) or short ([ACTION_ID, ...], the form hive_push_actions.json uses).",
      "markdownDescription": "Categories (button sets) by identifier, in the order they are emitted. Each lists one to three actions (up to ten with `targets: [ios]`), in full form or in the short form `hive_push_actions.json` uses:\n\n```yaml\ncategories:\n  REPLY_CATEGORY:\n    actions: [REPLY_ID, CLOSE_ID]\n    options: [customDismissAction]\n  SHORT_CATEGORY: [REPLY_ID]\n```",
      "type": ["object", "null"],
      "propertyNames": { "$ref": "#/$defs/identifier" },
      "additionalProperties": { "$ref": "#/$defs/category" }
    },
    "warnings": {
      "description": "Project-wide warning levels: a warning code mapped to ignore, warning or error. Files that set one code must agree. Errors cannot be set; --ignore CODE on the command line ignores a code over this.",
      "markdownDescription": "Project-wide warning levels: a warning code mapped to `ignore`, `warning` or `error` (errors cannot be set). Files that set one code must agree (`conflicting-warning-level`); `--ignore CODE` ignores a code over this, and `--strict` promotes the warnings left.\n\n```yaml\nwarnings:\n  missing-translation: error\n  unused-action: ignore\n```",
      "type": ["object", "null"],
      "propertyNames": { "enum": ["missing-translation", "unused-action", "long-title", "not-in-hive-json", "deprecated", "unknown-intent", "count-specifier", "empty-catalog", "unused-allow", "unlisted-category", "destructive-changed", "button-order-changed", "category-options-changed", "category-added", "button-added", "authentication-required-added", "title-changed"] },
      "additionalProperties": { "enum": ["ignore", "warning", "error"] }
    }
  },
  "$defs": {
    "identifier": {
      "description": "An action or category identifier: 1 to 64 ASCII letters, digits, '_', '.' or '-'. The 'com.apple.' prefix (in any case) is Apple's.",
      "type": "string",
      "allOf": [
        {
          "pattern": "^[A-Za-z0-9_.-]{1,64}(?![\\s\\S])",
          "patternErrorMessage": "an identifier is 1 to 64 ASCII letters, digits, '_', '.' or '-' (invalid-identifier)"
        },
        {
          "not": { "pattern": "^[Cc][Oo][Mm]\\.[Aa][Pp][Pp][Ll][Ee]\\." },
          "errorMessage": "'com.apple.' identifiers are reserved by iOS (reserved-identifier)"
        }
      ]
    },
    "actionReference": {
      "description": "The identifier of an action defined in any input file or in a preset. Unquoted numbers and true/false are read as the text written.",
      "anyOf": [
        { "$ref": "#/$defs/identifier" },
        { "type": ["number", "boolean"] }
      ]
    },
    "languageCode": {
      "description": "One of the 16 Hive language codes.",
      "markdownDescription": "One of the 16 Hive language codes: `ko en ja zh-hans zh-hant de fr ru es pt id th vi it tr ar` (lowercase; `zh-hans`, not `zh_Hans`).",
      "enum": ["ko", "en", "ja", "zh-hans", "zh-hant", "de", "fr", "ru", "es", "pt", "id", "th", "vi", "it", "tr", "ar"]
    },
    "labelText": {
      "description": "Button text: not empty or blank, and free of control characters and bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Emoji joiners are fine. Unquoted numbers and true/false are read as the text written.",
      "type": ["string", "number", "boolean"],
      "pattern": "^(?=[\\s\\S]*[^\\t\\n\\u000B\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000])[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*(?![\\s\\S])",
      "patternErrorMessage": "button text must not be blank (empty-title) nor hold control or bidi-override characters (invalid-character)"
    },
    "iconName": {
      "description": "An SF Symbol or asset image name: not empty or blank, and free of control characters and bidi embeddings, overrides and isolates, as for button text.",
      "type": ["string", "number", "boolean"],
      "pattern": "^(?=[\\s\\S]*[^\\t\\n\\u000B\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000])[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*(?![\\s\\S])",
      "patternErrorMessage": "an icon name must not be blank nor hold control or bidi-override characters (invalid-character)"
    },
    "placeholderText": {
      "description": "Placeholder text: may be empty, but free of control characters and bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Unquoted numbers and true/false are read as the text written.",
      "type": ["string", "number", "boolean"],
      "pattern": "^[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*(?![\\s\\S])",
      "patternErrorMessage": "text must not hold control or bidi-override characters (invalid-character)"
    },
    "localizedLabel": {
      "description": "Button text by language code; English ('en') is required because iOS falls back to it.",
      "type": "object",
      "required": ["en"],
      "additionalProperties": false,
      "properties": {
        "ko": { "description": "Korean.", "$ref": "#/$defs/labelText" },
        "en": { "description": "English (required: the fallback for every other language).", "$ref": "#/$defs/labelText" },
        "ja": { "description": "Japanese.", "$ref": "#/$defs/labelText" },
        "zh-hans": { "description": "Chinese, simplified script.", "$ref": "#/$defs/labelText" },
        "zh-hant": { "description": "Chinese, traditional script.", "$ref": "#/$defs/labelText" },
        "de": { "description": "German.", "$ref": "#/$defs/labelText" },
        "fr": { "description": "French.", "$ref": "#/$defs/labelText" },
        "ru": { "description": "Russian.", "$ref": "#/$defs/labelText" },
        "es": { "description": "Spanish.", "$ref": "#/$defs/labelText" },
        "pt": { "description": "Portuguese.", "$ref": "#/$defs/labelText" },
        "id": { "description": "Indonesian.", "$ref": "#/$defs/labelText" },
        "th": { "description": "Thai.", "$ref": "#/$defs/labelText" },
        "vi": { "description": "Vietnamese.", "$ref": "#/$defs/labelText" },
        "it": { "description": "Italian.", "$ref": "#/$defs/labelText" },
        "tr": { "description": "Turkish.", "$ref": "#/$defs/labelText" },
        "ar": { "description": "Arabic.", "$ref": "#/$defs/labelText" }
      }
    },
    "bodyText": {
      "description": "Category text shown in the notification's body (hidden-previews placeholder, summary format): not empty or blank, free of control characters and bidi embeddings, overrides and isolates; it wraps, so it has no width limit. % specifiers are checked (format-mismatch).",
      "type": ["string", "number", "boolean"],
      "pattern": "^(?=[\\s\\S]*[^\\t\\n\\u000B\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000])[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*(?![\\s\\S])",
      "patternErrorMessage": "category text must not be blank (empty-title) nor hold control or bidi-override characters (invalid-character)"
    },
    "localizedBody": {
      "description": "Category text by language code; English ('en') is required because iOS falls back to it.",
      "type": "object",
      "required": ["en"],
      "additionalProperties": false,
      "properties": {
        "ko": { "description": "Korean.", "$ref": "#/$defs/bodyText" },
        "en": { "description": "English (required: the fallback for every other language).", "$ref": "#/$defs/bodyText" },
        "ja": { "description": "Japanese.", "$ref": "#/$defs/bodyText" },
        "zh-hans": { "description": "Chinese, simplified script.", "$ref": "#/$defs/bodyText" },
        "zh-hant": { "description": "Chinese, traditional script.", "$ref": "#/$defs/bodyText" },
        "de": { "description": "German.", "$ref": "#/$defs/bodyText" },
        "fr": { "description": "French.", "$ref": "#/$defs/bodyText" },
        "ru": { "description": "Russian.", "$ref": "#/$defs/bodyText" },
        "es": { "description": "Spanish.", "$ref": "#/$defs/bodyText" },
        "pt": { "description": "Portuguese.", "$ref": "#/$defs/bodyText" },
        "id": { "description": "Indonesian.", "$ref": "#/$defs/bodyText" },
        "th": { "description": "Thai.", "$ref": "#/$defs/bodyText" },
        "vi": { "description": "Vietnamese.", "$ref": "#/$defs/bodyText" },
        "it": { "description": "Italian.", "$ref": "#/$defs/bodyText" },
        "tr": { "description": "Turkish.", "$ref": "#/$defs/bodyText" },
        "ar": { "description": "Arabic.", "$ref": "#/$defs/bodyText" }
      }
    },
    "localizedPlaceholder": {
      "description": "Placeholder text by language code; English ('en') is required because iOS falls back to it.",
      "type": "object",
      "required": ["en"],
      "additionalProperties": false,
      "properties": {
        "ko": { "description": "Korean.", "$ref": "#/$defs/placeholderText" },
        "en": { "description": "English (required: the fallback for every other language).", "$ref": "#/$defs/placeholderText" },
        "ja": { "description": "Japanese.", "$ref": "#/$defs/placeholderText" },
        "zh-hans": { "description": "Chinese, simplified script.", "$ref": "#/$defs/placeholderText" },
        "zh-hant": { "description": "Chinese, traditional script.", "$ref": "#/$defs/placeholderText" },
        "de": { "description": "German.", "$ref": "#/$defs/placeholderText" },
        "fr": { "description": "French.", "$ref": "#/$defs/placeholderText" },
        "ru": { "description": "Russian.", "$ref": "#/$defs/placeholderText" },
        "es": { "description": "Spanish.", "$ref": "#/$defs/placeholderText" },
        "pt": { "description": "Portuguese.", "$ref": "#/$defs/placeholderText" },
        "id": { "description": "Indonesian.", "$ref": "#/$defs/placeholderText" },
        "th": { "description": "Thai.", "$ref": "#/$defs/placeholderText" },
        "vi": { "description": "Vietnamese.", "$ref": "#/$defs/placeholderText" },
        "it": { "description": "Italian.", "$ref": "#/$defs/placeholderText" },
        "tr": { "description": "Turkish.", "$ref": "#/$defs/placeholderText" },
        "ar": { "description": "Arabic.", "$ref": "#/$defs/placeholderText" }
      }
    },
    "label": {
      "description": "Button text: a mapping of language code to text, or plain text meaning English only.",
      "anyOf": [{ "$ref": "#/$defs/labelText" }, { "$ref": "#/$defs/localizedLabel" }]
    },
    "body": {
      "description": "Category text: a mapping of language code to text, or plain text meaning English only.",
      "anyOf": [{ "$ref": "#/$defs/bodyText" }, { "$ref": "#/$defs/localizedBody" }]
    },
    "swiftName": {
      "description": "Overrides the Swift case name derived from the identifier in PushActions.swift: ASCII letters, digits and '_', starting with a lowercase letter or '_'. Unquoted true/false are read as the text written.",
      "markdownDescription": "Overrides the Swift case name derived from the identifier in `PushActions.swift` (`ACCEPT_ALL_ID` → `acceptAll`): ASCII letters, digits and `_`, starting with a lowercase letter or `_`. Use it to settle a `swift-name-collision`.",
      "anyOf": [
        {
          "type": "string",
          "pattern": "^(?!_(?![\\s\\S]))[a-z_][A-Za-z0-9_]*(?![\\s\\S])",
          "patternErrorMessage": "a Swift case name is ASCII letters, digits and '_', starting with a lowercase letter or '_' (invalid-identifier)"
        },
        { "type": "boolean" }
      ]
    },
    "actionSwiftName": {
      "description": "Overrides the Swift case name derived from the action's identifier; not a member the generated Action enum declares.",
      "allOf": [
        { "$ref": "#/$defs/swiftName" },
        { "not": { "enum": ["allCases", "hash", "hashValue", "icon", "identifier", "init", "none", "notificationAction", "options", "rawValue", "self", "textInput", "title", "titles"] } }
      ]
    },
    "categorySwiftName": {
      "description": "Overrides the Swift case name derived from the category's identifier; not a member the generated Category enum declares.",
      "allOf": [
        { "$ref": "#/$defs/swiftName" },
        { "not": { "enum": ["actions", "allCases", "hash", "hashValue", "identifier", "init", "none", "notificationCategory", "options", "rawValue", "self"] } }
      ]
    },
    "action": {
      "description": "One notification button (UNNotificationAction).",
      "type": "object",
      "required": ["title"],
      "additionalProperties": false,
      "properties": {
        "title": {
          "description": "The button's text: a mapping of language code to text (en required), or plain text meaning English only.",
          "markdownDescription": "The button's text: a mapping of language code to text (`en` required), or plain text meaning English only.\n\n```yaml\ntitle: {en: Reply, ko: 답장, ja: 返信}\n```",
          "$ref": "#/$defs/label"
        },
        "options": {
          "description": "UNNotificationActionOptions: foreground launches the app, destructive draws the button in red, authenticationRequired needs an unlocked device.",
          "markdownDescription": "`UNNotificationActionOptions`:\n- `foreground`: tapping launches the app\n- `destructive`: the button is drawn in red\n- `authenticationRequired`: only works on an unlocked device",
          "type": ["array", "null"],
          "items": {
            "description": "An action option.",
            "enum": ["foreground", "destructive", "authenticationRequired"]
          }
        },
        "icon": {
          "description": "The button's icon (iOS 15+): an SF Symbol name, or {template: ImageName} for an image in the app's asset catalog.",
          "markdownDescription": "The button's icon (iOS 15+): an SF Symbol name (`arrowshape.turn.up.left`), or `{template: ImageName}` for an image in the app's asset catalog.",
          "anyOf": [
            { "$ref": "#/$defs/iconName" },
            {
              "type": "object",
              "required": ["template"],
              "additionalProperties": false,
              "properties": {
                "template": {
                  "description": "The name of a template image in the app's asset catalog.",
                  "$ref": "#/$defs/iconName"
                }
              }
            }
          ]
        },
        "textInput": {
          "description": "Makes this a text-input action (UNTextInputNotificationAction): a send button and an optional placeholder.",
          "type": "object",
          "required": ["button"],
          "additionalProperties": false,
          "properties": {
            "button": {
              "description": "The text-input send button's text: a mapping of language code to text (en required), or plain text meaning English only.",
              "$ref": "#/$defs/label"
            },
            "placeholder": {
              "description": "Placeholder shown in the empty text field: a mapping of language code to text (en required unless empty), or plain text meaning English only.",
              "anyOf": [{ "$ref": "#/$defs/placeholderText" }, { "$ref": "#/$defs/localizedPlaceholder" }]
            }
          }
        },
        "swiftName": {
          "description": "Overrides the Swift case name derived from the action's identifier.",
          "$ref": "#/$defs/actionSwiftName"
        },
        "allow": {
          "description": "Warnings acknowledged for this definition alone (an entry that acknowledges nothing is the warning unused-allow).",
          "$ref": "#/$defs/allowList"
        },
        "override": {
          "description": "true: this definition rewords a preset's action of the same identifier. The fields it writes replace the preset's (title is still required, and replaces the whole title); the others keep the preset's.",
          "type": "boolean"
        }
      }
    },
    "allowList": {
      "description": "Warning codes acknowledged on one definition, as rustc's #[allow]: each one reported about this definition is dropped. actionc diff's codes too: a deliberate change to this definition against a released baseline.",
      "markdownDescription": "Warning codes acknowledged on one definition, as rustc's `#[allow]`: each one reported about this definition is dropped. `actionc diff`'s codes too (`authentication-required-removed`, `button-order-changed`, …): a deliberate change to this definition against a released baseline.\n\n```yaml\nALERT_CATEGORY:\n  actions: [DISMISS_ID]\n  options: [customDismissAction]\n  allow: [not-in-hive-json]\n```",
      "type": ["array", "null"],
      "items": { "enum": ["missing-translation", "unused-action", "long-title", "not-in-hive-json", "deprecated", "unknown-intent", "count-specifier", "unlisted-category", "button-removed", "button-replaced", "text-input-added", "text-input-removed", "authentication-required-removed", "foreground-added", "foreground-removed", "destructive-changed", "button-order-changed", "category-options-changed", "category-added", "button-added", "authentication-required-added", "title-changed"] }
    },
    "hiveActionLimit": {
      "description": "The Hive SDK registers at most three actions a category (too-many-actions), in the short form or in actions.",
      "maxItems": 3,
      "properties": { "actions": { "maxItems": 3 } }
    },
    "actionList": {
      "description": "One to ten action identifiers, each at most once: iOS displays up to ten (and only the first two where space is short); the Hive SDK registers at most three, so with the hive target (or without targets) at most three.",
      "type": "array",
      "minItems": 1,
      "maxItems": 10,
      "uniqueItems": true,
      "items": { "$ref": "#/$defs/actionReference" }
    },
    "category": {
      "description": "A button set (UNNotificationCategory): the full form {actions, options, hiddenPreviewsBodyPlaceholder, summaryFormat, intentIdentifiers, swiftName, override, allow}, or the short form [ACTION_ID, ...].",
      "anyOf": [
        { "$ref": "#/$defs/actionList" },
        {
          "type": "object",
          "required": ["actions"],
          "additionalProperties": false,
          "properties": {
            "actions": {
              "description": "The category's buttons in display order: one to three action identifiers with the hive target, up to ten with ios alone, each at most once.",
              "$ref": "#/$defs/actionList"
            },
            "options": {
              "description": "UNNotificationCategoryOptions.",
              "markdownDescription": "`UNNotificationCategoryOptions`:\n- `customDismissAction`: the app hears about dismissals\n- `allowInCarPlay`: shown in CarPlay\n- `hiddenPreviewsShowTitle` / `hiddenPreviewsShowSubtitle`: show the title / subtitle when previews are hidden\n- `allowAnnouncement`: Siri may read it aloud; deprecated (warning `deprecated`), iOS 15 and later ignore it",
              "type": ["array", "null"],
              "items": {
                "description": "A category option.",
                "enum": ["customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle", "hiddenPreviewsShowSubtitle", "allowAnnouncement"]
              }
            },
            "hiddenPreviewsBodyPlaceholder": {
              "description": "Shown instead of the body when the user hides previews (UNNotificationCategory.hiddenPreviewsBodyPlaceholder, iOS 11). %u is the number of notifications with the same thread identifier; every translation uses the same specifiers as English.",
              "markdownDescription": "Shown instead of the body when the user hides previews (`hiddenPreviewsBodyPlaceholder`, iOS 11). `%u` is the number of notifications with the same thread identifier; `%%` is a percent sign. Every translation uses the same specifiers as English (`format-mismatch`).\n\n```yaml\nhiddenPreviewsBodyPlaceholder: {en: \"%u new messages\", ko: \"새 메시지 %u개\"}\n```",
              "$ref": "#/$defs/body"
            },
            "summaryFormat": {
              "description": "The summary of a group of this category's notifications (UNNotificationCategory.categorySummaryFormat, iOS 12): %u the count, %@ the grouped notifications' summary arguments (optional); translations reorder them only with %1$u and %2$@.",
              "markdownDescription": "The summary of a group of this category's notifications (`categorySummaryFormat`, iOS 12): `%u` the count, `%@` the grouped notifications' summary arguments (optional). A translation reorders them only with positional forms (`%2$@ … %1$u`); anything else (`%s`, `%f`, a second count, a third argument) is `format-mismatch`.\n\n```yaml\nsummaryFormat: {en: \"%u new messages from %@\", ja: \"%2$@から%1$u件\"}\n```",
              "$ref": "#/$defs/body"
            },
            "intentIdentifiers": {
              "description": "SiriKit intents the category's notifications relate to, by Apple's constant names (INSendMessageIntentIdentifier, INStartCallIntentIdentifier, ...); any other name is the warning unknown-intent. The Hive file cannot carry them.",
              "type": ["array", "null"],
              "items": { "description": "An IN...IntentIdentifier constant's name.", "type": ["string", "number", "boolean"], "minLength": 1 }
            },
            "swiftName": {
              "description": "Overrides the Swift case name derived from the category's identifier.",
              "$ref": "#/$defs/categorySwiftName"
            },
            "allow": {
              "description": "Warnings acknowledged for this definition alone (an entry that acknowledges nothing is the warning unused-allow).",
              "$ref": "#/$defs/allowList"
            },
            "override": {
              "description": "true: this definition replaces a preset's category of the same identifier, field by field (actions is still required).",
              "type": "boolean"
            }
          }
        }
      ]
    }
  }
}

"""#
}
