import ActionSyntax
import CYAML
import Dispatch

/// One libyaml event, copied out of libyaml's memory so that another thread can read it.
/// Small, as there are millions: the scalar's bytes, tag and anchor live in its batch.
struct PulledEvent: Sendable {
    enum Kind: UInt8 {
        case documentStart, sequenceStart, mappingStart, sequenceEnd, mappingEnd, scalar, alias
    }

    var kind: Kind
    /// Scalars: written plain (not quoted, not a block scalar).
    var isPlain = false
    var position: Position
    /// Scalars: where the value's bytes start and end in the batch's `text`.
    fileprivate(set) var textStart = 0
    fileprivate(set) var textEnd = 0
    /// Scalars too long to be stored inside a `String`: their place in `makeLongTexts()`,
    /// plus one; zero for the others.
    fileprivate(set) var longTextNumber: Int32 = 0
    /// Where the tag and the anchor (for an alias, the anchor it names) are in the batch's
    /// `names`, plus one; zero for none.
    fileprivate(set) var tagNumber: Int32 = 0
    fileprivate(set) var anchorNumber: Int32 = 0
}

/// A run of events and the bytes of their scalars, handed over in one piece so that the
/// threads meet once per batch rather than once per event.
struct EventBatch: Sendable {
    private(set) var events: [PulledEvent] = []
    private var text: [UInt8] = []
    private var longTextCount: Int32 = 0
    private var names: [String] = []
    /// Set on the last batch when libyaml stopped at an error.
    var parserError: Diagnostic?
    /// Set on the last batch when the nesting went past the limit.
    var limitError: Diagnostic?
    var isLast = false

    static let capacity = 512
    /// The most UTF-8 bytes a `String` holds without a heap allocation (on 64-bit systems).
    private static let longTextLength = 15

    init() {
        events.reserveCapacity(Self.capacity)
    }

    /// The batch's values that need a heap allocation, made in one burst before the
    /// batch's nodes: they then sit together rather than between the tree's nodes, so
    /// freeing the tree leaves whole pages free for the system to take back instead of
    /// pages pinned by the texts the catalog keeps (30 MB of the 10k build's peak).
    func makeLongTexts() -> [String] {
        var texts: [String] = []
        texts.reserveCapacity(Int(longTextCount))
        for event in events where event.longTextNumber > 0 { texts.append(value(of: event)) }
        return texts
    }

    /// A scalar's value; `longTexts` from `makeLongTexts()`.
    func text(of event: PulledEvent, longTexts: [String]) -> String {
        event.longTextNumber > 0 ? longTexts[Int(event.longTextNumber) - 1] : value(of: event)
    }

    private func value(of event: PulledEvent) -> String {
        text.withUnsafeBufferPointer {
            String(
                decoding: UnsafeBufferPointer(rebasing: $0[event.textStart..<event.textEnd]), as: UTF8.self)
        }
    }

    func tag(of event: PulledEvent) -> String? { name(event.tagNumber) }
    func anchor(of event: PulledEvent) -> String? { name(event.anchorNumber) }

    private func name(_ number: Int32) -> String? {
        number == 0 ? nil : names[Int(number) - 1]
    }

    var isFull: Bool { events.count == Self.capacity }

    /// Appends the event, copying what it points to out of libyaml's memory; skips the
    /// events composing ignores (stream start, document end).
    fileprivate mutating func append(_ event: yaml_event_t, at position: Position) {
        func number(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
            guard let pointer else { return 0 }
            names.append(String(cString: pointer))
            return Int32(names.count)
        }
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            events.append(PulledEvent(kind: .documentStart, position: position))
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isSequence = event.type == YAML_SEQUENCE_START_EVENT
            let (tag, anchor) =
                isSequence
                ? (event.data.sequence_start.tag, event.data.sequence_start.anchor)
                : (event.data.mapping_start.tag, event.data.mapping_start.anchor)
            events.append(
                PulledEvent(
                    kind: isSequence ? .sequenceStart : .mappingStart, position: position,
                    tagNumber: number(tag), anchorNumber: number(anchor)))
        case YAML_SEQUENCE_END_EVENT:
            events.append(PulledEvent(kind: .sequenceEnd, position: position))
        case YAML_MAPPING_END_EVENT:
            events.append(PulledEvent(kind: .mappingEnd, position: position))
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let value = UnsafeBufferPointer(start: data.value, count: data.length)
            var pulled = PulledEvent(
                kind: .scalar, isPlain: data.style == YAML_PLAIN_SCALAR_STYLE, position: position,
                tagNumber: number(data.tag), anchorNumber: number(data.anchor))
            pulled.textStart = text.count
            text.append(contentsOf: value)
            pulled.textEnd = text.count
            if value.count > Self.longTextLength {
                longTextCount += 1
                pulled.longTextNumber = longTextCount
            }
            events.append(pulled)
        case YAML_ALIAS_EVENT:
            events.append(
                PulledEvent(kind: .alias, position: position, anchorNumber: number(event.data.alias.anchor)))
        default:
            break
        }
    }
}

