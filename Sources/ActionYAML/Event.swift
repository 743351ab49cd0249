internal import ActionSyntax
internal import CYAML

/// One libyaml event. This value is its only owner: libyaml's memory for it is freed once,
/// when the value ends, whichever way the reading goes on.
struct Event: ~Copyable {
    enum Kind {
        case streamStart, streamEnd, documentStart, documentEnd
        case sequenceStart, sequenceEnd, mappingStart, mappingEnd, scalar, alias
    }

    private let raw: yaml_event_t

    /// Takes over an event that `yaml_parser_parse` filled in.
    init(taking raw: yaml_event_t) {
        self.raw = raw
    }

    deinit {
        var raw = raw
        yaml_event_delete(&raw)
    }

    var kind: Kind {
        switch raw.type {
        case YAML_STREAM_START_EVENT: .streamStart
        case YAML_DOCUMENT_START_EVENT: .documentStart
        case YAML_DOCUMENT_END_EVENT: .documentEnd
        case YAML_SEQUENCE_START_EVENT: .sequenceStart
        case YAML_SEQUENCE_END_EVENT: .sequenceEnd
        case YAML_MAPPING_START_EVENT: .mappingStart
        case YAML_MAPPING_END_EVENT: .mappingEnd
        case YAML_SCALAR_EVENT: .scalar
        case YAML_ALIAS_EVENT: .alias
        // YAML_STREAM_END_EVENT, and YAML_NO_EVENT, which libyaml gives only after the end.
        default: .streamEnd
        }
    }

    /// Where the event starts, 1-based (libyaml counts from 0).
    var position: Position {
        Position(line: Int(raw.start_mark.line) + 1, column: Int(raw.start_mark.column) + 1)
    }

    /// A scalar's value.
    var text: String {
        String(decoding: utf8, as: UTF8.self)
    }

    /// A scalar written plain: not quoted, not a block scalar.
    var isPlain: Bool { raw.data.scalar.style == YAML_PLAIN_SCALAR_STYLE }

    /// A scalar in single or double quotes.
    var isFlowQuoted: Bool {
        raw.data.scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE
            || raw.data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
    }

    /// Where the event starts and ends, in characters from the start of the input libyaml read.
    var characterRange: Range<Int> { Int(raw.start_mark.index)..<Int(raw.end_mark.index) }

    /// Whether the event starts and ends on one line.
    var isOnOneLine: Bool { raw.start_mark.line == raw.end_mark.line }

    /// Whether a scalar's value is its source text as it stands (`Scalar.isVerbatim`): plain or
    /// in quotes, on one line, without a tag or anchor in front, and spanning as many characters
    /// as its value has (plus the quotes). That is enough: on one line, all that stands between
    /// a source and its value is escapes (`\t`, `\u00E9`, `''`), each of which writes one
    /// character in two or more.
    var isVerbatim: Bool {
        guard isOnOneLine, tag == nil, anchor == nil, isPlain || isFlowQuoted else { return false }
        // The characters of the value: its bytes less the continuation bytes, 0b10xxxxxx.
        var characters = utf8.count
        for byte in utf8 where byte & 0xC0 == 0x80 { characters -= 1 }
        return characterRange.count == characters + (isFlowQuoted ? 2 : 0)
    }

    /// A scalar's value as UTF-8.
    var utf8: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: raw.data.scalar.value, count: raw.data.scalar.length)
    }

    /// The node's anchor; for an alias, the anchor it names.
    var anchor: String? {
        switch raw.type {
        case YAML_SCALAR_EVENT: Self.string(raw.data.scalar.anchor)
        case YAML_SEQUENCE_START_EVENT: Self.string(raw.data.sequence_start.anchor)
        case YAML_MAPPING_START_EVENT: Self.string(raw.data.mapping_start.anchor)
        case YAML_ALIAS_EVENT: Self.string(raw.data.alias.anchor)
        default: nil
        }
    }

    /// The node's tag, as libyaml resolves it (`!!str` is `tag:yaml.org,2002:str`).
    var tag: String? {
        switch raw.type {
        case YAML_SCALAR_EVENT: Self.string(raw.data.scalar.tag)
        case YAML_SEQUENCE_START_EVENT: Self.string(raw.data.sequence_start.tag)
        case YAML_MAPPING_START_EVENT: Self.string(raw.data.mapping_start.tag)
        default: nil
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
