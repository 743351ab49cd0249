public import ActionModel

/// Hive's languages by name, as the tests write them.
extension Language {
    public static let en = Language.english
    public static let ko = Language(identifier: "ko")!
    public static let ja = Language(identifier: "ja")!
    public static let zhHans = Language(identifier: "zh-Hans")!
    public static let zhHant = Language(identifier: "zh-Hant")!
    public static let de = Language(identifier: "de")!
    public static let pt = Language(identifier: "pt")!
    public static let ar = Language(identifier: "ar")!
}