/// Pulls libyaml's events on a thread of their own while the caller composes the tree from
/// the batches it receives: on a large file libyaml's scanning and the composing each take
/// a core. This is the only place that sees libyaml; every `yaml_event_t` is released here.
///
/// The events arrive in order and are the same whatever the timing, so the tree is too.
final class EventStream: @unchecked Sendable {
    // A semaphore as the lock: `Mutex` would need macOS 15, and the tool builds on older Macs.
    private let lock = DispatchSemaphore(value: 1)
    private let ready = DispatchSemaphore(value: 0)
    /// Counts the batches the reading thread may still queue: when composing is the slower
    /// side, the events do not pile up in memory.
    private let room = DispatchSemaphore(value: 0)
    private static let maxPending = 64
    private let finished = DispatchGroup()
    private var pending: [EventBatch] = []
    private var isCancelled = false

    /// Starts reading `bytes` on another thread. Nesting deeper than `maxDepth` stops libyaml
    /// there, with the depth error on the last batch, before a file of 200,000 `[` makes its
    /// scanner slow. Events' lines are moved by `lineOffset` (for a part of a file).
    init(bytes: [UInt8], file: String, maxDepth: Int, lineOffset: Int = 0) {
        // Signalled up from zero: libdispatch traps when a semaphore is freed below the
        // value it was made with, which a cancelled read would leave behind.
        for _ in 0..<Self.maxPending { room.signal() }
        finished.enter()
        DispatchQueue.global().async { [self] in
            Self.pull(bytes, file: file, maxDepth: maxDepth, lineOffset: lineOffset, deliver: send)
            finished.leave()
        }
    }

    /// The next batch, waiting for it if need be; after the last batch, do not call again.
    func next() -> EventBatch {
        ready.wait()
        lock.wait()
        defer { lock.signal() }
        room.signal()
        return pending.removeFirst()
    }

    /// Stops the reading thread at its next batch: the caller needs no more events.
    func cancel() {
        lock.wait()
        isCancelled = true
        lock.signal()
        room.signal()  // a reading thread waiting for room wakes up and sees it
    }

    /// Waits until the reading thread is done with the bytes and with libyaml.
    func waitUntilFinished() {
        finished.wait()
    }

    /// Queues a batch; false when the reader has been cancelled.
    private func send(_ batch: EventBatch) -> Bool {
        room.wait()
        lock.wait()
        let accepted = !isCancelled
        if accepted { pending.append(batch) }
        lock.signal()
        if accepted { ready.signal() }
        return accepted
    }

    /// Pulls libyaml's events in batches and hands each to `deliver` on this thread, until
    /// the last or until `deliver` returns false. (`EventStream` delivers to another thread;
    /// a caller with a thread to itself can compose right here instead.)
    static func pull(
        _ bytes: [UInt8], file: String, maxDepth: Int, lineOffset: Int, deliver: (EventBatch) -> Bool
    ) {
        var batch = EventBatch()
        func finish(parserError: Diagnostic? = nil, limitError: Diagnostic? = nil) {
            (batch.parserError, batch.limitError) = (parserError, limitError)
            batch.isLast = true
            _ = deliver(batch)
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return finish(parserError: .error(.limit, "out of memory starting the YAML parser", at: nil))
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml gives a byte order mark a column when the encoding is set, so it is
        // left out of the input instead.
        let skipped = TextEncoding.hasByteOrderMark(bytes) ? TextEncoding.byteOrderMark.count : 0
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(
                &parser, buffer.baseAddress.map { $0 + skipped }, buffer.count - skipped)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var depth = 0
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return finish(
                        parserError: diagnostic(for: parser, skipped: skipped, bytes: bytes, file: file))
                }
                defer { yaml_event_delete(&event) }
                let position = Position(
                    line: Int(event.start_mark.line) + 1 + lineOffset,
                    column: Int(event.start_mark.column) + 1)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return finish()
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    guard depth < maxDepth else {
                        let message = "nesting deeper than \(maxDepth) levels"
                        let location = SourceLocation(file: file, position: position)
                        return finish(limitError: .error(.limit, message, at: location))
                    }
                    depth += 1
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                default:
                    break
                }
                batch.append(event, at: position)
                if batch.isFull {
                    guard deliver(batch) else { return }
                    batch = EventBatch()
                }
            }
        }
    }

    private static func diagnostic(for parser: yaml_parser_t, skipped: Int, bytes: [UInt8], file: String)
        -> Diagnostic
    {
        func location(_ position: Position) -> SourceLocation {
            SourceLocation(file: file, position: position)
        }
        func position(_ mark: yaml_mark_t) -> Position {
            Position(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        }
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return .error(.limit, "out of memory reading YAML", at: location(Position(line: 1, column: 1)))
        case YAML_READER_ERROR:
            // Offsets count bytes of the input libyaml saw, which starts after the mark.
            let offset = Int(parser.problem_offset) + skipped
            return .error(.encoding, problem, at: location(Position.of(byteOffset: offset, in: bytes)))
        default:
            var notes: [Diagnostic.Note] = []
            if let context = parser.context {
                notes.append(
                    Diagnostic.Note(String(cString: context), at: location(position(parser.context_mark))))
            }
            return .error(.syntax, problem, at: location(position(parser.problem_mark)), notes: notes)
        }
    }
}
