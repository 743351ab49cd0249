import Foundation

/// One Markdown page of the documentation, read for what a test can hold it to: the
/// `actionc` commands in its shell blocks, its excerpts of files, its links, and the anchors
/// its headings make.
/// The convention it reads is described for writers in Docs/contributing.md.
struct DocsPage {
    /// One `actionc` command line from a shell block, with what the block says about it.
    struct Command: CustomStringConvertible {
        /// `page:line`, for failure messages.
        let place: String
        /// As bash is to run it, `swift run actionc` shortened to `actionc`.
        let line: String
        /// From the block's `<!-- docs-test: exit N -->`; 0 otherwise.
        let expectedStatus: Int32
        /// From the block's `<!-- docs-test: fixture NAME -->`: a folder of Tests/Fixtures/docs.
        let fixture: String
        /// The files a trailing `# → FILE, FILE` comment says the command writes.
        let writes: [String]
        /// From the block's `<!-- docs-test: output STREAM -->` (`stderr` or `stdout`): the
        /// lines after the command, up to the next one, are what it prints there, exactly.
        var expectedOutput: (stream: String, text: String)?

        var description: String { "\(place): \(line)" }
    }

    /// One shell block: its commands run in order, in one fresh copy of the fixture.
    struct ShellBlock {
        let commands: [Command]
    }

    /// A block marked `<!-- docs-test: excerpt PATH -->`: lines of the file at PATH, in order and
    /// adjacent, but where a line that is only `…` stands for lines left out.
    struct Excerpt {
        /// `page:line` of the fence.
        let place: String
        let source: String
        let lines: [String]
    }

    struct Link {
        /// `page:line`.
        let place: String
        let target: String
    }

    static let defaultFixture = "project"
    /// The info strings of blocks whose lines are typed into a shell.
    private static let shellLanguages: Set<String> = ["sh", "bash", "shell", "console"]

    /// The path relative to the repository, as links and messages name it.
    let path: String
    let shellBlocks: [ShellBlock]
    let excerpts: [Excerpt]
    let links: [Link]
    /// GitHub's anchors for the page's headings.
    let anchors: Set<String>

    init(path: String, text: String) throws {
        self.path = path
        var shellBlocks: [ShellBlock] = []
        var excerpts: [Excerpt] = []
        var excerptLines: [String] = []
        var fencePlace = ""
        var links: [Link] = []
        var anchors: Set<String> = []
        var anchorCounts: [String: Int] = [:]
        var fence: (language: String, marker: [String: String], commands: [Command])?
        var pendingMarker: [String: String] = [:]
        var continued = ""
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let place = "\(path):\(index + 1)"
            if line.hasPrefix("```") {
                if let open = fence {
                    if Self.shellLanguages.contains(open.language) {
                        shellBlocks.append(ShellBlock(commands: open.commands))
                    }
                    if let source = open.marker["excerpt"] {
                        excerpts.append(Excerpt(place: fencePlace, source: source, lines: excerptLines))
                    }
                    fence = nil
                } else {
                    fencePlace = place
                    excerptLines = []
                    fence = (
                        String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), pendingMarker, []
                    )
                }
                pendingMarker = [:]
                continue
            }
            if let open = fence {
                if open.marker["excerpt"] != nil { excerptLines.append(line) }
                guard Self.shellLanguages.contains(open.language) else { continue }
                if line.hasSuffix("\\") {
                    continued += line.dropLast() + " "
                    continue
                }
                let whole = continued + line
                continued = ""
                if let command = try Self.command(whole, at: place, marker: open.marker) {
                    fence?.commands.append(command)
                } else if let stream = open.marker["output"], let last = open.commands.indices.last {
                    fence?.commands[last].expectedOutput = (
                        stream, (open.commands[last].expectedOutput?.text ?? "") + whole + "\n"
                    )
                }
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<!-- docs-test:") {
                pendingMarker = try Self.marker(trimmed, at: place)
                continue
            }
            if !trimmed.isEmpty { pendingMarker = [:] }
            if let heading = Self.heading(line) {
                let slug = Self.anchor(heading)
                let seen = anchorCounts[slug, default: 0]
                anchors.insert(seen == 0 ? slug : "\(slug)-\(seen)")
                anchorCounts[slug] = seen + 1
            }
            links += Self.linkTargets(in: line).map { Link(place: place, target: $0) }
        }
        self.shellBlocks = shellBlocks
        self.excerpts = excerpts
        self.links = links
        self.anchors = anchors
    }

    /// The command on `line`, when its first word is `actionc` (or `swift run actionc`).
    private static func command(_ line: String, at place: String, marker: [String: String]) throws -> Command?
    {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("$ ") { text.removeFirst(2) }
        if text.hasPrefix("swift run actionc ") { text.removeFirst("swift run ".count) }
        guard text == "actionc" || text.hasPrefix("actionc ") else { return nil }
        var writes: [String] = []
        if let arrow = text.range(of: "# → ") {
            writes = text[arrow.upperBound...].components(separatedBy: ",").compactMap {
                $0.split(separator: " ").first.map(String.init)
            }
        }
        let status = try marker["exit"].map { value -> Int32 in
            guard let status = Int32(value) else {
                throw DocsPageError("\(place): 'exit \(value)' is no number")
            }
            return status
        }
        return Command(
            place: place, line: text, expectedStatus: status ?? 0,
            fixture: marker["fixture"] ?? defaultFixture, writes: writes)
    }

    /// `<!-- docs-test: exit 1, fixture empty -->` → `["exit": "1", "fixture": "empty"]`;
    /// `excerpt PATH` marks a block that quotes a file, `output STREAM` one that shows what
    /// its commands print.
    private static func marker(_ line: String, at place: String) throws -> [String: String] {
        guard line.hasSuffix("-->") else { throw DocsPageError("\(place): a docs-test marker ends with -->") }
        let body = line.dropFirst("<!-- docs-test:".count).dropLast("-->".count)
        var marker: [String: String] = [:]
        for entry in body.split(separator: ",") {
            let words = entry.split(separator: " ").map(String.init)
            guard
                words.count == 2, ["exit", "fixture", "excerpt", "output"].contains(words[0]),
                words[0] != "output" || ["stderr", "stdout"].contains(words[1])
            else {
                throw DocsPageError(
                    "\(place): '\(entry.trimmingCharacters(in: .whitespaces))' is not 'exit N', 'fixture NAME', 'excerpt PATH' or 'output stderr|stdout'"
                )
            }
            marker[words[0]] = words[1]
        }
        return marker
    }

    private static func heading(_ line: String) -> String? {
        let hashes = line.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).hasPrefix(" ") else { return nil }
        return line.dropFirst(hashes.count + 1).trimmingCharacters(in: .whitespaces)
    }

    /// GitHub's anchor for a heading: lowercased, punctuation other than `-` and `_` dropped,
    /// each space a `-`.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
                    return Character(scalar)
                }
                return nil
            })
    }

    /// The targets of `[text](target)` and `![text](target)` on a line, outside code spans.
    private static func linkTargets(in line: String) -> [String] {
        let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset.isMultiple(of: 2) ? String($0.element) : "" }.joined()
        var targets: [String] = []
        var rest = prose[...]
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            targets.append(String(after[..<close]))
            rest = after[close...]
        }
        return targets
    }
}

struct DocsPageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
