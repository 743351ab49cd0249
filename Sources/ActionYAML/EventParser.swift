internal import ActionSyntax
internal import CYAML

/// libyaml's parser over one text, handing out its events one at a time on the calling
/// thread. This value owns the parser and frees it when it ends.
struct EventParser: ~Copyable {
    /// On the heap: libyaml keeps a pointer to the parser inside it, so it must not move.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let bytes: [UInt8]
    /// The byte order mark's length when the text starts with one, else 0.
    private let skipped: Int
    private let file: String

    /// What `body` reads with a parser over `bytes`. libyaml reads the bytes in place, so the
    /// parser exists only inside `body`.
    static func reading(_ bytes: [UInt8], file: String, _ body: (inout EventParser) -> ParseResult)
        -> ParseResult
    {
        bytes.withUnsafeBufferPointer { buffer in
            guard var events = EventParser(buffer, of: bytes, file: file) else {
                let problem = Diagnostic.error(.limit, "out of memory starting the YAML parser", at: nil)
                return ParseResult(root: nil, diagnostics: [problem])
            }
            return body(&events)
        }
    }

    private init?(_ buffer: UnsafeBufferPointer<UInt8>, of bytes: [UInt8], file: String) {
        parser = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            return nil
        }
        self.bytes = bytes
        self.file = file
        // libyaml gives a byte order mark a column when the encoding is set, so it is left
        // out of the input instead.
        skipped = TextEncoding.hasByteOrderMark(bytes) ? TextEncoding.byteOrderMark.count : 0
        yaml_parser_set_input_string(parser, buffer.baseAddress.map { $0 + skipped }, buffer.count - skipped)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event; libyaml's problem, as the file's diagnostic, when there is none.
    mutating func next() throws(ReadingStop) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw .broken(problem()) }
        return Event(taking: event)
    }

    /// What libyaml found wrong, where it found it, and what it was reading as a note.
    private func problem() -> Diagnostic {
        let parser = parser.pointee
        func location(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(
                file: file, position: Position(line: Int(mark.line) + 1, column: Int(mark.column) + 1))
        }
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return .error(
                .limit, "out of memory reading YAML", at: SourceLocation(file: file, line: 1, column: 1))
        case YAML_READER_ERROR:
            // Offsets count bytes of the input libyaml saw, which starts after the mark.
            let offset = Int(parser.problem_offset) + skipped
            let position = Position.of(byteOffset: offset, in: bytes)
            return .error(.encoding, problem, at: SourceLocation(file: file, position: position))
        default:
            let notes = parser.context.map {
                [Diagnostic.Note(String(cString: $0), at: location(parser.context_mark))]
            }
            return YAMLProblemExplanation.explain(
                .error(.syntax, problem, at: location(parser.problem_mark), notes: notes ?? []), in: bytes)
        }
    }
}

/// Why a reading ended before the end of the stream.
enum ReadingStop: Error {
    /// libyaml could not read on: its problem is the file's diagnostic.
    case broken(Diagnostic)
    /// A limit was crossed; the reading stops there.
    case limit(Diagnostic)
}
