package import ActionModel

/// Hive's languages by name, as the tests write them.
extension Language {
    package static let en = Language.english
    package static let ko = Language(identifier: "ko")!
    package static let ja = Language(identifier: "ja")!
    package static let zhHans = Language(identifier: "zh-Hans")!
    package static let zhHant = Language(identifier: "zh-Hant")!
    package static let de = Language(identifier: "de")!
    package static let pt = Language(identifier: "pt")!
    package static let ar = Language(identifier: "ar")!
}
