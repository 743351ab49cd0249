/// One text in one language: a String Catalog key and a language other than English. The
/// translation records and the exports' review marks name translations by it.
public struct TranslationPlace: Hashable, Sendable {
    public var key: String
    public var language: Language

    public init(key: String, language: Language) {
        self.key = key
        self.language = language
    }
}
