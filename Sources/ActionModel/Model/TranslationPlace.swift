/// One text in one language: a String Catalog key and a language other than English. The
/// translation records and the exports' review marks name translations by it.
package struct TranslationPlace: Hashable, Sendable {
    package var key: String
    package var language: Language

    package init(key: String, language: Language) {
        self.key = key
        self.language = language
    }
}
