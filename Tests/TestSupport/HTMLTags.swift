import Foundation

/// The start tags of an HTML page (as actionc writes it or as a browser serializes its
/// DOM), read with their attributes, so tests check a page's structure without a parser
/// library.
public enum HTMLTags {
    private static let tag = try! NSRegularExpression(
        pattern: "<([a-z][a-z0-9]*)((?:\\s+[a-z][a-z-]*(?:=\"[^\"]*\")?)*)\\s*/?>")
    private static let attribute = try! NSRegularExpression(pattern: "([a-z][a-z-]*)(?:=\"([^\"]*)\")?")

    /// The attributes of every start tag that has `name`, in page order; a boolean
    /// attribute's value is empty. `tag` is the element's name.
    public static func carrying(_ name: String, in html: String) -> [[String: String]] {
        all(in: html).filter { $0[name] != nil }
    }

    public static func all(in html: String) -> [[String: String]] {
        let page = html as NSString
        return tag.matches(in: html, range: NSRange(location: 0, length: page.length)).map { match in
            let list = page.substring(with: match.range(at: 2)) as NSString
            var attributes = ["tag": page.substring(with: match.range(at: 1))]
            for found in attribute.matches(
                in: list as String, range: NSRange(location: 0, length: list.length))
            {
                let value =
                    found.range(at: 2).location == NSNotFound ? "" : list.substring(with: found.range(at: 2))
                attributes[list.substring(with: found.range(at: 1))] = value
            }
            return attributes
        }
    }
}
