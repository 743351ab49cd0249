import ActionCheck
import ActionModel
import ActionPipeline
import ActionSyntax

/// The catalog the payloads name a category of, compiled once.
private let supportCatalog: Catalog = {
    let definitions = SourceFile(
        path: "push.actions.yaml",
        bytes: Array(
            "actions:\n  REOPEN_ID: {title: Reopen}\ncategories:\n  CHAT_CATEGORY: [REOPEN_ID]\n".utf8))
    guard let catalog = Compiler.compile([definitions]).output?.catalog else {
        fatalError("the fuzz definitions do not compile")
    }
    return catalog
}()

/// Payloads whose keys the seeds hold (the Zendesk pushes and the tests' keys), with every
/// kind of argument list, so mutations of the strings reach each check.
private let payloads = [
    SourceFile(
        path: "chat-ended.json",
        bytes: Array(
            #"{"aps": {"alert": {"title-loc-key": "ios.ZDCChat.pushChatEndedTitle", "loc-key": "ios.ZDCChat.pushChatEndedBody", "loc-args": ["{agent name}"]}, "category": "CHAT_CATEGORY"}}"#
                .utf8)),
    SourceFile(
        path: "chat-message.json",
        bytes: Array(
            #"{"aps": {"alert": {"title-loc-key": "ios.ZDCChat.pushChatMessageTitle", "title-loc-args": ["Sam"], "subtitle-loc-key": "a", "loc-key": "ios.ZDCChat.pushChatMessageBody", "loc-args": ["Sam", "Hi", "3"]}}}"#
                .utf8)),
    SourceFile(
        path: "fcm.json",
        bytes: Array(
            #"{"message": {"android": {"notification": {"title_loc_key": "chat_ended_title", "body_loc_key": "chat_ended_body", "body_loc_args": ["Sam"]}}}}"#
                .utf8)),
]

/// One fuzz input as the app's strings at `path` (a `.strings` or `.stringsdict` file in an
/// `.lproj` folder, a String Catalog, or an Android resource file), read and checked with the payloads, with the
/// invariants any input must keep: no crash, and every position in the strings file at line
/// and column 1 or later and, for UTF-8, not past the input's end.
public func runPayloadStringsCheck(_ data: UnsafePointer<UInt8>, _ size: Int, path: String) {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let diagnostics = PayloadCheck.check(
        payloads, against: supportCatalog, strings: [SourceFile(path: path, bytes: bytes)])
    let isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    // UTF-16 text has at most one scalar per two bytes; UTF-8 positions are checked exactly.
    let end = isUTF16 ? nil : Position.of(byteOffset: size, in: bytes)
    for diagnostic in diagnostics {
        for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
            guard let location, location.file == path else { continue }
            precondition(
                location.line >= 1 && location.column >= 1, "position before the input: \(diagnostic)")
            if let end {
                precondition(
                    location.line < end.line || (location.line == end.line && location.column <= end.column),
                    "position past the input's end \(end): \(diagnostic)")
            } else {
                precondition(location.line <= size / 2 + 1, "position past the input's end: \(diagnostic)")
            }
        }
    }
}
