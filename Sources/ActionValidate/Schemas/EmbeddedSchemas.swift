// Generated from Schemas/actionc-definitions.schema.json by `swift run actionc-embed`. Do not edit.
// A test fails when this copy and the file drift apart.
// swift-format-ignore-file

enum EmbeddedSchemas {
    static let definitions = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "urn:actionc:schema:definitions:1",
  "$comment": "Generated from actionc's model by `swift run actionc-embed` (Sources/SourceEmbedding/DefinitionsSchemaSource.swift); do not edit. Schemas/crosscheck.py proves it against the test fixtures. Scalars are typed by the YAML 1.2 core schema, as yaml-language-server types them. Only keywords that mean the same in draft-07 are used, and no validation keyword stands beside a $ref, so draft-07 editors read it the same way. Patterns end in (?![\\s\\S]) rather than $ because Python's $ also matches before a final newline.",
  "title": "actionc push-notification action definitions, version 1",
  "description": "Push-notification actions (buttons) and categories (button sets) that actionc compiles into hive_push_actions.json and PushActions.swift.",
  "markdownDescription": "Push-notification **actions** (buttons) and **categories** (button sets) that `actionc build` compiles into `hive_push_actions.json` and `PushActions.swift`.",
  "type": ["object", "null"],
  "additionalProperties": false,
  "allOf": [
    {
      "$comment": "With android among the targets: the three action buttons an Android notification shows. Without it: no android mapping, which no output would carry (missing-target).",
      "if": {
        "required": ["targets"],
        "properties": {
          "targets": {
            "type": "array",
            "contains": {"const": "android"}
          }
        }
      },
      "then": {
        "properties": {
          "categories": {
            "anyOf": [
              {"type": "null"},
              {
                "type": "object",
                "additionalProperties": {"$ref": "#/$defs/hiveActionLimit"}
              }
            ]
          }
        }
      },
      "else": {
        "properties": {
          "android": false,
          "actions": {"additionalProperties": {"properties": {"android": false}}},
          "categories": {"additionalProperties": {"properties": {"android": false}}}
        }
      }
    },
    {
      "$comment": "Targets without hive: no Hive preset and no hiveLanguages. Without targets, or with hive among them: the Hive SDK's three actions a category.",
      "if": {
        "required": ["targets"],
        "properties": {
          "targets": {
            "type": "array",
            "not": {"contains": {"const": "hive"}}
          }
        }
      },
      "then": {
        "properties": {
          "presets": {
            "anyOf": [
              {"type": "null"},
              {
                "type": "array",
                "not": {"contains": {"const": "hive"}}
              },
              {
                "type": "object",
                "not": {"required": ["hive"]}
              }
            ],
            "errorMessage": "preset 'hive' needs the hive target (missing-target)"
          },
          "hiveLanguages": false
        }
      },
      "else": {
        "properties": {
          "categories": {
            "anyOf": [
              {"type": "null"},
              {
                "type": "object",
                "additionalProperties": {"$ref": "#/$defs/hiveActionLimit"}
              }
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
      "description": "The SDKs that read these definitions at run time; the rules and outputs of each apply. hive: the Hive SDK registers from hive_push_actions.json (at most 3 actions a category, its 16 languages). ios: the app registers through PushActions.swift (at most 10 actions a category). android: string resources and PushActions.kt build each notification's buttons (at most 3 actions a category; needs android: {package}). Without targets: [hive, ios]. Files that state targets must agree.",
      "markdownDescription": "The SDKs that read these definitions at run time; the rules and outputs of each apply, and `PushActions.swift` is always written.\n- `hive`: the Hive SDK registers from `hive_push_actions.json`: at most 3 actions a category, its 16 languages in its file, `not-in-hive-json` for what the file cannot carry.\n- `ios`: the app registers through `PushActions.swift`: at most 10 actions a category (iOS displays up to 10, and the first two in a banner).\n- `android`: string resources under `res/values*/` and `PushActions.kt` build each notification's buttons: at most 3 actions a category, `not-on-android` for what only iOS reads; needs `android: {package: …}` or `--kotlin-package` (Docs/android.md).\n\nWithout `targets:`, `[hive, ios]`. Files that state targets must agree (`conflicting-targets`); `presets: [hive]` needs `hive` (`missing-target`).\n\n```yaml\ntargets: [ios]   # an app without the Hive SDK\n```",
      "type": "array",
      "minItems": 1,
      "items": {
        "description": "A target: hive, ios or android.",
        "enum": ["hive", "ios", "android"]
      }
    },
    "languages": {
      "description": "Languages the app ships, as Apple locale identifiers (en, pt-BR, zh-Hans). A title missing one of them gets the warning missing-translation (the next text of the language's fallback chain is shown instead).",
      "markdownDescription": "Languages the app ships, as Apple locale identifiers: `en`, `en-GB`, `pt-BR`, `es-419`, `zh-Hans`, `zh-HK` (Hive's `zh-hans` works too). A title missing one of them gets the warning `missing-translation`; the next text of the language's fallback chain is shown instead (`es-MX` → `es-419` → `es` → `en`).",
      "type": ["array", "null"],
      "items": {"$ref": "#/$defs/languageCode"}
    },
    "hiveLanguages": {
      "description": "With the hive target: which of the app's languages hive_push_actions.json carries under a Hive SDK code, where two of them fall under it (pt-BR and pt-PT under pt). Without it, the Hive language itself, else the only app language under the code.",
      "markdownDescription": "With the `hive` target: which of the app's languages `hive_push_actions.json` carries under a Hive SDK code, where two of them fall under it (`hive-language-conflict` until one is chosen). Without a choice: the Hive language itself (`pt`), else the only app language under the code.\n\n```yaml\nlanguages: [en, pt-BR, pt-PT]\nhiveLanguages: {pt: pt-BR}\n```",
      "type": "object",
      "propertyNames": {"enum": ["ko", "en", "ja", "zh-hans", "zh-hant", "de", "fr", "ru", "es", "pt", "id", "th", "vi", "it", "tr", "ar"]},
      "additionalProperties": {"$ref": "#/$defs/languageCode"}
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
              "items": {
                "description": "A category or action identifier of the Hive preset.",
                "enum": ["INFO_CATEGORY", "CLOSE_CATEGORY", "CONFIRM_CATEGORY", "EXECUTE_CATEGORY", "ACCEPT_ALL_CATEGORY", "ACCEPT_NOW_CATEGORY", "PURCHASE_CATEGORY", "SALE_CATEGORY", "ACCEPT_DECISION_CATEGORY", "CONFIRM_ID", "CLOSE_ID", "EXECUTE_ID", "CANCEL_ID", "ACCEPT_ALL_ID", "ACCEPT_NOW_ID", "PURCHASE_ID", "DECLINE_ID", "SALE_ID", "ACCEPT_ID", "REJECT_ID", "HOLDING_ID"]
              }
            }
          }
        }
      ]
    },
    "actions": {
      "description": "Actions (notification buttons) by identifier. The identifier is what iOS reports back when the button is tapped.",
      "markdownDescription": "Actions (notification buttons) by identifier. The identifier is what iOS reports back (`UNNotificationResponse.actionIdentifier`) when the button is tapped.\n\n```yaml\nactions:\n  REPLY_ID:\n    title: {en: Reply, ko: 답장}\n    options: [foreground]\n```",
      "type": ["object", "null"],
      "propertyNames": {"$ref": "#/$defs/identifier"},
      "additionalProperties": {"$ref": "#/$defs/action"}
    },
    "categories": {
      "description": "Categories (button sets) by identifier, in the order they are emitted. Each lists one to three actions (up to ten with targets: [ios]), written in full ({actions, options, swiftName, override, allow}) or short ([ACTION_ID, ...], the form hive_push_actions.json uses).",
      "markdownDescription": "Categories (button sets) by identifier, in the order they are emitted. Each lists one to three actions (up to ten with `targets: [ios]`), in full form or in the short form `hive_push_actions.json` uses:\n\n```yaml\ncategories:\n  REPLY_CATEGORY:\n    actions: [REPLY_ID, CLOSE_ID]\n    options: [customDismissAction]\n  SHORT_CATEGORY: [REPLY_ID]\n```",
      "type": ["object", "null"],
      "propertyNames": {"$ref": "#/$defs/identifier"},
      "additionalProperties": {"$ref": "#/$defs/category"}
    },
    "warnings": {
      "description": "Project-wide warning levels: a warning code mapped to ignore, warning or error. Files that set one code must agree. Errors cannot be set; --ignore CODE on the command line ignores a code over this.",
      "markdownDescription": "Project-wide warning levels: a warning code mapped to `ignore`, `warning` or `error` (errors cannot be set). Files that set one code must agree (`conflicting-warning-level`); `--ignore CODE` ignores a code over this, and `--strict` promotes the warnings left.\n\n```yaml\nwarnings:\n  missing-translation: error\n  unused-action: ignore\n```",
      "type": ["object", "null"],
      "propertyNames": {"enum": ["missing-translation", "unused-action", "long-title", "not-in-hive-json", "not-on-android", "deprecated", "unknown-intent", "count-specifier", "empty-catalog", "unused-allow", "unlisted-category", "stale-translation", "untranslated-loc-key", "unused-loc-args", "stale-loc-key", "destructive-changed", "button-order-changed", "category-options-changed", "category-added", "button-added", "authentication-required-added", "title-changed"]},
      "additionalProperties": {"enum": ["ignore", "warning", "error"]}
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
    "android": {
      "description": "With the android target: the Kotlin package PushActions.kt is declared in (the --kotlin-package option overrides it).",
      "markdownDescription": "With the `android` target: the Kotlin `package` `PushActions.kt` is declared in, where the app's `R` class is (`--kotlin-package` overrides it; see Docs/android.md).\n\n```yaml\nandroid: {package: com.example.game}\n```",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "package": {
          "description": "A Kotlin package name: dot-separated words of ASCII letters, digits and '_', none starting with a digit.",
          "type": "string",
          "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*(?![\\s\\S])",
          "patternErrorMessage": "a Kotlin package name is dot-separated words of ASCII letters, digits and '_' (invalid-identifier)"
        }
      }
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
          "not": {"pattern": "^[Cc][Oo][Mm]\\.[Aa][Pp][Pp][Ll][Ee]\\."},
          "errorMessage": "'com.apple.' identifiers are reserved by iOS (reserved-identifier)"
        }
      ]
    },
    "actionReference": {
      "description": "The identifier of an action defined in any input file or in a preset. Unquoted numbers and true/false are read as the text written.",
      "anyOf": [
        {"$ref": "#/$defs/identifier"},
        {"type": ["number", "boolean"]}
      ]
    },
    "languageCode": {
      "description": "An Apple locale identifier (en, en-GB, pt-BR, es-419, zh-Hans, zh-HK), one of the localizations in Data/apple-localizations.txt, or one of the Hive SDK's codes (zh-hans, zh-hant), which name the same languages.",
      "markdownDescription": "An Apple locale identifier, as Xcode's String Catalogs name languages: `en`, `en-GB`, `pt-BR`, `es-419`, `zh-Hans`, `zh-HK` (the list is `Data/apple-localizations.txt`). The Hive SDK's codes (`zh-hans`, `zh-hant`) name the same languages. actionc also reads other cases and `_` (`zh_Hans`); the schema lists Apple's spelling.",
      "enum": ["aa", "aa-DJ", "aa-ER", "aa-ET", "ab", "ab-GE", "ady", "ady-JO", "ady-RU", "ady-TR", "af", "af-NA", "af-ZA", "agq", "agq-CM", "ak", "ak-GH", "am", "am-ET", "an", "an-ES", "ann", "ann-NG", "apc", "apc-SY", "ar", "ar-001", "ar-AE", "ar-BH", "ar-DJ", "ar-DZ", "ar-EG", "ar-EH", "ar-ER", "ar-IL", "ar-IQ", "ar-JO", "ar-KM", "ar-KW", "ar-LB", "ar-LY", "ar-MA", "ar-MR", "ar-OM", "ar-PS", "ar-QA", "ar-SA", "ar-SD", "ar-SO", "ar-SS", "ar-SY", "ar-TD", "ar-TN", "ar-YE", "arn", "arn-CL", "ary", "ary-MA", "as", "as-IN", "asa", "asa-TZ", "ast", "ast-ES", "az", "az-Arab", "az-Arab-TR", "az-Cyrl", "az-Cyrl-AZ", "az-IQ", "az-IR", "az-Latn", "az-Latn-AZ", "ba", "ba-RU", "bal", "bal-Arab", "bal-Arab-PK", "bal-Latn", "bal-Latn-PK", "bas", "bas-CM", "be", "be-BY", "bem", "bem-ZM", "bew", "bew-ID", "bez", "bez-TZ", "bg", "bg-BG", "bgc", "bgc-IN", "bgn", "bgn-AE", "bgn-AF", "bgn-IR", "bgn-OM", "bgn-PK", "bho", "bho-IN", "blo", "blo-BJ", "blt", "blt-VN", "bm", "bm-ML", "bm-Nkoo", "bm-Nkoo-ML", "bn", "bn-BD", "bn-IN", "bo", "bo-CN", "bo-IN", "bqi", "bqi-IR", "br", "br-FR", "brh", "brh-PK", "brx", "brx-IN", "bs", "bs-Cyrl", "bs-Cyrl-BA", "bs-Latn", "bs-Latn-BA", "bss", "bss-CM", "bua", "bua-RU", "byn", "byn-ER", "ca", "ca-AD", "ca-ES", "ca-FR", "ca-IT", "cad", "cad-US", "cch", "cch-NG", "ccp", "ccp-BD", "ccp-IN", "ce", "ce-RU", "ceb", "ceb-PH", "cgg", "cgg-UG", "cho", "cho-US", "chr", "chr-US", "cic", "cic-US", "ckb", "ckb-IQ", "ckb-IR", "co", "co-FR", "cop", "cop-EG", "cs", "cs-CZ", "csw", "csw-CA", "cu", "cu-RU", "cv", "cv-RU", "cy", "cy-GB", "da", "da-DK", "da-GL", "dav", "dav-KE", "de", "de-AT", "de-BE", "de-CH", "de-DE", "de-IT", "de-LI", "de-LU", "dje", "dje-NE", "doi", "doi-IN", "dsb", "dsb-DE", "dua", "dua-CM", "dv", "dv-MV", "dyo", "dyo-SN", "dz", "dz-BT", "ebu", "ebu-KE", "ee", "ee-GH", "ee-TG", "el", "el-CY", "el-GR", "en", "en-001", "en-150", "en-AE", "en-AG", "en-AI", "en-AS", "en-AT", "en-AU", "en-BB", "en-BE", "en-BI", "en-BM", "en-BS", "en-BW", "en-BZ", "en-CA", "en-CC", "en-CH", "en-CK", "en-CM", "en-CX", "en-CY", "en-CZ", "en-DE", "en-DG", "en-DK", "en-DM", "en-Dsrt", "en-Dsrt-US", "en-EE", "en-ER", "en-ES", "en-FI", "en-FJ", "en-FK", "en-FM", "en-FR", "en-GB", "en-GD", "en-GE", "en-GG", "en-GH", "en-GI", "en-GM", "en-GS", "en-GU", "en-GY", "en-HK", "en-HU", "en-ID", "en-IE", "en-IL", "en-IM", "en-IN", "en-IO", "en-IT", "en-JE", "en-JM", "en-JP", "en-KE", "en-KI", "en-KN", "en-KY", "en-LC", "en-LR", "en-LS", "en-LT", "en-LV", "en-MG", "en-MH", "en-MO", "en-MP", "en-MS", "en-MT", "en-MU", "en-MV", "en-MW", "en-MY", "en-NA", "en-NF", "en-NG", "en-NL", "en-NO", "en-NR", "en-NU", "en-NZ", "en-PG", "en-PH", "en-PK", "en-PL", "en-PN", "en-PR", "en-PT", "en-PW", "en-RO", "en-RW", "en-SB", "en-SC", "en-SD", "en-SE", "en-SG", "en-SH", "en-Shaw", "en-Shaw-GB", "en-SI", "en-SK", "en-SL", "en-SS", "en-SX", "en-SZ", "en-TC", "en-TK", "en-TO", "en-TT", "en-TV", "en-TZ", "en-UA", "en-UG", "en-UM", "en-US", "en-VC", "en-VG", "en-VI", "en-VU", "en-WS", "en-ZA", "en-ZM", "en-ZW", "eo", "eo-001", "es", "es-419", "es-AR", "es-BO", "es-BR", "es-BZ", "es-CL", "es-CO", "es-CR", "es-CU", "es-DO", "es-EA", "es-EC", "es-ES", "es-GQ", "es-GT", "es-HN", "es-IC", "es-MX", "es-NI", "es-PA", "es-PE", "es-PH", "es-PR", "es-PY", "es-SV", "es-US", "es-UY", "es-VE", "et", "et-EE", "eu", "eu-ES", "ewo", "ewo-CM", "fa", "fa-AF", "fa-IR", "ff", "ff-Adlm", "ff-Adlm-BF", "ff-Adlm-CM", "ff-Adlm-GH", "ff-Adlm-GM", "ff-Adlm-GN", "ff-Adlm-GW", "ff-Adlm-LR", "ff-Adlm-MR", "ff-Adlm-NE", "ff-Adlm-NG", "ff-Adlm-SL", "ff-Adlm-SN", "ff-Latn", "ff-Latn-BF", "ff-Latn-CM", "ff-Latn-GH", "ff-Latn-GM", "ff-Latn-GN", "ff-Latn-GW", "ff-Latn-LR", "ff-Latn-MR", "ff-Latn-NE", "ff-Latn-NG", "ff-Latn-SL", "ff-Latn-SN", "fi", "fi-FI", "fil", "fil-PH", "fo", "fo-DK", "fo-FO", "fr", "fr-BE", "fr-BF", "fr-BI", "fr-BJ", "fr-BL", "fr-CA", "fr-CD", "fr-CF", "fr-CG", "fr-CH", "fr-CI", "fr-CM", "fr-DJ", "fr-DZ", "fr-FR", "fr-GA", "fr-GF", "fr-GN", "fr-GP", "fr-GQ", "fr-HT", "fr-KM", "fr-LU", "fr-MA", "fr-MC", "fr-MF", "fr-MG", "fr-ML", "fr-MQ", "fr-MR", "fr-MU", "fr-NC", "fr-NE", "fr-PF", "fr-PM", "fr-RE", "fr-RW", "fr-SC", "fr-SN", "fr-SY", "fr-TD", "fr-TG", "fr-TN", "fr-VU", "fr-WF", "fr-YT", "frr", "frr-DE", "fur", "fur-IT", "fy", "fy-NL", "ga", "ga-GB", "ga-IE", "gaa", "gaa-GH", "gd", "gd-GB", "gez", "gez-ER", "gez-ET", "gl", "gl-ES", "gn", "gn-PY", "gsw", "gsw-CH", "gsw-FR", "gsw-LI", "gu", "gu-IN", "guz", "guz-KE", "gv", "gv-IM", "ha", "ha-Arab", "ha-Arab-NG", "ha-GH", "ha-NE", "ha-NG", "ha-SD", "haw", "haw-US", "he", "he-IL", "hi", "hi-IN", "hi-Latn", "hi-Latn-IN", "hnj", "hnj-Hmnp", "hnj-Hmnp-US", "hr", "hr-BA", "hr-HR", "hrx", "hrx-BR", "hsb", "hsb-DE", "ht", "ht-HT", "hu", "hu-HU", "hy", "hy-AM", "ia", "ia-001", "id", "id-ID", "ie", "ie-EE", "ig", "ig-NG", "ii", "ii-CN", "io", "io-001", "is", "is-IS", "isv", "isv-Cyrl", "isv-Cyrl-001", "isv-Latn", "isv-Latn-001", "it", "it-CH", "it-IT", "it-SM", "it-VA", "iu", "iu-CA", "iu-Latn", "iu-Latn-CA", "ja", "ja-JP", "jbo", "jbo-001", "jgo", "jgo-CM", "jmc", "jmc-TZ", "jv", "jv-ID", "ka", "ka-GE", "kaa", "kaa-Cyrl", "kaa-Cyrl-UZ", "kaa-Latn", "kaa-Latn-UZ", "kab", "kab-DZ", "kaj", "kaj-NG", "kam", "kam-KE", "kbd", "kbd-RU", "kbd-TR", "kcg", "kcg-NG", "kde", "kde-TZ", "kea", "kea-CV", "kek", "kek-GT", "ken", "ken-CM", "kgp", "kgp-BR", "khq", "khq-ML", "ki", "ki-KE", "kk", "kk-Arab", "kk-CN", "kk-Cyrl", "kk-Cyrl-KZ", "kk-KZ", "kkj", "kkj-CM", "kl", "kl-GL", "kln", "kln-KE", "km", "km-KH", "kn", "kn-IN", "ko", "ko-CN", "ko-KP", "ko-KR", "kok", "kok-Deva", "kok-Deva-IN", "kok-Latn", "kok-Latn-IN", "kpe", "kpe-GN", "kpe-LR", "ks", "ks-Arab", "ks-Arab-IN", "ks-Deva", "ks-Deva-IN", "ksb", "ksb-TZ", "ksf", "ksf-CM", "ksh", "ksh-DE", "ku", "ku-Arab", "ku-IQ", "ku-IR", "ku-Latn", "ku-Latn-IQ", "ku-Latn-SY", "ku-Latn-TR", "ku-TR", "kw", "kw-GB", "kxv", "kxv-Deva", "kxv-Deva-IN", "kxv-Latn", "kxv-Latn-IN", "kxv-Orya", "kxv-Orya-IN", "kxv-Telu", "kxv-Telu-IN", "ky", "ky-KG", "la", "la-VA", "lag", "lag-TZ", "lb", "lb-LU", "lg", "lg-UG", "lij", "lij-IT", "lkt", "lkt-US", "lld", "lld-IT", "lmo", "lmo-IT", "ln", "ln-AO", "ln-CD", "ln-CF", "ln-CG", "lo", "lo-LA", "lrc", "lrc-IQ", "lrc-IR", "lt", "lt-LT", "ltg", "ltg-LV", "lu", "lu-CD", "luo", "luo-KE", "luy", "luy-KE", "lv", "lv-LV", "lzz", "lzz-TR", "mai", "mai-IN", "mas", "mas-KE", "mas-TZ", "mdf", "mdf-RU", "mer", "mer-KE", "mfe", "mfe-MU", "mg", "mg-MG", "mgh", "mgh-MZ", "mgo", "mgo-CM", "mhn", "mhn-IT", "mi", "mi-NZ", "mic", "mic-CA", "mk", "mk-MK", "ml", "ml-IN", "mn", "mn-CN", "mn-MN", "mn-Mong", "mn-Mong-MN", "mni", "mni-Beng", "mni-Beng-IN", "mni-Mtei", "mni-Mtei-IN", "moh", "moh-CA", "mr", "mr-IN", "mrh", "mrh-IN", "mrh-MM", "ms", "ms-Arab", "ms-Arab-BN", "ms-Arab-MY", "ms-BN", "ms-ID", "ms-MY", "ms-SG", "mt", "mt-MT", "mua", "mua-CM", "mus", "mus-US", "mww", "mww-Hmnp", "mww-Hmnp-US", "my", "my-MM", "myv", "myv-RU", "mzn", "mzn-IR", "naq", "naq-NA", "nb", "nb-NO", "nb-SJ", "nd", "nd-ZW", "nds", "nds-DE", "nds-NL", "ne", "ne-IN", "ne-NP", "nl", "nl-AW", "nl-BE", "nl-BQ", "nl-CW", "nl-NL", "nl-SR", "nl-SX", "nmg", "nmg-CM", "nn", "nn-NO", "nnh", "nnh-CM", "no", "nqo", "nqo-GN", "nr", "nr-ZA", "nso", "nso-ZA", "nus", "nus-SS", "nv", "nv-US", "ny", "ny-MW", "nyn", "nyn-UG", "oc", "oc-ES", "oc-FR", "oka", "oka-CA", "oka-US", "om", "om-ET", "om-KE", "or", "or-IN", "os", "os-GE", "os-RU", "osa", "osa-US", "pa", "pa-Arab", "pa-Guru", "pa-Guru-IN", "pa-PK", "pap", "pap-AW", "pap-CW", "pcm", "pcm-NG", "pi", "pi-Latn", "pi-Latn-GB", "pis", "pis-SB", "pl", "pl-PL", "pms", "pms-IT", "prg", "prg-PL", "ps", "ps-AF", "ps-PK", "pt", "pt-AO", "pt-BR", "pt-CH", "pt-CV", "pt-GQ", "pt-GW", "pt-LU", "pt-MO", "pt-MZ", "pt-PT", "pt-ST", "pt-TL", "qu", "qu-BO", "qu-EC", "qu-PE", "quc", "quc-GT", "raj", "raj-IN", "rhg", "rhg-Rohg", "rhg-Rohg-BD", "rhg-Rohg-MM", "rif", "rif-MA", "rm", "rm-CH", "rn", "rn-BI", "ro", "ro-MD", "ro-RO", "rof", "rof-TZ", "ru", "ru-BY", "ru-KG", "ru-KZ", "ru-MD", "ru-RU", "ru-UA", "rw", "rw-RW", "rwk", "rwk-TZ", "sa", "sa-IN", "sah", "sah-RU", "saq", "saq-KE", "sat", "sat-Deva", "sat-Deva-IN", "sat-Olck", "sat-Olck-IN", "sbp", "sbp-TZ", "sc", "sc-IT", "scn", "scn-IT", "sd", "sd-Arab", "sd-Arab-PK", "sd-Deva", "sd-IN", "sdh", "sdh-IQ", "sdh-IR", "se", "se-FI", "se-NO", "se-SE", "seh", "seh-MZ", "ses", "ses-ML", "sg", "sg-CF", "sgs", "sgs-LT", "shi", "shi-Latn", "shi-Latn-MA", "shi-Tfng", "shi-Tfng-MA", "shn", "shn-MM", "shn-TH", "si", "si-LK", "sid", "sid-ET", "sk", "sk-SK", "skr", "skr-PK", "sl", "sl-SI", "sma", "sma-NO", "sma-SE", "smj", "smj-NO", "smj-SE", "smn", "smn-FI", "sms", "sms-FI", "sn", "sn-ZW", "so", "so-DJ", "so-ET", "so-KE", "so-SO", "sq", "sq-AL", "sq-MK", "sq-XK", "sr", "sr-Cyrl", "sr-Cyrl-BA", "sr-Cyrl-ME", "sr-Cyrl-RS", "sr-Cyrl-XK", "sr-Latn", "sr-Latn-BA", "sr-Latn-RS", "sr-Latn-XK", "sr-ME", "ss", "ss-SZ", "ss-ZA", "ssy", "ssy-ER", "st", "st-LS", "st-ZA", "su", "su-Latn", "su-Latn-ID", "sus", "sus-GN", "sus-SL", "suz", "suz-Deva", "suz-Deva-NP", "suz-Sunu", "suz-Sunu-NP", "sv", "sv-AX", "sv-FI", "sv-SE", "sw", "sw-CD", "sw-KE", "sw-TZ", "sw-UG", "syr", "syr-IQ", "syr-SY", "szl", "szl-PL", "ta", "ta-IN", "ta-LK", "ta-MY", "ta-SG", "te", "te-IN", "teo", "teo-KE", "teo-UG", "tg", "tg-TJ", "th", "th-TH", "ti", "ti-ER", "ti-ET", "tig", "tig-ER", "tk", "tk-TM", "tn", "tn-BW", "tn-ZA", "to", "to-TO", "tok", "tok-001", "tpi", "tpi-PG", "tr", "tr-CY", "tr-TR", "trv", "trv-TW", "trw", "trw-PK", "ts", "ts-ZA", "tt", "tt-RU", "twq", "twq-NE", "tyv", "tyv-RU", "tzm", "tzm-MA", "ug", "ug-CN", "uk", "uk-UA", "ur", "ur-IN", "ur-PK", "uz", "uz-AF", "uz-Arab", "uz-Cyrl", "uz-Cyrl-UZ", "uz-Latn", "uz-Latn-UZ", "vai", "vai-Latn", "vai-Latn-LR", "vai-Vaii", "vai-Vaii-LR", "ve", "ve-ZA", "vec", "vec-IT", "vi", "vi-VN", "vmw", "vmw-MZ", "vo", "vo-001", "vun", "vun-TZ", "wa", "wa-BE", "wae", "wae-CH", "wal", "wal-ET", "wbp", "wbp-AU", "wo", "wo-SN", "xdq", "xdq-RU", "xh", "xh-ZA", "xnr", "xnr-IN", "xog", "xog-UG", "yav", "yav-CM", "yi", "yi-UA", "yo", "yo-BJ", "yo-NG", "yrl", "yrl-BR", "yrl-CO", "yrl-VE", "yue", "yue-CN", "yue-Hans", "yue-Hant", "yue-Hant-CN", "yue-Hant-HK", "yue-Hant-MO", "za", "za-CN", "zgh", "zgh-MA", "zh-Hans", "zh-Hans-CN", "zh-Hans-HK", "zh-Hans-MO", "zh-Hans-MY", "zh-Hans-SG", "zh-Hant", "zh-Hant-MY", "zh-HK", "zh-Latn", "zh-Latn-CN", "zh-MO", "zh-TW", "zu", "zu-ZA", "az-Arab-IQ", "az-Arab-IR", "ha-Arab-SD", "kk-Arab-CN", "ku-Arab-IQ", "ku-Arab-IR", "mn-Mong-CN", "pa-Arab-PK", "sd-Deva-IN", "sr-Latn-ME", "uz-Arab-AF", "yue-Hans-CN", "zh-Hant-HK", "zh-Hant-MO", "zh-Hant-TW", "zh-hans", "zh-hant"]
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
      "description": "Button text by language (Apple locale identifiers, or Hive's codes); English ('en') is required: every fallback chain ends in it.",
      "type": "object",
      "required": ["en"],
      "propertyNames": {"$ref": "#/$defs/languageCode"},
      "properties": {
        "en": {
          "description": "English (required: the last text of every fallback chain).",
          "$ref": "#/$defs/labelText"
        }
      },
      "additionalProperties": {"$ref": "#/$defs/labelText"}
    },
    "bodyText": {
      "description": "Category text shown in the notification's body (hidden-previews placeholder, summary format): not empty or blank, free of control characters and bidi embeddings, overrides and isolates; it wraps, so it has no width limit. % specifiers are checked (format-mismatch).",
      "type": ["string", "number", "boolean"],
      "pattern": "^(?=[\\s\\S]*[^\\t\\n\\u000B\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000])[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*(?![\\s\\S])",
      "patternErrorMessage": "category text must not be blank (empty-title) nor hold control or bidi-override characters (invalid-character)"
    },
    "localizedBody": {
      "description": "Category text by language (Apple locale identifiers, or Hive's codes); English ('en') is required: every fallback chain ends in it.",
      "type": "object",
      "required": ["en"],
      "propertyNames": {"$ref": "#/$defs/languageCode"},
      "properties": {
        "en": {
          "description": "English (required: the last text of every fallback chain).",
          "$ref": "#/$defs/bodyText"
        }
      },
      "additionalProperties": {"$ref": "#/$defs/bodyText"}
    },
    "localizedPlaceholder": {
      "description": "Placeholder text by language (Apple locale identifiers, or Hive's codes); English ('en') is required: every fallback chain ends in it.",
      "type": "object",
      "required": ["en"],
      "propertyNames": {"$ref": "#/$defs/languageCode"},
      "properties": {
        "en": {
          "description": "English (required: the last text of every fallback chain).",
          "$ref": "#/$defs/placeholderText"
        }
      },
      "additionalProperties": {"$ref": "#/$defs/placeholderText"}
    },
    "label": {
      "description": "Button text: a mapping of language code to text, or plain text meaning English only.",
      "anyOf": [
        {"$ref": "#/$defs/labelText"},
        {"$ref": "#/$defs/localizedLabel"}
      ]
    },
    "body": {
      "description": "Category text: a mapping of language code to text, or plain text meaning English only.",
      "anyOf": [
        {"$ref": "#/$defs/bodyText"},
        {"$ref": "#/$defs/localizedBody"}
      ]
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
        {"type": "boolean"}
      ]
    },
    "actionSwiftName": {
      "description": "Overrides the Swift case name derived from the action's identifier; not a member the generated Action enum declares.",
      "allOf": [
        {"$ref": "#/$defs/swiftName"},
        {"not": {"enum": ["allCases", "hash", "hashValue", "icon", "identifier", "init", "none", "notificationAction", "options", "position", "rawValue", "self", "textInput", "textInputButtonTitle", "textInputPlaceholder", "title", "titles"]}}
      ]
    },
    "categorySwiftName": {
      "description": "Overrides the Swift case name derived from the category's identifier; not a member the generated Category enum declares.",
      "allOf": [
        {"$ref": "#/$defs/swiftName"},
        {"not": {"enum": ["actions", "allCases", "hash", "hashValue", "hiddenPreviewsBodyPlaceholder", "identifier", "init", "none", "notificationCategory", "options", "rawValue", "self", "summaryFormat"]}}
      ]
    },
    "allowList": {
      "description": "Warning codes acknowledged on one definition, as rustc's #[allow]: each one reported about this definition is dropped. actionc diff's codes too: a deliberate change to this definition against a released baseline.",
      "markdownDescription": "Warning codes acknowledged on one definition, as rustc's `#[allow]`: each one reported about this definition is dropped. `actionc diff`'s codes too (`authentication-required-removed`, `button-order-changed`, …): a deliberate change to this definition against a released baseline.\n\n```yaml\nALERT_CATEGORY:\n  actions: [DISMISS_ID]\n  options: [customDismissAction]\n  allow: [not-in-hive-json]\n```",
      "type": ["array", "null"],
      "items": {"enum": ["missing-translation", "unused-action", "long-title", "not-in-hive-json", "not-on-android", "deprecated", "unknown-intent", "count-specifier", "unlisted-category", "stale-translation", "button-removed", "button-replaced", "text-input-added", "text-input-removed", "authentication-required-removed", "foreground-added", "foreground-removed", "destructive-changed", "button-order-changed", "category-options-changed", "category-added", "button-added", "authentication-required-added", "title-changed"]}
    },
    "androidName": {
      "description": "An Android resource name: lowercase ASCII letters, digits and '_', starting with a letter.",
      "type": "string",
      "pattern": "^[a-z][a-z0-9_]*(?![\\s\\S])",
      "patternErrorMessage": "an Android name is lowercase ASCII letters, digits and '_', starting with a letter (invalid-identifier)"
    },
    "hiveActionLimit": {
      "description": "The Hive SDK registers at most three actions a category, and an Android notification shows at most three action buttons (too-many-actions), in the short form or in actions.",
      "maxItems": 3,
      "properties": {"actions": {"maxItems": 3}}
    },
    "actionList": {
      "description": "One to ten action identifiers, each at most once: iOS displays up to ten (and only the first two where space is short); the Hive SDK registers at most three, so with the hive target (or without targets) at most three.",
      "type": "array",
      "minItems": 1,
      "maxItems": 10,
      "uniqueItems": true,
      "items": {"$ref": "#/$defs/actionReference"}
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
            {"$ref": "#/$defs/iconName"},
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
              "anyOf": [
                {"$ref": "#/$defs/placeholderText"},
                {"$ref": "#/$defs/localizedPlaceholder"}
              ]
            }
          }
        },
        "swiftName": {
          "description": "Overrides the Swift case name derived from the action's identifier.",
          "$ref": "#/$defs/actionSwiftName"
        },
        "android": {
          "description": "With the android target: name overrides the name derived from the identifier for its string resources and Kotlin entry (push_action_NAME_title, NAME in capitals); icon is a drawable resource shown beside the title (none by default).",
          "markdownDescription": "With the `android` target: `name` overrides the name derived from the identifier for its string resources and Kotlin entry (`push_action_NAME_title`, `NAME` in capitals; settles an `android-name-collision`); `icon` is a drawable resource shown beside the title where Android shows one (none by default).\n\n```yaml\nandroid: {icon: ic_reply}\n```",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "name": {"$ref": "#/$defs/androidName"},
            "icon": {
              "description": "A drawable resource name (res/drawable/ic_reply.xml is ic_reply).",
              "$ref": "#/$defs/androidName"
            }
          }
        },
        "override": {
          "description": "true: this definition rewords a preset's action of the same identifier. The fields it writes replace the preset's (title is still required, and replaces the whole title); the others keep the preset's.",
          "type": "boolean"
        },
        "allow": {
          "description": "Warnings acknowledged for this definition alone (an entry that acknowledges nothing is the warning unused-allow).",
          "$ref": "#/$defs/allowList"
        }
      }
    },
    "category": {
      "description": "A button set (UNNotificationCategory): the full form {actions, options, hiddenPreviewsBodyPlaceholder, summaryFormat, intentIdentifiers, swiftName, android, override, allow}, or the short form [ACTION_ID, ...].",
      "anyOf": [
        {"$ref": "#/$defs/actionList"},
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
              "items": {
                "description": "An IN...IntentIdentifier constant's name.",
                "type": ["string", "number", "boolean"],
                "minLength": 1
              }
            },
            "swiftName": {
              "description": "Overrides the Swift case name derived from the category's identifier.",
              "$ref": "#/$defs/categorySwiftName"
            },
            "android": {
              "description": "With the android target: name overrides the name derived from the identifier for its Kotlin entry (NAME in capitals).",
              "type": "object",
              "additionalProperties": false,
              "properties": {"name": {"$ref": "#/$defs/androidName"}}
            },
            "override": {
              "description": "true: this definition replaces a preset's category of the same identifier, field by field (actions is still required).",
              "type": "boolean"
            },
            "allow": {
              "description": "Warnings acknowledged for this definition alone (an entry that acknowledges nothing is the warning unused-allow).",
              "$ref": "#/$defs/allowList"
            }
          }
        }
      ]
    }
  }
}

"""#
}
